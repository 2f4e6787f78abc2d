import * as z from 'zod/mini';
import { APP_TEXT_MAX, DEFAULT_MAIN_COLOUR } from '../app-content/constants';
import { optional, responseSchema } from './common';
import { contentList, LanguageCode, singleFile } from './app-content';
import { text } from './form-fields';

/**
 * The visitor app's settings (spec 2 sections 3, 5 and 7): one record per museum, saved whole by
 * POST. `version` is the one read (0 before the first save): two staff saving at once cannot
 * overwrite each other unseen.
 */
export const AboutContentInput = z.object({ language: LanguageCode, description: text(APP_TEXT_MAX) });
export type AboutContent = z.output<typeof AboutContentInput>;

const COLOUR_MESSAGE = 'A colour is written #rrggbb.';
export const AppSettingsInputSchema = z.pipe(
  z.transform((v: unknown) => {
    // The GET's answer holds the texts under `data`: taken back as they are.
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const { data, ...rest } = v as Record<string, unknown>;
    const content = data && typeof data === 'object' ? (data as { content?: unknown }).content : undefined;
    return content !== undefined && rest.content === undefined ? { ...rest, content } : rest;
  }),
  z.object({
    content: contentList(AboutContentInput),
    image: singleFile,
    icon: singleFile,
    aboutImage: singleFile,
    websiteLink: optional(z.pipe(z.string().check(z.trim(), z.maxLength(500)), z.transform((v) => v || undefined))).check(
      z.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/u.test(v), 'A website starts with https:// or http://.'),
    ),
    /**
     * A hosted MapLibre style for the console's POI map (Amazon Location Service or any style
     * URL), HTTPS only; without one the map draws the country shapes it ships with.
     */
    mapStyleUrl: optional(z.pipe(z.string().check(z.trim(), z.maxLength(2000)), z.transform((v) => v || undefined))).check(
      z.refine((v) => v === undefined || /^https:\/\/[^\s]+$/u.test(v), 'A map style is named by an https:// address.'),
    ),
    mainColour: z._default(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/u, COLOUR_MESSAGE)), DEFAULT_MAIN_COLOUR),
    previewModeOn: z._default(z.boolean(), false),
    version: z._default(z.number().check(z.int(), z.minimum(0)), 0),
  }),
);
export type AppSettingsInput = z.output<typeof AppSettingsInputSchema>;

const file = () => z.nullable(z.object({ url: z.string(), uid: z.optional(z.string()), name: z.optional(z.string()) }));
export const AppSettingsSchema = responseSchema(() =>
  z.object({
    /** null until the settings are first saved. */
    id: z.nullable(z.string()),
    version: z.number(),
    data: z.object({ content: z.array(z.object({ language: z.string(), description: z.nullable(z.string()) })) }),
    image: file(),
    icon: file(),
    aboutImage: file(),
    websiteLink: z.nullable(z.string()),
    mapStyleUrl: z.nullable(z.string()),
    mainColour: z.string(),
    previewModeOn: z.boolean(),
  }),
);
export type AppSettingsDto = z.infer<typeof AppSettingsSchema>;
