import { createHash } from 'node:crypto';
import { DROPDOWN_ID_SEPARATOR, dropdownTypeTitle } from '../../shared/dropdown-types';
import { OBJECT_MULTI_REFS, OBJECT_SINGLE_REFS, OTHER_DIMENSIONS_TYPE } from '../../shared/schemas/object-fields';
import { OBJECT_FIELD_LABELS } from '../../shared/schemas/object-labels';
import { VocabularyValueEntity } from '../lib/entities/vocabulary-value';
import { dropdownList } from '../dropdowns/service';
import { normaliseValue } from '../vocabularies/engine';
import { kinds, OBJECT_EXPORT_FIELDS, REFERENCED_TYPES, type ExportField } from './excel-sheet';
import type { ObjectRecord } from './object-record';

/**
 * The objects sheet read back (issue 15): each column of the export (`excel-sheet.ts`) parsed
 * from the text its cell holds, so an exported sheet imports as it was written. Dropdown values
 * are matched by title (case and spacing aside; a category under its row's classification); a
 * title the museum does not have is reported, and named by the id it will have if the import
 * creates it (one id per batch and title, so the dry run and the commit agree).
 */
export const IMPORT_FIELDS = OBJECT_EXPORT_FIELDS;
export type ImportField = ExportField;

const typeTitle = dropdownTypeTitle;

/** A value's key: its type, its parent (a category's classification) and its title without case. */
const valueKey = (type: string, parentId: string | undefined, title: string) => `${type}\u0000${parentId ?? ''}\u0000${normaliseValue(title).toLowerCase()}`;

export type ValueLookups = {
  /** valueKey -> id. */
  readonly ids: Map<string, string>;
  /** id -> title (the export's lookups), new values included. */
  readonly titles: Map<string, string>;
};

/** Every value of the types an object refers to, once per dry run. */
export async function valueLookups(tenant: string): Promise<ValueLookups> {
  const lists = await Promise.all(
    REFERENCED_TYPES.map(async (type) => {
      const list = dropdownList({ name: type, title: typeTitle(type) }).key;
      const { data } = await VocabularyValueEntity.query.byList({ tenant, list }).go({ pages: 'all', attributes: ['id', 'value', 'parentId'] });
      return data.map((v) => ({ type, ...v }));
    }),
  );
  const ids = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const v of lists.flat()) {
    ids.set(valueKey(v.type, v.parentId, v.value), v.id);
    titles.set(v.id, v.value);
  }
  return { ids, titles };
}

/** A vocabulary value the file names and the museum does not have. */
export type UnknownValue = { key: string; id: string; type: string; title: string; parentId?: string; field: ImportField };

/** Why a row naming an unknown value is invalid when the import does not create it. */
export const unknownValueProblem = (value: UnknownValue) => `${OBJECT_FIELD_LABELS[value.field]}: there is no ${typeTitle(value.type)} "${value.title}".`;

