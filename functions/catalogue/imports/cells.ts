import { createHash } from 'node:crypto';
import { DROPDOWN_ID_SEPARATOR, dropdownTypeTitle } from '../../../shared/dropdown-types';
import { headerKey } from '../../../shared/schemas/import';
import { VocabularyValueEntity } from '../../lib/entities/vocabulary-value';
import { dropdownList } from '../dropdowns/dropdown-lists';
import { normaliseValue } from '../vocabularies/engine';
import { importReasons } from '../../../shared/schemas/import-reasons';

/**
 * What the cells of every kind of import share (issue 15). Dropdown values: a cell names a value by its
 * title (case and spacing aside; a category under its classification). A title the museum does
 * not have is reported, and named by the id it will have if the import creates it: one id per
 * batch and title, so the dry run, the commit and a retried commit agree.
 */

/** A value's key: its type, its parent (a category's classification) and its title without case. */
export const valueKey = (type: string, parentId: string | undefined, title: string) =>
  `${type}\u0000${parentId ?? ''}\u0000${normaliseValue(title).toLowerCase()}`;

export type ValueLookups = {
  /** valueKey -> id. */
  readonly ids: Map<string, string>;
  /** id -> title (the export's lookups), new values included. */
  readonly titles: Map<string, string>;
};

/** Every value of `types`, once per dry run (a Query of each type's list: a museum has hundreds, not millions). */
export async function valueLookups(tenant: string, types: readonly string[]): Promise<ValueLookups> {
  const lists = await Promise.all(
    types.map(async (type) => {
      const list = dropdownList({ name: type, title: dropdownTypeTitle(type) }).key;
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

/**
 * A vocabulary value the file names and the museum does not have: its list (`type`, a dropdown
 * type or a reference list, and its title), and `label`, its column's.
 */
export type UnknownValue = { key: string; id: string; type: string; typeTitle: string; title: string; parentId?: string; field: string; label: string };

/** Why a row naming an unknown value is invalid when the import does not create it. */
export const unknownValueProblem = (value: UnknownValue) => `${value.label}: ${importReasons.noValue(value.typeTitle, value.title)}`;

/** A UUID-shaped id of a value of this batch: the same for every row and every run of the batch. */
export function batchValueId(batchId: string, type: string, parentId: string | undefined, title: string): string {
  const hash = createHash('sha256').update(`${batchId}\u0000${valueKey(type, parentId, title)}`).digest('hex');
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
}

/** The id a new dropdown value of this batch gets (a dropdown value's id carries its type). */
export const newValueId = (batchId: string, type: string, parentId: string | undefined, title: string) =>
  `${type}${DROPDOWN_ID_SEPARATOR}${batchValueId(batchId, type, parentId, title)}`;

/**
 * The id of the value a cell names: the museum's, or (recorded in `unknown`) the one the batch
 * would create.
 */
export function resolveValue(lookups: ValueLookups, batchId: string, unknown: UnknownValue[]) {
  return (field: string, label: string, type: string, title: string, parentId: string | undefined): string => {
    const key = valueKey(type, parentId, title);
    const id = lookups.ids.get(key);
    if (id) return id;
    const created = newValueId(batchId, type, parentId, title);
    unknown.push({ key, id: created, type, typeTitle: dropdownTypeTitle(type), title: normaliseValue(title), field, label, ...(parentId ? { parentId } : {}) });
    return created;
  };
}

/** Yes/No as the export writes it, and the spellings a spreadsheet gives. */
export const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = { yes: true, no: false, true: true, false: false, y: true, n: false, '1': true, '0': false };

/** A list cell: the export joins with ", "; a comma alone is taken too. */
export const listItems = (cell: string) =>
  cell
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export { headerKey };

/**
 * Headers -> fields by each field's label, its label without the unit ("Length"), and its name. A
 * label without its unit that two fields share ("Insurance Value" in QAR and in USD) names neither.
 */
export function fieldsByHeader(fields: readonly { field: string; label: string }[]): ReadonlyMap<string, string> {
  const byHeader = new Map<string, string>();
  const unitless = new Map<string, string[]>();
  for (const { field, label } of fields) {
    const bare = headerKey(label.replace(/\(.*\)/u, ''));
    unitless.set(bare, [...(unitless.get(bare) ?? []), field]);
  }
  for (const [key, named] of unitless) if (named.length === 1) byHeader.set(key, named[0]);
  for (const { field, label } of fields) byHeader.set(headerKey(label), field).set(headerKey(field), field);
  return byHeader;
}

/**
 * The field a header names: the museum's remembered mapping first, else by label or name, else by
 * the names other systems give the field (`synonyms`: field -> headers).
 */
export function proposeFrom(byHeader: ReadonlyMap<string, string>, synonyms: Readonly<Record<string, readonly string[]>> = {}) {
  const bySynonym = new Map(Object.entries(synonyms).flatMap(([field, headers]) => headers.map((h) => [headerKey(h), field] as const)));
  return (header: string, remembered: ReadonlyMap<string, string>): string => {
    const key = headerKey(header);
    return remembered.get(key) ?? byHeader.get(key) ?? bySynonym.get(key) ?? '';
  };
}

export type FileEntry = { uid: string; name: string; url: string };

/** A file by URL: the record's own entry when it already holds that URL, else a new entry for it. */
export function fileOf(url: string, held: readonly (FileEntry | undefined | null)[]): FileEntry {
  const kept = held.find((f) => f?.url === url);
  if (kept) return kept;
  const name = decodeURIComponent(url.split('?')[0].split('/').pop() ?? '') || 'file';
  return { uid: `import-${createHash('sha256').update(url).digest('hex').slice(0, 16)}`, name, url };
}

export type SchemaError = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/**
 * A schema's messages, each under its field's label, but for `whole` fields whose messages name
 * them already ('Inventory Number is required!'); a field whose cell could not be read is not
 * reported twice.
 */
export function labelledProblems(error: SchemaError, unread: ReadonlySet<string>, label: (field: string) => string, whole: readonly string[]): string[] {
  return error.issues.flatMap((issue) => {
    const field = String(issue.path[0] ?? '');
    if (unread.has(field)) return [];
    return [!field || whole.includes(field) ? issue.message : `${label(field)}: ${issue.message}`];
  });
}
