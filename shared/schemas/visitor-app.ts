import * as z from 'zod/mini';
import { APP_PAGE_SIZE_DEFAULT, APP_PAGE_SIZE_MAX } from '../visitor-app/constants';
import { Id, responseSchema } from './common';
import { LanguageCode } from './app-content';

/**
 * The visitor app's API (`/app/v1`, public, the museum from the host): published content only, in
 * one language with the default language's text where a field has none (named in `fallback`).
 * Files are their public URLs. docs/visitor-app.md has the rules.
 */

export const AppLanguageQuery = z.object({ language: z.optional(LanguageCode) });
export const AppPoiListQuery = z.object({
  language: z.optional(LanguageCode),
  groupId: z.optional(Id),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(APP_PAGE_SIZE_MAX)), APP_PAGE_SIZE_DEFAULT),
});
export const BundleParams = z.object({ language: LanguageCode });
export const BundleQuery = z.object({
  since: z.optional(z.coerce.number({ error: 'since is a content version (a whole number).' }).check(z.int('since is a content version (a whole number).'), z.minimum(0, 'since is a content version (a whole number).'))),
});

const url = () => z.nullable(z.string());
/** The names of the fields whose text is the default language's (the requested language has none, or has not published it). */
const fallback = () => z.array(z.string());

export const AppLanguageSchema = z.object({ code: z.string(), title: z.string(), default: z.boolean(), rightToLeft: z.boolean() });

export const AppSettingsViewSchema = z.object({
  about: z.nullable(z.string()),
  fallback: fallback(),
  logo: url(),
  icon: url(),
  aboutImage: url(),
  websiteLink: url(),
  mainColour: z.string(),
});

export const AppConfigSchema = responseSchema(() =>
  z.object({
    museum: z.string(),
    /** The museum's name for visitors (`museum` is its address's slug). */
    museumName: z.string(),
    contentVersion: z.number(),
    language: z.string(),
    defaultLanguage: z.nullable(z.string()),
    languages: z.array(AppLanguageSchema),
    settings: AppSettingsViewSchema,
    /** Whether the museum publishes a privacy policy page (`/policy` on its host). */
    privacyPolicy: z.boolean(),
  }),
);
export type AppConfig = z.output<typeof AppConfigSchema>;

export const AppPoiSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  title: z.nullable(z.string()),
  subtitle: z.nullable(z.string()),
  description: z.nullable(z.string()),
  audio: url(),
  fallback: fallback(),
  featuredImage: url(),
  images: z.array(z.string()),
  referenceImages: z.array(z.string()),
  location: z.object({ address: z.string(), latitude: z.number(), longitude: z.number() }),
  beaconSensitivityRange: z.object({ min: z.number(), max: z.number() }),
  youtubeLink: url(),
  externalReference: url(),
  linkedItemIds: z.array(z.string()),
  /** The linked objects of the collection by name (the visitor page lists them), in `linkedItemIds`' order; an object deleted since is left out. */
  linkedObjects: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Only in preview: the text shown is a draft (a language not published yet). */
  draft: z.optional(z.boolean()),
});
export type AppPoi = z.output<typeof AppPoiSchema>;

export const AppPoiGroupSchema = z.object({ id: z.string(), title: z.string(), image: url(), beaconUniqueId: url() });
export type AppPoiGroup = z.output<typeof AppPoiGroupSchema>;

export const AppNewsSchema = z.object({
  id: z.string(),
  date: z.string(),
  title: z.nullable(z.string()),
  description: z.nullable(z.string()),
  image: url(),
  fallback: fallback(),
  /** Only in preview: the news item is not published. */
  draft: z.optional(z.boolean()),
});
export type AppNews = z.output<typeof AppNewsSchema>;

/** Which POI or group a beacon stands for, with the POI's detection range (RSSI, dBm). */
export const AppBeaconSchema = z.object({
  uniqueId: z.string(),
  poiId: z.nullable(z.string()),
  groupId: z.nullable(z.string()),
  detectionRange: z.nullable(z.object({ min: z.number(), max: z.number() })),
});
export type AppBeacon = z.output<typeof AppBeaconSchema>;

const page = <S extends z.ZodMiniType>(item: S) => z.object({ content: z.array(item), totalElements: z.number(), page: z.number(), size: z.number(), contentVersion: z.number() });
export const AppPoiPageSchema = responseSchema(() => page(AppPoiSchema));
export const AppPoiOneSchema = responseSchema(() => AppPoiSchema);
export const AppGroupListSchema = responseSchema(() => z.object({ content: z.array(AppPoiGroupSchema), contentVersion: z.number() }));
export const AppNewsListSchema = responseSchema(() => z.object({ content: z.array(AppNewsSchema), contentVersion: z.number() }));
export const AppBeaconListSchema = responseSchema(() => z.object({ content: z.array(AppBeaconSchema), contentVersion: z.number() }));

/** Everything the app needs offline in one language. Lists are ordered by id, so equal content is an equal document. */
const bundleShape = {
  format: z.number(),
  museum: z.string(),
  language: z.string(),
  contentVersion: z.number(),
};
export const FullBundleSchema = z.object({
  ...bundleShape,
  kind: z.literal('full'),
  config: z.object({ museumName: z.string(), defaultLanguage: z.nullable(z.string()), languages: z.array(AppLanguageSchema), settings: AppSettingsViewSchema, privacyPolicy: z.boolean() }),
  groups: z.array(AppPoiGroupSchema),
  pois: z.array(AppPoiSchema),
  news: z.array(AppNewsSchema),
  beacons: z.array(AppBeaconSchema),
});
export type FullBundle = z.output<typeof FullBundleSchema>;

/**
 * What changed after `since`: records to put (by id) and ids to remove; `config` and `beacons`
 * whole when they changed (a few hundred bytes each). `applyBundleDelta` applies it.
 */
export const DeltaBundleSchema = z.object({
  ...bundleShape,
  kind: z.literal('delta'),
  since: z.number(),
  config: z.optional(FullBundleSchema.shape.config),
  beacons: z.optional(z.array(AppBeaconSchema)),
  upserts: z.object({ groups: z.array(AppPoiGroupSchema), pois: z.array(AppPoiSchema), news: z.array(AppNewsSchema) }),
  deletions: z.object({ groups: z.array(z.string()), pois: z.array(z.string()), news: z.array(z.string()) }),
});
export type DeltaBundle = z.output<typeof DeltaBundleSchema>;
export const BundleSchema = responseSchema(() => z.union([FullBundleSchema, DeltaBundleSchema]));

/** The files a language's bundle shows, for the app to download once and keep. */
export const BundleManifestSchema = responseSchema(() =>
  z.object({
    museum: z.string(),
    language: z.string(),
    contentVersion: z.number(),
    files: z.array(z.object({ url: z.string(), type: z.enum(['image', 'audio']) })),
  }),
);

/** What the public privacy page shows of the museum's own details (spec 2 section 1). */
const Party = z.object({ name: z.string(), address: z.string(), email: z.string(), phone: z.string() });
export const PrivacyPolicySchema = responseSchema(() => z.object({ museum: z.string(), controller: Party, processor: Party, lastUpdated: z.string() }));
export type PrivacyPolicyDto = z.output<typeof PrivacyPolicySchema>;
