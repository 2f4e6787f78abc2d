import type { RequestContext } from '../../lib/context';
import type { ImportRowItem } from '../../lib/entities/import-row';
import type { LedgerWrite, SaveOptions } from './import-ledger';
import { inTransaction, undoSavedBlock, type BlockRow, type ImportKindModule } from './import-kind';

/** A kind's service's block saves (objects, each record type): what a kind's rows are saved and undone with. */
export type BlockService<C extends { id: string; version: number }, I extends { id: string; version: number }> = {
  /** The records of `ids` as they are now; one deleted is left out. */
  readonly read: (tenant: string, ids: readonly string[]) => Promise<C[]>;
  readonly create: (ctx: RequestContext, creations: { input: never; options: SaveOptions }[]) => Promise<unknown>;
  readonly update: (ctx: RequestContext, changes: { input: I; options: SaveOptions }[]) => Promise<unknown>;
  readonly remove: (ctx: RequestContext, removals: { current: C; options: SaveOptions }[]) => Promise<unknown>;
  /** The update that puts a record back as its ledger entry kept it (`previous`), at the version it is at now. */
  readonly restoring: (previous: unknown, current: C) => I;
};

/**
 * A kind's `save`, `saveBlock`, `undo` and `undoBlock` over its service's block saves
 * (docs/imports.md#saves-in-blocks): a block of rows of one class saved together, an update's
 * ledger entry keeping the whole item before it for the rollback; a block of ledger entries
 * undone together (created records deleted, updated ones saved back, each with its mark in the
 * transaction that undoes it). A row alone is a block of one: there is one save path.
 */
export function blockRows<C extends { id: string; version: number }, I extends { id: string; version: number }>(
  service: BlockService<C, I>,
): Pick<ImportKindModule, 'save' | 'saveBlock' | 'undo' | 'undoBlock'> {
  async function saveBlock(ctx: RequestContext, rows: readonly BlockRow[]): Promise<void> {
    const creates = rows.filter(({ row }) => row.class === 'create');
    if (creates.length) await service.create(ctx, creates.map(({ row, id, ledger }) => ({ input: row.input as never, options: { id, ledger: inTransaction(ledger('create', id, 1)) } })));
    const updates = rows.filter(({ row }) => row.class !== 'create').map(({ row, ledger }) => ({ input: row.input as I, ledger }));
    if (!updates.length) return;
    const previous = new Map((await service.read(ctx.tenant, updates.map(({ input }) => input.id))).map(({ tenant: _tenant, ...kept }: C & { tenant?: string }) => [kept.id, kept]));
    await service.update(ctx, updates.map(({ input, ledger }) => ({ input, options: { ledger: inTransaction(ledger('update', input.id, input.version + 1, previous.get(input.id) ?? {})) } })));
  }

  async function undoBlock(ctx: RequestContext, items: readonly ImportRowItem[], mark: (item: ImportRowItem) => LedgerWrite): Promise<(string | undefined)[]> {
    const current = new Map((await service.read(ctx.tenant, items.map((item) => item.entityId))).map((record) => [record.id, record]));
    return undoSavedBlock(items, (item) => current.get(item.entityId), {
      remove: (undone) => service.remove(ctx, undone.map(({ item, current }) => ({ current, options: { ledger: mark(item) } }))),
      restore: (undone) => service.update(ctx, undone.map(({ item, current }) => ({ input: service.restoring(item.previous, current), options: { ledger: mark(item) } }))),
    });
  }

  return {
    save: (ctx, row, id, ledger) => saveBlock(ctx, [{ row, id, ledger }]),
    saveBlock,
    undo: async (ctx, item, mark) => (await undoBlock(ctx, [item], () => mark))[0],
    undoBlock,
  };
}
