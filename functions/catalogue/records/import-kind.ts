import { RECORD_TYPES, type RecordType } from '../../../shared/records/record-types';
import { recordCreateSchema, recordUpdateSchema, type RecordUpdate } from '../../../shared/schemas/records';
import type { RowClass } from '../../../shared/schemas/import';
import { OBJECT_FIELD_LABELS } from '../../../shared/schemas/object-labels';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import type { RelatedRecordItem } from '../../lib/entities/related-record';
import { UniqueValueEntity } from '../../lib/entities/unique-value';
import { ValidationError } from '../../lib/errors';
import { DROPDOWN_VALUE_HOOKS } from '../dropdowns/import-kind';
import { shownText } from '../../lib/exports/cells';
import { batchEditMessages as says } from '../../../shared/schemas/batch-edit';
import { changedValues } from '../imports/batch-changes';
import { labelledProblems, unknownValueProblem } from '../imports/cells';
import { blockRows } from '../imports/block-rows';
import type { ImportKindModule, JudgedBlock, PlannedRow } from '../imports/import-kind';
import { objectsByNumber } from '../objects/import-rows';
import { recordColumns } from './excel-sheet';
import { parseRecordRow, proposeRecordField, RECORD_ID_FIELD, RECORD_OBJECT_FIELD, recordImportFields } from './import-columns';
import { placeOf, withPlaceLeft } from './movement-place';
import { toRecordDto } from './record-dto';
import { storedFields, type StoredFields } from './record-fields';
import { recordsById } from './record-reads';
import { createRecords, removeRecords, updateRecords } from './service';
import { importReasons, recordTypeWord as lower } from '../../../shared/schemas/import-reasons';

/**
 * Import of a record type (issue 15), its export read back: a row names its object by inventory
 * number and its record by Record ID (the export's last column) or by report id; a row naming
 * neither is a new record. Saved and undone by the records service's block saves, as the form saves.
 */
const OBJECT_REQUIRED = 'Inventory Number is required!';

/** The records the rows name by id and by report id (claims are kept without case), a block at a time. */
async function matchedRecords(tenant: string, type: RecordType, ids: readonly string[], reportIds: readonly string[]) {
  const { data: claims } = reportIds.length
    ? await UniqueValueEntity.get(reportIds.map((value) => ({ tenant, kind: `reportId:${type.name}`, value }))).go({ consistent: true, concurrency: 4 })
    : { data: [] };
  const owners = new Map(claims.map((c) => [c.value.toLowerCase(), c.ownerId]));
  const records = new Map((await recordsById(tenant, type, [...new Set([...ids, ...owners.values()])])).map((r) => [r.id, r]));
  return { byId: records, ownerOf: (reportId: string) => owners.get(reportId.toLowerCase()) };
}

/** The inventory numbers of the objects the matched records belong to (what a row moving a record moves it from). */
async function numbersOf(tenant: string, objectIds: readonly string[]): Promise<Map<string, string>> {
  if (!objectIds.length) return new Map();
  const { data } = await CollectionObjectEntity.get([...new Set(objectIds)].map((id) => ({ tenant, id }))).go({ attributes: ['id', 'inventoryNumber'], concurrency: 4 });
  return new Map(data.map((o) => [o.id, o.inventoryNumber]));
}

