import {
  OBJECT_BOOLEAN_FIELDS,
  OBJECT_DATE_FIELDS,
  OBJECT_INTEGER_FIELDS,
  OBJECT_LIST_FIELDS,
  OBJECT_MULTI_REFS,
  OBJECT_NUMBER_FIELDS,
  OBJECT_SINGLE_REFS,
  OBJECT_STEPS,
  OTHER_DIMENSIONS_TYPE,
} from '../../../shared/schemas/object-fields';
import { detailsCell } from '../../../shared/object-details';
import { OBJECT_FIELD_LABELS } from '../../../shared/schemas/object-labels';
import { day, fileUrls, joined, title, yesNo } from '../../lib/exports/cells';
import { listPosition } from '../../lib/exports/columns';
import type { CellValue, Column, SheetDefinition } from '../../lib/exports/sheet';
import { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { CounterEntity } from '../../lib/entities/counter';
import { dropdownTitles } from '../dropdowns/dropdown-titles';
import { OBJECTS_COUNTER, type ObjectRecord } from './object-record';
import { shownColumns, type ListedObjects } from './listed-export';

/**
 * The objects sheet of the spreadsheet export (issue 10): one column per field of the record
 * (`shared/schemas/object-fields.ts`), in the order of the form's steps, headed by the form's
 * English labels; dropdown values by title, other dimensions as "Dimension: value" pairs.
 */

/** Dropdown value id -> title, for every dropdown type an object refers to (ids carry their type). */
export type ObjectLookups = ReadonlyMap<string, string>;

/** Records read per Query page: one page in memory while the sheet is written. */
export const OBJECT_EXPORT_PAGE = 500;

export const REFERENCED_TYPES = [...new Set([...Object.values(OBJECT_SINGLE_REFS), ...Object.values(OBJECT_MULTI_REFS), OTHER_DIMENSIONS_TYPE])];

/** Every field once, in the form's order; the two detail switches last. */
export const OBJECT_EXPORT_FIELDS = [...new Set([...Object.values(OBJECT_STEPS).flat(), 'carDetailsVisible', 'bookDetailsVisible'] as const)];
export type ExportField = (typeof OBJECT_EXPORT_FIELDS)[number];

/** Which kind of cell each field writes; the import reads each kind back (`import-columns.ts`). */
export const kinds = {
  boolean: new Set<string>(OBJECT_BOOLEAN_FIELDS),
  date: new Set<string>(OBJECT_DATE_FIELDS),
  number: new Set<string>([...OBJECT_INTEGER_FIELDS, ...OBJECT_NUMBER_FIELDS]),
  single: new Set<string>(Object.keys(OBJECT_SINGLE_REFS)),
  multi: new Set<string>(Object.keys(OBJECT_MULTI_REFS)),
};

/** How the field's stored value reads in its cell. */
function cellOf(field: ExportField): (record: ObjectRecord, titles: ObjectLookups) => CellValue {
  const read = (record: ObjectRecord) => (record as Record<string, unknown>)[field];
  if (field === 'otherDimensions') {
    return (r, titles) => joined((r.otherDimensions ?? []).map((d) => `${title(titles, d.id)}: ${d.value}`));
  }
  if (field === 'details') return (r) => detailsCell(r.details);
  if (field === 'mainImage') return (r) => fileUrls(r.mainImage);
  if (field === 'imageList') return (r) => fileUrls(r.imageList);
  if (kinds.boolean.has(field)) return (r) => yesNo(read(r) as boolean | undefined);
  if (kinds.date.has(field)) return (r) => day(read(r) as string | undefined);
  if (kinds.number.has(field)) return (r) => read(r) as number | undefined;
  if (kinds.single.has(field)) return (r, titles) => title(titles, read(r) as string | undefined);
  if (kinds.multi.has(field)) return (r, titles) => joined(((read(r) as string[] | undefined) ?? []).map((id) => title(titles, id)));
  return (r) => read(r) as string | undefined;
}

const WIDE = new Set<string>(['details', 'description', 'descriptionLong', 'inscriptionNotes', 'specialHistory', 'specialFeatures', 'mainImage', 'imageList']);


/**
 * The car and book details (issue 32): about 30 columns most museums never fill. A field of the
 * step that another step holds too (the book's publisher is the origin's) is not the group's.
 */
const otherStepsFields = new Set<string>(Object.entries(OBJECT_STEPS).flatMap(([step, fields]) => (step === 'car' || step === 'book' ? [] : fields)));
const DETAIL_GROUPS = {
  car: { switch: 'carDetailsVisible', fields: OBJECT_STEPS.car.filter((f) => !otherStepsFields.has(f)) },
  book: { switch: 'bookDetailsVisible', fields: OBJECT_STEPS.book.filter((f) => !otherStepsFields.has(f)) },
} as const;
const groupOf = new Map<string, string>(
  Object.entries(DETAIL_GROUPS).flatMap(([group, { switch: on, fields }]) => [on, ...fields].map((field) => [field, group] as const)),
);

const filled = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/** The groups an object uses: its switch on, or a value in any of the group's fields. */
function groupsOf(record: ObjectRecord): string[] {
  const read = (field: string) => (record as Record<string, unknown>)[field];
  return Object.entries(DETAIL_GROUPS).flatMap(([group, { switch: on, fields }]) => (read(on) === true || fields.some((f) => filled(read(f))) ? [group] : []));
}

export const OBJECT_COLUMNS: readonly Column<ObjectRecord, ObjectLookups>[] = OBJECT_EXPORT_FIELDS.map((field) => ({
  header: OBJECT_FIELD_LABELS[field],
  width: WIDE.has(field) ? 40 : undefined,
  value: cellOf(field),
  listPosition: listPosition(OBJECT_LIST_FIELDS, field),
  group: groupOf.get(field),
}));

const titles = (tenant: string): Promise<ObjectLookups> => dropdownTitles(tenant, REFERENCED_TYPES);

/** The museum's objects in inventory-number order, a Query page at a time. */
async function* pages(tenant: string): AsyncIterable<readonly ObjectRecord[]> {
  let cursor: string | null = null;
  do {
    const result: { data: ObjectRecord[]; cursor: string | null } = await CollectionObjectEntity.query
      .byInventoryNumber({ tenant })
      .go({ cursor, limit: OBJECT_EXPORT_PAGE });
    if (result.data.length) yield result.data;
    cursor = result.cursor;
  } while (cursor);
}

async function byIds(tenant: string, ids: readonly string[]): Promise<readonly ObjectRecord[]> {
  if (!ids.length) return [];
  const { data } = await CollectionObjectEntity.get(ids.map((id) => ({ tenant, id }))).go({ consistent: true, concurrency: 4 });
  const byId = new Map(data.map((record) => [record.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A set's objects in list order, a page at a time (a set's export job). */
async function* setPages(tenant: string, setId: string): AsyncIterable<readonly ObjectRecord[]> {
  const { setObjectIds } = await import('./search/object-list-walk');
  const ids = await setObjectIds(tenant, setId);
  for (let at = 0; at < ids.length; at += OBJECT_EXPORT_PAGE) {
    const page = await byIds(tenant, ids.slice(at, at + OBJECT_EXPORT_PAGE));
    if (page.length) yield page;
  }
}

/** The rows of the list as shown (issue 29), found again by the list's own walk, a page at a time (its export job). */
async function* listedPages(tenant: string, listed: ListedObjects): AsyncIterable<readonly ObjectRecord[]> {
  const ids = await listedObjectIds(tenant, listed, Number.MAX_SAFE_INTEGER);
  for (let at = 0; at < ids.ids.length; at += OBJECT_EXPORT_PAGE) {
    const page = await byIds(tenant, ids.ids.slice(at, at + OBJECT_EXPORT_PAGE));
    if (page.length) yield page;
  }
}

/**
 * The ids of the list as shown, in its order, at most `limit` of them, and how many it holds:
 * within its set (the members the request checked the caller may read) or its selection.
 */
export async function listedObjectIds(tenant: string, listed: ListedObjects, limit: number, members?: Promise<ReadonlySet<string>>) {
  const [{ walkedIds }, { setChunks }] = await Promise.all([import('./search/object-list-walk'), import('../object-sets/set-reads')]);
  const among = members ?? (listed.setId ? setChunks(tenant, listed.setId).then((chunks) => new Set(chunks.flat())) : listed.ids && new Set(listed.ids));
  return walkedIds(tenant, listed.search, among, 0, limit);
}

const byField = (field: string) => OBJECT_COLUMNS[OBJECT_EXPORT_FIELDS.indexOf(field as ExportField)];

async function count(tenant: string): Promise<number> {
  const { data } = await CounterEntity.get({ tenant, name: OBJECTS_COUNTER }).go();
  return data?.count ?? 0;
}

export const OBJECTS_SHEET: SheetDefinition<ObjectRecord, ObjectLookups> = {
  kind: 'objects',
  sheetName: 'Objects',
  columns: OBJECT_COLUMNS,
  lookups: titles,
  count,
  pages,
  setPages,
  byIds,
  groupsOf,
  listed: {
    pages: (tenant, listed) => listedPages(tenant, listed as ListedObjects),
    columns: (listed) => shownColumns(listed as ListedObjects, byField),
  },
};
