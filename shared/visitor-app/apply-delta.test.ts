import { describe, expect, it } from 'vitest';
import type { DeltaBundle, FullBundle } from '../schemas/visitor-app';
import { applyBundleDelta } from './apply-delta';

const poi = (id: string, title: string) => ({
  id, groupId: 'g', title, subtitle: null, description: 'd', audio: null, fallback: [], featuredImage: null, images: [], referenceImages: [],
  location: { address: 'a', latitude: 1, longitude: 2 }, beaconSensitivityRange: { min: -80, max: -20 }, youtubeLink: null, externalReference: null, linkedItemIds: [], linkedObjects: [],
});
const config = { museumName: 'Museum', defaultLanguage: 'en', languages: [], settings: { about: null, fallback: [], logo: null, icon: null, aboutImage: null, websiteLink: null, mainColour: '#ffffff' }, privacyPolicy: false };
const bundle: FullBundle = { format: 1, kind: 'full', museum: 'm', language: 'en', contentVersion: 4, config, groups: [], pois: [poi('a', 'A'), poi('c', 'C')], news: [{ id: 'n', date: '2026-01-01', title: 't', description: 'd', image: null, fallback: [] }], beacons: [] };
const delta = (over: Partial<DeltaBundle>): DeltaBundle => ({
  format: 1, kind: 'delta', museum: 'm', language: 'en', contentVersion: 6, since: 4,
  upserts: { groups: [], pois: [], news: [] }, deletions: { groups: [], pois: [], news: [] }, ...over,
});

describe('applyBundleDelta', () => {
  it('puts records by id in id order, removes the deleted ones and moves the version', () => {
    const next = applyBundleDelta(bundle, delta({ upserts: { groups: [], pois: [poi('b', 'B'), poi('c', 'C2')], news: [] }, deletions: { groups: [], pois: ['a'], news: ['n'] } }));
    expect(next.pois.map((p) => [p.id, p.title])).toEqual([['b', 'B'], ['c', 'C2']]);
    expect(next.news).toEqual([]);
    expect(next.contentVersion).toBe(6);
    expect(next.config).toBe(bundle.config);
  });

  it('replaces the config and the beacon map only when the delta carries them', () => {
    const beacons = [{ uniqueId: 'b1', poiId: 'c', groupId: null, detectionRange: { min: -80, max: -20 } }];
    const next = applyBundleDelta(bundle, delta({ config: { ...config, privacyPolicy: true }, beacons }));
    expect(next.config.privacyPolicy).toBe(true);
    expect(next.beacons).toEqual(beacons);
  });

  it('takes a full answer as it is, and refuses a delta from another version or language', () => {
    const full = { ...bundle, contentVersion: 9 };
    expect(applyBundleDelta(bundle, full)).toBe(full);
    expect(() => applyBundleDelta(bundle, delta({ since: 3 }))).toThrow(/version 3/);
    expect(() => applyBundleDelta(bundle, delta({ language: 'ar' }))).toThrow(/ar/);
  });
});
