import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INVENTORY_NUMBER_MESSAGE } from '../../shared/schemas/object';
import { OBJECT_STEPS } from '../../shared/schemas/object-fields';
import { expectErrorBody, type Api } from '../support/api';
import { adminClients, unique } from './context';

type Row = Record<string, any>;

describe('collection objects: the record and its CRUD API', () => {
  let local: Api;
  let demo: Api;
  /** Fresh dropdown values of this file, so no other file's use counts move. */
  const v: Record<string, Row> = {};
  const filesBase = () => `${inject('stack').env.UPLOADS_PUBLIC_URL}/localhost/objects`;

  const newValue = async (dropdownType: string, parentId?: string): Promise<Row> => {
    const res = await local.post('/api/dropdowns', { title: unique(`Objects ${dropdownType} `), dropdownType, parentId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const usage = async (value: Row): Promise<number> => {
    const res = await local.get(`/api/dropdowns?dropdownType=${value.dropdownType}${value.parentId ? `&parentId=${value.parentId}` : ''}`);
    return (res.body as Row[]).find((o) => o.id === value.id)!.usage;
  };

  beforeAll(async () => {
    ({ local, demo } = await adminClients());
    v.classification = await newValue('classification');
    v.otherClassification = await newValue('classification');
    v.category = await newValue('category', v.classification.id);
    v.otherCategory = await newValue('category', v.otherClassification.id);
    for (const type of ['region', 'location', 'locationArea', 'displayArea', 'availabilityPurpose']) v[type] = await newValue(type);
    v.material1 = await newValue('material');
    v.material2 = await newValue('material');
    v.technique = await newValue('technique');
    v.depth = await newValue('otherDimensions');
  });

  /** An object with every field of the record filled. */
  const everyField = (inventoryNumber: string): Row => ({
    inventoryNumber,
    quantity: 2,
    objectName: 'Astrolabe',
    subtitle: 'Planispheric astrolabe',
    objectTitle: 'The Qatar astrolabe',
    subCategory: 'Instruments',
    available: false,
    availabilityPurpose: v.availabilityPurpose.id,
    registrationDate: '2021/07/20',
    recordedBy: 'A. Registrar',
    length: 21.5,
    width: 17,
    height: 3.2,
    diameter: 16.4,
    weight: 1250,
    otherDimensions: { [v.depth.id]: 4.5 },
    details: [{ label: 'Credit Line', value: 'Gift of the founder, 1995' }],
    classification: v.classification.id,
    category: v.category.id,
    tagNumber: 'T-1',
    barcode: '0123456789',
    label: 'Astrolabe, brass',
    insuranceNumber: 'INS-7',
    value: 150000,
    currency: 'QAR',
    mainImage: { uid: 'rc-upload-1', name: 'front.png', url: `${filesBase()}/CROP-1700000000-front.png` },
    imageList: [
      { uid: 'rc-upload-2', name: 'back.png', url: `${filesBase()}/CROP-1700000001-back.png` },
      { uid: 'rc-upload-3', name: 'rete.png', url: `${filesBase()}/CROP-1700000002-rete.png` },
    ],
    photographer: 'M. Photographer',
    dateTaken: '2022-01-05',
    location: v.location.id,
    locationArea: v.locationArea.id,
    displayArea: v.displayArea.id,
    buildingNumber: 'B1',
    buildingArea: 'East wing',
    hallNumber: 'H2',
    roomNumber: 'R3',
    temporaryLocation: true,
    cabinetNumber: 'C4',
    shelfNumber: 'S5',
    drawerNumber: 'D6',
    boxNumber: 'X7',
    showcaseNumber: 'SC8',
    description: 'A brass astrolabe with an engraved rete.',
    descriptionLong: 'Long description. '.repeat(80).trim(),
    material: [v.material1.id, v.material2.id],
    technique: [v.technique.id],
    technology: 'Cast and engraved',
    surface: 'Polished',
    inscriptionType: 'Engraved',
    inscriptionPosition: 'Back plate',
    inscriptionNotes: 'Maker’s signature in Arabic: صنعه أحمد',
    language: 'Arabic',
    method: 'Casting',
    region: v.region.id,
    country: 'Qatar',
    city: 'Doha',
    century: '17th',
    date: '1650-03-01',
    productionDate: 'c.1650-5',
    hijriYear: '1060',
    gregorianYear: '1650',
    author: 'Ahmad ibn Muhammad',
    publishingHouse: 'Museum Press',
    carDetailsVisible: true,
    brand: 'Rolls-Royce',
    model: 'Phantom I',
    registration: 'Q-1926',
    colour: 'Maroon',
    bodyManufacturer: 'Barker',
    vehicleType: 'Saloon',
    numOfCylinders: 6,
    horsePower: 108,
    yearOfProduction: 1926,
    maxSpeed: 130,
    priceAtAuct: 250000,
    youtubeLink: 'https://www.youtube.com/watch?v=abc',
    specialHistory: 'Owned by a collector.',
    specialFeatures: 'Original coachwork.',
    mileage: 42000,
    tyreSize: '33x5',
    plateNumber: '1926',
    bookDetailsVisible: true,
    secondAuthor: 'B. Author',
    contributor: 'C. Contributor',
    translator: 'D. Translator',
    editor: 'E. Editor',
    edition: 'First',
    copyright: '1926',
    volume: 'II',
    pages: 320,
    subject: 'Astronomy',
    identifier: 'ISBN 0-00-000000-0',
    materialType: 'Manuscript',
  });

  const create = async (body: Row) => {
    const res = await local.post('/api/objects', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Row;
  };

  it('the test object names every field of every form step', () => {
    const steps = Object.values(OBJECT_STEPS).flat();
    expect(Object.keys(everyField('x')).sort()).toEqual([...new Set(steps), 'carDetailsVisible', 'bookDetailsVisible'].sort());
  });

  it('creates, reads, updates and deletes an object with every field, logging each change', async () => {
    const number = unique('AST-');
    const sent = everyField(number);
    const created = await create(sent);
    const expected = { ...sent, registrationDate: '2021-07-20', version: 1 };
    expect(created).toMatchObject(expected);
    expect((await local.get(`/api/objects/${created.id}`)).body).toEqual(created);
    expect(await usage(v.material1)).toBe(1);
    expect(await usage(v.classification)).toBe(2); // its category, and this object

    // The GET body goes back to the PUT with changes; emptied fields are removed.
    const changed = {
      ...created,
      objectName: 'Astrolabe (restored)',
      material: [v.material2.id],
      otherDimensions: {},
      classification: v.otherClassification.id,
      category: v.otherCategory.id,
      imageList: [],
      subtitle: null,
      descriptionLong: '',
      carDetailsVisible: false,
    };
    const updated = await local.put('/api/objects', changed);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ objectName: 'Astrolabe (restored)', material: [v.material2.id], otherDimensions: {}, imageList: [], subtitle: null, descriptionLong: null, carDetailsVisible: false, version: 2 });
    expect(updated.body.technique).toEqual([v.technique.id]);
    expect([await usage(v.material1), await usage(v.material2), await usage(v.depth), await usage(v.classification)]).toEqual([0, 1, 0, 1]);

    const log = (await local.get('/api/data-changes?size=10')).body.content as Row[];
    expect(log.find((c) => c.entityId === created.id && c.action === 'UPDATE')).toMatchObject({
      user: 'admin',
      entityType: 'object',
      oldValue: { objectName: 'Astrolabe' },
      newValue: { objectName: 'Astrolabe (restored)' },
    });
    const audit = (await local.get(`/api/activities/audit?objectType=object&objectId=${created.id}`)).body as Row[];
    expect(audit.map((a) => a.action)).toEqual(['update', 'create']);

    expect((await demo.get(`/api/objects/${created.id}`)).status).toBe(404);
    expect((await demo.put('/api/objects', { ...updated.body, inventoryNumber: 'taken' })).status).toBeGreaterThanOrEqual(400);

    const deleted = await local.delete(`/api/objects?idList=${created.id}&version=2`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ deleted: 1 });
    const gone = await local.get(`/api/objects/${created.id}`);
    expect(gone.status).toBe(404);
    expectErrorBody(gone.body, 404);
    expect([await usage(v.material2), await usage(v.technique), await usage(v.otherClassification)]).toEqual([0, 0, 1]);
    // Its number is free again.
    await create({ inventoryNumber: number });
  });

  it("requires the inventory number with the spec's message", async () => {
    for (const body of [{}, { inventoryNumber: '   ' }, { objectName: 'No number' }]) {
      const res = await local.post('/api/objects', body);
      expect(res.status).toBe(400);
      expectErrorBody(res.body, 400);
      expect(res.body.fieldErrors.inventoryNumber).toBe(INVENTORY_NUMBER_MESSAGE);
    }
  });

  it('keeps inventory numbers unique per museum: of 20 concurrent creates of one number, one wins', async () => {
    const number = unique('RACE-');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => local.post('/api/objects', { inventoryNumber: number, objectName: `Racer ${i}` })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.filter((a) => a.status !== 409 && a.status !== 200).map((a) => a.body))).toEqual([200, ...Array(19).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expectErrorBody(a.body, 409);
      expect(a.body.debugMessage).toBe(`Inventory Number ${number} is already used by another object.`);
    }
    // Case does not make another number; another museum has its own numbers.
    expect((await local.post('/api/objects', { inventoryNumber: number.toLowerCase() })).status).toBe(409);
    expect((await demo.post('/api/objects', { inventoryNumber: number })).status).toBe(200);

    // Renumbering moves the claim: the old number is free, the new one taken.
    const other = await create({ inventoryNumber: unique('MOVE-') });
    const renumbered = await local.put('/api/objects', { ...other, inventoryNumber: `${other.inventoryNumber}-B` });
    expect(renumbered.status).toBe(200);
    const taken = await local.put('/api/objects', { ...renumbered.body, inventoryNumber: number });
    expect(taken.status).toBe(409);
    expect(taken.body.debugMessage).toBe(`Inventory Number ${number} is already used by another object.`);
    await create({ inventoryNumber: other.inventoryNumber });
    expect((await local.post('/api/objects', { inventoryNumber: `${other.inventoryNumber}-B` })).status).toBe(409);
  });

  it('refuses a stale version with 409 and keeps the newer save', async () => {
    const object = await create({ inventoryNumber: unique('STALE-'), objectName: 'First' });
    expect((await local.put('/api/objects', { ...object, objectName: 'Second' })).status).toBe(200);
    const stale = await local.put('/api/objects', { ...object, objectName: 'Third' });
    expect(stale.status).toBe(409);
    expectErrorBody(stale.body, 409);
    expect((await local.get(`/api/objects/${object.id}`)).body).toMatchObject({ objectName: 'Second', version: 2 });
    expect((await local.put('/api/objects', { ...object, version: undefined })).status).toBe(400);
    expect((await local.delete(`/api/objects?idList=${object.id}&version=1`)).status).toBe(409);
    expect((await local.get(`/api/objects/${object.id}`)).status).toBe(200);
  });

  it('clears the availability purpose of an available object (spec 2 section 4)', async () => {
    const unavailable = await create({ inventoryNumber: unique('AV-'), available: false, availabilityPurpose: v.availabilityPurpose.id });
    expect(unavailable).toMatchObject({ available: false, availabilityPurpose: v.availabilityPurpose.id });
    expect(await usage(v.availabilityPurpose)).toBe(1);

    const madeAvailable = await local.put('/api/objects', { ...unavailable, available: true });
    expect(madeAvailable.body).toMatchObject({ available: true, availabilityPurpose: null });
    expect(await usage(v.availabilityPurpose)).toBe(0);

    // A purpose sent for an available object (or one that does not say) is not kept.
    expect(await create({ inventoryNumber: unique('AV-'), available: true, availabilityPurpose: v.availabilityPurpose.id })).toMatchObject({ available: true, availabilityPurpose: null });
    expect(await create({ inventoryNumber: unique('AV-'), availabilityPurpose: v.availabilityPurpose.id })).toMatchObject({ available: true, availabilityPurpose: null });
    expect(await usage(v.availabilityPurpose)).toBe(0);
  });

  it('takes only existing dropdown values of the right type, categories of the chosen classification and files of its own folder', async () => {
    const refused = async (body: Row, field: string) => {
      const res = await local.post('/api/objects', { inventoryNumber: unique('BAD-'), ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expectErrorBody(res.body, 400);
      expect(Object.keys(res.body.fieldErrors)).toContain(field);
    };
    await refused({ material: [v.technique.id] }, 'material');
    await refused({ location: 'location.not-a-value' }, 'location');
    await refused({ otherDimensions: { [v.material1.id]: 3 } }, 'otherDimensions');
    await refused({ classification: v.classification.id, category: v.otherCategory.id }, 'category');
    await refused({ category: v.category.id }, 'category');
    await refused({ mainImage: { uid: '1', name: 'x.png', url: 'https://elsewhere.example.org/x.png' } }, 'mainImage');
    await refused({ imageList: [{ uid: '1', name: 'x.png', url: `${inject('stack').env.UPLOADS_PUBLIC_URL}/demo/objects/x.png` }] }, 'imageList.0');
    await refused({ registrationDate: '2021-02-30' }, 'registrationDate');
    await refused({ description: 'x'.repeat(241) }, 'description');
    await refused({ descriptionLong: 'x'.repeat(1601) }, 'descriptionLong');
    await refused({ youtubeLink: 'javascript:alert(1)' }, 'youtubeLink');
    await refused({ imageList: Array.from({ length: 21 }, (_, i) => ({ uid: `${i}`, name: 'x.png', url: `${filesBase()}/x${i}.png` })) }, 'imageList');
    // A value of another museum is no value here.
    const theirs = (await demo.post('/api/dropdowns', { title: unique('Demo material '), dropdownType: 'material' })).body;
    await refused({ material: [theirs.id] }, 'material');
  });

  it('keeps a dropdown value an object uses from being deleted until the object lets it go', async () => {
    const kept = await newValue('material');
    const other = await newValue('region');
    const object = await create({ inventoryNumber: unique('USE-'), material: [kept.id], region: other.id });

    const refused = await local.delete(`/api/dropdowns?idList=${kept.id}`);
    expect(refused.status).toBe(409);
    expectErrorBody(refused.body, 409);
    expect(refused.body.debugMessage).toBe(`Material "${kept.title}" is used by 1 record, so it cannot be deleted.`);

    // Changed to another material: the first is free.
    const saved = await local.put('/api/objects', { ...object, material: [v.material1.id] });
    expect(saved.status).toBe(200);
    expect((await local.delete(`/api/dropdowns?idList=${kept.id}`)).status).toBe(200);

    // Deleted: its region is free.
    expect((await local.delete(`/api/dropdowns?idList=${other.id}`)).status).toBe(409);
    expect((await local.delete(`/api/objects?idList=${object.id}`)).status).toBe(200);
    expect((await local.delete(`/api/dropdowns?idList=${other.id}`)).status).toBe(200);
  });

  it('pages in inventory-number order (A-2 before A-10) with the exact total', async () => {
    const before = (await local.get('/api/objects')).body;
    expect(before).toMatchObject({ page: 0, size: 10 });
    const prefix = unique('ZZ-PAGE-');
    for (const n of ['10', '2', '1']) await create({ inventoryNumber: `${prefix}-${n}` });
    const after = (await local.get('/api/objects?page=0&size=1000')).body;
    expect(after.totalElements).toBe(before.totalElements + 3);
    expect(after.content).toHaveLength(after.totalElements);
    const mine = (after.content as Row[]).map((o) => o.inventoryNumber).filter((n: string) => n.startsWith(prefix));
    expect(mine).toEqual([`${prefix}-1`, `${prefix}-2`, `${prefix}-10`]);

    const page = (await local.get(`/api/objects?page=1&size=2`)).body;
    expect(page.content.map((o: Row) => o.id)).toEqual((after.content as Row[]).slice(2, 4).map((o) => o.id));
    expect((await local.get(`/api/objects?page=${after.totalElements}&size=1`)).body.content).toEqual([]);
    expect((await local.get('/api/objects?size=0')).status).toBe(400);

    const ids = (after.content as Row[]).filter((o) => o.inventoryNumber.startsWith(prefix)).map((o) => o.id);
    expect((await local.delete(`/api/objects?idList=${ids.join(',')}`)).body).toEqual({ deleted: 3 });
    expect((await local.get('/api/objects')).body.totalElements).toBe(before.totalElements);
  });
});
