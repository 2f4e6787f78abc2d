import { beforeAll, describe, expect, inject, it } from 'vitest';
import { OBJECT_FIELD_LABELS as L } from '../../shared/schemas/object-labels';
import { Api, expectErrorBody, tenantHost } from '../support/api';
import { unique } from './context';
import { bytesOf, csv, importClient, ok, type Row } from './import-client';

/**
 * Production dates and dimensions as museums write them (issue 28): the years derived by the
 * service on every save, the year-range filter of GET /api/objects, the export read back, and a
 * museum's own Date and Dimensions columns imported. A museum of its own: the mapping a museum
 * chose before is proposed first, so its first file must be this file's.
 */
describe('production dates and dimensions as museums write them', () => {
  const slug = unique('pdm').toLowerCase().slice(0, 30);
  let api: Api;
  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    await createTenant({ slug, admin: { username: 'admin', password: 'Dates-Admin-1a' } });
    api = await new Api(inject('stack').port, tenantHost(slug, inject('stack').port)).login('admin', 'Dates-Admin-1a');
  }, 60_000);
  const steps = importClient(() => api);
  const create = async (body: Row) => ok(await api.post('/api/objects', body), 'create object');
  const years = (o: Row) => [o.productionEarliestYear, o.productionLatestYear, o.productionCentury];

  it('keeps the text as written and derives its years on every save, whatever the request says of them', async () => {
    const made = await create({ inventoryNumber: unique('PD-'), productionDate: 'c.1830-5', productionEarliestYear: 1, productionCentury: 99 });
    expect([made.productionDate, ...years(made)]).toEqual(['c.1830-5', 1830, 1835, 19]);
    expect(ok(await api.get(`/api/objects/${made.id}`))).toEqual(made);

    const later = ok(await api.put('/api/objects', { ...made, productionDate: 'late 18th century', productionLatestYear: 2000 }), 'update');
    expect(years(later)).toEqual([1765, 1799, 18]);
    const before = ok(await api.put('/api/objects', { ...later, productionDate: 'before 1820' }), 'update');
    expect(years(before)).toEqual([null, 1820, 19]);
    const unknown = ok(await api.put('/api/objects', { ...before, productionDate: 'date not known' }), 'update');
    expect([unknown.productionDate, ...years(unknown)]).toEqual(['date not known', null, null, null]);
    const cleared = ok(await api.put('/api/objects', { ...unknown, productionDate: '' }), 'update');
    expect([cleared.productionDate, ...years(cleared)]).toEqual([null, null, null, null]);
    // The spec's day field is untouched by all this.
    expect(cleared.date).toBeNull();
    const long = await api.post('/api/objects', { inventoryNumber: unique('PD-'), productionDate: 'x'.repeat(241) });
    expect(long.status).toBe(400);
  });

  it('filters by a year range that the production years overlap, open ends included, from the search index', async () => {
    const word = unique('pdfilter').toLowerCase();
    const dated: Record<string, string> = {};
    for (const text of ['c.1830-5', 'before 1820', 'after 1900', '3rd century BC', 'date not known', '1802']) {
      dated[(await create({ inventoryNumber: unique('PF-'), objectName: `${word} ${text}`, productionDate: text })).id] = text;
    }
    await create({ inventoryNumber: unique('PF-'), objectName: word });
    const found = async (range: string) => {
      const page = ok(await api.get(`/api/objects?searchAll=${word}&size=50&${range}`), range);
      expect(page.totalElements).toBe(page.content.length);
      return (page.content as Row[]).map((o) => dated[o.id] ?? 'none').sort();
    };
    expect(await found('producedFrom=1834&producedTo=1900')).toEqual(['after 1900', 'c.1830-5']);
    expect(await found('producedTo=1810')).toEqual(['1802', '3rd century BC', 'before 1820']);
    expect(await found('producedFrom=1803')).toEqual(['after 1900', 'before 1820', 'c.1830-5']);
    expect(await found('producedFrom=-250&producedTo=-250')).toEqual(['3rd century BC', 'before 1820']);
    expect(await found('producedFrom=1802&producedTo=1802&objectName=1802')).toEqual(['1802']);
    expect(await found('producedFrom=')).toHaveLength(7);
  });

  it('refuses a year that is not a whole number with a 400 in the error body', async () => {
    for (const range of ['producedFrom=abc', 'producedTo=18.5', 'producedFrom=1802-3', 'producedTo=12345']) {
      const res = await api.get(`/api/objects?${range}`);
      expect(res.status, range).toBe(400);
      expectErrorBody(res.body, 400);
      expect(JSON.stringify(res.body), range).toContain(range.split('=')[0]);
    }
  });

  it("imports a museum's Date and Dimensions columns as written, without mapping them by hand", async () => {
    const numbers = [unique('TATE-'), unique('TATE-'), unique('TATE-')];
    const file = csv([
      ['Accession Number', 'Date', 'Dimensions'],
      [numbers[0], 'c.1830–41', 'support: 394 x 489 mm'],
      [numbers[1], 'date not known', "image: 200 x 300 mm\nframe: 500 x 600 x 50 mm"],
      [numbers[2], '1819, printed 1850', '23 x 30 in.'],
    ]);
    const batch = await steps.dryRun('museum.csv', file);
    expect(batch.mapping).toEqual(['inventoryNumber', 'productionDate', 'dimensions']);
    expect(batch.counts).toEqual({ create: 3, update: 0, unchanged: 0, invalid: 0 });
    await steps.commit(batch);
    const saved = await Promise.all(
      numbers.map(async (n) => (ok(await api.get(`/api/objects?inventoryNumber=${n}`)).content as Row[])[0]),
    );
    expect(saved.map((o) => [o.productionDate, ...years(o), o.height, o.width, o.length, o.date])).toEqual([
      ['c.1830–41', 1830, 1841, 19, 39.4, 48.9, null, null],
      ['date not known', null, null, null, 20, 30, null, null],
      ['1819, printed 1850', 1819, 1819, 19, 58.4, 76.2, null, null],
    ]);
  });
  it("exports the production date beside the day field, and the export imports back unchanged with both", async () => {
    const object = await create({ inventoryNumber: unique('PX-'), productionDate: 'c.1810-20, reprinted 1850', date: '1850-03-01' });
    const exported = await steps.exportOf('objects', [object.id]);
    const header = exported.getWorksheet('Objects')!.getRow(1).values as string[];
    expect(header).toContain(L.productionDate);
    const back = await steps.dryRun('objects.xlsx', await bytesOf(exported));
    expect(back.counts).toEqual({ create: 0, update: 0, unchanged: 1, invalid: 0 });
    expect(back.mapping[header.indexOf(L.date) - 1]).toBe('date');
    expect(back.mapping[header.indexOf(L.productionDate) - 1]).toBe('productionDate');
  });

});
