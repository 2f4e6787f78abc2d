import { request as httpRequest } from 'node:http';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_TYPES, type RecordType } from '../../shared/records/record-types';
import type { Api } from '../support/api';
import { adminClients, unique } from './context';

type Row = Record<string, any>;

/** The answer's bytes as they came (the suite's client reads text). */
function download(api: Api, path: string): Promise<{ status: number; headers: Record<string, any>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: api.port, path, headers: { host: api.host, authorization: `Bearer ${api.token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function sheetOf(bytes: Buffer | ArrayBuffer, name: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as ArrayBuffer);
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no ${name} sheet`);
  return sheet;
}

/** The sheet as header -> cell text, one entry per data row. */
function rowsOf(sheet: ExcelJS.Worksheet): Row[] {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Row[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value])));
  });
  return rows;
}

describe('records export: GET /api/<records>/excel, opened back', () => {
  let local: Api;
  let location: Row;
  let condition: Row;

  beforeAll(async () => {
    ({ local } = await adminClients());
    const value = async (dropdownType: string) => (await local.post('/api/dropdowns', { title: unique(`Export ${dropdownType} `), dropdownType })).body as Row;
    location = await value('location');
    condition = await value('condition');
  });

  it.each((Object.values(RECORD_TYPES) as RecordType[]).map((t) => [t.path, t] as const))('%s: the selection as .xlsx with every column, values by title', async (_path, type) => {
    const object = (await local.post('/api/objects', { inventoryNumber: unique('XR-'), objectName: 'Exported object' })).body as Row;
    const input: Row = { objectId: object.id, ...(type.reportId ? { reportId: unique(`${type.reportId.prefix}-X-`) } : {}) };
    for (const field of type.fields) {
      if (field.kind === 'date') input[field.name] = '2024-05-06';
      if (field.kind === 'number') input[field.name] = 12.5;
      if (field.kind === 'boolean') input[field.name] = true;
      if (field.kind === 'text' && field.name !== 'reportId') input[field.name] = `${field.label} value`;
    }
    if (type.name === 'condition') input.condition = condition.id;
    if (type.name === 'movement') input.newLocation = location.id;
    const created = await local.post(`/api/${type.path}`, input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const file = await download(local, `/api/${type.path}/excel?idList=${created.body.id}`);
    expect(file.status).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(new RegExp(`filename="${type.path}_\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}\\.xlsx"`));
    const sheet = await sheetOf(file.bytes, type.plural);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(['Inventory Number', 'Object Name', ...type.fields.map((f) => (f.unit ? `${f.label} (${f.unit})` : f.label)), 'Record ID']);
    const [row] = rowsOf(sheet);
    expect(row['Inventory Number']).toBe(object.inventoryNumber);
    expect(row['Object Name']).toBe('Exported object');
    // Days are spreadsheet dates, shown as the console writes them.
    const dateColumn = headers.indexOf(type.fields.find((f) => f.kind === 'date')!.label) + 1;
    expect(sheet.getRow(2).getCell(dateColumn).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(2).getCell(dateColumn).value).toEqual(new Date(Date.UTC(2024, 4, 6)));
    expect(sheet.getRow(2).getCell(dateColumn).numFmt).toBe('yyyy/mm/dd');
    expect(sheet.autoFilter).toMatch(/^A1:[A-Z]+2$/u);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    if (type.reportId) expect(row['Report ID']).toBe(input.reportId);
    expect(row['Record ID']).toBe(created.body.id);
    if (type.name === 'condition') expect(row.Condition).toBe(condition.title);
    if (type.name === 'movement') expect(row['New Location']).toBe(location.title);

    // The list's columns (spec 2 section 2's table), in its order.
    const listed = await download(local, `/api/${type.path}/excel?idList=${created.body.id}&columns=list`);
    expect(listed.status).toBe(200);
    const listSheet = await sheetOf(listed.bytes, type.plural);
    const label = (name: string) => type.fields.find((f) => f.name === name)!.label;
    expect((listSheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Inventory Number', ...(type.objectNameColumn ? ['Object Name'] : []), ...type.columns.map(label)]);
    expect(listSheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(listSheet.autoFilter).toBe(`A1:${String.fromCharCode(64 + listSheet.getRow(1).cellCount)}2`);
  });

  it('exports all records of a type as a job when there are many (the suite answers 2 rows at once)', async () => {
    const object = (await local.post('/api/objects', { inventoryNumber: unique('XJ-'), objectName: 'Job object' })).body as Row;
    for (let i = 0; i < 3; i++) await local.post('/api/technical-forms', { objectId: object.id, recordedBy: `Job ${i}` });
    const started = await local.get('/api/technical-forms/excel?all=true');
    expect(started.status).toBe(202);
    let state: Row = started.body;
    for (let i = 0; i < 120 && state.status === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      state = (await local.get(`/api/exports/${state.id}`)).body;
    }
    expect(state).toMatchObject({ status: 'DONE' });
    expect(state.fileName).toMatch(/^technical-forms_/u);
    const sheet = await sheetOf(await (await fetch(state.url)).arrayBuffer(), 'Technical Forms');
    expect(sheet.rowCount).toBe(1 + state.total);
    expect(rowsOf(sheet).filter((r) => r['Object Name'] === 'Job object')).toHaveLength(3);
  });
});
