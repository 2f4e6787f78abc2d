/**
 * The minimum record (issue 29): the fields each museum says every object must have, modelled on
 * Spectrum's minimum documentation (object number, name, number of objects, description, current
 * location, an image; then title, classification, materials, maker, production date and place,
 * dimensions, entry date, recorder). `dimensions` is any measure or other dimension.
 *
 * The order is the bit order of an object's presence bits (docs/dashboard.md, "The minimum
 * record"): stored in search documents and counter names, so a field is only ever appended.
 */
export const MINIMUM_RECORD_FIELDS = [
  'inventoryNumber', 'objectName', 'quantity', 'description', 'location', 'mainImage',
  'objectTitle', 'classification', 'category', 'material', 'technique', 'author',
  'productionDate', 'country', 'dimensions', 'registrationDate', 'recordedBy',
] as const;
export type MinimumRecordField = (typeof MINIMUM_RECORD_FIELDS)[number];

/** A museum that never chose has these (the default). */
export const DEFAULT_MINIMUM_RECORD: readonly MinimumRecordField[] = ['inventoryNumber', 'objectName', 'quantity', 'description', 'location', 'mainImage'];

export const MINIMUM_RECORD_FIELD_MESSAGE = `Each field is one of ${MINIMUM_RECORD_FIELDS.join(', ')}.`;
