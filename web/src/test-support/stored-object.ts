import { ObjectSchema, type CollectionObject } from '../../../shared/schemas/object';
import { EMPTY_OBJECT_FORM, payloadOf } from '../pages/objects/form/object-form-values';

/** An object as GET /api/objects/{id} answers it: every field empty but those given. */
export function storedObject(fields: Partial<CollectionObject> & Pick<CollectionObject, 'id' | 'inventoryNumber'>): CollectionObject {
  return ObjectSchema.parse({ ...payloadOf(EMPTY_OBJECT_FORM), version: 1, createdAt: null, updatedAt: null, ...fields });
}
