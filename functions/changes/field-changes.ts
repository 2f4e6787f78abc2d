import { isDeepStrictEqual } from 'node:util';
import type { FieldChange } from '../../shared/schemas/history';

/**
 * Fields a save moves by itself, never by a person's edit: the version and times, the record's own
 * keys, sort and search keys derived from other fields, and the tallies other records keep.
 */
const BOOKKEEPING = new Set(['tenant', 'id', 'type', 'version', 'createdAt', 'updatedAt', 'numberOrder', 'order', 'recordUses', 'tally', 'tallyVersion', 'poiCount']);

type Stored = Record<string, unknown>;

const isMap = (value: unknown): value is Stored => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's fields as a person sees them: a related record keeps its type's fields in one `fields` map. */
function fieldsOf(value: unknown): Stored {
  if (!isMap(value)) return {};
  const { fields, ...rest } = value;
  return isMap(fields) ? { ...rest, ...fields } : value;
}

// A field removed by a save is absent from the record; null, an empty text or list would be stored as
// a value, but the change log may carry any of them, so all read as "no value".
const absent = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The top-level fields whose values differ between a logged record's old and new value, in the new
 * value's field order (then fields only the old value had); values as stored, null when absent.
 */
export function fieldChanges(oldValue: unknown, newValue: unknown): FieldChange[] {
  const before = fieldsOf(oldValue);
  const after = fieldsOf(newValue);
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((name) => !BOOKKEEPING.has(name));
  return names.flatMap((field) => {
    const old = before[field];
    const now = after[field];
    if (absent(old) ? absent(now) : isDeepStrictEqual(old, now)) return [];
    return [{ field, old: absent(old) ? null : old, new: absent(now) ? null : now }];
  });
}
