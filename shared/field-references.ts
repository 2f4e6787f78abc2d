import { RECORD_TYPE_NAMES, recordType } from './records/record-types';
import { OBJECT_MULTI_REFS, OBJECT_SINGLE_REFS, OTHER_DIMENSIONS_TYPE } from './schemas/object-fields';

/**
 * What a stored field's value names, when it is the id of another record: a dropdown value of a
 * type, a POI group, a beacon, an object or a user group. The Change History answers each such id
 * with its name (functions/history) and the panel shows the name (web), both from this one table.
 */
export type FieldReference = { readonly kind: 'dropdown'; readonly type: string } | { readonly kind: 'poiGroup' | 'beacon' | 'object' | 'userGroup' };
export type ReferenceKind = FieldReference['kind'];

const dropdown = (type: string): FieldReference => ({ kind: 'dropdown', type });
const OBJECT: FieldReference = { kind: 'object' };
const POI_GROUP: FieldReference = { kind: 'poiGroup' };
const BEACON: FieldReference = { kind: 'beacon' };

const dropdownFields = (refs: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(refs).map(([field, type]) => [field, dropdown(type)]));

/** By the change log's entity type, then by the stored field's name. */
const REFERENCES: Readonly<Record<string, Readonly<Record<string, FieldReference>>>> = {
  object: { ...dropdownFields(OBJECT_SINGLE_REFS), ...dropdownFields(OBJECT_MULTI_REFS), otherDimensions: dropdown(OTHER_DIMENSIONS_TYPE) },
  // Each record type: its object, and its dropdown fields (a movement's places and their levels among them).
  ...Object.fromEntries(
    RECORD_TYPE_NAMES.map((name) => [
      name,
      { objectId: OBJECT, ...Object.fromEntries(recordType(name).fields.flatMap((f) => (f.dropdownType ? [[f.name, dropdown(f.dropdownType)]] : []))) },
    ]),
  ),
  poi: { groupId: POI_GROUP, beaconId: BEACON, linkedItemIds: OBJECT },
  poiGroup: { beaconId: BEACON },
  user: { groupId: { kind: 'userGroup' } },
};

/** What `field` of a record of `entityType` names, or undefined for a value that is itself what is shown. */
export function fieldReference(entityType: string, field: string): FieldReference | undefined {
  const fields = Object.hasOwn(REFERENCES, entityType) ? REFERENCES[entityType] : undefined;
  return fields && Object.hasOwn(fields, field) ? fields[field] : undefined;
}

/**
 * The ids a stored value of a referencing field holds: one id, a list of ids, or a list of
 * `{ id, value }` pairs (an object's other dimensions).
 */
export function referencedIds(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    typeof item === 'string' ? [item] : typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string' ? [(item as { id: string }).id] : [],
  );
}
