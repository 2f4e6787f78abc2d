/**
 * A spreadsheet export, declared once per list: its columns (header = the spec's field label in
 * English, and how a record becomes the cell) and where its records come from. The machinery in
 * this folder (`workbook.ts`, `export.ts`, `job.ts`) writes any sheet the same way, so a later
 * list (conditions, treatments, ...) only declares its own.
 */

/** What a column writes: text, a number, a day (a spreadsheet date), or nothing. Booleans and lists are text by now. */
export type CellValue = string | number | Date | null | undefined;

export type Column<R, L> = {
  readonly header: string;
  /** Character width of the column in the sheet. */
  readonly width?: number;
  readonly value: (record: R, lookups: L) => CellValue;
  /** Where the list shows the column, from 0 (`columns=list` writes those, in the list's order). */
  readonly listPosition?: number;
  /**
   * A group of fields only some records use (the object's car and book details): its columns are
   * left out of an export none of whose records uses the group.
   */
  readonly group?: string;
};

/** The records of a museum, page by page (Query pages of the entity's own partition, never a Scan). */
export type RecordPages<R> = AsyncIterable<readonly R[]>;

export type SheetDefinition<R, L> = {
  /** The job kind and the file name's stem: `objects` -> `objects_2026-11-23_21-05-00.xlsx`. */
  readonly kind: string;
  readonly sheetName: string;
  readonly columns: readonly Column<R, L>[];
  /** What the cells look up, read once per export (vocabulary titles by id, ...). */
  readonly lookups: (tenant: string) => Promise<L>;
  /** How many records an `all` export holds (a kept counter: never counted at read time). */
  readonly count: (tenant: string) => Promise<number>;
  readonly pages: (tenant: string) => RecordPages<R>;
  /** The records of a set of them (the objects' sets, docs/object-sets.md), page by page; a list without sets has none. */
  readonly setPages?: (tenant: string, setId: string) => RecordPages<R>;
  /**
   * The list as shown (issue 29), for a list that can: its rows found again from what the request
   * kept on the job (`listed`), and the columns it names (undefined: the `columns` choice's).
   */
  readonly listed?: {
    readonly pages: (tenant: string, listed: unknown) => RecordPages<R>;
    readonly columns: (listed: unknown) => readonly Column<R, L>[] | undefined;
  };
  /** The records of the ids, in the ids' order; a missing id is left out. */
  readonly byIds: (tenant: string, ids: readonly string[]) => Promise<readonly R[]>;
  /** The column groups a record uses (a value in any of the group's fields); needed when a column has a group. */
  readonly groupsOf?: (record: R) => readonly string[];
};

/** Any column, whatever its record type. */
export type AnyColumn = Column<any, any>;

/** Any sheet, whatever its record type: how the machinery holds them side by side. */
export type AnySheet = SheetDefinition<any, any>;
