import { ObjectUpdateSchema } from '../../../shared/schemas/object';
import { OBJECT_FIELD_LABELS } from '../../../shared/schemas/object-labels';
import { importReasons } from '../../../shared/schemas/import-reasons';
import { DROPDOWN_VALUE_HOOKS } from '../dropdowns/import-kind';
import { blockRows } from '../imports/block-rows';
import type { ImportKindModule } from '../imports/import-kind';
import { importKindArea } from '../imports/kind-areas';
import { OBJECTS_EDIT } from './batch-edit';
import { REFERENCED_TYPES } from './excel-sheet';
import { DIMENSIONS_TEXT, IMPORT_FIELDS, MATERIAL_TECHNIQUE, proposeField } from './import-columns';
import { judgeObjectRows } from './import-rows';
import { toObjectDto, type ObjectRecord } from './object-record';
import { objectsById } from './object-reads';
import { createObjects, removeObjects, updateObjects } from './object-saves';

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
  required: [{ field: 'inventoryNumber', message: importReasons.mapToMatch(OBJECT_FIELD_LABELS.inventoryNumber) }],
  rowLabel: (cells) => (cells.get('inventoryNumber') ?? '').trim(),
  valueTypes: async () => REFERENCED_TYPES,
  judge: judgeObjectRows,
  edit: OBJECTS_EDIT,
  ...DROPDOWN_VALUE_HOOKS,

  ...blockRows({
    read: objectsById,
    create: createObjects,
    update: updateObjects,
    remove: removeObjects,
    restoring: (previous, current: ObjectRecord) => ObjectUpdateSchema.parse({ ...toObjectDto(previous as ObjectRecord), id: current.id, version: current.version }),
  }),
};
