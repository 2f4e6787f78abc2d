import type { EntityItem } from 'electrodb';
import type { CollectionObject } from '../../../shared/schemas/object';
import {
  OBJECT_BOOLEAN_FIELDS,
  OBJECT_DATE_FIELDS,
  OBJECT_INTEGER_FIELDS,
  OBJECT_LINK_FIELDS,
  OBJECT_LONG_TEXT_FIELDS,
  OBJECT_MULTI_REFS,
  OBJECT_NUMBER_FIELDS,
  OBJECT_PRODUCTION_YEAR_FIELDS,
  OBJECT_SINGLE_REFS,
  OBJECT_TEXT_FIELDS,
} from '../../../shared/schemas/object-fields';
import type { CollectionObjectEntity } from '../../lib/entities/collection-object';
import { thumbnailUrlOf } from './thumbnails/thumbnail-url';

// The object as stored and as answered; the rules of a save are object-record.ts.

export type ObjectRecord = EntityItem<typeof CollectionObjectEntity>;
/** The record's own fields (what an input sets), without keys and bookkeeping. */
export type ObjectFields = Omit<ObjectRecord, 'tenant' | 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export const SINGLE_REF_FIELDS = Object.keys(OBJECT_SINGLE_REFS) as (keyof typeof OBJECT_SINGLE_REFS)[];
export const MULTI_REF_FIELDS = Object.keys(OBJECT_MULTI_REFS) as (keyof typeof OBJECT_MULTI_REFS)[];
export const SCALAR_FIELDS = [
  ...OBJECT_TEXT_FIELDS,
  ...OBJECT_LONG_TEXT_FIELDS,
  ...OBJECT_LINK_FIELDS,
  ...OBJECT_INTEGER_FIELDS,
  ...OBJECT_NUMBER_FIELDS,
  ...OBJECT_DATE_FIELDS,
  ...SINGLE_REF_FIELDS,
] as const;
/** Every field an input may leave empty: on an update, an empty field is removed from the record. */
export const OPTIONAL_FIELDS = [...SCALAR_FIELDS, ...OBJECT_PRODUCTION_YEAR_FIELDS, ...MULTI_REF_FIELDS, 'otherDimensions', 'details', 'mainImage', 'imageList'] as const;

/** The object as the API answers it: every field present, `null` when empty. */
export function toObjectDto(record: ObjectRecord): CollectionObject {
  const out: Record<string, unknown> = { id: record.id, inventoryNumber: record.inventoryNumber };
  for (const field of [...SCALAR_FIELDS, ...OBJECT_PRODUCTION_YEAR_FIELDS]) out[field] = record[field] ?? null;
  for (const field of OBJECT_BOOLEAN_FIELDS) out[field] = record[field] ?? field === 'available';
  for (const field of MULTI_REF_FIELDS) out[field] = record[field] ?? [];
  out.otherDimensions = Object.fromEntries((record.otherDimensions ?? []).map((d) => [d.id, d.value]));
  out.details = record.details ?? [];
  out.mainImage = record.mainImage ?? null;
  out.thumbnailUrl = record.mainImage ? thumbnailUrlOf(record.mainImage.url) : null;
  out.imageList = record.imageList ?? [];
  out.createdAt = record.createdAt ?? null;
  out.updatedAt = record.updatedAt ?? null;
  out.version = record.version;
  return out as CollectionObject;
}
