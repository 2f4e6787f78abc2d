import * as z from 'zod/mini';
import { requiredMessage, VOCABULARY_VALUE_MAX } from '../vocabularies';
import { Id, optional, SearchText, requiredText, version, responseSchema } from './common';

export * from './language';

/**
 * Reference lists, dropdowns and app languages (spec 1 sections 3 and 7, spec 2 sections 3 and 7):
 * the API validates requests with these schemas and the console parses answers with them. The
 * languages' own are in `language.ts`, re-exported here.
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
export const DROPDOWN_TYPE_MESSAGE = 'Choose the dropdown type.';

const dropdownTitle = requiredText(DROPDOWN_TITLE_MESSAGE, VOCABULARY_VALUE_MAX);
/** A dropdown value's title alone, as the console's value dialog checks it before saving. */
export const DropdownTitleSchema = z.object({ title: dropdownTitle });

/** POST /api/dropdowns and PUT /api/dropdowns/{id} (spec 2 section 7). */
const dropdownInputShape = {
  title: dropdownTitle,
  dropdownType: requiredText(DROPDOWN_TYPE_MESSAGE, 100),
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

/** GET /api/dropdowns: one type's options, or every type's keyed by type. */
export const DropdownListSchema = responseSchema(() => z.union([z.array(DropdownOptionSchema), z.record(z.string(), z.array(DropdownOptionSchema))]));
