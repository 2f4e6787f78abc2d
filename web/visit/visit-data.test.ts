import { describe, expect, it } from 'vitest';
import type { FullBundle } from '../../shared/schemas/visitor-app';
import { fieldLanguage, findPoi, isRightToLeft, ownName, pickLanguage, poisByGroup, routeOf, textsFor } from './visit-data';

const languages = [
  { code: 'en', title: 'English', default: true, rightToLeft: false },
  { code: 'ar', title: 'Arabic', default: false, rightToLeft: true },
];
const poi = (id: string, title: string, groupId = 'g1', fallback: string[] = []) => ({
  id, groupId, title, subtitle: null, description: 'd', audio: null, fallback, featuredImage: null, images: [], referenceImages: [],
  location: { address: 'Hall 1', latitude: 25.2, longitude: 55.3 }, beaconSensitivityRange: { min: -80, max: -20 }, youtubeLink: null, externalReference: null, linkedItemIds: [], linkedObjects: [],
});
const bundle = (language: string): FullBundle => ({
  format: 1, kind: 'full', museum: 'demo', language, contentVersion: 4,
  config: { museumName: 'Demo Museum', defaultLanguage: 'en', languages, privacyPolicy: false, settings: { about: null, fallback: [], logo: null, icon: null, aboutImage: null, websiteLink: null, mainColour: '#000000' } },
  groups: [{ id: 'g1', title: 'Sea', image: null, beaconUniqueId: null }, { id: 'g2', title: 'Empty', image: null, beaconUniqueId: null }],
  pois: [poi('p2', 'Quadrant', 'g1', ['title']), poi('p1', 'Astrolabe')],
  news: [],
  beacons: [],
});

describe('the visitor page: which page, which language', () => {
  it("names each language in that language, as the switcher lists them; the app's title when the code is not one the browser can name", () => {
    expect(languages.map(ownName)).toEqual(['English', 'العربية']);
    expect(ownName({ code: 'fr', title: 'French', default: false, rightToLeft: false })).toBe('Français');
    expect(ownName({ code: 'x-klingon', title: 'Klingon', default: false, rightToLeft: false })).toBe('Klingon');
  });

  it('knows /visit and /visit/poi/{id} (the QR labels point there); anything else is not found', () => {
    expect(routeOf('/visit')).toEqual({ page: 'home' });
    expect(routeOf('/visit/')).toEqual({ page: 'home' });
    expect(routeOf('/visit/poi/01J%2FX')).toEqual({ page: 'poi', id: '01J/X' });
    expect(routeOf('/visit/poi/')).toEqual({ page: 'missing' });
    expect(routeOf('/visit/news/1')).toEqual({ page: 'missing' });
  });

  it("takes the visitor's choice, else the first browser language the app has, else the app's default", () => {
    expect(pickLanguage('ar', ['en-GB'], languages)).toBe('ar');
    expect(pickLanguage(null, ['fr-FR', 'ar-EG', 'en'], languages)).toBe('ar');
    expect(pickLanguage(null, ['fr-FR', 'de'], languages)).toBe('en');
    // A choice the app no longer offers is forgotten.
    expect(pickLanguage('fr', ['ar'], languages)).toBe('ar');
    expect(pickLanguage(null, [], [])).toBeUndefined();
  });

  it("marks a field the API fell back on as the default language's, with that language's direction", () => {
    const ar = bundle('ar');
    const quadrant = findPoi(ar, 'p2')!;
    expect(fieldLanguage(quadrant, 'title', ar)).toBe('en');
    expect(fieldLanguage(quadrant, 'description', ar)).toBe('ar');
    expect(isRightToLeft(ar, 'ar')).toBe(true);
    expect(isRightToLeft(ar, 'en')).toBe(false);
  });

  it('lists POIs under their groups by title, leaving out empty groups; a POI the bundle lacks is not found', () => {
    expect(poisByGroup(bundle('en')).map((g) => [g.group.title, g.pois.map((p) => p.title)])).toEqual([['Sea', ['Astrolabe', 'Quadrant']]]);
    expect(findPoi(bundle('en'), 'unpublished')).toBeUndefined();
  });

  it("speaks Arabic to Arabic content and English to any other language's", () => {
    expect(textsFor('ar')['visit.notFound.title']).toBe('الصفحة غير موجودة');
    expect(textsFor('fr')['visit.notFound.title']).toBe('Page not found');
  });
});