function recordImport(type: RecordType): ImportKindModule {
  const fields = recordImportFields(type);
  const labels = new Map(fields.map((f) => [f.field, f.label]));
  const label = (field: string) => (field === 'objectId' ? 'Inventory Number' : (labels.get(field) ?? field));
  const columns = new Map(recordColumns(type).map((c) => [c.header, c]));
  /** A field as the export writes it, to show a change. */
  const shown = (field: string, item: RelatedRecordItem, titles: ReadonlyMap<string, string>) =>
    shownText(columns.get(label(field))?.value(toRecordDto(type, item, undefined), titles));
  const createSchema = recordCreateSchema(type);
  const updateSchema = recordUpdateSchema(type);

  /**
   * A row's input (its fields only) checked by the form's schema and rules against `current`, the
   * record it updates (none: a create), and classified with its diff (`moved`: the object it moves
   * from and to): the file's rows and a batch edit's (issue 30) alike.
   */
  function checkedRow(
    tenant: string,
    source: { row: number; label: string },
    current: RelatedRecordItem | undefined,
    objectId: string,
    input: Record<string, unknown>,
    problems: string[],
    unread: ReadonlySet<string>,
    titles: ReadonlyMap<string, string>,
    moved?: { from: string; to: string },
  ): PlannedRow {
    const invalid = (reasons: string[]): PlannedRow => ({ row: source.row, class: 'invalid', label: source.label, reasons, ...(current ? { id: current.id } : {}) });
    const checked = current
      ? updateSchema.safeParse({ ...(current.fields as StoredFields), ...input, objectId, id: current.id, version: current.version })
      : createSchema.safeParse({ ...input, objectId });
    if (!checked.success) problems.push(...labelledProblems(checked.error, unread, label, ['reportId']));
    if (problems.length || !checked.success) return invalid(problems);
    let next: StoredFields;
    try {
      next = storedFields(tenant, type, checked.data);
    } catch (error) {
      if (error instanceof ValidationError) return invalid(Object.entries(error.fieldErrors).map(([field, message]) => `${label(field.split('.')[0])}: ${message}`));
      throw error;
    }
    if (!current) return { row: source.row, class: 'create', label: source.label, input: checked.data };

    const was = current.fields as StoredFields;
    // The save keeps a movement's old place (the sheet's cells for it are not read), so no diff names it.
    next = withPlaceLeft(type, next, placeOf(was, 'old'));
    const changed = [...new Set([...Object.keys(was), ...Object.keys(next)])].filter((f) => JSON.stringify(was[f]) !== JSON.stringify(next[f]));
    const diff = changed.map((field) => ({
      field,
      label: label(field),
      from: shown(field, current!, titles),
      to: shown(field, { ...current!, fields: next }, titles),
    }));
    if (moved) diff.unshift({ field: RECORD_OBJECT_FIELD, label: label(RECORD_OBJECT_FIELD), ...moved });
    const rowClass: RowClass = diff.length ? 'update' : 'unchanged';
    if (rowClass === 'unchanged') return { row: source.row, class: rowClass, label: source.label, id: current.id };
    return { row: source.row, class: rowClass, label: source.label, id: current.id, diff, input: checked.data };
  }

  return {
    kind: type.path as ImportKindModule['kind'],
    area: type.area,
    fields,
    propose: proposeRecordField(type),
    required: [{ field: RECORD_OBJECT_FIELD, message: importReasons.mapToObject(OBJECT_FIELD_LABELS.inventoryNumber) }],
    rowLabel: (cells) => ((type.reportId ? cells.get('reportId') : '') || cells.get(RECORD_ID_FIELD) || cells.get(RECORD_OBJECT_FIELD) || '').trim(),
    valueTypes: async () => [...new Set(type.fields.flatMap((f) => (f.dropdownType ? [f.dropdownType] : [])))],
    ...DROPDOWN_VALUE_HOOKS,

    // Batch edit (issue 30): the form's fields but the report id (it names one record), files and a
    // movement's place left (the save fills it from the object); each record judged as an update row.
    edit: {
      fields: type.fields
        .filter((f) => f.kind !== 'images' && f.kind !== 'documents' && f.name !== 'reportId' && f.place?.side !== 'old')
        .map((f) => ({ field: f.name, label: f.label, multi: f.kind === 'refs', ...(f.dropdownType ? { dropdownType: f.dropdownType } : {}) })),
      async judge(tenant, block, changes, lookups) {
        const records = new Map((await recordsById(tenant, type, block.map(({ id }) => id))).map((r) => [r.id, r]));
        const numbers = await numbersOf(tenant, [...records.values()].map((r) => r.objectId));
        return block.map(({ row, id }): PlannedRow => {
          const current = records.get(id);
          if (!current) return { row, class: 'invalid', label: id, reasons: [says.noRecord(lower(type), id)] };
          const fields = current.fields as StoredFields;
          const rowLabel = (type.reportId && typeof fields.reportId === 'string' && fields.reportId) || numbers.get(current.objectId) || id;
          return checkedRow(tenant, { row, label: rowLabel }, current, current.objectId, changedValues(fields, changes), [], new Set(), lookups.titles);
        });
      },
    },

    async judge(tenant, block, lookups, options): Promise<JudgedBlock> {
      const cell = (cells: ReadonlyMap<string, string>, field: string) => (cells.get(field) ?? '').trim();
      const numbers = [...new Set(block.map((r) => cell(r.cells, RECORD_OBJECT_FIELD).toLowerCase()).filter(Boolean))];
      const ids = [...new Set(block.map((r) => cell(r.cells, RECORD_ID_FIELD)).filter((id) => /^[\w.:-]{1,100}$/u.test(id)))];
      const reportIds = type.reportId ? [...new Set(block.map((r) => cell(r.cells, 'reportId')).filter((v) => v && v.length <= 240))] : [];
      const [objects, matched] = await Promise.all([objectsByNumber(tenant, numbers), matchedRecords(tenant, type, ids, reportIds)]);
      const fromNumbers = await numbersOf(tenant, [...matched.byId.values()].map((r) => r.objectId));
      const unknown: JudgedBlock['unknown'] = [];

      const rows = block.map((source): PlannedRow => {
        const inventoryNumber = cell(source.cells, RECORD_OBJECT_FIELD);
        const id = cell(source.cells, RECORD_ID_FIELD);
        const reportId = type.reportId ? cell(source.cells, 'reportId') : '';
        const rowLabel = reportId || id || inventoryNumber;
        let current: RelatedRecordItem | undefined;
        const invalid = (reasons: string[]): PlannedRow => ({ row: source.row, class: 'invalid', label: rowLabel, reasons, ...(current ? { id: current.id } : {}) });

        if (id) {
          current = matched.byId.get(id);
          if (!current) return invalid([`${label(RECORD_ID_FIELD)}: ${importReasons.noRecord(lower(type), id)}`]);
        } else if (reportId) {
          const owner = matched.ownerOf(reportId);
          current = owner ? matched.byId.get(owner) : undefined;
        }
        // A record (or a new report id) met again in the file is invalid on its later row.
        for (const key of [current ? `id:${current.id}` : '', reportId ? `report:${reportId.toLowerCase()}` : ''].filter(Boolean)) {
          const earlier = options.seen.get(key);
          if (earlier !== undefined) return invalid([key.startsWith('id:') ? importReasons.recordTwice(lower(type), id || reportId, earlier) : importReasons.reportIdTwice(reportId, earlier)]);
          options.seen.set(key, source.row);
        }
        const problems: string[] = [];
        if (reportId && current) {
          const owner = matched.ownerOf(reportId);
          if (owner && owner !== current.id) problems.push(importReasons.reportIdUsed(reportId, lower(type)));
        }
        const object = inventoryNumber ? objects.get(inventoryNumber.toLowerCase()) : undefined;
        if (!inventoryNumber) problems.push(OBJECT_REQUIRED);
        else if (!object) problems.push(`Inventory Number: ${importReasons.noObject(inventoryNumber)}`);

        const parsed = parseRecordRow(type, source.cells, lookups, { batchId: options.batchId, held: current?.fields as StoredFields | undefined });
        unknown.push(...parsed.unknown.map((value) => ({ value, row: source.row })));
        problems.push(...parsed.problems, ...(options.createValues ? [] : parsed.unknown.map(unknownValueProblem)));
        const objectId = object?.id ?? current?.objectId ?? '';
        const moved = current && current.objectId !== objectId ? { from: fromNumbers.get(current.objectId) ?? '', to: inventoryNumber } : undefined;
        return checkedRow(tenant, { row: source.row, label: rowLabel }, current, objectId, parsed.input, problems, new Set([...parsed.unread, ...(object ? [] : ['objectId'])]), lookups.titles, moved);
      });
      return { rows, unknown };
    },

    ...blockRows<RelatedRecordItem, RecordUpdate>({
      read: (tenant, ids) => recordsById(tenant, type, ids),
      create: (ctx, creations) => createRecords(ctx, type, creations),
      update: (ctx, changes) => updateRecords(ctx, type, changes),
      remove: (ctx, removals) => removeRecords(ctx, type, removals),
      restoring: (previous, current) => {
        const before = previous as RelatedRecordItem;
        return { ...(before.fields as StoredFields), objectId: before.objectId, id: current.id, version: current.version };
      },
    }),
  };
}

/** One import kind per record type, by its path (`conditions`, `treatments`, ...). */
export const RECORD_IMPORTS: readonly ImportKindModule[] = Object.values(RECORD_TYPES).map(recordImport);
