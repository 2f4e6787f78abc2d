import { ObjectCreateSchema, type CollectionObject } from '../../../../../shared/schemas/object';
import {
  OBJECT_BOOLEAN_FIELDS,
  OBJECT_DATE_FIELDS,
  OBJECT_INTEGER_FIELDS,
  OBJECT_LINK_FIELDS,
  OBJECT_LONG_TEXT_FIELDS,
  OBJECT_MULTI_REFS,
  OBJECT_NUMBER_FIELDS,
  OBJECT_SINGLE_REFS,
  OBJECT_TEXT_FIELDS,
  type ObjectBooleanField,
  type ObjectDateField,
  type ObjectIntegerField,
  type ObjectLongTextField,
  type ObjectMultiRef,
  type ObjectNumberField,
  type ObjectSingleRef,
  type ObjectTextField,
} from '../../../../../shared/schemas/object-fields';
import type { Detail } from '../../../../../shared/object-details';
import { schemaErrors, type FieldErrors } from '../../../components/forms/schema-errors';
import { DIMENSION_INCOMPLETE, NOT_A_NUMBER } from './object-form-texts';

/** A file of the media step; `saved` when it came from the server (removing it then asks 'Yes & Save'). */
export type FormFile = { uid: string; name: string; url: string; saved: boolean };
/** One row of Other Dimensions: a dimension (dropdown value id) and its value as typed. */
export type DimensionRow = { dimension: string; value: string };

type NumericField = ObjectIntegerField | ObjectNumberField;
/** Fields the form holds as typed text: texts, numbers as typed, dates (YYYY-MM-DD) and single dropdown ids ('' = none). */
export type StringField = 'inventoryNumber' | ObjectTextField | ObjectLongTextField | 'youtubeLink' | NumericField | ObjectDateField | ObjectSingleRef;

export type ObjectFormValues = { [K in StringField]: string } & { [K in ObjectBooleanField]: boolean } & { [K in ObjectMultiRef]: string[] } & {
  otherDimensions: DimensionRow[];
  details: Detail[];
  mainImage: FormFile | null;
  imageList: FormFile[];
};

const SINGLE_REF_FIELDS = Object.keys(OBJECT_SINGLE_REFS) as ObjectSingleRef[];
const MULTI_REF_FIELDS = Object.keys(OBJECT_MULTI_REFS) as ObjectMultiRef[];
const NUMERIC_FIELDS: readonly NumericField[] = [...OBJECT_INTEGER_FIELDS, ...OBJECT_NUMBER_FIELDS];
const STRING_FIELDS: readonly StringField[] = [
  'inventoryNumber',
  ...OBJECT_TEXT_FIELDS,
  ...OBJECT_LONG_TEXT_FIELDS,
  ...OBJECT_LINK_FIELDS,
  ...NUMERIC_FIELDS,
  ...OBJECT_DATE_FIELDS,
  ...SINGLE_REF_FIELDS,
];

function build(strings: (field: StringField) => string, rest: Omit<ObjectFormValues, StringField>): ObjectFormValues {
  return { ...(Object.fromEntries(STRING_FIELDS.map((f) => [f, strings(f)])) as { [K in StringField]: string }), ...rest };
}

/** A new object: available (spec 2 section 4), car and book details hidden. */
export const EMPTY_OBJECT_FORM: ObjectFormValues = build(() => '', {
  available: true,
  temporaryLocation: false,
  carDetailsVisible: false,
  bookDetailsVisible: false,
  material: [],
  technique: [],
  otherDimensions: [],
  details: [],
  mainImage: null,
  imageList: [],
});

const savedFile = (file: { uid: string; name: string; url: string }): FormFile => ({ ...file, saved: true });

/** The form filled from GET /api/objects/{id}: nulls become empty inputs, loaded files are saved ones. */
export function formValuesOf(object: CollectionObject): ObjectFormValues {
  return build((f) => {
    const value = object[f];
    return value === null || value === undefined ? '' : String(value);
  }, {
    available: object.available,
    temporaryLocation: object.temporaryLocation,
    carDetailsVisible: object.carDetailsVisible,
    bookDetailsVisible: object.bookDetailsVisible,
    material: [...object.material],
    technique: [...object.technique],
    otherDimensions: Object.entries(object.otherDimensions).map(([dimension, value]) => ({ dimension, value: String(value) })),
    details: object.details.map((d) => ({ ...d })),
    mainImage: object.mainImage ? savedFile(object.mainImage) : null,
    imageList: object.imageList.map(savedFile),
  });
}

const isNumberText = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/**
 * The body of POST /api/objects (PUT adds id and version): every field named, `null` when empty,
 * so an emptied field is emptied on the server too. A number that is not one stays text for the
 * checks to refuse.
 */
export function payloadOf(values: ObjectFormValues) {
  const body: Record<string, unknown> = {};
  for (const field of STRING_FIELDS) {
    const text = values[field];
    if (field !== 'inventoryNumber' && text.trim() === '') body[field] = null;
    else body[field] = (NUMERIC_FIELDS as readonly string[]).includes(field) && isNumberText(text) ? Number(text) : text;
  }
  for (const field of OBJECT_BOOLEAN_FIELDS) body[field] = values[field];
  for (const field of MULTI_REF_FIELDS) body[field] = values[field];
  body.otherDimensions = Object.fromEntries(
    values.otherDimensions.filter((row) => row.dimension && isNumberText(row.value)).map((row) => [row.dimension, Number(row.value)]),
  );
  // A row left wholly empty is no detail; a half-filled one goes to the schema, which says what is missing.
  body.details = values.details.filter((d) => d.label.trim() || d.value.trim());
  const file = ({ uid, name, url }: FormFile) => ({ uid, name, url });
  body.mainImage = values.mainImage ? file(values.mainImage) : null;
  body.imageList = values.imageList.map(file);
  // Spec 2 section 4: an available object carries no purpose.
  if (values.available) body.availabilityPurpose = null;
  return body;
}

/**
 * The shared schema's verdict on what would be sent, one message per form field, plus what only
 * the form can see: a number typed wrong, and an Other Dimensions row left half filled.
 */
export function checkObject(values: ObjectFormValues): FieldErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(schemaErrors(ObjectCreateSchema, payloadOf(values)))) {
    // `otherDimensions.<id>` or `imageList.3.url` belong to their field.
    errors[path.split('.')[0]] ??= message;
  }
  for (const field of NUMERIC_FIELDS) {
    if (values[field].trim() !== '' && !isNumberText(values[field])) errors[field] = NOT_A_NUMBER;
  }
  if (values.otherDimensions.some((row) => !row.dimension || !isNumberText(row.value))) errors.otherDimensions ??= DIMENSION_INCOMPLETE;
  return errors;
}
