import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody, type Api } from '../support/api';
import { makeGroup, makeUser } from '../security/actors';
import { adminClients, unique } from './context';
import { PNG, uploadedFile } from './uploaded-file';

type Row = Record<string, any>;

/**
 * Issue 31, "Object to POI": `POST /api/objects/{id}/poi` makes a POI of an object (its name,
 * description and images, the object linked) through the POI's own save; the object's page finds
 * it by the link; refusals store nothing.
 */
describe('a POI made from an object', () => {
  let local: Api;
  let demo: Api;
  let defaultCode: string;
  let otherCodes: string[];
  let group: Row;

  /** An object's image as its form saves it. */
  async function uploaded(api: Api, fileName: string, bytes = PNG): Promise<{ uid: string; name: string; url: string }> {
    return { uid: unique('u'), name: fileName, url: await uploadedFile(api, 'objects', fileName, 'image/png', bytes) };
  }
  async function newObject(api: Api, fields: Row): Promise<Row> {
    const res = await api.post('/api/objects', { inventoryNumber: unique('POI-OBJ-'), ...fields });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }
  const poiCount = async (id: string): Promise<number> => (await local.get(`/api/point-of-interest-groups/${id}`)).body.poiCount ?? NaN;
  const poisOf = async (objectId: string): Promise<Row[]> => (await local.get(`/api/point-of-interests?itemId=${encodeURIComponent(objectId)}&page=0&size=10`)).body.content;

  beforeAll(async () => {
    ({ local, demo } = await adminClients());
    const languages = (await local.get('/api/point-of-interests/languages')).body as Row[];
    defaultCode = languages.find((l) => l.defaultInMobileApp)!.isoLanguage.code;
    otherCodes = languages.filter((l) => !l.defaultInMobileApp).map((l) => l.isoLanguage.code);
    group = (await local.post('/api/point-of-interest-groups', { title: unique('From objects ') })).body;
  });

  it("takes the object's name, description and images, links it, and leaves the other languages unpublished", async () => {
    const location = (await local.post('/api/dropdowns', { title: unique('Gallery '), dropdownType: 'location' })).body;
    const main = await uploaded(local, 'front.png', Buffer.concat([PNG, Buffer.from('main')]));
    const others = [await uploaded(local, 'back.png'), await uploaded(local, 'side.png')];
    const object = await newObject(local, { objectName: 'Bronze amphora', description: 'A two-handled jar for wine.', location: location.id, mainImage: main, imageList: others });
    const before = await poiCount(group.id);

    const res = await local.post(`/api/objects/${object.id}/poi`, { group: { id: group.id }, location: { latitude: 35.9, longitude: 14.51 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const poi = res.body;
    const byLanguage = Object.fromEntries(poi.data.content.map((c: Row) => [c.language, c]));
    expect(byLanguage[defaultCode]).toMatchObject({ title: 'Bronze amphora', description: 'A two-handled jar for wine.', state: 'PUBLISHED' });
    for (const code of otherCodes) expect(byLanguage[code]?.state).toBe('INHERITED');
    expect(poi.data.linkedItemIds).toEqual([object.id]);
    expect(poi.data.group).toEqual({ id: group.id, title: group.title });
    // The address is the object's location; the coordinates as sent.
    expect(poi.data.location).toEqual({ location: location.title, latitude: 35.9, longitude: 14.51 });

    // The images are copies in the POI's folder, served, with the same bytes: deleting the POI cannot take the object's.
    const copies = [poi.data.featuredImage, ...poi.data.imageList].map((f: Row) => f.url as string);
    expect(copies).toHaveLength(3);
    for (const url of copies) expect(url).toMatch(/\/localhost\/poi-images\/CROP-\d+-/);
    const served = await Promise.all(copies.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())));
    expect(served[0]).toEqual(Buffer.concat([PNG, Buffer.from('main')]));
    expect(served[1]).toEqual(PNG);
    expect(poi.data.imageList.map((f: Row) => f.name)).toEqual(['back.png', 'side.png']);

    // Both ways: the POI's form names the object; the object's page finds the POI; the group counts it.
    const complete = (await local.get(`/api/point-of-interests/${poi.id}/complete`)).body;
    expect(complete.linkedItems).toEqual([{ id: object.id, objectName: `${object.inventoryNumber} - Bronze amphora` }]);
    expect((await poisOf(object.id)).map((p) => p.id)).toEqual([poi.id]);
    expect(await poiCount(group.id)).toBe(before + 1);

    // The POI's files live and die with it; the object's stay.
    expect((await local.delete(`/api/point-of-interests?idList=${poi.id}&version=${poi.version}`)).status).toBe(200);
    for (const url of copies) expect((await fetch(url)).status).toBe(404);
    for (const file of [main, ...others]) expect((await fetch(file.url)).status).toBe(200);
  });

  it("defaults the coordinates to the group's latest POI, and cuts the images to the POI's ten", async () => {
    const placed = await local.post('/api/point-of-interests', {
      group: { id: group.id },
      location: { location: 'Hall 9', latitude: 12.5, longitude: -7.25 },
      content: [{ language: defaultCode, title: unique('Placed '), description: 'Placed here.' }],
    });
    expect(placed.status).toBe(200);
    const image = await uploaded(local, 'many.png');
    const object = await newObject(local, { objectName: 'Coin hoard', description: 'Coins.', imageList: [image] });
    const many = await newObject(local, { objectName: 'Sherds', description: 'Many sherds.', imageList: await Promise.all(Array.from({ length: 12 }, (_, i) => uploaded(local, `sherd-${i}.png`))) });

    const res = await local.post(`/api/objects/${object.id}/poi`, { group: { id: group.id }, location: { location: 'Coin room' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.location).toEqual({ location: 'Coin room', latitude: 12.5, longitude: -7.25 });
    // No main image: the first image is the featured one.
    expect(res.body.data.featuredImage.name).toBe('many.png');

    const sherds = await local.post(`/api/objects/${many.id}/poi`, { group: { id: group.id }, location: { location: 'Store' } });
    expect(sherds.status, JSON.stringify(sherds.body)).toBe(200);
    expect(sherds.body.data.featuredImage.name).toBe('sherd-0.png');
    expect(sherds.body.data.imageList.map((f: Row) => f.name)).toEqual(Array.from({ length: 10 }, (_, i) => `sherd-${i + 1}.png`));
  });

  it('refuses with the spec error body and stores nothing: no group, no place, no description', async () => {
    const emptyGroup = (await local.post('/api/point-of-interest-groups', { title: unique('Empty ') })).body;
    const image = await uploaded(local, 'refused.png');
    const object = await newObject(local, { objectName: 'Refused', description: 'Kept out.', mainImage: image });
    const bare = await newObject(local, { objectName: 'No words' });
    const cases: [string, Row, Record<string, string>][] = [
      [object.id, { location: { location: 'Hall', latitude: 1, longitude: 1 } }, { group: 'POI Group is required' }],
      [object.id, { group: { id: 'no-such-group' }, location: { location: 'Hall', latitude: 1, longitude: 1 } }, { group: 'POI Group is required' }],
      // No object location, a group with no POI to take coordinates from.
      [object.id, { group: { id: emptyGroup.id } }, { 'location.location': 'Address/Location Identifier is required', 'location.latitude': 'Latitude is required', 'location.longitude': 'Longitude is required' }],
      [object.id, { group: { id: emptyGroup.id }, location: { location: 'Hall', latitude: 91, longitude: 1 } }, { 'location.latitude': 'Latitude must be between -90 and 90.' }],
      [bare.id, { group: { id: emptyGroup.id }, location: { location: 'Hall', latitude: 1, longitude: 1 } }, { [`content.${defaultCode}.description`]: 'Description is required.' }],
    ];
    for (const [id, body, fieldErrors] of cases) {
      const res = await local.post(`/api/objects/${id}/poi`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorBody(res.body, 400);
      expect(res.body.fieldErrors).toMatchObject(fieldErrors);
    }
    expect(await poisOf(object.id)).toEqual([]);
    expect(await poiCount(emptyGroup.id)).toBe(0);
  });

  it("is a 404 for another museum's object, and needs App CMS write and item read", async () => {
    const object = await newObject(local, { objectName: 'Local only', description: 'Here.' });
    const demoGroup = (await demo.post('/api/point-of-interest-groups', { title: unique('Demo group ') })).body;
    const other = await demo.post(`/api/objects/${object.id}/poi`, { group: { id: demoGroup.id }, location: { location: 'Hall', latitude: 1, longitude: 1 } });
    expect(other.status).toBe(404);
    expectErrorBody(other.body, 404);

    const body = { group: { id: group.id }, location: { location: 'Hall', latitude: 1, longitude: 1 } };
    const both = ['Item-Cataloging', 'App-Cms'];
    const appCmsOnly = await makeUser(local, await makeGroup(local, 'POI writers ', { appcms: { read: true, write: true } }), { enabledFeatures: both, prefix: 'poiwriter' });
    const readers = await makeUser(local, await makeGroup(local, 'POI readers ', { appcms: { read: true, write: false }, item: { read: true, write: false } }), { enabledFeatures: both, prefix: 'poireader' });
    const noModule = await makeUser(local, await makeGroup(local, 'POI no items ', { appcms: { read: true, write: true }, item: { read: true, write: false } }), { enabledFeatures: ['App-Cms'], prefix: 'poinomodule' });
    const allowed = await makeUser(local, await makeGroup(local, 'POI makers ', { appcms: { read: true, write: true }, item: { read: true, write: false } }), { enabledFeatures: both, prefix: 'poimaker' });
    for (const actor of [appCmsOnly, readers, noModule]) {
      const res = await actor.api.post(`/api/objects/${object.id}/poi`, body);
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 403);
    }
    expect(await poisOf(object.id)).toEqual([]);
    const made = await allowed.api.post(`/api/objects/${object.id}/poi`, body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  });
});
