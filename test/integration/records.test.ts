import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NEW_PLACE_REQUIRED } from '../../shared/records/new-place-rule';
import { RECORD_TYPES, type RecordField, type RecordType } from '../../shared/records/record-types';
import { expectErrorBody, type Api, type Response } from '../support/api';
import { adminClients, unique } from './context';

type Row = Record<string, any>;
const TYPES = Object.values(RECORD_TYPES) as RecordType[];

/** A refusal: its status, and the spec's error body. */
function expectRefused(res: Response, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expectErrorBody(res.body, status);
}

describe('records about objects: the six types through their API', () => {
  let local: Api;
  let demo: Api;
  /** Fresh dropdown values of this file, by dropdown type (two each). */
  const values: Record<string, Row[]> = {};
  const filesBase = (folder: string) => `${inject('stack').env.UPLOADS_PUBLIC_URL}/localhost/${folder}`;

  const newValue = async (dropdownType: string): Promise<Row> => {
    const res = await local.post('/api/dropdowns', { title: unique(`Records ${dropdownType} `), dropdownType });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const newObject = async (fields: Row = {}): Promise<Row> => {
    const res = await local.post('/api/objects', { inventoryNumber: unique('REC-'), objectName: unique('Lantern '), ...fields });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const usage = async (value: Row): Promise<number> => {
    const res = await local.get(`/api/dropdowns?dropdownType=${value.dropdownType}`);
    return (res.body as Row[]).find((o) => o.id === value.id)!.usage;
  };

  beforeAll(async () => {
    ({ local, demo } = await adminClients());
    const types = new Set(TYPES.flatMap((t) => t.fields.flatMap((f) => (f.dropdownType ? [f.dropdownType] : []))));
    for (const type of types) values[type] = [await newValue(type), await newValue(type)];
  });

  /** A value of the field's kind: what a member of staff could type or choose. */
  const valueOf = (type: RecordType, field: RecordField, n = 0): unknown => {
    switch (field.kind) {
      case 'text':
        return field.name === 'reportId' ? unique(`${type.reportId!.prefix}-T-`) : `${field.label} ${n} عربي`;
      case 'longText':
        return `${`${field.label} ${n}: ${'long text '.repeat(200)}`.slice(0, 1599)}.`;
      case 'number':
        return field.name === 'temperatureMin' ? -4.5 : 12.25 + n;
      case 'boolean':
        return true;
      case 'date':
        return `2024/0${n + 3}/1${n}`;
      case 'ref':
        return values[field.dropdownType!][n].id;
      case 'refs':
        return values[field.dropdownType!].map((v) => v.id);
      case 'choice':
        return field.options![n % field.options!.length];
      case 'images':
        return [{ uid: 'u1', name: 'front.png', url: `${filesBase(field.folder!)}/CROP-1700000000000-front.png` }];
      case 'documents':
        return [{ uid: 'd1', name: 'report.pdf', url: `${filesBase(field.folder!)}/1700000000000-report.pdf` }];
    }
  };
  /** Every field the client gives: a movement's old place is the server's copy of the object's. */
  const everyField = (type: RecordType, objectId: string, n = 0): Row => ({
    objectId,
    ...Object.fromEntries(type.fields.filter((f) => f.place?.side !== 'old').map((f) => [f.name, valueOf(type, f, n)])),
  });
  /** What the answer holds for a sent value: days as YYYY-MM-DD. */
  const answered = (sent: Row): Row => Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, typeof v === 'string' && /^\d{4}\/\d\d\/\d\d$/u.test(v) ? v.replaceAll('/', '-') : v]));

  describe.each(TYPES.map((t) => [t.path, t] as const))('%s', (_path, type) => {
    const api = `/api/${type.path}`;

    it('creates, reads, lists, updates and deletes a record with every field', async () => {
      const object = await newObject();
      const input = everyField(type, object.id);
      const created = await local.post(api, input);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toMatchObject({ ...answered(input), inventoryNumber: object.inventoryNumber, objectName: object.objectName, version: 1 });

      const read = await local.get(`${api}/${created.body.id}`);
      expect(read.body).toEqual(created.body);

      const byObject = await local.get(`${api}?objectId=${object.id}`);
      expect(byObject.body).toMatchObject({ totalElements: 1, content: [{ id: created.body.id }] });
      const byName = await local.get(`${api}?searchText=${encodeURIComponent(object.objectName.slice(0, 12))}`);
      expect(byName.body.content.map((r: Row) => r.id)).toContain(created.body.id);
      for (const filter of type.filters) {
        const matching = await local.get(`${api}?${filter}=${input[filter]}&objectId=${object.id}`);
        expect(matching.body.totalElements, filter).toBe(1);
        const other = await local.get(`${api}?${filter}=${values[type.fields.find((f) => f.name === filter)!.dropdownType!][1].id}&objectId=${object.id}`);
        expect(other.body.totalElements, filter).toBe(0);
      }

      const changed: Row = { ...everyField(type, object.id, 1), id: created.body.id, version: 1 };
      const updated = await local.put(api, changed);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      const { id: _id, version: _v, ...changedFields } = changed;
      expect(updated.body).toMatchObject({ ...answered(changedFields), version: 2 });
      const stale = await local.put(api, { ...changed, version: 1 });
      expectRefused(stale, 409);

      const emptied = await local.put(api, { objectId: object.id, id: created.body.id, version: 2, ...(type.reportId ? { reportId: changed.reportId } : {}) });
      expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
      const emptyField = type.fields.find((f) => f.kind === 'text' && f.name !== 'reportId')!;
      expect(emptied.body[emptyField.name]).toBeNull();

      const deleted = await local.delete(`${api}?idList=${created.body.id}`);
      expect(deleted.body).toEqual({ deleted: 1 });
      expectRefused(await local.get(`${api}/${created.body.id}`), 404);
      expect((await local.get(`${api}?objectId=${object.id}`)).body.totalElements).toBe(0);
    });

    it("counts the record on its object and its dropdown values: neither can be deleted while it is there", async () => {
      const object = await newObject();
      const input = everyField(type, object.id);
      const created = await local.post(api, input);
      const refField = type.fields.find((f) => f.kind === 'ref');
      if (refField) {
        expect(await usage(values[refField.dropdownType!][0])).toBeGreaterThan(0);
        expectRefused(await local.delete(`/api/dropdowns?idList=${input[refField.name]}`), 409);
      }
      const refused = await local.delete(`/api/objects?idList=${object.id}`);
      expectRefused(refused, 409);
      expect(refused.body.debugMessage).toBe(`Object ${object.inventoryNumber} is used by 1 record, so it cannot be deleted.`);
      await local.delete(`${api}?idList=${created.body.id}`);
      expect((await local.delete(`/api/objects?idList=${object.id}`)).status).toBe(200);
    });

    it('refuses bad input with the field and stores nothing', async () => {
      const object = await newObject();
      const noObject = await local.post(api, { ...everyField(type, object.id), objectId: undefined });
      expectRefused(noObject, 400);
      const gone = await local.post(api, { ...everyField(type, object.id), objectId: 'no-such-object' });
      expectRefused(gone, 400);
      const wrongType = type.fields.find((f) => f.kind === 'ref');
      if (wrongType) {
        const other = Object.keys(values).find((t) => t !== wrongType.dropdownType)!;
        expectRefused(await local.post(api, { ...everyField(type, object.id), [wrongType.name]: values[other][0].id }), 400);
      }
      const tooLong = type.fields.find((f) => f.kind === 'text' && f.name !== 'reportId')!;
      expectRefused(await local.post(api, { ...everyField(type, object.id), [tooLong.name]: 'x'.repeat(241) }), 400);
      const foreignFile = type.fields.find((f) => f.kind === 'images' || f.kind === 'documents');
      if (foreignFile) {
        const url = `${inject('stack').env.UPLOADS_PUBLIC_URL}/demo/${foreignFile.folder}/CROP-1-a.png`;
        expectRefused(await local.post(api, { ...everyField(type, object.id), [foreignFile.name]: [{ uid: 'x', name: 'a.png', url }] }), 400);
      }
      if (type.reportId) {
        for (const reportId of [undefined, '', '   ']) {
          const missing = await local.post(api, { ...everyField(type, object.id), reportId });
          expectRefused(missing, 400);
          expect(missing.body.debugMessage).toContain(type.reportId.required);
        }
      }
      expect((await local.get(`${api}?objectId=${object.id}`)).body.totalElements).toBe(0);
    });

    it('keeps each museum to its own records', async () => {
      const object = await newObject();
      const created = await local.post(api, everyField(type, object.id));
      expectRefused(await demo.get(`${api}/${created.body.id}`), 404);
      expect((await demo.get(`${api}?objectId=${object.id}`)).body.totalElements).toBe(0);
      expectRefused(await demo.post(api, { objectId: object.id, ...(type.reportId ? { reportId: unique('X-') } : {}) }), 400);
      await local.delete(`${api}?idList=${created.body.id}`);
    });
  });

  describe.each(TYPES.filter((t) => t.reportId).map((t) => [t.path, t] as const))('%s report ids', (_path, type) => {
    const api = `/api/${type.path}`;

    it('gives 50 concurrent callers 50 distinct ids of the museum, type and year', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => local.get(`${api}/reportId`)));
      const ids = answers.map((a) => a.body.data as string);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(new Set(ids).size).toBe(50);
      for (const id of ids) expect(id).toMatch(new RegExp(`^${type.reportId!.prefix}-\\d{4}-\\d{4,}$`, 'u'));
    });

    it('takes a report id once per type, whatever its case', async () => {
      const object = await newObject();
      const reportId = (await local.get(`${api}/reportId`)).body.data as string;
      const first = await local.post(api, { objectId: object.id, reportId });
      expect(first.status).toBe(200);
      const again = await local.post(api, { objectId: object.id, reportId: reportId.toLowerCase() });
      expectRefused(again, 409);
      expect(again.body.debugMessage).toBe(`Report ID ${reportId.toLowerCase()} is already used by another ${type.label.toLowerCase()}.`);
      await local.delete(`${api}?idList=${first.body.id}`);
      expect((await local.post(api, { objectId: object.id, reportId })).status).toBe(200);
    });
  });

  it("finds an object's records by its new name after a rename", async () => {
    const object = await newObject();
    const created = await local.post('/api/conditions', { objectId: object.id, examinedBy: 'Renamer' });
    const renamed = unique('Astrolabe ');
    const saved = await local.put('/api/objects', { ...object, objectName: renamed });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const found = await local.get(`/api/conditions?searchText=${encodeURIComponent(renamed)}`);
    expect(found.body.content.map((r: Row) => r.id)).toEqual([created.body.id]);
    expect(found.body.content[0].objectName).toBe(renamed);
    expect((await local.get(`/api/conditions?searchText=${encodeURIComponent(object.objectName)}`)).body.totalElements).toBe(0);
  });

  it("lists one object's records of a type newest first by their day (undated last), paged with the exact total, from the object's own index", async () => {
    const [lantern, other] = [await newObject(), await newObject()];
    const condition = async (objectId: string, conditionDate?: string) => {
      const res = await local.post('/api/conditions', { objectId, conditionSummary: 'Object page', ...(conditionDate ? { conditionDate } : {}) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as Row;
    };
    const older = await condition(lantern.id, '2024-01-05');
    const undated = await condition(lantern.id);
    const newer = await condition(lantern.id, '2025-06-01');
    const elsewhere = await condition(other.id, '2026-01-01');
    const treatment = await local.post('/api/treatments', { objectId: lantern.id, reportId: unique('TR-P-'), treatmentDate: '2026-02-02' });
    expect(treatment.status).toBe(200);
    const ids = async (objectId: string, query = '') => {
      const res = await local.get(`/api/conditions?objectId=${objectId}${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: (res.body.content as Row[]).map((r) => r.id), total: res.body.totalElements, first: res.body.content[0] as Row | undefined };
    };
    const all = await ids(lantern.id);
    expect(all).toMatchObject({ ids: [newer.id, older.id, undated.id], total: 3 });
    expect(all.first).toMatchObject({ inventoryNumber: lantern.inventoryNumber, objectName: lantern.objectName, conditionDate: '2025-06-01' });
    expect(await ids(lantern.id, '&page=0&size=2')).toMatchObject({ ids: [newer.id, older.id], total: 3 });
    expect(await ids(lantern.id, '&page=1&size=2')).toMatchObject({ ids: [undated.id], total: 3 });
    // A record moved to another object is listed under that one from the next call.
    const moved = await local.put('/api/conditions', { ...older, objectId: other.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await ids(lantern.id)).toMatchObject({ ids: [newer.id, undated.id], total: 2 });
    expect(await ids(other.id)).toMatchObject({ ids: [elsewhere.id, older.id], total: 2 });
    // With a search besides the object, the type's search index answers, alike.
    expect(await ids(lantern.id, `&searchText=${encodeURIComponent(lantern.inventoryNumber)}`)).toMatchObject({ ids: [newer.id, undated.id], total: 2 });
  });

  describe('movements move their object', () => {
    const locations: Row[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 4; i++) locations.push(await newValue('location'));
    });
    const move = async (objectId: string, from: Row | undefined, to: Row, dateOfMovement: string) => {
      const res = await local.post('/api/movements', { objectId, reportId: unique('MV-T-'), movementLocation: from?.id, newLocation: to.id, dateOfMovement });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as Row;
    };
    const locationOf = async (objectId: string) => (await local.get(`/api/objects/${objectId}`)).body.location;

    it('to the newest movement by date; a backdated one does not move it; deleting the newest moves it back', async () => {
      const [store, gallery, lab, loan] = locations;
      const object = await newObject({ location: store.id });
      const first = await move(object.id, store, gallery, '2024-01-10');
      expect(await locationOf(object.id)).toBe(gallery.id);
      const second = await move(object.id, gallery, lab, '2024-02-01');
      expect(await locationOf(object.id)).toBe(lab.id);
      const backdated = await move(object.id, store, loan, '2023-12-01');
      expect(await locationOf(object.id)).toBe(lab.id);

      // The object's own history shows the moves, and its location's use counts followed: the lab is
      // where the object is, where the second went and where the backdated one left (the object's place then).
      const audit = await local.get(`/api/activities/audit?objectId=${object.id}&objectType=object`);
      expect((audit.body as Row[]).filter((e) => e.action === 'update').length).toBe(2);
      expect(await usage(lab)).toBe(3);

      await local.delete(`/api/movements?idList=${second.id}`);
      expect(await locationOf(object.id)).toBe(gallery.id);
      await local.delete(`/api/movements?idList=${first.id}`);
      expect(await locationOf(object.id)).toBe(loan.id);
      // The backdated one left where the object was when it was saved (the lab), whatever the client said.
      expect(backdated.movementLocation).toBe(lab.id);
      await local.delete(`/api/movements?idList=${backdated.id}`);
      expect(await locationOf(object.id)).toBe(lab.id);
      // An edit that makes another movement the newest moves the object too.
      const a = await move(object.id, store, gallery, '2024-05-01');
      const b = await move(object.id, gallery, lab, '2024-06-01');
      expect(await locationOf(object.id)).toBe(lab.id);
      const rewritten = await local.put('/api/movements', { ...b, dateOfMovement: '2024-04-01' });
      expect(rewritten.status, JSON.stringify(rewritten.body)).toBe(200);
      expect(await locationOf(object.id)).toBe(gallery.id);
      // Deleted one after the other: a (the newest), then b, whose old location is the gallery.
      await local.delete(`/api/movements?idList=${a.id},${b.id}`);
      expect(await locationOf(object.id)).toBe(gallery.id);
      expect((await local.delete(`/api/objects?idList=${object.id}`)).status).toBe(200);
    });

    /** The object's Location step as the API answers it: every level, empty ones null (the switch false). */
    const LEVELS = ['location', 'locationArea', 'displayArea', 'buildingNumber', 'buildingArea', 'hallNumber', 'roomNumber', 'temporaryLocation', 'cabinetNumber', 'shelfNumber', 'drawerNumber', 'boxNumber', 'showcaseNumber'];
    const whole = (given: Row): Row => Object.fromEntries(LEVELS.map((l) => [l, given[l] ?? (l === 'temporaryLocation' ? false : null)]));
    const placeOf = async (objectId: string) => {
      const { body } = await local.get(`/api/objects/${objectId}`);
      return Object.fromEntries(LEVELS.map((l) => [l, body[l]]));
    };
    /** A movement's side as the object's levels: `new` + `RoomNumber` -> `roomNumber`. */
    const side = (movement: Row, prefix: 'old' | 'new') =>
      whole(Object.fromEntries(LEVELS.map((l) => [l, movement[l === 'location' ? (prefix === 'old' ? 'movementLocation' : 'newLocation') : `${prefix}${l[0].toUpperCase()}${l.slice(1)}`]])));

    it('moves the whole location: the object holds exactly the new place, and deleting the latest restores the place before, whole', async () => {
      const [store, gallery, lab] = locations;
      const [storeRooms, galleryRooms] = [await newValue('locationArea'), await newValue('locationArea')];
      const showcases = await newValue('displayArea');
      const start = { location: store.id, locationArea: storeRooms.id, displayArea: showcases.id, buildingNumber: 'B1', roomNumber: 'S-12', cabinetNumber: 'C3', shelfNumber: '2', temporaryLocation: true };
      const object = await newObject(start);
      expect(await placeOf(object.id)).toEqual(whole(start));

      // The client's word on the place left is not taken: the server copies the object's.
      const toGallery = { newLocation: gallery.id, newLocationArea: galleryRooms.id, newRoomNumber: 'G-1', newCabinetNumber: 'GC-4', newShelfNumber: '5' };
      const res = await local.post('/api/movements', { objectId: object.id, reportId: unique('MV-W-'), movementLocation: lab.id, oldRoomNumber: 'faked', dateOfMovement: '2024-01-10', ...toGallery });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const first = res.body as Row;
      expect(side(first, 'old')).toEqual(whole(start));
      const atGallery = whole({ location: gallery.id, locationArea: galleryRooms.id, roomNumber: 'G-1', cabinetNumber: 'GC-4', shelfNumber: '5' });
      expect(side(first, 'new')).toEqual(atGallery);
      expect(await placeOf(object.id)).toEqual(atGallery);
      // Use counts follow: the gallery's rooms by the object and the movement, the store's rooms by the movement only.
      expect([await usage(galleryRooms), await usage(storeRooms), await usage(showcases)]).toEqual([2, 1, 1]);

      const second = await move(object.id, undefined, lab, '2024-02-01');
      expect(side(second, 'old')).toEqual(atGallery);
      expect(await placeOf(object.id)).toEqual(whole({ location: lab.id }));

      // Delete the latest: the previous one decides, whole. Then the last: back where it started, whole.
      await local.delete(`/api/movements?idList=${second.id}`);
      expect(await placeOf(object.id)).toEqual(atGallery);
      await local.delete(`/api/movements?idList=${first.id}`);
      expect(await placeOf(object.id)).toEqual(whole(start));
      expect([await usage(galleryRooms), await usage(storeRooms), await usage(showcases)]).toEqual([0, 1, 1]);
      // The object's Change History shows each move.
      const audit = await local.get(`/api/activities/audit?objectId=${object.id}&objectType=object`);
      expect((audit.body as Row[]).filter((e) => e.action === 'update').length).toBe(4);
    });

    it('an edit keeps the place left and moves the object to the edited place; a movement that does not change the place leaves the object alone', async () => {
      const [store, gallery] = locations;
      const object = await newObject({ location: store.id, roomNumber: 'S-1' });
      const created = await move(object.id, undefined, gallery, '2024-03-01');
      expect(side(created, 'old')).toEqual(whole({ location: store.id, roomNumber: 'S-1' }));
      const edited = await local.put('/api/movements', { ...created, movedBy: 'Amal', newRoomNumber: 'G-7', movementLocation: gallery.id });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(side(edited.body, 'old')).toEqual(whole({ location: store.id, roomNumber: 'S-1' }));
      expect(await placeOf(object.id)).toEqual(whole({ location: gallery.id, roomNumber: 'G-7' }));
      // A room set by hand afterwards stays through an edit of the deciding movement that keeps its place.
      const current = (await local.get(`/api/objects/${object.id}`)).body as Row;
      expect((await local.put('/api/objects', { ...current, shelfNumber: 'by hand' })).status).toBe(200);
      expect((await local.put('/api/movements', { ...edited.body, movedBy: 'Badr' })).status).toBe(200);
      expect(await placeOf(object.id)).toEqual(whole({ location: gallery.id, roomNumber: 'G-7', shelfNumber: 'by hand' }));
      await local.delete(`/api/movements?idList=${created.id}`);
      expect(await placeOf(object.id)).toEqual(whole({ location: store.id, roomNumber: 'S-1' }));
    });

    it('refuses lower levels of the new location without the New Location, on create and update, and stores nothing', async () => {
      const [store, gallery] = locations;
      const object = await newObject({ location: store.id, roomNumber: 'S-1' });
      const reportId = unique('MV-L-');
      const refused = await local.post('/api/movements', { objectId: object.id, reportId, newRoomNumber: 'G-7', newTemporaryLocation: true, dateOfMovement: '2024-03-01' });
      expectRefused(refused, 400);
      expect(refused.body.fieldErrors).toEqual({ newLocation: NEW_PLACE_REQUIRED });
      expect(refused.body.debugMessage).toContain(`newLocation: ${NEW_PLACE_REQUIRED}`);
      const listed = async () => (await local.get(`/api/movements?objectId=${object.id}`)).body.totalElements;
      expect(await listed()).toBe(0);
      expect(await placeOf(object.id)).toEqual(whole({ location: store.id, roomNumber: 'S-1' }));

      // The report id was not taken by the refused save; an update that drops the New Location is refused too.
      const saved = await local.post('/api/movements', { objectId: object.id, reportId, newLocation: gallery.id, newRoomNumber: 'G-7', dateOfMovement: '2024-03-01' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const update = await local.put('/api/movements', { ...saved.body, newLocation: null, newCabinetNumber: 'GC-1' });
      expectRefused(update, 400);
      expect(update.body.fieldErrors).toEqual({ newLocation: NEW_PLACE_REQUIRED });
      expect((await local.get(`/api/movements/${saved.body.id}`)).body).toMatchObject({ version: saved.body.version, newLocation: gallery.id, newCabinetNumber: null });
      expect(await placeOf(object.id)).toEqual(whole({ location: gallery.id, roomNumber: 'G-7' }));
      expect(await listed()).toBe(1);
    });

    it('refuses a movement of an object someone moved meanwhile rather than deciding from a stale list', async () => {
      const [store, gallery, lab] = locations;
      const object = await newObject({ location: store.id });
      const answers = await Promise.all([
        local.post('/api/movements', { objectId: object.id, reportId: unique('MV-C-'), newLocation: gallery.id, dateOfMovement: '2024-03-01' }),
        local.post('/api/movements', { objectId: object.id, reportId: unique('MV-C-'), newLocation: lab.id, dateOfMovement: '2024-03-02' }),
      ]);
      const saved = answers.filter((a) => a.status === 200).map((a) => a.body as Row);
      expect(saved.length).toBeGreaterThanOrEqual(1);
      const newest = saved.sort((x, y) => (x.dateOfMovement < y.dateOfMovement ? 1 : -1))[0];
      expect(await locationOf(object.id)).toBe(newest.newLocation);
    });
  });
});
