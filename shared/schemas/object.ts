import * as z from 'zod/mini';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { Id, optional, responseSchema, sortParam, version } from './common';
import { day, dayParam, distinctIds, fieldsOf, FileEntrySchema, idParam, searchParam, text, yearParam, type FileEntry } from './form-fields';
import {
  OBJECT_BOOLEAN_FIELDS,
  OBJECT_DATE_FIELDS,
  OBJECT_DETAIL_LABEL_MAX,
  OBJECT_DETAILS_MAX,
  OBJECT_IMAGE_LIST_MAX,
  OBJECT_INTEGER_FIELDS,
  OBJECT_LINK_FIELDS,
  OBJECT_LONG_TEXT_FIELDS,
  OBJECT_LONG_TEXT_MAX,
  OBJECT_MATERIALS_MAX,
  OBJECT_MULTI_REFS,
  OBJECT_NUMBER_FIELDS,
  OBJECT_OTHER_DIMENSIONS_MAX,
  OBJECT_PRODUCTION_YEAR_FIELDS,
  OBJECT_SINGLE_REFS,
  OBJECT_TECHNIQUES_MAX,
  OBJECT_TEXT_FIELDS,
  OBJECT_TEXT_MAX,
} from './object-fields';

/**
 * The collection object (spec 2 sections 3, 4, 5 and 7): the API validates with these schemas
 * and the console's form shows their messages. Which field is which kind, and which names of the
 * PDF's list map onto which field, is `object-fields.ts`.
 */
export const INVENTORY_NUMBER_MESSAGE = 'Inventory Number is required!';
export { DATE_MESSAGE } from './form-fields';
export const LINK_MESSAGE = 'A link starts with http:// or https://.';

const measure = z.number().check(z.minimum(0, 'A measure is 0 or more.'), z.maximum(1e12));
const whole = z.int().check(z.minimum(0, 'A count is 0 or more.'), z.maximum(1e9));

const link = z.string().check(z.trim(), z.maxLength(OBJECT_TEXT_MAX), z.regex(/^https?:\/\/\S+$/iu, LINK_MESSAGE));

/** A file entry of the form's uploads (spec 2 section 3): the service checks the URL is the museum's own. */
export const ObjectFileSchema = FileEntrySchema;
export type ObjectFile = FileEntry;

/** Dimension (a dropdown value of type otherDimensions) -> its value. */
const otherDimensions = z.record(Id, measure).check(
  z.refine((map) => Object.keys(map).length <= OBJECT_OTHER_DIMENSIONS_MAX, `At most ${OBJECT_OTHER_DIMENSIONS_MAX} other dimensions.`),
);

export const DETAIL_LABEL_MESSAGE = `A detail's label is 1 to ${OBJECT_DETAIL_LABEL_MAX} characters without ':'.`;
export const DETAIL_VALUE_MESSAGE = `A detail's value is 1 to ${OBJECT_LONG_TEXT_MAX} characters on one line.`;
/** A labelled detail (object-fields.ts, `OBJECT_DETAILS_MAX`). */
const detail = z.object({
  label: z.string({ error: DETAIL_LABEL_MESSAGE }).check(z.trim(), z.regex(new RegExp(`^[^:\\r\\n]{1,${OBJECT_DETAIL_LABEL_MAX}}$`, 'u'), DETAIL_LABEL_MESSAGE)),
  value: z.string({ error: DETAIL_VALUE_MESSAGE }).check(z.trim(), z.regex(new RegExp(`^[^\\r\\n]{1,${OBJECT_LONG_TEXT_MAX}}$`, 'u'), DETAIL_VALUE_MESSAGE)),
});

const objectInputShape = {
  inventoryNumber: z.string({ error: INVENTORY_NUMBER_MESSAGE }).check(z.trim(), z.minLength(1, INVENTORY_NUMBER_MESSAGE), z.maxLength(OBJECT_TEXT_MAX)),
  ...fieldsOf(OBJECT_TEXT_FIELDS, text(OBJECT_TEXT_MAX)),
  ...fieldsOf(OBJECT_LONG_TEXT_FIELDS, text(OBJECT_LONG_TEXT_MAX)),
  ...fieldsOf(OBJECT_LINK_FIELDS, optional(link)),
  ...fieldsOf(OBJECT_INTEGER_FIELDS, optional(whole)),
  ...fieldsOf(OBJECT_NUMBER_FIELDS, optional(measure)),
  ...fieldsOf(OBJECT_BOOLEAN_FIELDS, optional(z.boolean())),
  ...fieldsOf(OBJECT_DATE_FIELDS, optional(day)),
  ...fieldsOf(Object.keys(OBJECT_SINGLE_REFS) as (keyof typeof OBJECT_SINGLE_REFS)[], optional(Id)),
  material: optional(distinctIds(OBJECT_MATERIALS_MAX, 'materials')),
  technique: optional(distinctIds(OBJECT_TECHNIQUES_MAX, 'techniques')),
  otherDimensions: optional(otherDimensions),
  details: optional(z.array(detail).check(z.maxLength(OBJECT_DETAILS_MAX, `At most ${OBJECT_DETAILS_MAX} details.`))),
  mainImage: optional(ObjectFileSchema),
  imageList: optional(z.array(ObjectFileSchema).check(z.maxLength(OBJECT_IMAGE_LIST_MAX, `At most ${OBJECT_IMAGE_LIST_MAX} images.`))),
};

type ObjectInputShape = z.output<z.ZodMiniObject<typeof objectInputShape>>;

/**
 * Availability (spec 2 section 4): an object is available unless marked otherwise; marking it
 * available clears availabilityPurpose, which only an unavailable object carries.
 */
