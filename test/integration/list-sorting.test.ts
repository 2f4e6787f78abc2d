import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, type Api, type Response } from '../support/api';
import { ownMuseum } from './context';

type Row = Record<string, any>;

/**
 * `sort=field[,asc|desc]` on GET /api/objects and the record lists (issue 29), in a museum of its
 * own whose language is Arabic: every field both ways, ties by inventory number (natural order),
 * objects without the value last, dropdown values by their title (renamed: re-sorted), paged.
 */
describe('sorting the object list and the record lists', () => {
  let api: Api;
  const v: Record<string, Row> = {};
  const o: Record<string, Row> = {};

  const ok = (res: Response, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const value = async (title: string, dropdownType: string, parentId?: string) => ok(await api.post('/api/dropdowns', { title, dropdownType, parentId }), title) as Row;
  const byNumber = new Map<string, string>();
  const sorted = async (path: string, sort: string, page = 0, size = 10) => {
    const body = ok(await api.get(`${path}?sort=${encodeURIComponent(sort)}&page=${page}&size=${size}`), sort);
    return { names: (body.content as Row[]).map((row) => byNumber.get(row.inventoryNumber)), total: body.totalElements as number };
  };
  const objects = async (sort: string) => (await sorted('/api/objects', sort)).names.join(' ');

  beforeAll(async () => {
    api = await ownMuseum('sort', 'Sort-Admin-1a');
    ok(await api.post('/api/languages', { isoLanguageId: 'ar', usedInMobileApp: true, defaultInMobileApp: true, directionRightToLeft: true }), 'Arabic');
    v.zinc = await value('Zinc', 'classification');
    v.argent = await value('Argent', 'classification');
    v.zeta = await value('Zeta', 'category', v.zinc.id);
    v.mu = await value('Mu', 'category', v.zinc.id);
    v.alpha = await value('Alpha', 'category', v.argent.id);
    v.storeB = await value('Store B', 'location');
    v.storeA = await value('Store A', 'location');
    v.area10 = await value('Area 10', 'locationArea');
    v.area9 = await value('Area 9', 'locationArea');
    // Five objects A..E, created in this order; their inventory numbers sort C A D B E.
    const rows: [string, Row][] = [
      ['A', { inventoryNumber: 'S-2', objectName: 'Émile vase', objectTitle: 'Beta', classification: v.zinc.id, category: v.zeta.id, location: v.storeB.id, locationArea: v.area10.id, registrationDate: '2021-01-01', quantity: 2 }],
      ['B', { inventoryNumber: 'S-10', objectName: 'bowl', classification: v.argent.id, category: v.alpha.id, location: v.storeA.id, locationArea: v.area9.id, registrationDate: '2020-01-01', quantity: 2 }],
      ['C', { inventoryNumber: 'S-1', objectName: 'أحمد', objectTitle: 'alpha', classification: v.zinc.id, category: v.mu.id, location: v.storeA.id, registrationDate: '2022-01-01', quantity: 10 }],
      ['D', { inventoryNumber: 'S-3', objectName: 'ابريق', objectTitle: 'Ça', classification: v.argent.id, category: v.alpha.id, locationArea: v.area10.id, quantity: 1 }],
      ['E', { inventoryNumber: 'S-20', objectName: 'Eve', locationArea: v.area9.id, registrationDate: '2020-01-01' }],
    ];
    for (const [name, body] of rows) {
      o[name] = ok(await api.post('/api/objects', body), name);
      byNumber.set(body.inventoryNumber, name);
    }
  });

  it('sorts objects by every field both ways: ties by inventory number, blanks last', async () => {
    const expected: Record<string, [string, string]> = {
      inventoryNumber: ['C A D B E', 'E B D A C'],
      // Arabic first (the museum's language), alef with hamza as alef; É beside E.
      objectName: ['D C B A E', 'E A B C D'],
      objectTitle: ['C A D B E', 'D A C B E'],
      classification: ['D B C A E', 'C A D B E'],
      category: ['D B C A E', 'A C D B E'],
      location: ['C B A D E', 'A C B D E'],
      locationArea: ['B E A D C', 'A D B E C'],
      registrationDate: ['B E A C D', 'C A B E D'],
      quantity: ['D A B C E', 'C A B D E'],
      updatedAt: ['A B C D E', 'E D C B A'],
    };
    for (const [field, [asc, desc]] of Object.entries(expected)) {
      expect(await objects(field), field).toBe(asc);
      expect(await objects(`${field},asc`), field).toBe(asc);
      expect(await objects(`${field},desc`), field).toBe(desc);
    }
  });

  it('pages a sorted list with the exact total, with the search and filters', async () => {
    expect(await sorted('/api/objects', 'objectName', 1, 2)).toEqual({ names: ['B', 'A'], total: 5 });
    expect(await sorted('/api/objects', 'objectName', 2, 2)).toEqual({ names: ['E'], total: 5 });
    const body = ok(await api.get(`/api/objects?sort=quantity,desc&classification=${v.zinc.id}`), 'filtered');
    expect((body.content as Row[]).map((r) => byNumber.get(r.inventoryNumber))).toEqual(['C', 'A']);
    const searched = ok(await api.get(`/api/objects?sort=inventoryNumber,desc&searchAll=${encodeURIComponent('ابريق')}`), 'searched');
    expect(searched.totalElements).toBe(1);
  });

  it('re-sorts a saved object at once, and a renamed dropdown value by its new title', async () => {
    o.A = ok(await api.put('/api/objects', { ...o.A, objectName: 'Zed vase', quantity: 0 }), 'rename A');
    expect(await objects('updatedAt')).toBe('B C D E A');
    expect(await objects('objectName')).toBe('D C B E A');
    expect(await objects('quantity')).toBe('A D B C E');
    const argent = (ok(await api.get('/api/dropdowns?dropdownType=classification'), 'values') as Row[]).find((x) => x.id === v.argent.id)!;
    ok(await api.put(`/api/dropdowns/${argent.id}`, { title: 'Zz argent', dropdownType: 'classification', version: argent.version }), 'rename Argent');
    expect(await objects('classification')).toBe('C A D B E');
  });

  it('answers an unknown field or direction with a 400 in the error body', async () => {
    for (const sort of ['color', 'objectName,up', 'objectName,', ',asc']) {
      const res = await api.get(`/api/objects?sort=${encodeURIComponent(sort)}`);
      expect(res.status, sort).toBe(400);
      expectErrorBody(res.body, 400);
    }
    const res = await api.get('/api/conditions?sort=quantity');
    expect(res.status).toBe(400);
    expectErrorBody(res.body, 400);
  });

  it('sorts a record list by its columns: dates, dropdown titles, text, the object', async () => {
    const good = await value('Kept well', 'condition');
    const fair = await value('Faded', 'condition');
    const conditions: [string, Row][] = [
      ['B', { objectId: o.B.id, condition: good.id, conditionDate: '2024-05-01' }],
      ['A', { objectId: o.A.id, condition: good.id, conditionDate: '2024-01-01' }],
      ['C', { objectId: o.C.id, condition: fair.id, conditionDate: '2024-05-01' }],
      ['E', { objectId: o.E.id }],
    ];
    for (const [what, body] of conditions) ok(await api.post('/api/conditions', body), what);
    expect((await sorted('/api/conditions', 'conditionDate')).names.join(' ')).toBe('A C B E');
    expect((await sorted('/api/conditions', 'conditionDate,desc')).names.join(' ')).toBe('C B A E');
    expect((await sorted('/api/conditions', 'condition')).names.join(' ')).toBe('C A B E');
    expect((await sorted('/api/conditions', 'inventoryNumber,desc')).names.join(' ')).toBe('E B A C');
    expect(await sorted('/api/conditions', 'condition,desc', 1, 2)).toEqual({ names: ['C', 'E'], total: 4 });

    for (const [what, recordedBy] of [['A', 'ياسر'], ['B', 'أمل'], ['C', 'émile'], ['D', 'Eve']] as const) {
      ok(await api.post('/api/curatorial-forms', { objectId: o[what].id, recordedBy }), what);
    }
    expect((await sorted('/api/curatorial-forms', 'recordedBy')).names.join(' ')).toBe('B A C D');
    expect((await sorted('/api/curatorial-forms', 'recordedBy,desc')).names.join(' ')).toBe('D C A B');
  });
});
