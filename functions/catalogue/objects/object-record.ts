import { dropdownTypeOfId, dropdownTypeTitle } from '../../../shared/dropdown-types';
import { productionYears } from '../../../shared/production-date';
import type { ObjectCreate, ObjectFile } from '../../../shared/schemas/object';
import {
  OBJECT_BOOLEAN_FIELDS,
  OBJECT_MULTI_REFS,
  OBJECT_SINGLE_REFS,
  OTHER_DIMENSIONS_TYPE,
} from '../../../shared/schemas/object-fields';
import { ValidationError } from '../../lib/errors';
import { requireTenantFileUrl } from '../../lib/file-urls';
import { dropdownList } from '../dropdowns/dropdown-lists';
import type { ValueRef } from '../vocabularies/engine';
import { numberOrder } from './number-order';
import { MULTI_REF_FIELDS, SCALAR_FIELDS, SINGLE_REF_FIELDS, type ObjectFields } from './object-dto';

// The object record's pure rules, apart from the service's reads and writes: what is stored for
// an input and which dropdown values it references (how it is answered: object-dto.ts).

/** The uploads folder object files live in (spec 2 section 7, `<tenant>/objects/`). */
export const OBJECT_FILES_FOLDER = 'objects';
/** The museum's object count (CounterEntity), kept by every object write: the list's total, the export's size. */
export const OBJECTS_COUNTER = 'objects';

export { OPTIONAL_FIELDS, toObjectDto, type ObjectFields, type ObjectRecord } from './object-dto';
export { numberOrder } from './number-order';

const typeTitle = dropdownTypeTitle;

/** A reference must name a value of its field's dropdown type; the id carries the type. */
function requireType(field: string, type: string, id: string) {
  if (dropdownTypeOfId(id) !== type) {
    const message = `Choose a ${typeTitle(type)} value.`;
    throw new ValidationError(message, { [field]: message });
  }
}

function checkFile(tenant: string, file: ObjectFile, field: string): ObjectFile {
  requireTenantFileUrl(file.url, tenant, OBJECT_FILES_FOLDER, field);
  return { uid: file.uid, name: file.name, url: file.url };
}

/**
 * The fields to store for an input: its file URLs must be in the museum's own objects folder and
 * its references must name values of the right dropdown type (whether they exist is the caller's
 * read, and the transaction's condition). Empty fields are left out.
 */
export function objectFields(tenant: string, input: ObjectCreate): ObjectFields {
  const fields: Record<string, unknown> = { inventoryNumber: input.inventoryNumber, numberOrder: numberOrder(input.inventoryNumber) };
  for (const field of SCALAR_FIELDS) if (input[field] !== undefined) fields[field] = input[field];
  // The production date's years are the service's reading of its text, whatever a request sends.
  const years = productionYears(input.productionDate ?? '');
  const derived = { productionEarliestYear: years.earliestYear, productionLatestYear: years.latestYear, productionCentury: years.century };
  for (const [field, year] of Object.entries(derived)) if (year !== undefined) fields[field] = year;
  for (const field of OBJECT_BOOLEAN_FIELDS) fields[field] = input[field] ?? false;
  fields.available = input.available;
  for (const field of SINGLE_REF_FIELDS) if (input[field]) requireType(field, OBJECT_SINGLE_REFS[field], input[field]);
  for (const field of MULTI_REF_FIELDS) {
    const ids = input[field] ?? [];
    ids.forEach((id) => requireType(field, OBJECT_MULTI_REFS[field], id));
    if (ids.length) fields[field] = ids;
  }
  const dimensions = Object.entries(input.otherDimensions ?? {});
  dimensions.forEach(([id]) => requireType('otherDimensions', OTHER_DIMENSIONS_TYPE, id));
  if (dimensions.length) fields.otherDimensions = dimensions.map(([id, value]) => ({ id, value }));
  if (input.details?.length) fields.details = input.details;
  if (input.mainImage) fields.mainImage = checkFile(tenant, input.mainImage, 'mainImage');
  const images = (input.imageList ?? []).map((f, i) => checkFile(tenant, f, `imageList.${i}`));
  if (images.length) fields.imageList = images;
  return fields as ObjectFields;
}

/** The dropdown values a record references, each once per reference (the uses it counts). */
export function referencesOf(record: Partial<ObjectFields>): (ValueRef & { field: string; type: string })[] {
  const ref = (field: string, type: string, id: string) => ({ field, type, id, list: dropdownList({ name: type, title: typeTitle(type) }).key });
  return [
    ...SINGLE_REF_FIELDS.flatMap((field) => (record[field] ? [ref(field, OBJECT_SINGLE_REFS[field], record[field])] : [])),
    ...MULTI_REF_FIELDS.flatMap((field) => (record[field] ?? []).map((id) => ref(field, OBJECT_MULTI_REFS[field], id))),
    ...(record.otherDimensions ?? []).map((d) => ref('otherDimensions', OTHER_DIMENSIONS_TYPE, d.id)),
  ];
}

export function missingValue(field: string, type: string, id: string): ValidationError {
  const message = `There is no ${typeTitle(type)} value ${id}.`;
  return new ValidationError(message, { [field]: message });
}
