import * as z from 'zod/mini';
import {
  APP_MESSAGES,
  BEACON_RANGE,
  POI_DESCRIPTION_MAX,
  POI_IMAGES_MAX,
  POI_LINKED_ITEMS_MAX,
  POI_REFERENCE_IMAGES_MAX,
  POI_SUBTITLE_MAX,
  POI_TITLE_MAX,
} from '../app-content/constants';
import { Id, optional, responseSchema, SearchText, version } from './common';
import { acceptingRead, ContentStateSchema, contentList, fileList, LanguageCode, listPaging, pageOf, singleFile } from './app-content';
import { idParam, searchParam, text } from './form-fields';

/** POIs (spec 2 sections 3, 5 and 7): the save payload, the record as the API answers it, the list's query. */

export const PoiContentInput = z.object({
  language: LanguageCode,
  title: text(POI_TITLE_MAX),
  subtitle: text(POI_SUBTITLE_MAX),
  description: text(POI_DESCRIPTION_MAX),
  audioList: fileList(1, 'audio file'),
  state: z.optional(ContentStateSchema),
});
export type PoiContent = z.output<typeof PoiContentInput>;

const rangeValue = z.number().check(z.int(), z.minimum(BEACON_RANGE.min, `The range is between ${BEACON_RANGE.min} and ${BEACON_RANGE.max} dBm.`), z.maximum(BEACON_RANGE.max, `The range is between ${BEACON_RANGE.min} and ${BEACON_RANGE.max} dBm.`));
export const BeaconRangeSchema = z.object({ min: rangeValue, max: rangeValue }).check(z.refine((r) => r.min <= r.max, 'The range starts at its weaker end (min is at most max).'));

const coordinate = (required: string, range: string, limit: number) =>
  z.number({ error: required }).check(z.minimum(-limit, range), z.maximum(limit, range));

export const PoiLocationSchema = z.object({
  location: z.string({ error: APP_MESSAGES.addressRequired }).check(z.trim(), z.minLength(1, APP_MESSAGES.addressRequired), z.maxLength(POI_TITLE_MAX)),
  latitude: coordinate(APP_MESSAGES.latitudeRequired, APP_MESSAGES.latitudeRange, 90),
  longitude: coordinate(APP_MESSAGES.longitudeRequired, APP_MESSAGES.longitudeRange, 180),
});

/**
 * `POST /objects/{id}/poi` (issue 31): what a POI made from an object needs beyond the object. The
 * place is optional, field by field: what is left out comes from the object's location and the
 * group's latest POI (docs/app-cms.md#a-poi-from-an-object).
 */
export const PoiFromObjectSchema = z.object({
  group: z.object({ id: Id }, { error: APP_MESSAGES.poiGroupRequired }),
  location: z.optional(z.object({ location: z.optional(PoiLocationSchema.shape.location), latitude: z.optional(PoiLocationSchema.shape.latitude), longitude: z.optional(PoiLocationSchema.shape.longitude) })),
});
export type PoiFromObject = z.output<typeof PoiFromObjectSchema>;

const youtubeLink = optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(500)),
    z.transform((v) => v || undefined),
  ),
).check(z.refine((v) => v === undefined || /^https:\/\/[^\s]+$/u.test(v), 'A video link starts with https://.'));

const poiFields = {
  content: contentList(PoiContentInput),
  externalReference: text(240),
  imageList: fileList(POI_IMAGES_MAX, 'images'),
  referenceImageList: fileList(POI_REFERENCE_IMAGES_MAX, 'reference images'),
  featuredImage: singleFile,
  group: z.object({ id: Id }, { error: APP_MESSAGES.poiGroupRequired }),
  linkedItemIds: z._default(
    z.array(Id).check(
      z.maxLength(POI_LINKED_ITEMS_MAX, `Link at most ${POI_LINKED_ITEMS_MAX} items.`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Link each item once.'),
    ),
    [],
  ),
  beaconSensitivityRange: z._default(BeaconRangeSchema, { min: BEACON_RANGE.defaultMin, max: BEACON_RANGE.defaultMax }),
  location: z.object(PoiLocationSchema.shape, { error: APP_MESSAGES.addressRequired }),
  youtubeLink,
};

export const PoiCreateSchema = acceptingRead(z.object(poiFields));
export const PoiUpdateSchema = acceptingRead(z.object({ ...poiFields, version }));
export type PoiInput = z.output<typeof PoiCreateSchema>;
export type PoiUpdate = z.output<typeof PoiUpdateSchema>;

export const PoiListQuery = z.object({ ...listPaging, title: searchParam, value: z.optional(SearchText), groupId: idParam, itemId: idParam, language: idParam });
export type PoiListParams = z.output<typeof PoiListQuery>;

export const PoiDropdownQuery = z.object({ notAssignedToBeacon: z.optional(z.enum(['true', 'false'])), value: searchParam });
export const PoiLanguagesQuery = z.object({ value: searchParam });

const FileOut = () => z.object({ url: z.string(), uid: z.optional(z.string()), name: z.optional(z.string()) });

const poiShape = () => ({
    id: z.string(),
    version: z.number(),
    createdAt: z.optional(z.string()),
    updatedAt: z.optional(z.string()),
    data: z.object({
      content: z.array(
        z.object({
          language: z.string(),
          title: z.nullable(z.string()),
          subtitle: z.nullable(z.string()),
          description: z.nullable(z.string()),
          audioList: z.array(FileOut()),
          state: ContentStateSchema,
        }),
      ),
      externalReference: z.nullable(z.string()),
      imageList: z.array(FileOut()),
      referenceImageList: z.array(FileOut()),
      featuredImage: z.nullable(FileOut()),
      group: z.nullable(z.object({ id: z.string(), title: z.string() })),
      linkedItemIds: z.array(z.string()),
      beaconSensitivityRange: z.object({ min: z.number(), max: z.number() }),
      location: z.object({ location: z.string(), latitude: z.number(), longitude: z.number() }),
      youtubeLink: z.nullable(z.string()),
      beaconId: z.nullable(z.string()),
      beaconUniqueId: z.nullable(z.string()),
    }),
});
export const PoiSchema = responseSchema(() => z.object(poiShape()));
export type PoiDto = z.infer<typeof PoiSchema>;
export const PoiPageSchema = pageOf(() => PoiSchema);

/** `/{id}/complete`: the POI with what it points at, spelled out for the form. */
export const PoiCompleteSchema = responseSchema(() =>
  z.object({
    ...poiShape(),
    linkedItems: z.array(z.object({ id: z.string(), objectName: z.string() })),
    beacon: z.nullable(z.object({ id: z.string(), uniqueId: z.string() })),
  }),
);

export const PoiOptionSchema = responseSchema(() => z.object({ id: z.string(), title: z.string(), beaconId: z.nullable(z.string()) }));
