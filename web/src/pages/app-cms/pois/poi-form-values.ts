import { APP_MESSAGES, BEACON_RANGE } from '../../../../../shared/app-content/constants';
import { poiContentRule } from '../../../../../shared/app-content/content-rules';
import type { ContentState } from '../../../../../shared/app-content/constants';
import type { PoiDto } from '../../../../../shared/schemas/poi';
import type { FieldErrors } from '../../../components/forms/schema-errors';
import type { AppFileValue } from '../common/app-files-field';
import { contentErrors, contentOf, textsOf, type LanguageTexts } from '../common/language-texts';
import type { AppLanguage } from '../common/use-app-languages';
import type { DetectionRange } from './detection-range-field';
import type { LinkedItem } from './linked-items-field';

/** One language tab of the POI form; `published` is the switch (the default language has none). */
export type PoiTexts = { title: string; subtitle: string; description: string; audioList: AppFileValue[]; published: boolean };

export type PoiFormValues = {
  groupId: string;
  range: DetectionRange;
  youtubeLink: string;
  address: string;
  /** As typed: the fields and the map meet in these, parsed on save. */
  latitude: string;
  longitude: string;
  externalReference: string;
  linkedItems: LinkedItem[];
  featuredImage: AppFileValue[];
  imageList: AppFileValue[];
  referenceImageList: AppFileValue[];
  texts: LanguageTexts<PoiTexts>;
};

type Complete = PoiDto & { linkedItems?: { id: string; objectName: string }[] };

export function poiFormValues(poi: Complete | undefined, languages: readonly AppLanguage[]): PoiFormValues {
  const d = poi?.data;
  return {
    groupId: d?.group?.id ?? '',
    range: d?.beaconSensitivityRange ?? { min: BEACON_RANGE.defaultMin, max: BEACON_RANGE.defaultMax },
    youtubeLink: d?.youtubeLink ?? '',
    address: d?.location.location ?? '',
    latitude: d ? String(d.location.latitude) : '',
    longitude: d ? String(d.location.longitude) : '',
    externalReference: d?.externalReference ?? '',
    linkedItems: (poi?.linkedItems ?? []).map((i) => ({ id: i.id, label: i.objectName })),
    featuredImage: d?.featuredImage ? [d.featuredImage] : [],
    imageList: d?.imageList ?? [],
    referenceImageList: d?.referenceImageList ?? [],
    texts: textsOf(d?.content ?? [], languages, (c) => ({
      title: c?.title ?? '',
      subtitle: c?.subtitle ?? '',
      description: c?.description ?? '',
      audioList: c?.audioList ?? [],
      published: c?.state === 'PUBLISHED',
    })),
  };
}

/**
 * A language's state (spec 2 section 4): PUBLISHED when its switch is on, or for the default
 * language, which has no switch; otherwise INHERITED ('Inherit from Default').
 */
export const stateOf = (texts: PoiTexts, language: AppLanguage): ContentState => (language.isDefault || texts.published ? 'PUBLISHED' : 'INHERITED');

/** A coordinate as typed: a number in range, or the spec's message. */
function coordinateError(typed: string, limit: number, required: string, range: string): string | undefined {
  if (typed.trim() === '') return required;
  const n = Number(typed);
  return Number.isFinite(n) && Math.abs(n) <= limit ? undefined : range;
}

/** The checks of spec 2 section 5, under the keys the API reports them by. */
export function poiFormErrors(values: PoiFormValues, languages: readonly AppLanguage[]): FieldErrors {
  const errors: Record<string, string> = {};
  if (!values.groupId) errors.group = APP_MESSAGES.poiGroupRequired;
  if (!values.address.trim()) errors['location.location'] = APP_MESSAGES.addressRequired;
  const lat = coordinateError(values.latitude, 90, APP_MESSAGES.latitudeRequired, APP_MESSAGES.latitudeRange);
  if (lat) errors['location.latitude'] = lat;
  const lng = coordinateError(values.longitude, 180, APP_MESSAGES.longitudeRequired, APP_MESSAGES.longitudeRange);
  if (lng) errors['location.longitude'] = lng;
  const withState = Object.fromEntries(languages.flatMap((l) => (values.texts[l.code] ? [[l.code, { ...values.texts[l.code], state: stateOf(values.texts[l.code], l) }]] : [])));
  return { ...errors, ...contentErrors(withState, languages, poiContentRule) };
}

/** The save payload of spec 2 section 7. */
export function poiPayload(values: PoiFormValues, languages: readonly AppLanguage[]) {
  return {
    content: contentOf(values.texts, languages, (language, c) => ({
      language,
      title: c.title,
      subtitle: c.subtitle,
      description: c.description,
      audioList: c.audioList,
      state: stateOf(c, languages.find((l) => l.code === language)!),
    })),
    externalReference: values.externalReference,
    imageList: values.imageList,
    referenceImageList: values.referenceImageList,
    featuredImage: values.featuredImage[0],
    group: { id: values.groupId },
    linkedItemIds: values.linkedItems.map((i) => i.id),
    beaconSensitivityRange: values.range,
    location: { location: values.address, latitude: Number(values.latitude), longitude: Number(values.longitude) },
    youtubeLink: values.youtubeLink,
  };
}
