import { describe, expect, it, vi } from 'vitest';
import type { DeltaBundle, FullBundle } from '../../shared/schemas/visitor-app';
import { keepBundle } from './bundle-keeper';

const poi = (id: string, title: string) => ({
  id, groupId: 'g1', title, subtitle: null, description: null, audio: null, fallback: [], featuredImage: null, images: [], referenceImages: [],
  location: { address: 'Hall', latitude: 1, longitude: 2 }, beaconSensitivityRange: { min: -80, max: -20 }, youtubeLink: null, externalReference: null, linkedItemIds: [], linkedObjects: [],
});
const full = (contentVersion: number, pois: ReturnType<typeof poi>[]): FullBundle => ({
  format: 1, kind: 'full', museum: 'demo', language: 'en', contentVersion,
  config: { museumName: 'Demo Museum', defaultLanguage: 'en', languages: [], privacyPolicy: false, settings: { about: null, fallback: [], logo: null, icon: null, aboutImage: null, websiteLink: null, mainColour: '#000000' } },
  groups: [], pois, news: [], beacons: [],
});
const delta = (since: number, contentVersion: number, pois: ReturnType<typeof poi>[], deleted: string[] = []): DeltaBundle => ({
  format: 1, kind: 'delta', museum: 'demo', language: 'en', contentVersion, since,
  upserts: { groups: [], pois, news: [] }, deletions: { groups: [], pois: deleted, news: [] },
});

describe("the service worker's copy of a language bundle", () => {
  it('is the whole bundle on the first visit', async () => {
    const fetchBundle = vi.fn(async () => full(3, [poi('a', 'Astrolabe')]));
    expect(await keepBundle(undefined, fetchBundle)).toEqual({ bundle: full(3, [poi('a', 'Astrolabe')]), fresh: true });
    expect(fetchBundle).toHaveBeenCalledWith();
  });

  it('asks only for what changed since its version and applies it (an edit, a new POI, a deleted one)', async () => {
    const kept = full(3, [poi('a', 'Astrolabe'), poi('b', 'Bowl')]);
    const fetchBundle = vi.fn(async () => delta(3, 5, [poi('a', 'Astrolabe, brass'), poi('c', 'Coin')], ['b']));
    const { bundle, fresh } = await keepBundle(kept, fetchBundle);
    expect(fetchBundle).toHaveBeenCalledWith(3);
    expect(fresh).toBe(true);
    expect(bundle).toEqual(full(5, [poi('a', 'Astrolabe, brass'), poi('c', 'Coin')]));
  });

  it('is shown as kept when the network is gone', async () => {
    const kept = full(3, [poi('a', 'Astrolabe')]);
    expect(await keepBundle(kept, async () => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ bundle: kept, fresh: false });
  });

  it('takes the whole bundle again when a delta does not fit its version', async () => {
    const kept = full(3, [poi('a', 'Astrolabe')]);
    const fetchBundle = vi.fn(async (since?: number) => (since === undefined ? full(9, [poi('z', 'Zither')]) : delta(7, 9, [])));
    expect(await keepBundle(kept, fetchBundle)).toEqual({ bundle: full(9, [poi('z', 'Zither')]), fresh: true });
  });
});
