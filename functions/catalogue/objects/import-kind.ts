import { ObjectUpdateSchema, type ObjectCreate, type ObjectUpdate } from '../../../shared/schemas/object';
import { OBJECT_FIELD_LABELS } from '../../../shared/schemas/object-labels';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { DROPDOWN_VALUE_HOOKS } from '../dropdowns/import-kind';
import { inTransaction, undoSaved, type ImportKindModule } from '../imports/import-kind';
import { importKindArea } from '../imports/kind-areas';
import { OBJECTS_EDIT } from './batch-edit';
import { REFERENCED_TYPES } from './excel-sheet';
import { DIMENSIONS_TEXT, IMPORT_FIELDS, MATERIAL_TECHNIQUE, proposeField } from './import-columns';
import { judgeObjectRows } from './import-rows';
import { toObjectDto, type ObjectRecord } from './object-record';
import { createObject, createObjects, deleteObjects, updateObject } from './object-saves';

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

  async save(ctx, row, id, ledger) {
    if (row.class === 'create') {
      await createObject(ctx, row.input as ObjectCreate, { id, ledger: inTransaction(ledger('create', id, 1)) });
      return;
    }
    const input = row.input as ObjectUpdate;
    const { data: previous } = await CollectionObjectEntity.get({ tenant: ctx.tenant, id: input.id }).go({ consistent: true });
    const { tenant: _tenant, ...kept } = previous ?? {};
    await updateObject(ctx, input, { ledger: inTransaction(ledger('update', input.id, input.version + 1, kept)) });
  },

  async saveBlock(ctx, rows) {
    await createObjects(ctx, rows.map(({ row, id, ledger }) => ({ input: row.input as ObjectCreate, options: { id, ledger: inTransaction(ledger('create', id, 1)) } })));
  },

  async undo(ctx, item, mark) {
    const { data: current } = await CollectionObjectEntity.get({ tenant: item.tenant, id: item.entityId }).go({ consistent: true });
    return undoSaved(item, current ?? undefined, {
      remove: () => deleteObjects(ctx, [item.entityId], [item.version], { ledger: mark }),
      restore: ({ version }) => {
        const before = toObjectDto(item.previous as ObjectRecord);
        return updateObject(ctx, ObjectUpdateSchema.parse({ ...before, id: item.entityId, version }), { ledger: mark });
      },
    });
  },
};
