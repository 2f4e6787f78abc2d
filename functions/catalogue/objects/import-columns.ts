import { parseDimensions, type Measures } from '../../../shared/dimensions';
import { readDetailsCell, withDetails, type Detail } from '../../../shared/object-details';
import { KEEP_AS_DETAIL } from '../../../shared/schemas/import';
import { OBJECT_FIELD_SYNONYMS } from '../../../shared/schemas/object-field-synonyms';
import { OBJECT_DETAIL_LABEL_MAX, OBJECT_MULTI_REFS, OBJECT_SINGLE_REFS, OTHER_DIMENSIONS_TYPE } from '../../../shared/schemas/object-fields';
import { OBJECT_FIELD_LABELS } from '../../../shared/schemas/object-labels';
import { BOOLEAN_TEXT, fieldsByHeader, fileOf as fileEntry, headerKey, listItems as items, proposeFrom, resolveValue, type UnknownValue, type ValueLookups } from '../imports/cells';
import { kinds, OBJECT_EXPORT_FIELDS, type ExportField } from './excel-sheet';
import { readMedium } from './import-medium';
import type { ObjectRecord } from './object-record';
import { importReasons } from '../../../shared/schemas/import-reasons';

/**
 * The objects sheet read back (issue 15): each column of the export (`excel-sheet.ts`) parsed
 * from the text its cell holds, so an exported sheet imports as it was written. Dropdown values
 * are matched by title (`imports/value-lookups.ts`; a category under its row's classification).
 */
export const IMPORT_FIELDS = OBJECT_EXPORT_FIELDS;
export type ImportField = ExportField;

/** A Medium column: both lists at once (`import-medium.ts`); the export writes the two apart. */
export const MATERIAL_TECHNIQUE = { field: 'materialTechnique', label: 'Material and Technique', template: false } as const;

/** A day column holding a bare year ('1922', as Tate's acquisition years): kept as a detail, no day is made up. */
const BARE_YEAR = /^\d{3,4}$/u;

/** A header as a detail's label: no ':' (the details cell's separator), within the label's length. */
const detailLabel = (header: string) => header.replace(/[:\r\n]+/gu, ' ').trim().slice(0, OBJECT_DETAIL_LABEL_MAX);

/**
 * A Dimensions column (issue 28), which the export does not write: its text ('support: 394 x 489
 * mm', '23 x 30 in.') fills length, width, height, diameter and weight (`shared/dimensions.ts`),
 * each unless the file maps a column to that field itself.
 */
export const DIMENSIONS_TEXT = { field: 'dimensions', label: 'Dimensions', template: false } as const;

export type ParsedRow = {
  /** The row as an object input (before the schema), its mapped fields only. */
  readonly input: Record<string, unknown>;
  /** Cells that cannot be read (an unknown value is not one: see `unknown`). */
  readonly problems: string[];
  /** The fields of those cells: the schema's word on them would repeat the problem. */
  readonly unread: string[];
  readonly unknown: UnknownValue[];
};

/**
 * The cells of one row (field -> text) as an object input. `current` is the record the row
 * updates (its files are kept by URL; its classification scopes a category the row leaves out).
 */
