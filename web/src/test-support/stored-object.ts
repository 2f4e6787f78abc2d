import { ObjectSchema, type CollectionObject } from '../../../shared/schemas/object';
import { EMPTY_OBJECT_FORM, payloadOf } from '../pages/objects/form/object-form-values';

/** What the server derives: the production years from productionDate, the thumbnail from mainImage; none for an empty object. */
export const NO_DERIVED_FIELDS = { productionEarliestYear: null, productionLatestYear: null, productionCentury: null, thumbnailUrl: null };

/** An object as GET /api/objects/{id} answers it: every field empty but those given. */
export function storedObject(fields: Partial<CollectionObject> & Pick<CollectionObject, 'id' | 'inventoryNumber'>): CollectionObject {
  return ObjectSchema.parse({ ...payloadOf(EMPTY_OBJECT_FORM), ...NO_DERIVED_FIELDS, version: 1, createdAt: null, updatedAt: null, ...fields });
}
