import { beforeAll, describe, expect, it } from 'vitest';
import type { NewsItem } from '../lib/entities/news';
import type { PoiItem } from '../lib/entities/poi';

process.env.TABLE_NAME ??= 'unit-test-table';
let views: typeof import('./views');
beforeAll(async () => {
  views = await import('./views');
});

const poi = (content: Record<string, unknown>[]) =>
  ({
    tenant: 'm', id: 'p1', groupId: 'g1', content, imageList: [{ url: 'https://files/i.png' }], referenceImageList: [], linkedItemIds: [],
    beaconSensitivityRange: { min: -80, max: -20 }, location: { location: 'Hall', latitude: 1, longitude: 2 }, version: 1,
  }) as unknown as PoiItem;
const en = { language: 'en', title: 'Astrolabe', subtitle: 'Brass', description: 'Signed.', audioList: [{ url: 'https://files/a.mp3' }], state: 'PUBLISHED' };
const view = (language: string, preview = false) => ({ language, defaultLanguage: 'en', preview });

describe('what leaves for the visitor app', () => {
  it("takes a published language's own texts, and the default's for each field it left empty, naming them", () => {
    const p = views.poiView(poi([en, { language: 'ar', title: 'الأسطرلاب', description: 'موقع.', state: 'PUBLISHED' }]), view('ar'));
    expect(p).toMatchObject({ title: 'الأسطرلاب', description: 'موقع.', subtitle: 'Brass', audio: 'https://files/a.mp3', fallback: ['subtitle', 'audio'], images: ['https://files/i.png'] });
    expect(p.draft).toBeUndefined();
  });

  it("gives an unpublished language the default's texts, and its own only in preview, marked draft", () => {
    const draft = poi([en, { language: 'ar', title: 'مسودة', description: 'نص', state: 'INHERITED' }]);
    expect(views.poiView(draft, view('ar'))).toMatchObject({ title: 'Astrolabe', fallback: ['title', 'subtitle', 'description', 'audio'] });
    expect(views.poiView(draft, view('ar', true))).toMatchObject({ title: 'مسودة', subtitle: 'Brass', draft: true, fallback: ['subtitle', 'audio'] });
    // The default language is published whatever it was saved as.
    expect(views.poiView(poi([{ ...en, state: 'INHERITED' }]), view('en'))).toMatchObject({ title: 'Astrolabe', fallback: [] });
  });

  it("names the linked objects in the POI's order, leaving out one deleted since", () => {
    const linked = { ...poi([en]), linkedItemIds: ['o2', 'gone', 'o1'] } as unknown as PoiItem;
    const names = new Map([['o1', 'Astrolabe'], ['o2', 'Quadrant']]);
    expect(views.poiView(linked, view('en'), names).linkedObjects).toEqual([{ id: 'o2', name: 'Quadrant' }, { id: 'o1', name: 'Astrolabe' }]);
  });

  it('lets news leave only when published, unless in preview', () => {
    const news = (published: boolean) => ({ id: 'n1', date: '2026-11-20', published, content: [{ language: 'en', title: 'Late opening', description: 'Fridays.' }] }) as unknown as NewsItem;
    expect(views.newsView(news(false), view('fr'))).toBeUndefined();
    expect(views.newsView(news(false), view('en', true))).toMatchObject({ title: 'Late opening', draft: true });
    expect(views.newsView(news(true), view('fr'))).toMatchObject({ title: 'Late opening', fallback: ['title', 'description'] });
  });
});
