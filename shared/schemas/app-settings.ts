import * as z from 'zod/mini';
import { APP_TEXT_MAX, DEFAULT_MAIN_COLOUR } from '../app-content/constants';
import { isAllowedMapStyle, MAP_STYLE_MESSAGE } from '../map-style';
import { PRIVACY_POLICY } from '../visitor-app/constants';
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

/** A party named on the privacy page (spec 2 section 1: the controller's and the processor's contact details). */
const PartyInput = z.object({
  name: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  address: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  email: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  phone: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
});
const EMPTY_PARTY = { name: '', address: '', email: '', phone: '' };
export const PRIVACY_MESSAGES = {
  controllerName: "The controller's name is required.",
  processorName: "The processor's name is required.",
  lastUpdated: 'The last-updated date is required.',
} as const;
/**
 * The museum's public privacy page (off unless turned on): its details. When it is on the
 * controller's and processor's names and the last-updated date are required.
 */
export const PrivacyPolicyInput = z
  .object({
    enabled: z._default(z.boolean(), false),
    controller: z._default(PartyInput, EMPTY_PARTY),
    processor: z._default(PartyInput, EMPTY_PARTY),
    lastUpdated: z._default(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/u, 'A date is written YYYY-MM-DD.')), PRIVACY_POLICY.lastUpdated),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.enabled) return;
      if (!v.controller.name) ctx.addIssue({ code: 'custom', message: PRIVACY_MESSAGES.controllerName, path: ['controller', 'name'], input: v });
      if (!v.processor.name) ctx.addIssue({ code: 'custom', message: PRIVACY_MESSAGES.processorName, path: ['processor', 'name'], input: v });
      if (!v.lastUpdated) ctx.addIssue({ code: 'custom', message: PRIVACY_MESSAGES.lastUpdated, path: ['lastUpdated'], input: v });
    }),
  );
export type PrivacyPolicySettings = z.output<typeof PrivacyPolicyInput>;
export const DEFAULT_PRIVACY_POLICY: PrivacyPolicySettings = { enabled: false, controller: EMPTY_PARTY, processor: EMPTY_PARTY, lastUpdated: PRIVACY_POLICY.lastUpdated };
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
     * A hosted MapLibre style for the console's POI map, from an allowed host (`shared/map-style.ts`);
     * without one the map draws the country shapes it ships with.
     */
    mapStyleUrl: optional(z.pipe(z.string().check(z.trim(), z.maxLength(2000)), z.transform((v) => v || undefined))).check(
      z.refine((v) => v === undefined || isAllowedMapStyle(v), MAP_STYLE_MESSAGE),
    ),
    mainColour: z._default(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/u, COLOUR_MESSAGE)), DEFAULT_MAIN_COLOUR),
    previewModeOn: z._default(z.boolean(), false),
    privacyPolicy: z._default(PrivacyPolicyInput, DEFAULT_PRIVACY_POLICY),
    version: z._default(z.number().check(z.int(), z.minimum(0)), 0),
  }),
);
export type AppSettingsInput = z.output<typeof AppSettingsInputSchema>;

const party = () => z.object({ name: z.string(), address: z.string(), email: z.string(), phone: z.string() });
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
    /** The last characters of the preview key (the key itself is shown once, when rotated); null before the first. */
    previewKeyHint: z.nullable(z.string()),
    privacyPolicy: z.object({
      enabled: z.boolean(),
      controller: party(),
      processor: party(),
      lastUpdated: z.string(),
    }),
  }),
);
export type AppSettingsDto = z.infer<typeof AppSettingsSchema>;

/** A new preview key: shown this once (only its hash is kept). */
export const PreviewKeySchema = responseSchema(() => z.object({ previewKey: z.string(), previewKeyHint: z.string() }));
