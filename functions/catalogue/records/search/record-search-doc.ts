import type { RecordType } from '../../../../shared/records/record-type';
import { terms } from '../../../lib/search/normalise';
import type { SearchDoc } from '../../../lib/search/search-doc';

/** What record search reads of a record and its object. */
export type RecordSearchable = {
  record: { id: string; objectId: string; createdAt?: string; fields: unknown };
  object: { inventoryNumber: string; objectName?: string | null };
};

/** Each digit d becomes 9 - d: fixed-width days and times then sort newest first. */
const newestFirst = (value: string) => value.replace(/\d/gu, (d) => String(9 - Number(d)));

/**
 * A record's place in its list: newest first by the type's date (a record without one after all
 * dated ones), then newest created, then by id.
 */
export function recordSort(date: string | undefined, createdAt: string | undefined): string {
  return `${date ? newestFirst(date) : '~'}|${newestFirst(createdAt ?? '')}`;
}

/**
 * The search document of a record (docs/record-lists.md): its words are those of the report id, of
 * the type's searched fields and of its object's inventory number and name, folded as object
 * search folds them; its exact filters are the type's filters and the object.
 */
export function recordSearchDoc(type: RecordType, { record, object }: RecordSearchable): SearchDoc {
  const fields = record.fields as Record<string, unknown>;
  const textOf = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  const words = [textOf('reportId'), ...type.searched.map(textOf), object.inventoryNumber, object.objectName ?? undefined].flatMap((t) => terms(t));
  const exact: Record<string, string> = { objectId: record.objectId };
  for (const filter of type.filters) {
    const value = textOf(filter);
    if (value) exact[filter] = value;
  }
  const date = textOf(type.dateField);
  // The list's own columns, as stored, for `sort=` (docs/record-lists.md).
  const keys: Record<string, string | number> = {};
  for (const column of type.columns) {
    const value = fields[column];
    if (typeof value === 'string' || typeof value === 'number') keys[column] = value;
  }
  return {
    id: record.id,
    terms: [...new Set(words)],
    exact,
    text: {},
    ...(date ? { date } : {}),
    number: object.inventoryNumber,
    ...(object.objectName ? { name: object.objectName } : {}),
    sort: recordSort(date, record.createdAt),
    keys,
  };
}
