import { ObjectUpdateSchema, type ObjectCreate, type ObjectUpdate } from '../../../shared/schemas/object';
import { OBJECT_FIELD_LABELS } from '../../../shared/schemas/object-labels';
import type { RequestContext } from '../../lib/context';
import type { ImportRowItem } from '../../lib/entities/import-row';
import { DROPDOWN_VALUE_HOOKS } from '../dropdowns/import-kind';
import type { LedgerWrite } from '../imports/import-ledger';
import { inTransaction, undoSavedBlock, type BlockRow, type ImportKindModule } from '../imports/import-kind';
import { importKindArea } from '../imports/kind-areas';
import { OBJECTS_EDIT } from './batch-edit';
import { REFERENCED_TYPES } from './excel-sheet';
import { DIMENSIONS_TEXT, IMPORT_FIELDS, MATERIAL_TECHNIQUE, proposeField } from './import-columns';
import { judgeObjectRows } from './import-rows';
import { toObjectDto, type ObjectRecord } from './object-record';
import { objectsById } from './object-reads';
import { createObjects, removeObjects, updateObjects } from './object-saves';

/**
 * Saves a block of rows of one class (the commit's chunks hold one) through the objects service's
 * block saves; an update's ledger entry keeps the whole item before it, for the rollback.
 */
async function saveObjectRows(ctx: RequestContext, rows: readonly BlockRow[]): Promise<void> {
  const creates = rows.filter(({ row }) => row.class === 'create');
  if (creates.length) await createObjects(ctx, creates.map(({ row, id, ledger }) => ({ input: row.input as ObjectCreate, options: { id, ledger: inTransaction(ledger('create', id, 1)) } })));
  const updates = rows.filter(({ row }) => row.class !== 'create').map(({ row, ledger }) => ({ input: row.input as ObjectUpdate, ledger }));
  if (!updates.length) return;
  const previous = new Map((await objectsById(ctx.tenant, updates.map(({ input }) => input.id))).map(({ tenant: _tenant, ...kept }) => [kept.id, kept]));
  await updateObjects(ctx, updates.map(({ input, ledger }) => ({ input, options: { ledger: inTransaction(ledger('update', input.id, input.version + 1, previous.get(input.id) ?? {})) } })));
}

/** Undoes a block of saved rows: created objects deleted, updated ones saved back, each block through the service's block saves. */
async function undoObjectRows(ctx: RequestContext, items: readonly ImportRowItem[], mark: (item: ImportRowItem) => LedgerWrite): Promise<(string | undefined)[]> {
  const current = new Map((await objectsById(ctx.tenant, items.map((item) => item.entityId))).map((record) => [record.id, record]));
  return undoSavedBlock(items, (item) => current.get(item.entityId), {
    remove: (undone) => removeObjects(ctx, undone.map(({ item, current }) => ({ current, options: { ledger: mark(item) } }))),
    restore: (undone) =>
      updateObjects(
        ctx,
        undone.map(({ item, current }) => ({
          input: ObjectUpdateSchema.parse({ ...toObjectDto(item.previous as ObjectRecord), id: item.entityId, version: current.version }),
          options: { ledger: mark(item) },
        })),
      ),
  });
}

/**
 * Objects import (issue 15): rows matched by inventory number, saved and undone by the objects
 * service as the form saves (its change log, counters, search document).
 */
export const OBJECTS_IMPORT: ImportKindModule = {
  kind: 'objects',
  area: importKindArea('objects'),
  fields: [...IMPORT_FIELDS.map((field) => ({ field, label: OBJECT_FIELD_LABELS[field] })), MATERIAL_TECHNIQUE, DIMENSIONS_TEXT],
  keepsDetails: true,
  propose: proposeField,
  required: [{ field: 'inventoryNumber', message: 'Map a column to Inventory Number: rows are matched by it.' }],
  rowLabel: (cells) => (cells.get('inventoryNumber') ?? '').trim(),
  valueTypes: async () => REFERENCED_TYPES,
  judge: judgeObjectRows,
  edit: OBJECTS_EDIT,
  ...DROPDOWN_VALUE_HOOKS,

  // One save path: a row alone is a block of one.
  save: (ctx, row, id, ledger) => saveObjectRows(ctx, [{ row, id, ledger }]),
  saveBlock: saveObjectRows,
  undo: async (ctx, item, mark) => (await undoObjectRows(ctx, [item], () => mark))[0],
  undoBlock: undoObjectRows,
};
