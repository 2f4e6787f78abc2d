import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_LIST_HEADERS } from '../../shared/schemas/object-list-headers';
import { LIST_COLUMNS_CHOICE_MESSAGE } from '../../functions/catalogue/objects/listed-export';
import { expectErrorBody, type Api } from '../support/api';
import { download } from '../support/download';
import { adminClients, unique } from './context';

type Row = Record<string, any>;

/** The sheet's header row and its rows' cells, in the file's order. */
async function table(bytes: Buffer | ArrayBuffer): Promise<{ headers: unknown[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as ArrayBuffer);
  const values: unknown[][] = [];
  workbook.getWorksheet('Objects')!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return { headers: values[0], rows: values.slice(1) };
}

/**
 * The export of the object list as shown (issue 29): the columns the user chose, in their order,
 * headed in the console's language, over the rows of the list's search, filters, set and sort.
 * The suite answers at most 2 rows at once (EXPORT_SYNC_MAX_ROWS), so three rows make a job.
 */
describe('objects export: the list as shown (GET /api/objects/excel with the list\'s query and listColumns)', () => {
  let local: Api;
  const word = unique('lx').toLowerCase();
  const objects: Row[] = [];
  let classification: Row;

  beforeAll(async () => {
    ({ local } = await adminClients());
    classification = (await local.post('/api/dropdowns', { title: unique('Listed class '), dropdownType: 'classification' })).body;
    // Names out of inventory order, so the sort shows in the file.
    for (const [n, name, title] of [['1', 'Bowl', 'Blue bowl'], ['2', 'Astrolabe', 'Brass astrolabe'], ['3', 'Coin', 'Gold coin']]) {
      const res = await local.post('/api/objects', { inventoryNumber: unique(`LX-${n}-`), objectName: `${name} ${word}`, objectTitle: title, classification: classification.id, quantity: Number(n) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      objects.push(res.body);
    }
  });

  const [bowl, astrolabe, coin] = [0, 1, 2].map((i) => () => objects[i]);

  it('writes a selection in the chosen columns and order, headed in Arabic, in the list\'s sort order', async () => {
    const ids = objects.map((o) => o.id).join(',');
    const res = await download(local, `/api/objects/excel?idList=${ids}&columns=list&listColumns=objectTitle,inventoryNumber,classification,quantity,updatedAt&lang=ar&sort=objectName,desc`);
    expect(res.status).toBe(200);
    const { headers, rows } = await table(res.bytes);
    const ar = OBJECT_LIST_HEADERS.ar;
    expect(headers).toEqual([ar.objectTitle, ar.inventoryNumber, ar.classification, ar.quantity, ar.updatedAt]);
    expect(rows.map((r) => r[1])).toEqual([coin(), bowl(), astrolabe()].map((o) => o.inventoryNumber));
    expect(rows[0].slice(0, 4)).toEqual(['Gold coin', coin().inventoryNumber, classification.title, 3]);
    expect(rows[0][4]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/u);
  });

  it("exports every object the list's search finds (a job past the threshold) in the chosen columns, and the set's found ones at once", async () => {
    const started = await local.get(`/api/objects/excel?all=true&searchAll=${word}&sort=objectName,asc&columns=list&listColumns=objectName,inventoryNumber&lang=en`);
    expect(started.status).toBe(202);
    let job = started.body as Row;
    for (let i = 0; i < 120 && job.status === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      job = (await local.get(`/api/exports/${job.id}`)).body;
    }
    expect(job).toMatchObject({ status: 'DONE', total: 3 });
    const fromJob = await table(await (await fetch(job.url)).arrayBuffer());
    expect(fromJob.headers).toEqual(['Object Name', 'Inventory Number']);
    expect(fromJob.rows).toEqual([astrolabe(), bowl(), coin()].map((o) => [o.objectName, o.inventoryNumber]));

    // A set of the three, narrowed by a filter to two: those two, answered at once.
    const set = (await local.post('/api/object-sets', { name: unique('Listed set '), private: true })).body;
    expect((await local.post(`/api/object-sets/${set.id}/objects`, { ids: objects.map((o) => o.id) })).status).toBe(200);
    const res = await download(local, `/api/objects/excel?setId=${set.id}&objectTitle=b&columns=list&listColumns=inventoryNumber&lang=en`);
    expect(res.status).toBe(200);
    expect((await table(res.bytes)).rows).toEqual([[bowl().inventoryNumber], [astrolabe().inventoryNumber]]);
  });

  it('refuses columns the list does not have, a column named twice, listColumns with columns=all, or a sort the list does not have, with a 400 in the error body', async () => {
    const ids = objects[0].id;
    for (const listColumns of ['inventoryNumber,actions', 'objectName,objectName']) {
      const res = await local.get(`/api/objects/excel?idList=${ids}&columns=list&listColumns=${listColumns}`);
      expect(res.status, listColumns).toBe(400);
      expectErrorBody(res.body, 400);
    }
    const both = await local.get(`/api/objects/excel?idList=${ids}&columns=all&listColumns=inventoryNumber`);
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain(LIST_COLUMNS_CHOICE_MESSAGE);
    // The list's parameters are checked as the list checks them.
    const sort = await local.get(`/api/objects/excel?all=true&sort=weight,desc`);
    expect(sort.status).toBe(400);
    expectErrorBody(sort.body, 400);
  });
});
