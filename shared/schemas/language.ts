import * as z from 'zod/mini';
import { Id, optional, SearchText, requiredText, version, responseSchema } from './common';

/**
 * App languages (spec 1 sections 3 and 7): apart from the reference lists and dropdowns of
 * `vocabulary.ts`, so a route that answers languages (the POIs' tabs) loads only these.
 */
const id = Id;

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
