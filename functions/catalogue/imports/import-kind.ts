import type { Area } from '../../../shared/permissions';
import type { ImportKind, ImportRow } from '../../../shared/schemas/import';
import type { RequestContext } from '../../lib/context';
import { ImportRowEntity, type ImportRowItem } from '../../lib/entities/import-row';
import type { LedgerWrite } from './import-ledger';
import type { UnknownValue, ValueLookups } from './cells';
import type { BatchChange } from '../../../shared/schemas/batch-change';
import { importReasons } from '../../../shared/schemas/import-reasons';

/**
 * What differs between the kinds of import (issue 15: objects, each related record type,
 * dropdown values): their fields, how a block of rows is judged, and how one row is saved and
 * undone through the kind's own service. The steps (`dry-run.ts`, `commit.ts`, `rollback.ts`)
 * are written once over this.
 */

/** A judged row, and what the commit saves for it (the service's input, as the schema left it). */
export type PlannedRow = ImportRow & { input?: unknown };

/** A value the dry run lists as new, that the commit creates when asked: its list (`type`), title and parent. */
export type PlannedValue = { id: string; type: string; typeTitle: string; title: string; parentId?: string; rows: number };

/** A row of the file: its number as a spreadsheet shows it, and its mapped cells (field -> text). */
export type SourceRow = { row: number; cells: ReadonlyMap<string, string> };

export type JudgedBlock = { rows: PlannedRow[]; unknown: { value: UnknownValue; row: number }[] };

export type JudgeOptions = {
  batchId: string;
  createValues: boolean;
  /** What names the earlier rows of the file (lower-cased -> row): met again, a later row is invalid. */
  seen: Map<string, number>;
  /** The file's header of each mapped cell's key: a kept column's detail is labelled by it. */
  headers?: ReadonlyMap<string, string>;
};

/** The ledger entry of a saved row: what it did to which record, and the version it left. */
export type LedgerEntry = Omit<ImportRowItem, 'rolledBack'>;
export type RowLedger = (action: 'create' | 'update', entityId: string, version: number, previous?: unknown) => LedgerEntry;

/** The entry as a write of the save's own transaction, on the condition that it is new. */
export const inTransaction =
  (entry: LedgerEntry): LedgerWrite =>
  (e) =>
    e.importRow.create(entry).commit();

/** A field a batch edit changes (issue 30): its form's name and label, whether it holds several values, its dropdown type. */
export type EditField = { readonly field: string; readonly label: string; readonly multi: boolean; readonly dropdownType?: string };

/**
 * A kind's batch edit (docs/batch-edit.md): the fields it changes, and how a block of its records,
 * named by id, is judged with the changes applied to each as its form would send them (the same
 * schema, rules and diff as an update row of a file; nothing is written). The rows it plans are
 * saved and undone by the kind's `save` and `undo` (a block at a time where it has `saveBlock`,
 * `undoBlock`), as a file's update rows.
 */
export type BatchEditHooks = {
  readonly fields: readonly EditField[];
  readonly judge: (tenant: string, block: readonly { row: number; id: string }[], changes: readonly BatchChange[], lookups: ValueLookups) => Promise<PlannedRow[]>;
};

/** A row of a block the commit saves: the id a created record takes, and its ledger entry. */
export type BlockRow = { row: PlannedRow; id: string; ledger: RowLedger };

