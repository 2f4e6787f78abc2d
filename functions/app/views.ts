import { DEFAULT_MAIN_COLOUR } from '../../shared/app-content/constants';
import type { AppBeacon, AppConfig, AppNews, AppPoi, AppPoiGroup, FullBundle } from '../../shared/schemas/visitor-app';
import { isoLanguage } from '../lib/iso-languages';
import type { NewsItem } from '../lib/entities/news';
import type { PoiItem } from '../lib/entities/poi';
import type { PoiGroupItem } from '../lib/entities/poi-group';
import { contentOf } from '../visitor-app/poi-record';
import type { ContentSnapshot, ObjectNames } from './content-snapshot';

/**
 * What leaves for the visitor app (spec 2 section 4): a POI's text in a language is the
 * language's own when that language is published (the default always is), else the default
 * language's; a field the language left empty is the default's too. Each field taken from the
 * default is named in `fallback`. News leave only when published. With `preview` (the museum's
 * preview key, preview mode on) drafts leave too: unpublished languages' texts and news, marked
 * `draft`.
 */
export type View = { language: string; defaultLanguage: string | undefined; preview: boolean };

type File = { url?: string } | undefined;
const urlOf = (file: unknown) => (file as File)?.url ?? null;
const urls = (files: unknown) => ((files ?? []) as File[]).flatMap((f) => (f?.url ? [f.url] : []));
const byId = <T extends { id: string }>(list: T[]) => list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length);

type Entry = Record<string, unknown> & { language: string; state?: string };

/**
 * The fields of the language's entry, each falling back to the default's; `published` says whether
 * the language's own entry may be shown (else only in preview, as a draft).
 */
function texts<F extends string>(entries: Entry[], fields: readonly F[], view: View, published: (e: Entry) => boolean) {
  const own = entries.find((e) => e.language === view.language);
  const base = entries.find((e) => e.language === view.defaultLanguage);
  const isDefault = view.language === view.defaultLanguage;
  const usable = own && (isDefault || published(own) || view.preview) ? own : undefined;
  const values = {} as Record<F, unknown>;
  const fallback: string[] = [];
  let draft = false;
  for (const field of fields) {
    if (usable && filled(usable[field])) {
      values[field] = usable[field];
      if (!isDefault && !published(usable)) draft = true;
    } else if (base && filled(base[field])) {
      values[field] = base[field];
      if (!isDefault) fallback.push(field);
    } else values[field] = null;
  }
  return { values, fallback, draft };
}

const POI_FIELDS = ['title', 'subtitle', 'description', 'audioList'] as const;


export function poiView(item: PoiItem, view: View, objectNames: ObjectNames = new Map()): AppPoi {
  const { values, fallback, draft } = texts(contentOf(item) as Entry[], POI_FIELDS, view, (e) => e.state === 'PUBLISHED');
  const location = item.location as { location: string; latitude: number; longitude: number };
  return {
    id: item.id,
    groupId: item.groupId,
    title: (values.title as string | null) ?? null,
    subtitle: (values.subtitle as string | null) ?? null,
    description: (values.description as string | null) ?? null,
    audio: urls(values.audioList)[0] ?? null,
    fallback: fallback.map((f) => (f === 'audioList' ? 'audio' : f)),
    featuredImage: urlOf(item.featuredImage),
    images: urls(item.imageList),
    referenceImages: urls(item.referenceImageList),
    location: { address: location.location, latitude: location.latitude, longitude: location.longitude },
    beaconSensitivityRange: item.beaconSensitivityRange as { min: number; max: number },
    youtubeLink: item.youtubeLink ?? null,
    externalReference: item.externalReference ?? null,
    linkedItemIds: (item.linkedItemIds ?? []) as string[],
    linkedObjects: ((item.linkedItemIds ?? []) as string[]).flatMap((id) => {
      const name = objectNames.get(id);
      return name ? [{ id, name }] : [];
    }),
    ...(draft ? { draft: true } : {}),
  };
}

/** News: only published ones, unless in preview. */
export function newsView(item: NewsItem, view: View): AppNews | undefined {
  if (!item.published && !view.preview) return undefined;
  // A news item's texts have no state of their own: the item's Published switch is theirs.
  const { values, fallback } = texts(item.content as Entry[], ['title', 'description'] as const, view, () => true);
  return {
    id: item.id,
    date: item.date,
    title: (values.title as string | null) ?? null,
    description: (values.description as string | null) ?? null,
    image: urlOf(item.image),
    fallback,
    ...(!item.published ? { draft: true } : {}),
  };
}

export function groupView(item: PoiGroupItem): AppPoiGroup {
  return { id: item.id, title: item.title, image: urlOf(item.image), beaconUniqueId: item.beaconUniqueId ?? null };
}

/** Each assigned beacon to its POI (with the POI's detection range) or its group, when that still exists. */
export function beaconMap(snapshot: ContentSnapshot): AppBeacon[] {
  const pois = new Map(snapshot.pois.map((p) => [p.id, p]));
  const groups = new Set(snapshot.groups.map((g) => g.id));
  return snapshot.beacons
    .flatMap((b): AppBeacon[] => {
      const poi = b.poiId ? pois.get(b.poiId) : undefined;
      if (poi) return [{ uniqueId: b.uniqueId, poiId: poi.id, groupId: null, detectionRange: poi.beaconSensitivityRange as { min: number; max: number } }];
      if (b.groupId && groups.has(b.groupId)) return [{ uniqueId: b.uniqueId, poiId: null, groupId: b.groupId, detectionRange: null }];
      return [];
    })
    .sort((a, b) => (a.uniqueId < b.uniqueId ? -1 : 1));
}

export function configView(snapshot: ContentSnapshot, view: View): FullBundle['config'] {
  const { languages, settings } = snapshot;
  const { values, fallback } = texts((settings?.content ?? []) as Entry[], ['description'] as const, view, () => true);
  return {
    museumName: snapshot.museumName,
    defaultLanguage: languages.defaultCode ?? null,
    languages: languages.codes.map((code) => ({
      code,
      title: isoLanguage(code)?.title ?? code,
      default: code === languages.defaultCode,
      rightToLeft: languages.rightToLeft.has(code),
    })),
    settings: {
      about: (values.description as string | null) ?? null,
      fallback: fallback.map(() => 'about'),
      logo: urlOf(settings?.image),
      icon: urlOf(settings?.icon),
      aboutImage: urlOf(settings?.aboutImage),
      websiteLink: settings?.websiteLink ?? null,
      mainColour: settings?.mainColour ?? DEFAULT_MAIN_COLOUR,
    },
    privacyPolicy: Boolean((settings?.privacyPolicy as { enabled?: boolean } | undefined)?.enabled),
  };
}

export function appConfig(snapshot: ContentSnapshot, view: View): AppConfig {
  return { museum: snapshot.tenant, contentVersion: snapshot.version, language: view.language, ...configView(snapshot, view) };
}

/** Everything of one language, each list by id (so equal content is an equal document). */
export function fullBundle(snapshot: ContentSnapshot, view: View, format: number): FullBundle {
  return {
    format,
    kind: 'full',
    museum: snapshot.tenant,
    language: view.language,
    contentVersion: snapshot.version,
    config: configView(snapshot, view),
    groups: byId(snapshot.groups.map(groupView)),
    pois: byId(snapshot.pois.map((p) => poiView(p, view, snapshot.objectNames))),
    news: byId(snapshot.news.flatMap((n) => newsView(n, view) ?? [])),
    beacons: beaconMap(snapshot),
  };
}
