import type { PoiContent, PoiDto } from '../../shared/schemas/poi';
import type { AppLanguages } from '../lib/app-content/app-languages';
import { spaced } from '../lib/app-content/content-index';
import type { PoiItem } from '../lib/entities/poi';
import { normaliseText, terms } from '../lib/search/normalise';
import type { SearchDoc } from '../lib/search/search-doc';

/** How a POI's stored content reads: the list, the search document, the language checks. */
export type StoredContent = PoiContent & { state: 'PUBLISHED' | 'INHERITED' };

export const contentOf = (item: Pick<PoiItem, 'content'>) => (item.content ?? []) as StoredContent[];

/** A language has content when its title and description are written (what the app shows). */
export const hasContent = (entry: StoredContent) => Boolean(entry.title && entry.description);

/** The POI's title in the default language, or its first title, for lists and options. */
export function poiTitle(item: Pick<PoiItem, 'content' | 'id'>, defaultCode: string | undefined): string {
  const content = contentOf(item);
  return content.find((c) => c.language === defaultCode)?.title ?? content.find((c) => c.title)?.title ?? item.id;
}

/**
 * A POI's search document: found by the words of its titles in every language; filtered by its
 * group and beacon (exact), the languages it has content in and its linked items (`text`, tested
 * with `has`); listed by its default title.
 */
export function poiSearchDoc(item: PoiItem, defaultCode: string | undefined): SearchDoc {
  const content = contentOf(item);
  const title = poiTitle(item, defaultCode);
  return {
    id: item.id,
    terms: [...new Set(content.flatMap((c) => terms(c.title)))],
    exact: { group: item.groupId, ...(item.beaconId ? { beacon: item.beaconId } : {}) },
    text: { languages: spaced(content.filter(hasContent).map((c) => c.language)), items: spaced((item.linkedItemIds ?? []) as string[]) },
    number: item.externalReference ?? '',
    name: title,
    sort: normaliseText(title),
  };
}

type File = { url: string; uid?: string; name?: string };

export function toPoiDto(item: PoiItem, groupTitle: string | undefined, languages: Pick<AppLanguages, 'defaultCode'>): PoiDto {
  return {
    id: item.id,
    version: item.version,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    data: {
      content: contentOf(item).map((c) => ({
        language: c.language,
        title: c.title ?? null,
        subtitle: c.subtitle ?? null,
        description: c.description ?? null,
        audioList: c.audioList ?? [],
        // The default language is always published (spec 2 section 4), whatever it was saved as.
        state: c.language === languages.defaultCode ? 'PUBLISHED' : c.state,
      })),
      externalReference: item.externalReference ?? null,
      imageList: (item.imageList ?? []) as File[],
      referenceImageList: (item.referenceImageList ?? []) as File[],
      featuredImage: (item.featuredImage as File | undefined) ?? null,
      group: { id: item.groupId, title: groupTitle ?? '' },
      linkedItemIds: (item.linkedItemIds ?? []) as string[],
      beaconSensitivityRange: item.beaconSensitivityRange as { min: number; max: number },
      location: item.location as { location: string; latitude: number; longitude: number },
      youtubeLink: item.youtubeLink ?? null,
      beaconId: item.beaconId ?? null,
      beaconUniqueId: item.beaconUniqueId ?? null,
    },
  };
}