export type ImportKindModule = {
  readonly kind: ImportKind;
  /** Staff need write access to this area to import the kind, read access to see its batches. */
  readonly area: Area;
  /** What a column can map to, with the labels the export heads them with; `template: false` for what the export does not write. */
  readonly fields: readonly { field: string; label: string; template?: false }[];
  /** Columns may be kept as labelled details (`KEEP_AS_DETAIL`): objects. */
  readonly keepsDetails?: boolean;
  /** The field a header names (the museum's remembered mapping first); `headers` is the file's whole header row. */
  readonly propose: (header: string, remembered: ReadonlyMap<string, string>, headers: readonly string[]) => string;
  /** Fields every mapping must hold, and what to say when one is missing. */
  readonly required: readonly { field: string; message: string }[];
  /** What names a row the kind could not judge (its cells as mapped). */
  readonly rowLabel: (cells: ReadonlyMap<string, string>) => string;
  /** The dropdown types the kind's cells name, looked up once per dry run. */
  readonly valueTypes: (tenant: string) => Promise<readonly string[]>;
  readonly judge: (tenant: string, block: readonly SourceRow[], lookups: ValueLookups, options: JudgeOptions) => Promise<JudgedBlock>;
  /** Saves a create or update row with its ledger entry in the same transaction. `id` is the batch's id for a created record. */
  readonly save: (ctx: RequestContext, row: PlannedRow, id: string, ledger: RowLedger) => Promise<void>;
  /**
   * Saves a block of rows of one class (create or update) in as few transactions as it can (the
   * kind's service's block saves); any refusal throws, and the commit then saves the block's rows
   * one by one with `save`.
   */
  readonly saveBlock?: (ctx: RequestContext, rows: readonly BlockRow[]) => Promise<void>;
  /** Undoes a saved row, marking its ledger entry with `mark` in the same transaction; a reason when it is left as it is. */
  readonly undo: (ctx: RequestContext, item: ImportRowItem, mark: LedgerWrite) => Promise<string | undefined>;
  /**
   * Undoes a block of saved rows in as few transactions as it can, each marked with its `mark` in
   * the transaction that undoes it: a reason per row left as it is. Any refusal throws, and the
   * rollback then undoes the block's rows not yet marked one by one with `undo`.
   */
  readonly undoBlock?: (ctx: RequestContext, items: readonly ImportRowItem[], mark: (item: ImportRowItem) => LedgerWrite) => Promise<(string | undefined)[]>;
  /** Creates a value the dry run listed as new (staff asked for it), by its planned id; one made before is no failure. */
  readonly createValue: (ctx: RequestContext, value: PlannedValue) => Promise<void>;
  /** Undoes a value the import created: deleted unless used or changed since (then the reason). */
  readonly undoValue: (ctx: RequestContext, item: ImportRowItem) => Promise<string | undefined>;
  /** Saves at once: values go one at a time (a category may need the classification a row before it made). */
  readonly lanes?: number;
  /** The order rows are judged and committed in (file order when absent), a block at a time. */
  readonly order?: (block: readonly SourceRow[]) => SourceRow[];
  /** Objects and the record types: what a batch edit of the kind changes and how it judges its records. */
  readonly edit?: BatchEditHooks;
  /** The row's ledger key, when the rollback must undo rows in another order than the file's (`job-steps.ts`'s rowKey). */
  readonly ledgerKey?: (row: PlannedRow) => string;
};

/** The rollback's reason for a record saved after the import. */
export const editedAfter = (item: ImportRowItem, version: number) => importReasons.editedAfter(item.version, version);
export const DELETED_AFTER = importReasons.deletedAfter;

/**
 * The rollback of a record a row created or updated, the same for every kind: a record someone
 * saved after the import (its version is not the one the import left) is left as it is, with
 * why; otherwise a created one is removed and an updated one restored, each by the kind's service
 * with the ledger's mark in its transaction. A created record already gone has nothing to undo.
 */
export async function undoSaved<C extends { version: number }>(
  item: ImportRowItem,
  current: C | undefined,
  undo: { remove: () => Promise<unknown>; restore: (current: C) => Promise<unknown> },
): Promise<string | undefined> {
  const [reason] = await undoSavedBlock([item], () => current, { remove: undo.remove, restore: ([row]) => undo.restore(row.current) });
  return reason;
}

/** A row the rollback undoes, with its record as it is now. */
export type Undone<C> = { item: ImportRowItem; current: C };

/** `undoSaved` over a block: the created records removed together, the updated ones restored together (each a block save of the kind's service). */
export async function undoSavedBlock<C extends { version: number }>(
  items: readonly ImportRowItem[],
  currentOf: (item: ImportRowItem) => C | undefined,
  undo: { remove: (rows: Undone<C>[]) => Promise<unknown>; restore: (rows: Undone<C>[]) => Promise<unknown> },
): Promise<(string | undefined)[]> {
  const removed: Undone<C>[] = [];
  const restored: Undone<C>[] = [];
  const reasons = await Promise.all(
    items.map(async (item) => {
      const current = currentOf(item);
      if (item.action === 'create' && !current) return void (await markAlone(item));
      if (!current) return DELETED_AFTER;
      if (current.version !== item.version) return editedAfter(item, current.version);
      (item.action === 'create' ? removed : restored).push({ item, current });
      return undefined;
    }),
  );
  if (removed.length) await undo.remove(removed);
  if (restored.length) await undo.restore(restored);
  return reasons;
}

/** Marks a ledger entry undone when there was nothing to undo in a transaction (the record was already gone). */
export async function markAlone(item: ImportRowItem): Promise<void> {
  await ImportRowEntity.patch({ tenant: item.tenant, batchId: item.batchId, key: item.key }).set({ rolledBack: true }).go();
}
