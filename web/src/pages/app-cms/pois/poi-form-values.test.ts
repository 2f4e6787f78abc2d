import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../../../../../shared/app-content/constants';
import { PoiCreateSchema, type PoiDto } from '../../../../../shared/schemas/poi';
import type { AppLanguage } from '../common/use-app-languages';
import { poiFormErrors, poiFormValues, poiPayload } from './poi-form-values';

const LANGUAGES: AppLanguage[] = [
  { code: 'en', title: 'English', rightToLeft: false, isDefault: true },
  { code: 'ar', title: 'Arabic', rightToLeft: true, isDefault: false },
];

const STORED: PoiDto = {
  id: 'poi-1',
  version: 3,
  data: {
    content: [
      { language: 'en', title: 'Astrolabe', subtitle: null, description: 'Brass, Toledo, 1067.', audioList: [{ url: 'https://files.example/demo/poiAudio-files/a.mp3' }], state: 'PUBLISHED' },
      { language: 'ar', title: 'الأسطرلاب', subtitle: null, description: null, audioList: [], state: 'INHERITED' },
    ],
    externalReference: 'POI-4',
    imageList: [],
    referenceImageList: [],
    featuredImage: { url: 'https://files.example/demo/poi-images/CROP-1-a.png' },
    group: { id: 'group-1', title: 'Islamic Art' },
    linkedItemIds: [],
    beaconSensitivityRange: { min: -90, max: -30 },
    location: { location: 'Hall 2', latitude: 35.9, longitude: 14.51 },
    youtubeLink: null,
    beaconId: null,
    beaconUniqueId: null,
  },
};

describe('the POI form', () => {
  it('names every missing field of a new POI under the key the API uses, in the spec words', () => {
    const errors = poiFormErrors(poiFormValues(undefined, LANGUAGES), LANGUAGES);
    expect(errors).toEqual({
      group: APP_MESSAGES.poiGroupRequired,
      'location.location': APP_MESSAGES.addressRequired,
      'location.latitude': APP_MESSAGES.latitudeRequired,
      'location.longitude': APP_MESSAGES.longitudeRequired,
      'content.en.title': APP_MESSAGES.titleRequired,
      'content.en.description': APP_MESSAGES.descriptionRequired,
    });
  });

  it('refuses coordinates out of range or not numbers', () => {
    const values = { ...poiFormValues(STORED, LANGUAGES), latitude: '91', longitude: 'east' };
    expect(poiFormErrors(values, LANGUAGES)).toEqual({ 'location.latitude': APP_MESSAGES.latitudeRange, 'location.longitude': APP_MESSAGES.longitudeRange });
  });

  it('requires the texts of a language once it is published', () => {
    const values = poiFormValues(STORED, LANGUAGES);
    expect(poiFormErrors(values, LANGUAGES)).toEqual({});
    values.texts.ar = { ...values.texts.ar, published: true };
    expect(poiFormErrors(values, LANGUAGES)).toEqual({ 'content.ar.description': APP_MESSAGES.descriptionRequired });
  });

  it('sends back what it read: the states, the files and the place, as the API accepts it', () => {
    const payload = poiPayload(poiFormValues(STORED, LANGUAGES), LANGUAGES);
    expect(payload.content.map((c) => [c.language, c.state])).toEqual([
      ['en', 'PUBLISHED'],
      ['ar', 'INHERITED'],
    ]);
    expect(payload.content[0].audioList).toEqual(STORED.data.content[0].audioList);
    expect(payload).toMatchObject({ group: { id: 'group-1' }, location: STORED.data.location, beaconSensitivityRange: { min: -90, max: -30 }, featuredImage: STORED.data.featuredImage });
    expect(PoiCreateSchema.safeParse(payload).success).toBe(true);
  });
});
