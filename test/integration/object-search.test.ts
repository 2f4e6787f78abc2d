import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectErrorBody, type Api } from '../support/api';
import { adminClients, unique } from './context';

type Row = Record<string, any>;

/**
 * GET /api/objects's searchAll and filters, the gaps report, the pickers' object numbers, object
 * images in the store, and the search snapshot a cold function loads. Every object of this file
 * carries a marker word, so other files' objects never count.
 */
describe('collection objects: search, filters, gaps, pickers and images', () => {
  let local: Api;
  let demo: Api;
  const marker = unique('srch').toLowerCase();
  const series = unique('G').toUpperCase();
  const values: Record<string, Row> = {};
  const made: Row[] = [];

  const create = async (body: Row) => {
    const res = await local.post('/api/objects', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    made.push(res.body);
    return res.body as Row;
  };
  const find = async (params: Record<string, string | number>) => {
    const res = await local.get(`/api/objects?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { numbers: (res.body.content as Row[]).map((o) => o.inventoryNumber as string), total: res.body.totalElements as number };
  };

  beforeAll(async () => {
    ({ local, demo } = await adminClients());
    for (const [name, type] of [['metal', 'classification'], ['glass', 'classification'], ['store', 'location']] as const) {
      const res = await local.post('/api/dropdowns', { title: unique(`Search ${name} `), dropdownType: type });
      values[name] = res.body;
    }
    await create({ inventoryNumber: `${series}-001`, objectName: 'Bronze ewer', description: `${marker} cast bronze`, classification: values.metal.id, registrationDate: '2020-05-01', showcaseNumber: 'SC-12' });
    await create({ inventoryNumber: `${series}-002`, objectName: 'Céramique bleue', author: 'Émile Gallé', description: marker, classification: values.glass.id, location: values.store.id, registrationDate: '2021-06-15', country: 'France' });
    await create({ inventoryNumber: `${series}-005`, objectName: 'إِبْرِيقٌ نُحَاسِيٌّ', description: `${marker} bronze`, classification: values.metal.id, registrationDate: '2022-07-30', country: 'Syria' });
    await create({ inventoryNumber: `${series}-010`, objectName: 'Bronze lamp', objectTitle: 'The lamp of the mosque', description: marker, registrationDate: '2023-01-01' });
  });

  it('finds by word, by prefix, without accents and in Arabic without its vowel marks', async () => {
    expect(await find({ searchAll: `${marker} bronze` })).toEqual({ numbers: [`${series}-001`, `${series}-005`, `${series}-010`], total: 3 });
    expect((await find({ searchAll: `${marker} bro` })).total).toBe(3);
    expect((await find({ searchAll: `${marker} ceramique galle` })).numbers).toEqual([`${series}-002`]);
    expect((await find({ searchAll: `${marker} CÉRAM` })).numbers).toEqual([`${series}-002`]);
    expect((await find({ searchAll: `${marker} ابريق` })).numbers).toEqual([`${series}-005`]);
    expect((await find({ searchAll: `${series}-00` })).total).toBe(3);
    expect((await find({ searchAll: `${marker} nothinglikethis` })).total).toBe(0);
  });

  it('combines the search with every kind of filter, and pages with the exact total', async () => {
    expect((await find({ searchAll: `${marker} bronze`, classification: values.metal.id })).numbers).toEqual([`${series}-001`, `${series}-005`]);
    expect((await find({ searchAll: marker, location: values.store.id })).numbers).toEqual([`${series}-002`]);
    expect((await find({ searchAll: marker, objectName: 'lamp' })).numbers).toEqual([`${series}-010`]);
    expect((await find({ searchAll: marker, objectTitle: 'mosq' })).numbers).toEqual([`${series}-010`]);
    expect((await find({ searchAll: marker, showcaseNumber: 'sc-12' })).numbers).toEqual([`${series}-001`]);
    expect((await find({ searchAll: marker, country: 'syria', description: 'bronze' })).numbers).toEqual([`${series}-005`]);
    expect((await find({ inventoryNumber: `${series}-01` })).numbers).toEqual([`${series}-010`]);
    expect((await find({ searchAll: marker, startDate: '2021/06/15', endDate: '2022-07-30' })).numbers).toEqual([`${series}-002`, `${series}-005`]);
    // An emptied filter field is no filter.
    expect((await find({ searchAll: marker, objectName: '', classification: '' })).total).toBe(4);
    expect(await find({ searchAll: marker, page: 1, size: 3 })).toEqual({ numbers: [`${series}-010`], total: 4 });
  });

  it('refuses a malformed filter with the error body', async () => {
    const res = await local.get(`/api/objects?startDate=2021-13-45`);
    expectErrorBody(res.body, 400);
  });

  it('finds a saved object by the very next search, and no longer a deleted one', async () => {
    const lamp = made.find((o) => o.inventoryNumber === `${series}-010`)!;
    const word = unique('renamed').toLowerCase();
    const saved = await local.put('/api/objects', { ...lamp, objectName: `Oil lamp ${word}` });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await find({ searchAll: word })).numbers).toEqual([`${series}-010`]);
    expect((await find({ searchAll: `${marker} bronze` })).numbers).toEqual([`${series}-001`, `${series}-005`]);

    const extra = await create({ inventoryNumber: `${series}-011`, objectName: 'Short-lived', description: marker });
    expect((await find({ searchAll: marker })).total).toBe(5);
    expect((await local.delete(`/api/objects?idList=${extra.id}`)).status).toBe(200);
    expect((await find({ searchAll: marker })).total).toBe(4);
  });

  it("never finds another museum's objects", async () => {
    expect((await demo.get(`/api/objects?searchAll=${marker}`)).body.totalElements).toBe(0);
  });

  it('reports the gaps of each numbering series', async () => {
    const res = await local.get('/api/objects/gap');
    expect(res.status).toBe(200);
    const ours = (res.body as string[]).filter((line) => line.startsWith(`${series}-`));
    expect(ours).toEqual([`${series}-003`, `${series}-004`, `${series}-006 .. ${series}-009`]);
  });

  it('gives pickers their objects by inventory number, with and without the /api prefix', async () => {
    const ewer = made.find((o) => o.inventoryNumber === `${series}-001`)!;
    const { port } = inject('stack');
    for (const path of ['/api/items/objectNumbers', '/items/objectNumbers']) {
      const res = await local.get(`${path}?search=${series}-00`);
      expect(res.status, `${path} on port ${port}`).toBe(200);
      expect((res.body as Row[]).map((o) => o.inventoryNumber)).toEqual([`${series}-001`, `${series}-002`, `${series}-005`]);
      expect(res.body[0]).toEqual({ id: ewer.id, inventoryNumber: `${series}-001`, objectName: 'Bronze ewer' });
    }
    const held = await local.get(`/api/items/objectNumbers?search=${series}-002&id=${ewer.id}`);
    expect((held.body as Row[]).map((o) => o.inventoryNumber)).toEqual([`${series}-001`, `${series}-002`]);
    expect((await demo.get(`/items/objectNumbers?search=${series}`)).body).toEqual([]);
  });

  it('refuses to delete an object that records still use, naming how many', async () => {
    const object = await create({ inventoryNumber: unique('USED-'), description: marker });
    process.env.TABLE_NAME = inject('stack').env.TABLE_NAME;
    process.env.DYNAMODB_ENDPOINT = inject('stack').env.DYNAMODB_ENDPOINT;
    const { CollectionObjectEntity } = await import('../../functions/lib/entities/collection-object');
    // Related records (issue 11) move this count in their own transactions.
    await CollectionObjectEntity.patch({ tenant: 'localhost', id: object.id }).set({ recordUses: 3 }).go();
    const refused = await local.delete(`/api/objects?idList=${object.id}`);
    expectErrorBody(refused.body, 409);
    expect(refused.body.debugMessage).toBe(`Object ${object.inventoryNumber} is used by 3 records, so it cannot be deleted.`);
    expect((await local.get(`/api/objects/${object.id}`)).status).toBe(200);
    await CollectionObjectEntity.patch({ tenant: 'localhost', id: object.id }).set({ recordUses: 0 }).go();
    expect((await local.delete(`/api/objects?idList=${object.id}`)).status).toBe(200);
  });

  it('stores images in the museum objects folder and deletes the ones a save drops', async () => {
    const upload = async (name: string) => {
      const ticket = (await local.post('/api/uploads/objects', { fileName: name, contentType: 'image/png' })).body as Row;
      expect(ticket.key).toMatch(new RegExp(`^localhost/objects/CROP-\\d+-${name}$`));
      expect(ticket.fields['Cache-Control']).toBe('public, max-age=86400');
      const form = new FormData();
      for (const [k, val] of Object.entries(ticket.fields as Record<string, string>)) form.append(k, val);
      form.append('file', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' }), name);
      expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
      expect((await fetch(ticket.publicUrl)).status).toBe(200);
      return { uid: name, name, url: ticket.publicUrl as string };
    };
    const refused = await local.post('/api/uploads/objects', { fileName: 'x.svg', contentType: 'image/svg+xml' });
    expectErrorBody(refused.body, 400);

    const front = await upload('front.png');
    const back = await upload('back.png');
    const object = await create({ inventoryNumber: unique('IMG-'), description: marker, mainImage: front, imageList: [back] });
    const saved = await local.put('/api/objects', { ...object, imageList: [] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await fetch(back.url)).status).toBe(404);
    expect((await fetch(front.url)).status).toBe(200);
    expect((await local.delete(`/api/objects?idList=${object.id}`)).status).toBe(200);
    expect((await fetch(front.url)).status).toBe(404);
  });

  it('answers from the snapshot a cold function loads, and from the changes made after it', async () => {
    process.env.TABLE_NAME = inject('stack').env.TABLE_NAME;
    process.env.DYNAMODB_ENDPOINT = inject('stack').env.DYNAMODB_ENDPOINT;
    // This process is a cold function of its own: it loads what the stack's functions wrote.
    const search = await import('../../functions/catalogue/objects/search/object-search');
    const { rebuildSearchIndex } = await import('../../functions/catalogue/objects/search/object-snapshot');
    const refreshed = await rebuildSearchIndex('localhost', { full: true });
    expect(refreshed.docs).toBeGreaterThan(3);
    search.forgetIndexes();
    const fromSnapshot = await search.searchObjectIds('localhost', `${marker} bronze`, {}, 0, 10);
    expect(fromSnapshot.total).toBe(2);

    const later = await create({ inventoryNumber: `${series}-012`, objectName: 'Bronze bell', description: marker });
    expect((await search.searchObjectIds('localhost', `${marker} bronze`, {}, 0, 10)).ids).toContain(later.id);
    // A refresh replays the change into a new snapshot, which the next cold start loads.
    const replayed = await rebuildSearchIndex('localhost');
    expect(replayed).toMatchObject({ full: false });
    expect(replayed.changes).toBeGreaterThan(0);
    search.forgetIndexes();
    expect((await search.searchObjectIds('localhost', `${marker} bronze`, {}, 0, 10)).total).toBe(3);
  });
});
