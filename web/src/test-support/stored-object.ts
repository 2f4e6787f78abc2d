import { ObjectSchema, type CollectionObject } from '../../../shared/schemas/object';
import { EMPTY_OBJECT_FORM, payloadOf } from '../pages/objects/form/object-form-values';

/** The production years the server derives from productionDate: none for an empty one. */
export const NO_PRODUCTION_YEARS = { productionEarliestYear: null, productionLatestYear: null, productionCentury: null };

/** An object as GET /api/objects/{id} answers it: every field empty but those given. */
export function storedObject(fields: Partial<CollectionObject> & Pick<CollectionObject, 'id' | 'inventoryNumber'>): CollectionObject {
  return ObjectSchema.parse({ ...payloadOf(EMPTY_OBJECT_FORM), ...NO_PRODUCTION_YEARS, version: 1, createdAt: null, updatedAt: null, ...fields });
}