function applyAvailability<T extends ObjectInputShape>(input: T): T & { available: boolean } {
  const available = input.available ?? true;
  return { ...input, available, availabilityPurpose: available ? undefined : input.availabilityPurpose };
}

/** POST /api/objects. */
export const ObjectCreateSchema = z.pipe(z.object(objectInputShape), z.transform(applyAvailability));
export type ObjectCreate = z.output<typeof ObjectCreateSchema>;

/** PUT /api/objects: the whole record, with its id and the version it was read at. */
export const ObjectUpdateSchema = z.pipe(z.object({ ...objectInputShape, id: Id, version }), z.transform(applyAvailability));
export type ObjectUpdate = z.output<typeof ObjectUpdateSchema>;

const searchText = searchParam;

/** The columns GET /api/objects sorts by (`sort=field[,asc|desc]`); `updatedAt` is the last change. */
export const OBJECT_SORT_FIELDS = ['inventoryNumber', 'objectName', 'objectTitle', 'classification', 'category', 'location', 'locationArea', 'registrationDate', 'quantity', 'updatedAt'] as const;
const valueId = idParam;

/**
 * GET /api/objects (spec 2 section 7): zero-based page and size (section 9), in inventory-number
 * order; `searchAll` over the searched fields; text filters match words of their own field by
 * prefix; classification, category and location are value ids; startDate and endDate bound the
 * registration date, inclusive. producedFrom and producedTo (issue 28) keep the objects whose
 * production date spans a year between them (its earliest..latest overlaps them; an open end, as
 * 'before 1820', reaches every year on its side). `sort` orders by one of OBJECT_SORT_FIELDS (docs/object-search.md).
 * `missing` keeps the objects that lack one of the minimum record's candidate fields (issue 29):
 * which names one is checked by the code the call loads (functions/catalogue/objects/search/missing-filter.ts),
 * as its list here would not fit the objects function's cold-start budget.
 */
export const ObjectListQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), DEFAULT_PAGE),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
  searchAll: searchText,
  inventoryNumber: searchText,
  objectName: searchText,
  objectTitle: searchText,
  description: searchText,
  showcaseNumber: searchText,
  country: searchText,
  century: searchText,
  classification: valueId,
  category: valueId,
  location: valueId,
  startDate: dayParam,
  endDate: dayParam,
  producedFrom: yearParam,
  producedTo: yearParam,
  sort: sortParam(OBJECT_SORT_FIELDS),
  missing: idParam,
  /** Only the objects of this set (issue 29: docs/object-sets.md). */
  setId: idParam,
});
export type ObjectListParams = z.output<typeof ObjectListQuery>;

/** Object pickers take 20 options (spec 2 section 9). */
export const OBJECT_PICKER_SIZE = 20;

/** GET /items/objectNumbers: a picker's options, and the object it holds (`id`). */
export const ObjectNumbersQuery = z.object({
  search: searchText,
  id: idParam,
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), OBJECT_PICKER_SIZE),
});
export type ObjectNumbersParams = z.output<typeof ObjectNumbersQuery>;

export const ObjectNumberSchema = responseSchema(() => z.object({ id: z.string(), inventoryNumber: z.string(), objectName: z.nullable(z.string()) }));

const nullable = <S extends z.ZodMiniType>(schema: S) => z.nullable(schema);
const file = z.object({ uid: z.string(), name: z.string(), url: z.string() });

/**
 * An object as the API answers it: every field present, `null` when empty (a GET body can go
 * back to the PUT as it is). Dropdown fields hold value ids; the console titles them from
 * GET /api/dropdowns.
 */
export const ObjectSchema = responseSchema(() =>
  z.object({
    id: z.string(),
    inventoryNumber: z.string(),
    ...fieldsOf(OBJECT_TEXT_FIELDS, nullable(z.string())),
    ...fieldsOf(OBJECT_LONG_TEXT_FIELDS, nullable(z.string())),
    ...fieldsOf(OBJECT_LINK_FIELDS, nullable(z.string())),
    ...fieldsOf(OBJECT_INTEGER_FIELDS, nullable(z.number())),
    ...fieldsOf(OBJECT_NUMBER_FIELDS, nullable(z.number())),
    ...fieldsOf(OBJECT_PRODUCTION_YEAR_FIELDS, nullable(z.number())),
    ...fieldsOf(OBJECT_BOOLEAN_FIELDS, z.boolean()),
    ...fieldsOf(OBJECT_DATE_FIELDS, nullable(z.string())),
    ...fieldsOf(Object.keys(OBJECT_SINGLE_REFS) as (keyof typeof OBJECT_SINGLE_REFS)[], nullable(z.string())),
    ...fieldsOf(Object.keys(OBJECT_MULTI_REFS) as (keyof typeof OBJECT_MULTI_REFS)[], z.array(z.string())),
    otherDimensions: z.record(z.string(), z.number()),
    details: z.array(z.object({ label: z.string(), value: z.string() })),
    mainImage: nullable(file),
    /** A small WebP of the main image, made by the jobs worker just after the save (docs/thumbnails.md): until then, or if it failed, the address answers 404 and the console shows the main image. */
    thumbnailUrl: nullable(z.string()),
    imageList: z.array(file),
    createdAt: nullable(z.string()),
    updatedAt: nullable(z.string()),
    version: z.number(),
  }),
);
export type CollectionObject = z.infer<typeof ObjectSchema>;

export const ObjectPageSchema = responseSchema(() =>
  z.object({
    content: z.array(ObjectSchema),
    totalElements: z.number(),
    page: z.number(),
    size: z.number(),
  }),
);
