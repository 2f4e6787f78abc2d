import type { Rows } from './rows';
import type { SearchDoc } from './search-doc';

/**
 * A loaded snapshot's documents as its columns (index-snapshot.ts), read in place: a cold load
 * builds no document (docs/object-search.md, The columnar index). A filter or a comparison reads
 * one row through a view whose fields read the columns; a page's documents are built whole, once.
 */

/** One field's values by document number; null where the document lacks it. */
export type Cells = { get(n: number): unknown };
/** A column of the snapshot: a field (`exact`), or one key of a field that is a map (`exact.category`). */
export type Column = { field: string; key: string; cells: Cells };

export const valueCells = (values: readonly unknown[]): Cells => ({ get: (n) => values[n] });
export const codeCells = (dictionary: readonly unknown[], codes: ArrayLike<number>): Cells => ({ get: (n) => (codes[n] ? dictionary[codes[n] - 1] : null) });

/**
 * Text joined by NUL, read in place: a few rows (a page) are sliced out by their offsets, found as
 * far as the rows read need; a column read past a sixteenth of its rows (a filter's walk, the ids
 * of every document) is split once.
 */
export class TextCells implements Cells {
  private values?: (string | null)[];
  private readonly starts: Uint32Array;
  /** Rows whose start is known (row 0's always is). */
  private known = 1;
  private scanned: number;
  private absent?: Uint8Array;
  private reads = 0;

  constructor(
    private readonly raw: Buffer,
    private readonly from: number,
    private readonly to: number,
    private readonly size: number,
    private readonly blanks: readonly number[] = [],
  ) {
    this.starts = new Uint32Array(size + 1);
    this.starts[0] = this.scanned = from;
  }

  get(n: number): string | null {
    if (this.values) return this.values[n];
    if (++this.reads > this.size >>> 4) return this.split()[n];
    if (!this.absent) {
      this.absent = new Uint8Array(this.size);
      for (const b of this.blanks) this.absent[b] = 1;
    }
    if (this.absent[n]) return null;
    const end = this.endOf(n);
    return this.raw.toString('utf8', this.starts[n], end);
  }

  /** Where row n's text ends (the NUL after it, or the column's end), its start found on the way. */
  private endOf(n: number): number {
    const { raw, starts, to } = this;
    let i = this.scanned;
    while (this.known <= n + 1 && i < to) if (raw[i++] === 0) starts[this.known++] = i;
    this.scanned = i;
    return n + 1 < this.known ? starts[n + 1] - 1 : to;
  }

  private split() {
    const values: (string | null)[] = this.raw.toString('utf8', this.from, this.to).split('\0');
    for (const n of this.blanks) values[n] = null;
    return (this.values = values);
  }
}

/** Documents of a loaded index carry no terms: its postings hold them (a refresh puts them back: `withTerms`). */
const NO_TERMS: string[] = [];

const isMap = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

export class ColumnRows implements Rows {
  private readonly columns: readonly Column[];
  private readonly ids: Cells;
  private readonly docs: (SearchDoc | undefined)[];
  /** Two views, so that two rows can be compared (a sort's ties); each reads the row its cursor names. */
  private readonly cursors: readonly [{ n: number }, { n: number }] = [{ n: 0 }, { n: 0 }];
  private readonly views: readonly [SearchDoc, SearchDoc];

  constructor(
    readonly size: number,
    columns: readonly Column[],
  ) {
    // Whole fields first, so a map field's object exists before its keys are set.
    this.columns = [...columns].sort((a, b) => Number(Boolean(a.key)) - Number(Boolean(b.key)));
    this.ids = columns.find((c) => c.field === 'id' && !c.key)?.cells ?? valueCells([]);
    this.docs = new Array<SearchDoc | undefined>(size);
    this.views = [this.viewOf(this.cursors[0]), this.viewOf(this.cursors[1])];
  }

  row(n: number, other = false): SearchDoc {
    const slot = other ? 1 : 0;
    this.cursors[slot].n = n;
    return this.views[slot];
  }

  doc(n: number): SearchDoc {
    return (this.docs[n] ??= this.build(n));
  }

  id(n: number): string {
    return this.ids.get(n) as string;
  }

  all(): SearchDoc[] {
    return Array.from({ length: this.size }, (_, n) => this.doc(n));
  }

  /** Document n as the table's document would read (its fields in the columns' order). */
  private build(n: number): SearchDoc {
    const doc: Record<string, unknown> = { terms: NO_TERMS };
    for (const { field, key, cells } of this.columns) {
      const value = cells.get(n);
      if (value === null || value === undefined) continue;
      if (key) (doc[field] as Record<string, unknown>)[key] = value;
      // A map field's own column says the document has it: each document gets its own object.
      else doc[field] = isMap(value) ? {} : value;
    }
    return doc as unknown as SearchDoc;
  }

  /** One object whose fields (and a map field's keys) read the columns at the current row. */
  private viewOf(cursor: { n: number }): SearchDoc {
    const view: Record<string, unknown> = { terms: NO_TERMS };
    const read = (cells: Cells) => {
      const value = cells.get(cursor.n);
      return value === null ? undefined : value;
    };
    for (const { field, cells } of this.columns.filter((c) => !c.key)) {
      const inner: Record<string, unknown> = {};
      for (const { key, cells: keyCells } of this.columns.filter((c) => c.key && c.field === field)) Object.defineProperty(inner, key, { enumerable: true, get: () => read(keyCells) });
      Object.defineProperty(view, field, {
        enumerable: true,
        get: () => {
          const value = read(cells);
          return isMap(value) ? inner : value;
        },
      });
    }
    return view as unknown as SearchDoc;
  }
}