export function parseObjectRow(
  cells: ReadonlyMap<ImportField, string>,
  lookups: ValueLookups,
  options: { batchId: string; current?: ObjectRecord; headers?: ReadonlyMap<string, string> },
): ParsedRow {
  const input: Record<string, unknown> = {};
  const problems: string[] = [];
  const unread: string[] = [];
  const unknown: UnknownValue[] = [];
  const label = (field: ImportField) => OBJECT_FIELD_LABELS[field];
  const held = [options.current?.mainImage, ...(options.current?.imageList ?? [])];
  const fileOf = (url: string) => fileEntry(url, held);
  const cannotRead = (field: ImportField, problem: string) => {
    problems.push(`${label(field)}: ${problem}`);
    unread.push(field);
  };

  /** Details the row's own columns give (kept columns, a Medium's text, a bare year), put in after its Details cell. */
  const kept: Detail[] = [];
  const keep = (key: string, fallback: string, value: string) => kept.push({ label: detailLabel(options.headers?.get(key) ?? '') || fallback, value: value.replace(/\s*[\r\n]+\s*/gu, ' ') });
  let details: Detail[] | undefined;
  const resolve = resolveValue(lookups, options.batchId, unknown);
  const valueId = (field: ImportField, type: string, title: string, parentId: string | undefined) => resolve(field, label(field), type, title, parentId);

  // The classification first: a category is looked up under it.
  const ordered = [...cells.keys()].sort((a, b) => Number(b === 'classification') - Number(a === 'classification'));
  for (const field of ordered) {
    const cell = (cells.get(field) ?? '').trim();
    if ((field as string).startsWith(KEEP_AS_DETAIL)) {
      keep(field, `Column ${Number(field.slice(KEEP_AS_DETAIL.length)) + 1}`, cell);
    } else if ((field as string) === MATERIAL_TECHNIQUE.field) {
      const medium = readMedium(cell, lookups);
      for (const list of ['material', 'technique'] as const) if (medium[list].length) input[list] = [...new Set([...((input[list] as string[] | undefined) ?? []), ...medium[list]])];
      keep(field, MATERIAL_TECHNIQUE.label, medium.rest ?? '');
    } else if (field === 'details') {
      const read = readDetailsCell(cell);
      read.unread.forEach((line) => cannotRead(field, importReasons.detailLine(line)));
      details = read.details;
    } else if (kinds.date.has(field) && BARE_YEAR.test(cell)) {
      keep(field, label(field), cell);
      input[field] = undefined;
    } else if ((field as string) === DIMENSIONS_TEXT.field) {
      const measures = parseDimensions(cell);
      for (const measure of Object.keys(measures) as (keyof Measures)[]) if (!cells.has(measure)) input[measure] = measures[measure];
      // The text itself stays, as written ('support: 394 x 489 mm'): which measure it was, and what no field holds.
      keep(field, DIMENSIONS_TEXT.label, cell);
    } else if (field === 'otherDimensions') {
      const map: Record<string, unknown> = {};
      for (const pair of items(cell)) {
        const at = pair.lastIndexOf(':');
        const amount = Number(pair.slice(at + 1).trim());
        if (at <= 0 || !pair.slice(at + 1).trim() || Number.isNaN(amount)) {
          cannotRead(field, importReasons.dimensionPair(pair));
          continue;
        }
        map[valueId(field, OTHER_DIMENSIONS_TYPE, pair.slice(0, at), undefined)] = amount;
      }
      input[field] = Object.keys(map).length ? map : undefined;
    } else if (field === 'mainImage') {
      input[field] = cell ? fileOf(cell) : undefined;
    } else if (field === 'imageList') {
      input[field] = cell ? items(cell).map((url) => fileOf(url)) : undefined;
    } else if (kinds.boolean.has(field)) {
      const value = BOOLEAN_TEXT[cell.toLowerCase()];
      if (cell && value === undefined) cannotRead(field, importReasons.yesNo(cell));
      input[field] = cell ? value : undefined;
    } else if (kinds.number.has(field)) {
      const value = Number(cell);
      if (cell && Number.isNaN(value)) cannotRead(field, importReasons.notNumber(cell));
      input[field] = cell && !Number.isNaN(value) ? value : undefined;
    } else if (kinds.single.has(field)) {
      const type = OBJECT_SINGLE_REFS[field as keyof typeof OBJECT_SINGLE_REFS];
      const parentId = field === 'category' ? ((cells.has('classification') ? input.classification : options.current?.classification) as string | undefined) : undefined;
      if (cell && field === 'category' && !parentId) {
        cannotRead(field, importReasons.categoryAlone(label('classification')));
        continue;
      }
      input[field] = cell ? valueId(field, type, cell, parentId) : undefined;
    } else if (kinds.multi.has(field)) {
      const type = OBJECT_MULTI_REFS[field as keyof typeof OBJECT_MULTI_REFS];
      input[field] = cell ? items(cell).map((title) => valueId(field, type, title, undefined)) : undefined;
    } else {
      // Text, long text, links and days: the schema trims, checks and stores them as the form's.
      input[field] = cell || undefined;
    }
  }
  if (details || kept.length) {
    const all = withDetails(details ?? options.current?.details ?? [], kept);
    input.details = all.length ? all : undefined;
  }
  return { input, problems, unread, unknown };
}

/** Each field by its label, its label without the unit ("Length"), its name ("inventoryNumber"), then by other systems' headers. */
const proposeByLabel = proposeFrom(fieldsByHeader([...IMPORT_FIELDS.map((field) => ({ field, label: OBJECT_FIELD_LABELS[field] })), DIMENSIONS_TEXT]), OBJECT_FIELD_SYNONYMS);

/**
 * A production date's headers (the synonyms table's) come before the fields' labels: 'Date' in a
 * registrar's file is the date an object was made, as written. The day field `date` keeps 'Date'
 * in a file that has a Production Date column as well (this console's own export, read back),
 * whatever the museum's first file taught the mapping.
 */
const PRODUCTION_DATE_HEADERS = new Set(OBJECT_FIELD_SYNONYMS.productionDate.map(headerKey));

export function proposeField(header: string, remembered: ReadonlyMap<string, string>, headers: readonly string[] = []): string {
  const key = headerKey(header);
  if (key === headerKey(OBJECT_FIELD_LABELS.date) && headers.some((h) => headerKey(h) === headerKey(OBJECT_FIELD_LABELS.productionDate))) return 'date';
  return remembered.has(key) || !PRODUCTION_DATE_HEADERS.has(key) ? proposeByLabel(header, remembered) : 'productionDate';
}
