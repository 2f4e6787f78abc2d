import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EXPORT_IDS_MAX } from '../../shared/schemas/export';
import { OBJECT_BOOLEAN_FIELDS, OBJECT_DATE_FIELDS, OBJECT_MULTI_REFS, OBJECT_SINGLE_REFS, OBJECT_STEPS } from '../../shared/schemas/object-fields';
import { OBJECT_FIELD_LABELS } from '../../shared/schemas/object-labels';
import { Api, expectErrorBody, tenantHost } from '../support/api';
import { download } from '../support/download';
import { adminClients, unique } from './context';

type Row = Record<string, any>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_NAME = /^objects_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/;

async function sheetOf(bytes: Buffer | ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as ArrayBuffer);
  const sheet = workbook.getWorksheet('Objects');
  if (!sheet) throw new Error('no Objects sheet');
  return sheet;
}

const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1) as string[];

/** The sheet's rows as header -> cell value, by inventory number. */
function rowsByNumber(sheet: ExcelJS.Worksheet): Map<unknown, Row> {
  const headers = headersOf(sheet);
  const rows = new Map<unknown, Row>();
  sheet.eachRow((row, n) => {
    if (n > 1) rows.set(row.getCell(1).value, Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value])));
  });
  return rows;
}

/** The filter row over every column and row, and the header row frozen: what a reader meets first. */
function expectReadableSheet(sheet: ExcelJS.Worksheet) {
  const last = sheet.getRow(1).getCell(headersOf(sheet).length).address.replace(/\d+$/u, '');
  expect(sheet.autoFilter).toBe(`A1:${last}${sheet.rowCount}`);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
}

/** The car and book details' columns: their steps' fields (the publisher is the origin's too) and their switches. */
const ORIGIN = new Set<string>(OBJECT_STEPS.origin);
const CAR_HEADERS = [...OBJECT_STEPS.car, 'carDetailsVisible' as const].map((f) => OBJECT_FIELD_LABELS[f]);
const BOOK_HEADERS = [...OBJECT_STEPS.book.filter((f) => !ORIGIN.has(f)), 'bookDetailsVisible' as const].map((f) => OBJECT_FIELD_LABELS[f]);

