import { request as httpRequest } from 'node:http';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EXPORT_IDS_MAX } from '../../shared/schemas/export';
import { OBJECT_BOOLEAN_FIELDS, OBJECT_DATE_FIELDS, OBJECT_MULTI_REFS, OBJECT_SINGLE_REFS } from '../../shared/schemas/object-fields';
import { OBJECT_FIELD_LABELS } from '../../shared/schemas/object-labels';
import { Api, tenantHost } from '../support/api';
import { adminClients, unique } from './context';

type Row = Record<string, any>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_NAME = /^objects_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/;

/** The answer's bytes as they came (the suite's client reads text). */
function download(api: Api, path: string): Promise<{ status: number; headers: Record<string, any>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: api.port, path, headers: { host: api.host, authorization: `Bearer ${api.token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function sheetOf(bytes: Buffer | ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as ArrayBuffer);
  const sheet = workbook.getWorksheet('Objects');
  if (!sheet) throw new Error('no Objects sheet');
  return sheet;
}

describe('objects export: GET /api/objects/excel and export jobs', () => {
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
    if (field === 'mainImage') return value?.url ?? null;
    if (field === 'imageList') return value.length ? value.map((f: Row) => f.url).join(', ') : null;
    if ((OBJECT_BOOLEAN_FIELDS as readonly string[]).includes(field)) return value ? 'Yes' : 'No';
    if (value === null) return null;
    if ((OBJECT_DATE_FIELDS as readonly string[]).includes(field)) return value.replaceAll('-', '/');
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
    expect(cellOf('Registration Date')).toBe('2021/07/20');
    expect(cellOf('Other Dimensions')).toBe(`${v.depth.title}: 4.5, ${v.thickness.title}: 0.3`);
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
    const numbers = new Set<unknown>();
    sheet.eachRow((row, n) => n > 1 && numbers.add(row.getCell(1).value));
    for (const o of objects) expect(numbers.has(o.inventoryNumber), o.inventoryNumber).toBe(true);

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
