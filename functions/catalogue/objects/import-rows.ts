import { ObjectCreateSchema, ObjectUpdateSchema, type ObjectCreate } from '../../../shared/schemas/object';
import { OBJECT_FIELD_LABELS } from '../../../shared/schemas/object-labels';
import type { RowClass } from '../../../shared/schemas/import';
import { importReasons } from '../../../shared/schemas/import-reasons';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { UniqueValueEntity } from '../../lib/entities/unique-value';
import { ValidationError } from '../../lib/errors';
import { shownText } from '../../lib/exports/cells';
import { OBJECT_COLUMNS } from './excel-sheet';
import { labelledProblems, unknownValueProblem, type SchemaError, type ValueLookups } from '../imports/cells';
import type { JudgedBlock, JudgeOptions, PlannedRow, SourceRow } from '../imports/import-kind';
import { IMPORT_FIELDS, parseObjectRow, type ImportField } from './import-columns';
import { objectFields, toObjectDto, type ObjectRecord } from './object-record';

/**
 * The dry run's judgement of object rows (issue 15), a block at a time: each row is read back
 * from its cells (`import-columns.ts`), matched to the museum's object by inventory number, and
 * checked by the same schema and rules as the form's save. Nothing is written here.
 */
const label = (field: string) => OBJECT_FIELD_LABELS[field as ImportField] ?? field;

/** 'Inventory Number is required!' as the form says it; the other messages under their field's label. */
const schemaProblems = (error: SchemaError, unread: ReadonlySet<string>) => labelledProblems(error, unread, label, ['inventoryNumber']);

/** The record's fields as a save stores them, to compare a row with what is stored; the production years follow its date's text. */
function stored(tenant: string, input: ObjectCreate): Record<string, unknown> {
  const { numberOrder: _numberOrder, productionEarliestYear: _e, productionLatestYear: _l, productionCentury: _c, ...fields } = objectFields(tenant, input) as Record<string, unknown>;
  return fields;
}

const cellOf = new Map(IMPORT_FIELDS.map((field, i) => [field, OBJECT_COLUMNS[i]] as const));
const shown = (field: string, record: Record<string, unknown>, titles: ReadonlyMap<string, string>) =>
  shownText(cellOf.get(field as ImportField)?.value(record as ObjectRecord, titles));

/** The museum's objects holding these inventory numbers (claims are kept without case). */
export async function objectsByNumber(tenant: string, numbers: readonly string[]): Promise<Map<string, ObjectRecord>> {
  if (!numbers.length) return new Map();
  const keys = numbers.map((value) => ({ tenant, kind: 'inventoryNumber', value }));
  const { data: claims } = await UniqueValueEntity.get(keys).go({ consistent: true, concurrency: 4 });
  const ids = claims.map((c) => c.ownerId);
  if (!ids.length) return new Map();
  const { data } = await CollectionObjectEntity.get(ids.map((id) => ({ tenant, id }))).go({ consistent: true, concurrency: 4 });
  return new Map(data.map((record) => [record.inventoryNumber.toLowerCase(), record]));
}

/**
 * Classifies a block of rows. `seen` holds the inventory numbers of earlier rows of the file
 * (lower-cased -> row): a number met again is invalid on its later row.
 */
export async function judgeObjectRows(
  tenant: string,
  block: readonly SourceRow[],
  lookups: ValueLookups,
  options: JudgeOptions,
): Promise<JudgedBlock> {
  const numbers = [...new Set(block.map((r) => (r.cells.get('inventoryNumber') ?? '').trim().toLowerCase()).filter(Boolean))];
  const existing = await objectsByNumber(tenant, numbers);
  const unknown: JudgedBlock['unknown'] = [];
  const rows = block.map((source): PlannedRow => {
    const inventoryNumber = (source.cells.get('inventoryNumber') ?? '').trim();
    const key = inventoryNumber.toLowerCase();
    const current = key ? existing.get(key) : undefined;
    const invalid = (reasons: string[]): PlannedRow => ({ row: source.row, class: 'invalid', label: inventoryNumber, reasons, ...(current ? { id: current.id } : {}) });
    const earlier = key ? options.seen.get(key) : undefined;
    if (earlier !== undefined) return invalid([importReasons.inventoryNumberTwice(inventoryNumber, earlier)]);
    if (key) options.seen.set(key, source.row);

    const parsed = parseObjectRow(source.cells as ReadonlyMap<ImportField, string>, lookups, { batchId: options.batchId, current, headers: options.headers });
    unknown.push(...parsed.unknown.map((value) => ({ value, row: source.row })));
    const problems = [...parsed.problems, ...(options.createValues ? [] : parsed.unknown.map(unknownValueProblem))];

    return checkedRow(tenant, { row: source.row, label: inventoryNumber }, current, parsed.input, problems, new Set(parsed.unread), lookups.titles);
  });
  return { rows, unknown };
}

/**
 * A row's input (its fields only) checked by the form's schema and rules against `current`, the
 * record it updates (none: a create), and classified with its diff: the file's rows and a batch
 * edit's (issue 30) alike. Every reason at once; a field in `unread` (its cell could not be read)
 * is not reported twice.
 */
export function checkedRow(
  tenant: string,
  source: { row: number; label: string },
  current: ObjectRecord | undefined,
  input: Record<string, unknown>,
  problems: string[],
  unread: ReadonlySet<string>,
  titles: ReadonlyMap<string, string>,
): PlannedRow {
  const invalid = (reasons: string[]): PlannedRow => ({ row: source.row, class: 'invalid', label: source.label, reasons, ...(current ? { id: current.id } : {}) });
  const before = current ? (toObjectDto(current) as Record<string, unknown>) : undefined;
  const checked = current
    ? ObjectUpdateSchema.safeParse({ ...before, ...input, id: current.id, version: current.version })
    : ObjectCreateSchema.safeParse(input);
  if (!checked.success) problems.push(...schemaProblems(checked.error, unread));
  if (problems.length || !checked.success) return invalid(problems);
  let next: Record<string, unknown>;
  try {
    next = stored(tenant, checked.data);
  } catch (error) {
    if (error instanceof ValidationError) return invalid(Object.entries(error.fieldErrors).map(([field, message]) => `${label(field.split('.')[0])}: ${message}`));
    throw error;
  }
  if (!current) return { row: source.row, class: 'create', label: source.label, input: checked.data };

  const was = stored(tenant, ObjectUpdateSchema.parse({ ...before, id: current.id, version: current.version }));
  const fields = [...new Set([...Object.keys(was), ...Object.keys(next)])].filter((f) => JSON.stringify(was[f]) !== JSON.stringify(next[f]));
  const rowClass: RowClass = fields.length ? 'update' : 'unchanged';
  if (rowClass === 'unchanged') return { row: source.row, class: rowClass, label: source.label, id: current.id };
  const diff = fields.map((field) => ({ field, label: label(field), from: shown(field, current, titles), to: shown(field, next, titles) }));
  return { row: source.row, class: rowClass, label: source.label, id: current.id, diff, input: checked.data };
}
