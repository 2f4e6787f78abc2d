import type { RecordType } from '../../../shared/records/record-type';
import type { RecordDto } from '../../../shared/schemas/records';
import type { RelatedRecordItem } from '../../lib/entities/related-record';
import type { StoredFields } from './record-fields';

/** The object a record belongs to, as its answer names it. */
export type ObjectNames = { inventoryNumber: string; objectName?: string | null };

/** The record as the API answers it: every field present, `null` (or `[]`) when empty. */
export function toRecordDto(type: RecordType, item: RelatedRecordItem, object: ObjectNames | undefined): RecordDto {
  const fields = item.fields as StoredFields;
  const out: Record<string, unknown> = {
    id: item.id,
    objectId: item.objectId,
    inventoryNumber: object?.inventoryNumber ?? null,
    objectName: object?.objectName ?? null,
  };
  for (const field of type.fields) {
    const value = fields[field.name];
    if (field.kind === 'boolean') out[field.name] = value ?? false;
    else if (field.kind === 'refs' || field.kind === 'images' || field.kind === 'documents') out[field.name] = value ?? [];
    else out[field.name] = value ?? null;
  }
  out.createdAt = item.createdAt ?? null;
  out.updatedAt = item.updatedAt ?? null;
  out.version = item.version;
  return out as RecordDto;
}
