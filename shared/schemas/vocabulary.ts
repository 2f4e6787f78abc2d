import * as z from 'zod/mini';
import { requiredMessage, VOCABULARY_VALUE_MAX } from '../vocabularies';
import { Id, optional, SearchText, requiredText, version, responseSchema } from './common';

/**
 * Reference lists, dropdowns and app languages (spec 1 sections 3 and 7, spec 2 sections 3 and 7):
 * the API validates requests with these schemas and the console parses answers with them.
 */
const id = Id;
const ref = z.object({ id });

export const COLOUR_MESSAGE = 'A colour is a hex code such as #9B9B9B.';
export const ColourSchema = z.string({ error: COLOUR_MESSAGE }).check(z.regex(/^#[0-9a-fA-F]{6}$/u, COLOUR_MESSAGE));

const referenceEntryShape = (column: string) => ({
  value: requiredText(requiredMessage(column), VOCABULARY_VALUE_MAX),
  color: optional(ColourSchema),
  category: optional(ref),
  materialCategory: optional(ref),
});

/** POST /specifications/{list}: `column` is the list's column title, for the required message. */
export function referenceEntryCreate(column: string) {
  return z.object(referenceEntryShape(column));
}

/** PUT /specifications/{list}/{id}: the same, at the version the caller read. */
export function referenceEntryUpdate(column: string) {
  return z.object({ ...referenceEntryShape(column), version });
}
export type ReferenceEntryInput = z.infer<ReturnType<typeof referenceEntryCreate>> & { version?: number };

/** GET /specifications/{list}: `value` searches; `categoryId` picks a child list's parent. */
export const ReferenceQuerySchema = z.object({
  value: z.optional(SearchText),
  categoryId: z.optional(Id),
});

export const ReferenceEntrySchema = responseSchema(() =>
  z.object({
    id: z.string(),
    value: z.string(),
    color: z.optional(z.nullable(z.string())),
    category: z.optional(ref),
    materialCategory: z.optional(ref),
    /** How many records and child values use the value: a value in use cannot be deleted. */
    usage: z.number(),
    version: z.number(),
  }),
);
export type ReferenceEntry = z.infer<typeof ReferenceEntrySchema>;

export const DROPDOWN_TITLE_MESSAGE = 'Title is required.';

/** POST /api/dropdowns and PUT /api/dropdowns/{id} (spec 2 section 7). */
const dropdownInputShape = {
  title: requiredText(DROPDOWN_TITLE_MESSAGE, VOCABULARY_VALUE_MAX),
  dropdownType: requiredText('Choose the dropdown type.', 100),
  parentId: optional(id),
  /** Condition values only: counted by the dashboard's Objects in Bad Condition. */
  badCondition: optional(z.boolean({ error: 'badCondition is true or false.' })),
};
export const DropdownCreateSchema = z.object(dropdownInputShape);
export const DropdownUpdateSchema = z.object({ ...dropdownInputShape, version });
export type DropdownInput = z.infer<typeof DropdownCreateSchema> & { version?: number };

export const DropdownQuerySchema = z.object({
  dropdownType: z.optional(Id),
  parentId: z.optional(Id),
});

const dropdownOptionShape = {
  id: z.string(),
  title: z.string(),
  dropdownType: z.string(),
  parentId: z.optional(z.nullable(z.string())),
  usage: z.number(),
  /** Condition values: counted by the dashboard's Objects in Bad Condition (always sent; absent reads as false). */
  badCondition: z.optional(z.boolean()),
  version: z.number(),
};
export const DropdownChildSchema = responseSchema(() => z.object(dropdownOptionShape));
export const DropdownOptionSchema = responseSchema(() => z.object({ ...dropdownOptionShape, children: z.array(DropdownChildSchema) }));
export type DropdownOption = z.infer<typeof DropdownOptionSchema>;

export const DropdownTypeSchema = responseSchema(() =>
  z.object({
    name: z.string(),
    title: z.string(),
    child: z.optional(z.nullable(z.string())),
    parent: z.optional(z.nullable(z.string())),
  }),
);
export type DropdownType = z.infer<typeof DropdownTypeSchema>;

export const IsoLanguageSchema = responseSchema(() => z.object({ id: z.string(), title: z.string(), code: z.string() }));
export type IsoLanguage = z.infer<typeof IsoLanguageSchema>;

const LANGUAGE_REQUIRED = 'Select a language.';
const languageShape = {
  isoLanguageId: optional(requiredText(LANGUAGE_REQUIRED, 10)),
  usedInMobileApp: optional(z.boolean()),
  defaultInMobileApp: optional(z.boolean()),
  directionRightToLeft: optional(z.boolean()),
};

/** A save that names neither the language nor a flag would change nothing: it is refused. */
type LanguageFields = { isoLanguageId?: string; usedInMobileApp?: boolean; defaultInMobileApp?: boolean; directionRightToLeft?: boolean };
const namesAChange = z.refine<LanguageFields>(
  (v) =>
    v.isoLanguageId !== undefined || v.usedInMobileApp !== undefined || v.defaultInMobileApp !== undefined || v.directionRightToLeft !== undefined,
  { message: 'Name the language or a flag to change.' },
);

/**
 * The save payload of spec 1 section 3; flags left out keep their value (false on a new
 * language). An update names the version it was made against.
 */
export const LanguageInputSchema = z.object({ ...languageShape, version }).check(namesAChange);
export type LanguageInput = z.infer<typeof LanguageInputSchema>;

export const LanguageCreateSchema = z.object({ ...languageShape, isoLanguageId: requiredText(LANGUAGE_REQUIRED, 10) });

/** `PUT /api/languages` carries the id in the body (spec 1 section 7). */
export const LanguageUpdateSchema = z.object({ ...languageShape, version, id }).check(namesAChange);

export const LanguageQuery = z.object({ value: z.optional(SearchText) });

export const LanguageSchema = responseSchema(() =>
  z.object({
    id: z.string(),
    isoLanguage: IsoLanguageSchema,
    usedInMobileApp: z.boolean(),
    defaultInMobileApp: z.boolean(),
    directionRightToLeft: z.boolean(),
    version: z.number(),
  }),
);
export type Language = z.infer<typeof LanguageSchema>;

/** A POI the language save names (spec 1 section 8): the console links to /updatePoi/{id}. */
export const PendingPoiSchema = z.object({ id: z.string(), title: z.string() });
export type PendingPoi = z.infer<typeof PendingPoiSchema>;
export const PendingContentPayloadSchema = z.object({ items: z.array(PendingPoiSchema).check(z.minLength(1)) });

/** GET /api/dropdowns: one type's options, or every type's keyed by type. */
export const DropdownListSchema = responseSchema(() => z.union([z.array(DropdownOptionSchema), z.record(z.string(), z.array(DropdownOptionSchema))]));