describe('objects export: GET /api/objects/excel and export jobs', () => {
  /** A started job (202) followed until it is no longer running. */
  async function finishedJob(started: { status: number; body: Row }): Promise<Row> {
    expect(started.status).toBe(202);
    let state = started.body;
    for (let i = 0; i < 180 && state.status === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      state = (await local.get(`/api/exports/${state.id}`)).body;
    }
    expect(state.status).toBe('DONE');
    return state;
  }

  let local: Api;
  let demo: Api;
  let port: number;
  const v: Record<string, Row> = {};
  const objects: Row[] = [];
  const filesBase = () => `${inject('stack').env.UPLOADS_PUBLIC_URL}/localhost/objects`;

  const newValue = async (dropdownType: string, parentId?: string): Promise<Row> => {
    const res = await local.post('/api/dropdowns', { title: unique(`Export ${dropdownType} `), dropdownType, parentId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const create = async (body: Row): Promise<Row> => {
    const res = await local.post('/api/objects', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    ({ local, demo, port } = await adminClients());
    v.classification = await newValue('classification');
    v.category = await newValue('category', v.classification.id);
    for (const type of ['region', 'location', 'locationArea', 'displayArea', 'availabilityPurpose', 'technique']) v[type] = await newValue(type);
    v.material1 = await newValue('material');
    v.material2 = await newValue('material');
    v.depth = await newValue('otherDimensions');
    v.thickness = await newValue('otherDimensions');
    objects.push(
      await create({
        inventoryNumber: unique('XL-A-'),
        quantity: 2,
        objectName: 'Astrolabe',
        objectTitle: 'The Qatar astrolabe',
        available: false,
        availabilityPurpose: v.availabilityPurpose.id,
        registrationDate: '2021/07/20',
        dateTaken: '2022-01-05',
        length: 21.5,
        weight: 1250,
        otherDimensions: { [v.depth.id]: 4.5, [v.thickness.id]: 0.3 },
        details: [{ label: 'Credit Line', value: 'Presented 1922' }, { label: 'URL', value: 'http://example.org/a' }],
        classification: v.classification.id,
        category: v.category.id,
        region: v.region.id,
        location: v.location.id,
        locationArea: v.locationArea.id,
        displayArea: v.displayArea.id,
        material: [v.material1.id, v.material2.id],
        technique: [v.technique.id],
        temporaryLocation: true,
        mainImage: { uid: 'u1', name: 'front.png', url: `${filesBase()}/CROP-1700000000-front.png` },
        imageList: [
          { uid: 'u2', name: 'back.png', url: `${filesBase()}/CROP-1700000001-back.png` },
          { uid: 'u3', name: 'rete.png', url: `${filesBase()}/CROP-1700000002-rete.png` },
        ],
        inscriptionNotes: 'صنعه أحمد',
        date: '1650-03-01',
        productionDate: 'c.1650-5',
        carDetailsVisible: true,
        yearOfProduction: 1926,
        youtubeLink: 'https://www.youtube.com/watch?v=abc',
        bookDetailsVisible: true,
        pages: 320,
      }),
      // Text a spreadsheet could take for a formula.
      await create({ inventoryNumber: unique('XL-B-'), objectName: '=HYPERLINK("http://evil.example","click")', subtitle: '+1+1', recordedBy: '@SUM(1,2)', description: '-2+3' }),
      await create({ inventoryNumber: unique('XL-C-') }),
    );
  });

  const titleOf = (id: string) => Object.values(v).find((value) => value.id === id)!.title as string;
  const fieldOf = new Map(Object.entries(OBJECT_FIELD_LABELS).map(([field, label]) => [label, field]));

  /** What a cell shows for a field of the object as GET /api/objects/{id} returns it. */
  function expectedCell(object: Row, field: string): unknown {
    const value = object[field];
    if (field === 'otherDimensions') {
      const pairs = Object.entries(value as Record<string, number>).map(([id, n]) => `${titleOf(id)}: ${n}`);
      return pairs.length ? pairs.join(', ') : null;
    }
    if (field === 'details') return value.length ? value.map((d: Row) => `${d.label}: ${d.value}`).join('\n') : null;
    if (field === 'mainImage') return value?.url ?? null;
    if (field === 'imageList') return value.length ? value.map((f: Row) => f.url).join(', ') : null;
    if ((OBJECT_BOOLEAN_FIELDS as readonly string[]).includes(field)) return value ? 'Yes' : 'No';
    if (value === null) return null;
    // A spreadsheet date from 1 March 1900 on; before it (a date of making) the console's text.
    if ((OBJECT_DATE_FIELDS as readonly string[]).includes(field)) return value >= '1900-03-01' ? new Date(`${value}T00:00:00Z`) : value.replaceAll('-', '/');
    if (field in OBJECT_SINGLE_REFS) return titleOf(value);
    if (field in OBJECT_MULTI_REFS) return value.length ? value.map(titleOf).join(', ') : null;
    return value;
  }

  it('answers the selected objects as an .xlsx whose every cell matches the records', async () => {
    const res = await download(local, `/api/objects/excel?idList=${objects.map((o) => o.id).join(',')}`);
    expect(res.status, res.bytes.toString()).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const fileName = /^attachment; filename="([^"]+)"$/.exec(res.headers['content-disposition'])?.[1];
    expect(fileName).toMatch(FILE_NAME);

    const sheet = await sheetOf(res.bytes);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    // One column per field of the record, headed by the form's labels.
    expect(new Set(headers)).toEqual(new Set(Object.values(OBJECT_FIELD_LABELS)));
    expect(sheet.rowCount).toBe(1 + objects.length);

    for (const [i, created] of objects.entries()) {
      const record = (await local.get(`/api/objects/${created.id}`)).body as Row;
      const row = sheet.getRow(i + 2);
      headers.forEach((header, c) => {
        const cell = row.getCell(c + 1).value;
        expect(cell ?? null, `${record.inventoryNumber} ${header}`).toEqual(expectedCell(record, fieldOf.get(header)!));
      });
    }
    // Spot checks of the mapping, written out.
    const first = sheet.getRow(2);
    const cellOf = (label: string) => first.getCell(headers.indexOf(label) + 1).value;
    expect(cellOf('Material')).toBe(`${v.material1.title}, ${v.material2.title}`);
    expect(cellOf('Available')).toBe('No');
    expect(cellOf('Other Dimensions')).toBe(`${v.depth.title}: 4.5, ${v.thickness.title}: 0.3`);
    // Days are dates a spreadsheet sorts and filters, shown as the console writes them.
    const registered = first.getCell(headers.indexOf('Registration Date') + 1);
    expect(registered.type).toBe(ExcelJS.ValueType.Date);
    expect(registered.value).toEqual(new Date(Date.UTC(2021, 6, 20)));
    expect(registered.numFmt).toBe('yyyy/mm/dd');
    expect(cellOf('Date')).toBe('1650/03/01');
    expect(cellOf('Production Date')).toBe('c.1650-5');
    // Files on the address the console shows them from.
    const publicFiles = `${inject('stack').env.UPLOADS_PUBLIC_URL}/`;
    expect(String(cellOf('Main Image')).startsWith(publicFiles)).toBe(true);
    for (const link of String(cellOf('Image List')).split(', ')) expect(link.startsWith(publicFiles), link).toBe(true);
    expectReadableSheet(sheet);
  });

  it("writes the list's four columns on columns=list, in the list's order", async () => {
    const res = await download(local, `/api/objects/excel?idList=${objects[0].id}&columns=list`);
    expect(res.status, res.bytes.toString()).toBe(200);
    const sheet = await sheetOf(res.bytes);
    expect(headersOf(sheet)).toEqual(['Inventory Number', 'Object Name', 'Location', 'Location Area']);
    expect(sheet.getRow(2).values).toEqual([undefined, objects[0].inventoryNumber, 'Astrolabe', v.location.title, v.locationArea.title]);
    expectReadableSheet(sheet);
  });

  it('leaves the car and book columns out when no exported object uses them, and keeps the car ones for one car value', async () => {
    const plain = await download(local, `/api/objects/excel?idList=${objects[1].id},${objects[2].id}&columns=all`);
    const plainHeaders = headersOf(await sheetOf(plain.bytes));
    expect(plainHeaders.filter((h) => CAR_HEADERS.includes(h) || BOOK_HEADERS.includes(h))).toEqual([]);
    expect(plainHeaders).toContain(OBJECT_FIELD_LABELS.publishingHouse);
    expect(plainHeaders).toHaveLength(Object.keys(OBJECT_FIELD_LABELS).length - CAR_HEADERS.length - BOOK_HEADERS.length);

    const car = await create({ inventoryNumber: unique('XL-CAR-'), brand: 'Rolls-Royce' });
    const withCar = headersOf(await sheetOf((await download(local, `/api/objects/excel?idList=${objects[2].id},${car.id}`)).bytes));
    expect(withCar.filter((h) => CAR_HEADERS.includes(h))).toEqual(CAR_HEADERS);
    expect(withCar.filter((h) => BOOK_HEADERS.includes(h))).toEqual([]);
  });

  it('refuses a columns value other than list or all with a 400 in the error body, and exports nothing', async () => {
    for (const path of [`/api/objects/excel?idList=${objects[0].id}&columns=some`, '/api/objects/excel?all=true&columns=LIST']) {
      const res = await local.get(path);
      expect(res.status, path).toBe(400);
      expectErrorBody(res.body, 400);
      expect(JSON.stringify(res.body)).toContain('columns=list');
      expect(String(res.headers['content-type'])).not.toContain('spreadsheetml');
    }
  });

  it('writes text that starts with = + - @ as text, never as a formula', async () => {
    const res = await download(local, `/api/objects/excel?idList=${objects[1].id}`);
    const sheet = await sheetOf(res.bytes);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    for (const [label, text] of [
      ['Object Name', '=HYPERLINK("http://evil.example","click")'],
      ['Subtitle', '+1+1'],
      ['Recorded By', '@SUM(1,2)'],
      ['Description', '-2+3'],
    ]) {
      const cell = sheet.getRow(2).getCell(headers.indexOf(label) + 1);
      expect(cell.type, label).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      expect(cell.numFmt, label).toBe('@');
    }
  });

  it('refuses an export that names neither all nor ids, or too many ids', async () => {
    expect((await local.get('/api/objects/excel')).status).toBe(400);
    const ids = Array.from({ length: EXPORT_IDS_MAX + 1 }, (_, i) => `id-${i}`).join(',');
    expect((await local.get(`/api/objects/excel?idList=${ids}`)).status).toBe(400);
  });

  it('exports all objects as a job: 202, progress, then a presigned file with every object; other museums cannot read it', async () => {
    const started = await local.get('/api/objects/excel?all=true');
    expect(started.status, String(started.headers['content-type'])).toBe(202);
    const job = started.body as Row;
    expect(job).toMatchObject({ status: 'RUNNING', processed: 0 });
    expect(job.total).toBeGreaterThanOrEqual(objects.length);
    expect(job.fileName).toMatch(FILE_NAME);

    let state: Row = job;
    for (let i = 0; i < 180 && state.status === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const res = await local.get(`/api/exports/${job.id}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      state = res.body;
      expect(state.processed).toBeLessThanOrEqual(state.total);
    }
    expect(state).toMatchObject({ id: job.id, status: 'DONE', fileName: job.fileName });
    expect(state.processed).toBe(state.total);

    const file = await fetch(state.url);
    expect(file.status).toBe(200);
    const sheet = await sheetOf(await file.arrayBuffer());
    expect(sheet.rowCount).toBe(1 + state.total);
    // The job writes what the direct answer writes: the same columns (the first object uses the
    // car and book details) and the same cells, a spreadsheet's filter and frozen header.
    const direct = await sheetOf((await download(local, `/api/objects/excel?idList=${objects.map((o) => o.id).join(',')}`)).bytes);
    expect(headersOf(sheet)).toEqual(headersOf(direct));
    const jobRows = rowsByNumber(sheet);
    for (const [number, row] of rowsByNumber(direct)) expect(jobRows.get(number), String(number)).toEqual(row);
    expectReadableSheet(sheet);

    // The list's columns as a job.
    const listed = await finishedJob(await local.get('/api/objects/excel?all=true&columns=list'));
    const listSheet = await sheetOf(await (await fetch(listed.url)).arrayBuffer());
    expect(headersOf(listSheet)).toEqual(['Inventory Number', 'Object Name', 'Location', 'Location Area']);
    expect(rowsByNumber(listSheet).get(objects[0].inventoryNumber)).toEqual({
      'Inventory Number': objects[0].inventoryNumber, 'Object Name': 'Astrolabe', Location: v.location.title, 'Location Area': v.locationArea.title,
    });

    // The job is the museum's own: the other museum's admin does not see it...
    const other = await demo.get(`/api/exports/${job.id}`);
    expect(other.status).toBe(404);
    // ...nor does another user of the same museum: only the user who started it.
    const group = await local.post('/api/users/user-groups', { value: unique('Export readers '), permission: { item: { read: true, write: false } } });
    const username = unique('exportreader');
    const created = await local.post('/api/users', { name: 'Export Reader', email: `${username}@example.org`, username, password: 'Passw0rd-export', userGroup: group.body.id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const colleague = await new Api(port, tenantHost('localhost', port)).login(username, 'Passw0rd-export');
    expect((await colleague.get(`/api/exports/${job.id}`)).status).toBe(404);
  });
});
