import { RECORD_TYPES, type RecordType } from '../../../../shared/records/record-types';

/**
 * A record type's console routes (spec 2 section 2): `/<path>`, `/add-<single>`, `/save-<single>/{id}`.
 * The six types share their pages; the route says which type a page shows.
 */
export const recordListPath = (type: RecordType) => `/${type.path}`;
export const addRecordPath = (type: RecordType, objectId?: string) => `/add-${type.single}${objectId ? `?objectId=${encodeURIComponent(objectId)}` : ''}`;
export const saveRecordPath = (type: RecordType, id: string) => `/save-${type.single}/${encodeURIComponent(id)}`;

/** The type whose list, add or save route `pathname` is. */
export function recordTypeOfPath(pathname: string): RecordType | undefined {
  const first = pathname.split('/')[1] ?? '';
  return Object.values(RECORD_TYPES).find((t) => first === t.path || first === `add-${t.single}` || first === `save-${t.single}`);
}