/** The id a new value of this batch gets: the same for every row and every run of the batch. */
export function newValueId(batchId: string, type: string, parentId: string | undefined, title: string): string {
  const hash = createHash('sha256').update(`${batchId}\u0000${valueKey(type, parentId, title)}`).digest('hex');
  return `${type}${DROPDOWN_ID_SEPARATOR}${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
}

export type ParsedRow = {
  /** The row as an object input (before the schema), its mapped fields only. */
  readonly input: Record<string, unknown>;
  /** Cells that cannot be read (an unknown value is not one: see `unknown`). */
  readonly problems: string[];
  /** The fields of those cells: the schema's word on them would repeat the problem. */
  readonly unread: string[];
  readonly unknown: UnknownValue[];
};

const BOOLEAN_TEXT: Record<string, boolean> = { yes: true, no: false, true: true, false: false, y: true, n: false, '1': true, '0': false };

/** A list cell: the export joins with ", "; a comma alone is taken too. */
const items = (cell: string) =>
  cell
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

type Files = { uid: string; name: string; url: string };

/** A file by URL: the record's own entry when it already holds that URL, else a new entry for it. */
function fileOf(url: string, current: ObjectRecord | undefined): Files {
  const held = [current?.mainImage, ...(current?.imageList ?? [])].find((f) => f?.url === url);
  if (held) return held;
  const name = decodeURIComponent(url.split('?')[0].split('/').pop() ?? '') || 'image';
  return { uid: `import-${createHash('sha256').update(url).digest('hex').slice(0, 16)}`, name, url };
}

/**
 * The cells of one row (field -> text) as an object input. `current` is the record the row
 * updates (its files are kept by URL; its classification scopes a category the row leaves out).
 */
export function parseObjectRow(
  cells: ReadonlyMap<ImportField, string>,
  lookups: ValueLookups,
  options: { batchId: string; current?: ObjectRecord },
): ParsedRow {
  const input: Record<string, unknown> = {};
  const problems: string[] = [];
  const unread: string[] = [];
  const unknown: UnknownValue[] = [];
  const label = (field: ImportField) => OBJECT_FIELD_LABELS[field];
  const cannotRead = (field: ImportField, problem: string) => {
    problems.push(`${label(field)}: ${problem}`);
    unread.push(field);
  };

  const valueId = (field: ImportField, type: string, title: string, parentId: string | undefined): string => {
    const id = lookups.ids.get(valueKey(type, parentId, title));
    if (id) return id;
    const created = newValueId(options.batchId, type, parentId, title);
    unknown.push({ key: valueKey(type, parentId, title), id: created, type, title: normaliseValue(title), field, ...(parentId ? { parentId } : {}) });
    return created;
  };

  // The classification first: a category is looked up under it.
  const ordered = [...cells.keys()].sort((a, b) => Number(b === 'classification') - Number(a === 'classification'));
  for (const field of ordered) {
    const cell = (cells.get(field) ?? '').trim();
    if (field === 'otherDimensions') {
      const map: Record<string, unknown> = {};
      for (const pair of items(cell)) {
        const at = pair.lastIndexOf(':');
        const amount = Number(pair.slice(at + 1).trim());
        if (at <= 0 || !pair.slice(at + 1).trim() || Number.isNaN(amount)) {
          cannotRead(field, `write each as "Dimension: number", not "${pair}".`);
          continue;
        }
        map[valueId(field, OTHER_DIMENSIONS_TYPE, pair.slice(0, at), undefined)] = amount;
      }
      input[field] = Object.keys(map).length ? map : undefined;
    } else if (field === 'mainImage') {
      input[field] = cell ? fileOf(cell, options.current) : undefined;
    } else if (field === 'imageList') {
      input[field] = cell ? items(cell).map((url) => fileOf(url, options.current)) : undefined;
    } else if (kinds.boolean.has(field)) {
      const value = BOOLEAN_TEXT[cell.toLowerCase()];
      if (cell && value === undefined) cannotRead(field, `write Yes or No, not "${cell}".`);
      input[field] = cell ? value : undefined;
    } else if (kinds.number.has(field)) {
      const value = Number(cell);
      if (cell && Number.isNaN(value)) cannotRead(field, `"${cell}" is not a number.`);
      input[field] = cell && !Number.isNaN(value) ? value : undefined;
    } else if (kinds.single.has(field)) {
      const type = OBJECT_SINGLE_REFS[field as keyof typeof OBJECT_SINGLE_REFS];
      const parentId = field === 'category' ? ((cells.has('classification') ? input.classification : options.current?.classification) as string | undefined) : undefined;
      if (cell && field === 'category' && !parentId) {
        cannotRead(field, `a category belongs to a classification; fill in the row's ${label('classification')}.`);
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
  return { input, problems, unread, unknown };
}

/** Compares a header without case, spaces or punctuation: "Inventory number", "inventory_number". */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Each field by its label, its label without the unit ("Length"), and its name ("inventoryNumber"). */
const FIELD_BY_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => {
    const label = OBJECT_FIELD_LABELS[field];
    return [headerKey(field), headerKey(label), headerKey(label.replace(/\(.*\)/u, ''))].map((key) => [key, field] as const);
  }),
);

/** The field a header names, by the museum's remembered mapping first, else by label or name. */
export function proposeField(header: string, remembered: ReadonlyMap<string, string>): string {
  const key = headerKey(header);
  return remembered.get(key) ?? FIELD_BY_HEADER.get(key) ?? '';
}
