import { batchEditMessages as says } from '../../../shared/schemas/batch-edit';
import { OBJECT_MULTI_REFS, OBJECT_SINGLE_REFS } from '../../../shared/schemas/object-fields';
import { OBJECT_FIELD_LABELS } from '../../../shared/schemas/object-labels';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { changedValues } from '../imports/batch-changes';
import type { BatchEditHooks, PlannedRow } from '../imports/import-kind';
import { kinds } from './excel-sheet';
import { IMPORT_FIELDS } from './import-columns';
import { checkedRow } from './import-rows';
import { toObjectDto } from './object-record';

/**
 * Batch edit of objects (issue 30): the form's fields but the inventory number (what names an
 * object; one number on many would be refused at the first), files, other dimensions and details
 * (lists of entries, not values). Each object is judged as a file's update row naming just the
 * changed fields (`checkedRow`): the form's schema and rules, the same diff.
 */
const NOT_EDITED = new Set<string>(['inventoryNumber', 'mainImage', 'imageList', 'otherDimensions', 'details']);
const REFS: Readonly<Record<string, string>> = { ...OBJECT_SINGLE_REFS, ...OBJECT_MULTI_REFS };

export const OBJECTS_EDIT: BatchEditHooks = {
  fields: IMPORT_FIELDS.filter((field) => !NOT_EDITED.has(field)).map((field) => ({
    field,
    label: OBJECT_FIELD_LABELS[field],
    multi: kinds.multi.has(field),
    ...(REFS[field] ? { dropdownType: REFS[field] } : {}),
  })),

  async judge(tenant, block, changes, lookups) {
    const { data } = await CollectionObjectEntity.get(block.map(({ id }) => ({ tenant, id }))).go({ consistent: true, concurrency: 4 });
    const byId = new Map(data.map((o) => [o.id, o]));
    return block.map(({ row, id }): PlannedRow => {
      const current = byId.get(id);
      if (!current) return { row, class: 'invalid', label: id, reasons: [says.noObject(id)] };
      const input = changedValues(toObjectDto(current) as Record<string, unknown>, changes);
      return checkedRow(tenant, { row, label: current.inventoryNumber }, current, input, [], new Set(), lookups.titles);
    });
  },
};
