import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_MACRO_MESSAGE, IMPORT_SIZE_MESSAGE, IMPORT_TYPE_MESSAGE } from '../../shared/schemas/import';
import { OBJECT_FIELD_LABELS } from '../../shared/schemas/object-labels';
import { Api, tenantHost } from '../support/api';
import { unique } from './context';
import { bytesOf, csv, importClient, ok, XLSX, type Row } from './import-client';

const L = OBJECT_FIELD_LABELS;

/**
 * Spreadsheet imports (issue 15) on a museum onboarded for this file, so its counts and
 * dashboard are the import's alone. The stack runs jobs in process with chunks of 3 rows and
 * one chunk per run of the job (global-setup.ts), so every commit and rollback here hands on
 * from run to run as a 100,000-row one does.
 */
describe('spreadsheet imports: dry run, commit, rollback', () => {
  const slug = unique('imp').toLowerCase().slice(0, 30);
  const password = 'Import-Admin-1a';
  let api: Api;
  let other: Api;
  const v: Record<string, Row> = {};

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    await createTenant({ slug, admin: { username: 'admin', password } });
    const { port, adminPassword } = inject('stack');
    api = await new Api(port, tenantHost(slug, port)).login('admin', password);
    other = await new Api(port, tenantHost('demo', port)).login('admin', adminPassword);
    // A new museum starts with the default values: take one it has, or add it.
    const value = async (dropdownType: string, title: string, parentId?: string) => {
      const have = ok(await api.get(`/api/dropdowns?dropdownType=${dropdownType}${parentId ? `&parentId=${parentId}` : ''}`)) as Row[];
      return have.find((o) => o.title === title) ?? ok(await api.post('/api/dropdowns', { dropdownType, title, parentId }), title);
    };
    v.paintings = await value('classification', 'Paintings');
    v.oil = await value('category', 'Oil on canvas', v.paintings.id);
    v.wood = await value('material', 'Wood');
    v.gold = await value('material', 'Gold');
    v.depth = await value('otherDimensions', 'Depth');
    v.hall = await value('location', 'Main hall');
  }, 60_000);

  const steps = importClient(() => api);
  const { upload, settle, dryRun, commit, rollback, rowsOf, figures, logEntries } = steps;
  const exportOf = (ids: string[]) => steps.exportOf('objects', ids);
  const create = async (body: Row) => ok(await api.post('/api/objects', body), 'create object');
  const getObject = async (id: string) => ok(await api.get(`/api/objects/${id}`));
  const objectCount = async () => (await api.get('/api/dashboard/object-count')).body;

  it('refuses other files up front: wrong type, macros, over the size limit (with the limit in the message)', async () => {
    const refused = async (body: Row, message: string) => {
      const res = await api.post('/api/imports', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    };
    await refused({ fileName: 'catalogue.pdf', size: 100 }, IMPORT_TYPE_MESSAGE);
    await refused({ fileName: 'catalogue.xlsm', size: 100 }, IMPORT_MACRO_MESSAGE);
    await refused({ fileName: 'catalogue.xls', size: 100 }, IMPORT_MACRO_MESSAGE);
    await refused({ fileName: 'catalogue.csv', size: 60 * 1024 * 1024 }, IMPORT_SIZE_MESSAGE);
    expect(IMPORT_SIZE_MESSAGE).toContain('50 MB');

    // A workbook that carries a VBA project, named .xlsx, is refused before it is read.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Objects').addRow(['Inventory Number']);
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
    zip.file('xl/vbaProject.bin', Buffer.from('Attribute VB_Name = "Module1"'));
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    const batch = await upload('macro.xlsx', bytes, XLSX);
    const headers = await api.get(`/api/imports/${batch.id}/headers`);
    expect(headers.status).toBe(400);
    expect(headers.body.debugMessage).toBe(IMPORT_MACRO_MESSAGE);

    // Not a spreadsheet at all, and a CSV that is not UTF-8.
    const fake = await upload('fake.xlsx', Buffer.from('hello, world'), XLSX);
    expect((await api.get(`/api/imports/${fake.id}/headers`)).status).toBe(400);
    const latin = await upload('latin.csv', Buffer.from([0x49, 0x6e, 0x76, 0x0a, 0xe9, 0xe8, 0x0a]), 'text/csv');
    expect((await api.get(`/api/imports/${latin.id}/headers`)).body.debugMessage).toContain('UTF-8');
  });

  it('an export imported back unchanged is all "unchanged"; an edited export updates exactly the edited cells', async () => {
    const a = await create({
      inventoryNumber: unique('RT-A-'), objectName: 'Astrolabe', quantity: 2, length: 21.5, registrationDate: '2021/07/20', available: false,
      classification: v.paintings.id, category: v.oil.id, material: [v.wood.id, v.gold.id], otherDimensions: { [v.depth.id]: 4.5 },
      location: v.hall.id, temporaryLocation: true, descriptionLong: 'Brass, engraved.\nSigned "Ahmad".', youtubeLink: 'https://www.youtube.com/watch?v=abc',
      mainImage: { uid: 'u1', name: 'front.png', url: `${inject('stack').env.UPLOADS_PUBLIC_URL}/${slug}/objects/CROP-1-front.png` },
    });
    const b = await create({ inventoryNumber: unique('RT-B-'), objectName: '=HYPERLINK("http://evil.example","x")', subtitle: 'Keep me' });
    const c = await create({ inventoryNumber: unique('RT-C-') });

    const exported = await exportOf([a.id, b.id, c.id]);
    const unchanged = await dryRun('objects.xlsx', await bytesOf(exported));
    expect(unchanged.counts).toEqual({ create: 0, update: 0, unchanged: 3, invalid: 0 });
    // Every column of the export was matched to its field by its header.
    expect(unchanged.mapping.every(Boolean)).toBe(true);
    // Without the car and book columns (neither b nor c uses them) the file imports back unchanged too.
    const plain = await exportOf([b.id, c.id]);
    expect(plain.getWorksheet('Objects')!.getRow(1).values).not.toContain(L.brand);
    const plainRun = await dryRun('objects-plain.xlsx', await bytesOf(plain));
    expect(plainRun.counts).toEqual({ create: 0, update: 0, unchanged: 2, invalid: 0 });

    const sheet = exported.getWorksheet('Objects')!;
    const column = (label: string) => (sheet.getRow(1).values as string[]).indexOf(label);
    const rowOf = (inv: string) => [2, 3, 4].find((r) => sheet.getRow(r).getCell(1).value === inv)!;
    // Its days were dates, read back as the same days; its car columns are there (a uses one).
    expect(sheet.getRow(rowOf(a.inventoryNumber)).getCell(column(L.registrationDate)).value).toEqual(new Date(Date.UTC(2021, 6, 20)));
    expect(column(L.youtubeLink)).toBeGreaterThan(0);
    // Edit two cells of two rows, and add a row.
    sheet.getRow(rowOf(a.inventoryNumber)).getCell(column(L.objectName)).value = 'Astrolabe of Qatar';
    sheet.getRow(rowOf(b.inventoryNumber)).getCell(column(L.subtitle)).value = null;
    const added = unique('RT-D-');
    sheet.addRow([added]);
    const edited = await dryRun('objects-edited.xlsx', await bytesOf(exported));
    expect(edited.counts).toEqual({ create: 1, update: 2, unchanged: 1, invalid: 0 });
    const updates = await rowsOf(edited.id, 'update');
    expect(Object.fromEntries(updates.map((r) => [r.label, r.diff]))).toEqual({
      [a.inventoryNumber]: [{ field: 'objectName', label: L.objectName, from: 'Astrolabe', to: 'Astrolabe of Qatar' }],
      [b.inventoryNumber]: [{ field: 'subtitle', label: L.subtitle, from: 'Keep me', to: '' }],
    });
    // A dry run writes nothing.
    expect((await getObject(a.id)).objectName).toBe('Astrolabe');

    await commit(edited);
    const [a2, b2] = [await getObject(a.id), await getObject(b.id)];
    const { objectName: _n, version: _v, updatedAt: _u, ...aRest } = a2;
    const { objectName: _n0, version: _v0, updatedAt: _u0, ...aBefore } = a;
    expect(a2.objectName).toBe('Astrolabe of Qatar');
    expect(aRest).toEqual(aBefore);
    expect(b2.subtitle).toBeNull();
    expect(b2.objectName).toBe(b.objectName);
    const found = ok(await api.get(`/api/objects?inventoryNumber=${added}`));
    expect(found.content.map((o: Row) => o.inventoryNumber)).toEqual([added]);
  });

  it('reports each of 20 kinds of bad rows with its reason, keeps the good rows, and downloads the invalid ones', async () => {
    const taken = unique('BAD-DUP-');
    const n = (i: number) => `${taken}-${i}`;
    const other = `${inject('stack').env.UPLOADS_PUBLIC_URL}/demo/objects/CROP-1-x.png`;
    const header = [L.inventoryNumber, L.objectName, L.quantity, L.length, L.available, L.registrationDate, L.classification, L.category, L.material, L.otherDimensions, L.youtubeLink, L.descriptionLong, L.mainImage];
    const row = (inv: string, cells: Partial<Record<string, string>>) => header.map((h) => (h === L.inventoryNumber ? inv : (cells[h] ?? '')));
    const bad: [string[], string][] = [
      [row('', { [L.objectName]: 'No number' }), 'Inventory Number is required!'],
      [row(n(0), {}), `Inventory Number ${n(0)} is also on row 2 of the file.`],
      [row(n(2), { [L.classification]: 'Netsuke' }), 'Classification: there is no Classification "Netsuke".'],
      [row(n(3), { [L.registrationDate]: '20/07/2021' }), `${L.registrationDate}: A date is written YYYY-MM-DD (or YYYY/MM/DD).`],
      [row(n(4), { [L.registrationDate]: '2021-02-30' }), `${L.registrationDate}: A date is written YYYY-MM-DD (or YYYY/MM/DD).`],
      [row(n(5), { [L.quantity]: 'many' }), `${L.quantity}: "many" is not a number.`],
      [row(n(6), { [L.quantity]: '2.5' }), `${L.quantity}:`],
      [row(n(7), { [L.length]: '-3' }), `${L.length}: A measure is 0 or more.`],
      [row(n(8), { [L.available]: 'maybe' }), `${L.available}: write Yes or No, not "maybe".`],
      [row(n(9), { [L.objectName]: 'x'.repeat(241) }), `${L.objectName}: At most 240 characters.`],
      [row(n(10), { [L.descriptionLong]: 'y'.repeat(1601) }), `${L.descriptionLong}: At most 1600 characters.`],
      [row(n(11), { [L.youtubeLink]: 'ftp://example.com/v' }), `${L.youtubeLink}: A link starts with http:// or https://.`],
      [row(n(12), { [L.material]: 'Marble' }), 'Material: there is no Material "Marble".'],
      [row(n(13), { [L.material]: 'Wood, Wood' }), `${L.material}: Choose each material once.`],
      [row(n(14), { [L.otherDimensions]: 'Depth' }), `${L.otherDimensions}: write each as "Dimension: number", not "Depth".`],
      [row(n(15), { [L.otherDimensions]: 'Girth: 3' }), 'Other Dimensions: there is no Other Dimensions "Girth".'],
      [row(n(16), { [L.category]: 'Oil on canvas' }), `${L.category}: a category belongs to a classification; fill in the row's Classification.`],
      [row(n(17), { [L.mainImage]: other }), `${L.mainImage}: The file must be one uploaded here.`],
      [row(n(18), { [L.objectName]: 'Bell\u0007' }), `${L.objectName}: the text contains a control character.`],
      [row(n(19), { [L.quantity]: '-1' }), `${L.quantity}: A count is 0 or more.`],
    ];
    const good = [row(n(0), { [L.objectName]: '=1+1', [L.classification]: 'paintings', [L.category]: ' oil  on canvas ', [L.material]: 'wood, Gold' }), row(n(1), { [L.quantity]: '3' })];
    const before = await objectCount();
    const batch = await dryRun('bad.csv', csv([header, good[0], ...bad.map(([cells]) => cells), good[1]]));
    expect(batch.counts).toEqual({ create: 2, update: 0, unchanged: 0, invalid: 20 });
    expect(await objectCount()).toEqual(before);

    const invalid = await rowsOf(batch.id, 'invalid');
    expect(invalid.map((r) => r.row)).toEqual(bad.map((_, i) => i + 3));
    bad.forEach(([, reason], i) => expect(invalid[i].reasons.join(' '), `row ${i + 3}`).toContain(reason));
    // The unknown titles are listed for confirmation, with how many rows name them.
    expect(batch.newValues.map((nv: Row) => `${nv.typeTitle}:${nv.title}${nv.parent ? `<${nv.parent}` : ''}`).sort()).toEqual(
      ['Classification:Netsuke', 'Material:Marble', 'Other Dimensions:Girth'].sort(),
    );

    const file = ok(await api.get(`/api/imports/${batch.id}/invalid-rows`));
    expect(file.fileName).toBe('bad-invalid-rows.csv');
    const text = await (await fetch(file.url)).text();
    const { parse } = await import('csv-parse/sync');
    const lines = parse(text, { bom: true, relax_column_count: true }) as string[][];
    expect(lines[0]).toEqual([...header, 'Row', 'Reasons']);
    expect(lines.slice(1).map((l) => l[header.length])).toEqual(bad.map((_, i) => String(i + 3)));
    expect(lines[1][header.length + 1]).toBe('Inventory Number is required!');

    const created = await commit(batch);
    expect(created.processed).toBe(2);
    const first = ok(await api.get(`/api/objects?inventoryNumber=${encodeURIComponent(n(0))}`)).content.find((o: Row) => o.inventoryNumber === n(0));
    // A formula is only text; titles matched without case or spacing.
    expect(first).toMatchObject({ objectName: '=1+1', classification: v.paintings.id, category: v.oil.id, material: [v.wood.id, v.gold.id] });
  });

  it('creates the new vocabulary values when asked; commit then rollback leaves the museum as before', async () => {
    const kept = await create({ inventoryNumber: unique('RB-K-'), objectName: 'Kept', classification: v.paintings.id, country: 'Qatar' });
    const edited = await create({ inventoryNumber: unique('RB-E-'), objectName: 'Before', quantity: 1, country: 'Egypt', material: [v.wood.id] });
    const figuresBefore = await figures();
    const logBefore = (await logEntries()).length;
    const dropdownsBefore = ok(await api.get('/api/dropdowns'));

    const header = [L.inventoryNumber, L.objectName, L.quantity, L.country, L.classification, L.category, L.material];
    const rows = [
      [edited.inventoryNumber, 'After', '5', 'Syria', 'Lacquerware', 'Boxes', 'Urushi'],
      [unique('RB-N-'), 'New one', '1', 'Qatar', 'Paintings', 'Oil on canvas', 'Wood'],
      [unique('RB-N-'), 'New two', '', 'Oman', 'Lacquerware', '', 'urushi, Gold'],
      [unique('RB-N-'), 'New three', '2', '', '', '', ''],
    ];
    const first = await dryRun('rollback.csv', csv([header, ...rows]));
    expect(first.counts.invalid).toBe(2);
    expect(first.newValues.map((nv: Row) => `${nv.typeTitle}:${nv.title}${nv.parent ? `<${nv.parent}` : ''}:${nv.rows}`).sort()).toEqual(
      ['Category:Boxes<Lacquerware:1', 'Classification:Lacquerware:2', 'Material:Urushi:2'].sort(),
    );
    const batch = await dryRun('rollback.csv', csv([header, ...rows]), { createValues: true });
    expect(batch.counts).toEqual({ create: 3, update: 1, unchanged: 0, invalid: 0 });
    const committed = await commit(batch);
    expect(committed.processed).toBe(4);
    expect((await getObject(edited.id)).objectName).toBe('After');
    expect(await objectCount()).toBe((figuresBefore['object-count'] as number) + 3);
    const listed = ok(await api.get('/api/imports')).content.find((b: Row) => b.id === batch.id);
    expect(listed).toMatchObject({ createdBy: 'admin', status: 'COMMITTED', counts: batch.counts });

    const rolled = await rollback(committed);
    expect(rolled).toMatchObject({ refusedCount: 0, rolledBackBy: 'admin' });
    expect(await figures()).toEqual(figuresBefore);
    const restored = await getObject(edited.id);
    const strip = ({ version: _v, updatedAt: _u, ...rest }: Row) => rest;
    expect(strip(restored)).toEqual(strip(edited));
    expect(strip(await getObject(kept.id))).toEqual(strip(kept));
    expect(ok(await api.get('/api/dropdowns'))).toEqual(dropdownsBefore);
    // The log holds the import's saves and then the rollback's: 3 deletes, 1 update, 3 value deletes.
    const log = (await logEntries()).slice(0, (await logEntries()).length - logBefore);
    const counted = (action: string, type: string) => log.filter((e) => e.action === action && e.entityType === type).length;
    expect([counted('CREATE', 'object'), counted('UPDATE', 'object'), counted('DELETE', 'object')]).toEqual([3, 2, 3]);
    expect([counted('CREATE', 'dropdown'), counted('DELETE', 'dropdown')]).toEqual([3, 3]);
  });

  it('a record edited after the import blocks its own rollback only', async () => {
    const updated = await create({ inventoryNumber: unique('ED-U-'), objectName: 'Old' });
    const header = [L.inventoryNumber, L.objectName];
    const [x, y] = [unique('ED-X-'), unique('ED-Y-')];
    const batch = await commit(await dryRun('edited.csv', csv([header, [x, 'X'], [y, 'Y'], [updated.inventoryNumber, 'New']])));
    const objectX = ok(await api.get(`/api/objects?inventoryNumber=${x}`)).content[0];
    ok(await api.put('/api/objects', { ...objectX, objectName: 'X, catalogued by hand' }), 'edit');

    const rolled = await rollback(batch);
    expect(rolled.refusedCount).toBe(1);
    expect(rolled.refused).toEqual([{ row: 2, label: x, reason: expect.stringContaining('edited after the import') }]);
    expect((await getObject(objectX.id)).objectName).toBe('X, catalogued by hand');
    expect(ok(await api.get(`/api/objects?inventoryNumber=${y}`)).content).toEqual([]);
    expect((await getObject(updated.id)).objectName).toBe('Old');
  });

  it('a retried or doubled job does not do anything twice', async () => {
    const header = [L.inventoryNumber, L.objectName, L.material];
    const rows = Array.from({ length: 7 }, (_, i) => [unique(`RJ-${i}-`), `Retry ${i}`, 'Tin']);
    const batch = await dryRun('retry.csv', csv([header, ...rows]), { createValues: true });
    const before = await figures();
    const logBefore = (await logEntries()).length;
    const committed = await commit(batch);

    // Lambda may deliver the event again, or twice at once: run the job again from its start.
    const { ImportBatchEntity } = await import('../../functions/lib/entities/import-batch');
    const { runCommit } = await import('../../functions/catalogue/imports/commit');
    const { runAsTenant } = await import('../../functions/lib/tenant-credentials');
    const { runJobsInProcess } = await import('../../functions/lib/jobs');
    // Its hand-on to the next run goes to this process's worker, as the stack's would.
    runJobsInProcess((event) => import('../../functions/jobs/handler').then((m) => m.runJob(event)));
    await ImportBatchEntity.patch({ tenant: slug, id: batch.id }).set({ status: 'COMMITTING', cursor: 0, processed: 0 }).go();
    await runAsTenant(slug, () => Promise.all([runCommit(slug, batch.id, 'retry-1'), runCommit(slug, batch.id, 'retry-2')]));
    const again = await settle(batch.id, 'COMMITTING');
    expect(again).toMatchObject({ status: 'COMMITTED', processed: 7, failed: 0 });

    expect(await objectCount()).toBe((before['object-count'] as number) + 7);
    for (const [inventoryNumber] of rows) expect(ok(await api.get(`/api/objects?inventoryNumber=${inventoryNumber}`)).content).toHaveLength(1);
    const log = (await logEntries()).slice(0, (await logEntries()).length - logBefore);
    expect(log.filter((e) => e.action === 'CREATE' && e.entityType === 'object')).toHaveLength(7);
    expect(log.filter((e) => e.action === 'CREATE' && e.entityType === 'dropdown')).toHaveLength(1);
    expect(committed.processed).toBe(7);

    // A commit that failed after its first chunk is taken up again from the console, from its cursor.
    // (Chunks are 3 rows here: after the first chunk, 3 rows are done.)
    await ImportBatchEntity.patch({ tenant: slug, id: batch.id }).set({ status: 'FAILED', step: 'commit', cursor: 1, processed: 3, message: 'The import stopped partway.' }).go();
    const failed = ok(await api.get(`/api/imports/${batch.id}`));
    expect((await api.post(`/api/imports/${batch.id}/dry-run`, { mapping: failed.mapping })).status).toBe(409);
    ok(await api.post(`/api/imports/${batch.id}/commit`, { version: failed.version }), 'resume');
    const resumed = await settle(batch.id, 'COMMITTING');
    expect(resumed).toMatchObject({ status: 'COMMITTED', processed: 7, failed: 0, message: null });
    expect(await objectCount()).toBe((before['object-count'] as number) + 7);
  });

  it('remembers the mapping a museum chose, and keeps batches to their museum', async () => {
    const header = ['Ref. code', 'Name of object', 'Notes'];
    const first = await dryRun('legacy.csv', csv([header, [unique('MAP-'), 'Jar', 'x']]), {
      fix: (_headers, mapping) => {
        expect(mapping).toEqual(['', '', '']);
        return ['inventoryNumber', 'objectName', ''];
      },
    });
    expect(first.counts.create).toBe(1);
    const next = await upload('legacy-2.csv', csv([header, [unique('MAP-'), 'Bowl', 'y']]), 'text/csv');
    expect(ok(await api.get(`/api/imports/${next.id}/headers`)).mapping).toEqual(['inventoryNumber', 'objectName', '']);

    expect((await other.get(`/api/imports/${next.id}`)).status).toBe(404);
    expect((await other.post(`/api/imports/${first.id}/commit`, { version: first.version })).status).toBe(404);
    expect(ok(await other.get('/api/imports')).content.map((b: Row) => b.id)).not.toContain(first.id);

    // The list pages newest first by the last id of the page before.
    const page1 = ok(await api.get('/api/imports?size=1'));
    expect(page1.content.map((b: Row) => b.id)).toEqual([next.id]);
    const page2 = ok(await api.get(`/api/imports?size=1&cursor=${page1.cursor}`));
    expect(page2.content.map((b: Row) => b.id)).toEqual([first.id]);
    expect((await api.get('/api/imports?cursor=%7B%22pk%22%3A%22demo%22%7D')).status).toBe(400);

    // Without Inventory Number, or with a field twice, the mapping is refused.
    const refused = await api.post(`/api/imports/${next.id}/dry-run`, { mapping: ['', 'objectName', ''] });
    expect(refused.status).toBe(400);
    expect(refused.body.debugMessage).toBe('Map a column to Inventory Number: rows are matched by it.');
    expect((await api.post(`/api/imports/${next.id}/dry-run`, { mapping: ['inventoryNumber', 'objectName', 'objectName'] })).status).toBe(400);
  });
});
