import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { NEW_PLACE_REQUIRED } from '../../shared/records/new-place-rule';
import { RECORD_TYPES, type RecordType } from '../../shared/records/record-types';
import { DATE_MESSAGE } from '../../shared/schemas/form-fields';
import { DROPDOWN_TITLE_MESSAGE } from '../../shared/schemas/vocabulary';
import { Api, tenantHost } from '../support/api';
import { unique } from './context';
import { bytesOf, csv, importClient, ok, type Row } from './import-client';

/**
 * Imports of related records and of dropdown values (issue 15), on a museum of their own: the six
 * record types read back from their own exports (matched by Record ID or report id), and a list
 * of values with a classification and the categories under it.
 */
describe('spreadsheet imports of records and dropdown values', () => {
  const slug = unique('imr').toLowerCase().slice(0, 30);
  const password = 'Import-Admin-1a';
  let api: Api;
  const v: Record<string, Row> = {};
  const steps = importClient(() => api);
  const { dryRun, commit, rollback, rowsOf, figures, logEntries } = steps;

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    await createTenant({ slug, admin: { username: 'admin', password } });
    const { port } = inject('stack');
    api = await new Api(port, tenantHost(slug, port)).login('admin', password);
    const value = async (dropdownType: string, title: string, parentId?: string) => {
      const have = ok(await api.get(`/api/dropdowns?dropdownType=${dropdownType}${parentId ? `&parentId=${parentId}` : ''}`)) as Row[];
      return have.find((o) => o.title === title) ?? ok(await api.post('/api/dropdowns', { dropdownType, title, parentId }), title);
    };
    v.good = await value('condition', 'Stable');
    v.poor = await value('condition', 'Flaking');
    v.cleaning = await value('treatmentCategory', 'Cleaning');
    v.consolidation = await value('treatmentCategory', 'Consolidation');
    v.tear = await value('damageType', 'Tear');
    v.hall = await value('location', 'Main hall');
    v.store = await value('location', 'Store B');
    v.storeRooms = await value('locationArea', 'Store B rooms');
  }, 60_000);

  const object = async (prefix: string) => ok(await api.post('/api/objects', { inventoryNumber: unique(prefix), objectName: `Object ${prefix}` }), 'object');
  const record = async (type: RecordType, body: Row) => ok(await api.post(`/api/${type.path}`, body), `create ${type.name}`);
  const getRecord = async (type: RecordType, id: string) => ok(await api.get(`/api/${type.path}/${id}`));
  const sheetOf = (workbook: ExcelJS.Workbook) => workbook.worksheets[0];
  const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const columnOf = (sheet: ExcelJS.Worksheet, header: string) => headersOf(sheet).indexOf(header) + 1;

  /** One record of the type with a field of each kind it has filled. */
  function filled(type: RecordType, objectId: string): Row {
    const body: Row = { objectId, ...(type.reportId ? { reportId: unique(`${type.reportId.prefix}-`) } : {}) };
    for (const field of type.fields) {
      if (field.kind === 'date') body[field.name] = '2024-05-06';
      if (field.kind === 'number') body[field.name] = 12.5;
      if (field.kind === 'boolean') body[field.name] = true;
      if (field.kind === 'choice') body[field.name] = field.options![1];
      if (field.kind === 'text' && field.name !== 'reportId') body[field.name] = `${field.label} text`;
      if (field.kind === 'longText') body[field.name] = `${field.label}, long, with a comma`;
    }
    if (type.name === 'condition') body.condition = v.good.id;
    if (type.name === 'treatment') Object.assign(body, { treatmentCategory: v.cleaning.id, damageType: [v.tear.id] });
    if (type.name === 'movement') Object.assign(body, { movementLocation: v.hall.id, newLocation: v.store.id });
    return body;
  }

  it("reads each record type's export back unchanged, every column but the object's name mapped", async () => {
    for (const type of Object.values(RECORD_TYPES)) {
      const target = await object(`RX-${type.name}-`);
      const made = await record(type, filled(type, target.id));
      const sheet = sheetOf(await steps.exportOf(type.path, [made.id]));
      const batch = await dryRun(`${type.path}.xlsx`, await bytesOf(sheet.workbook), {
        kind: type.path,
        fix: (headers, mapping) => {
          expect(headers.filter((_h, i) => !mapping[i]), type.name).toEqual(['Object Name']);
          return mapping;
        },
      });
      expect(batch.counts, type.name).toEqual({ create: 0, update: 0, unchanged: 1, invalid: 0 });
    }
  });

  it('an edited treatments export updates the edited cells, matched by Record ID or report id; commit then rollback restores the museum', async () => {
    const type = RECORD_TYPES.treatment;
    const [a, b, c] = [await object('TA-'), await object('TB-'), await object('TC-')];
    const first = await record(type, { objectId: a.id, reportId: unique('TR-A-'), treatmentDate: '2024-01-02', treatedBy: 'Amal', treatmentCategory: v.cleaning.id });
    const second = await record(type, { objectId: b.id, reportId: unique('TR-B-'), treatmentDate: '2024-02-03', treatedBy: 'Badr' });
    const sheet = sheetOf(await steps.exportOf(type.path, [first.id, second.id]));
    const [rowA, rowB] = [first.id, second.id].map((id) => sheet.getColumn(columnOf(sheet, 'Record ID')).values.indexOf(id));
    sheet.getRow(rowA).getCell(columnOf(sheet, 'Treatment Category')).value = 'consolidation';
    // The second is matched by its report id alone, and moved to another object.
    sheet.getRow(rowB).getCell(columnOf(sheet, 'Record ID')).value = null;
    sheet.getRow(rowB).getCell(columnOf(sheet, 'Inventory Number')).value = c.inventoryNumber;
    const added = unique('TR-N-');
    const newRow = headersOf(sheet).map((h) => ({ 'Inventory Number': a.inventoryNumber, 'Report ID': added, 'Treatment Date': '2024/03/04', 'Damage Type': 'Tear' })[h] ?? null);
    sheet.addRow(newRow);

    const figuresBefore = await figures();
    const logBefore = (await logEntries()).length;
    const batch = await dryRun('treatments-edited.xlsx', await bytesOf(sheet.workbook), { kind: type.path });
    expect(batch.counts).toEqual({ create: 1, update: 2, unchanged: 0, invalid: 0 });
    const updates = await rowsOf(batch.id, 'update');
    expect(Object.fromEntries(updates.map((r) => [r.id, r.diff]))).toEqual({
      [first.id]: [{ field: 'treatmentCategory', label: 'Treatment Category', from: 'Cleaning', to: 'Consolidation' }],
      [second.id]: [{ field: 'inventoryNumber', label: 'Inventory Number', from: b.inventoryNumber, to: c.inventoryNumber }],
    });
    expect((await rowsOf(batch.id, 'create')).map((r) => r.label)).toEqual([added]);

    const committed = await commit(batch);
    expect(committed).toMatchObject({ processed: 3, failed: 0 });
    expect(await getRecord(type, first.id)).toMatchObject({ treatmentCategory: v.consolidation.id, treatedBy: 'Amal', version: 2 });
    expect(await getRecord(type, second.id)).toMatchObject({ objectId: c.id, treatedBy: 'Badr' });
    const created = ok(await api.get(`/api/${type.path}?objectId=${a.id}`)).content.find((r: Row) => r.reportId === added);
    expect(created).toMatchObject({ treatmentDate: '2024-03-04', damageType: [v.tear.id] });

    const rolled = await rollback(committed);
    expect(rolled).toMatchObject({ refusedCount: 0, rolledBackBy: 'admin' });
    expect(await getRecord(type, first.id)).toMatchObject({ treatmentCategory: v.cleaning.id, version: 3 });
    expect(await getRecord(type, second.id)).toMatchObject({ objectId: b.id });
    expect((await api.get(`/api/${type.path}/${created.id}`)).status).toBe(404);
    expect(await figures()).toEqual(figuresBefore);
    const log = (await logEntries()).slice(0, (await logEntries()).length - logBefore);
    const counted = (action: string) => log.filter((e) => e.action === action && e.entityType === 'treatment').length;
    expect([counted('CREATE'), counted('UPDATE'), counted('DELETE')]).toEqual([1, 4, 1]);
  });

  it('a movement imported moves its object, and its rollback moves it back', async () => {
    const type = RECORD_TYPES.movement;
    const target = ok(await api.post('/api/objects', { inventoryNumber: unique('MV-O-'), objectName: 'Moved', location: v.hall.id }));
    const figuresBefore = await figures();
    const header = ['Inventory Number', 'Report ID', 'Date of Movement', 'Old Location', 'New Location'];
    const batch = await commit(await dryRun('movements.csv', csv([header, [target.inventoryNumber, unique('MV-'), '2025/02/01', 'Main hall', 'store b']]), { kind: type.path }));
    expect(batch.processed).toBe(1);
    expect((await api.get(`/api/objects/${target.id}`)).body.location).toBe(v.store.id);
    await rollback(batch);
    expect((await api.get(`/api/objects/${target.id}`)).body.location).toBe(v.hall.id);
    expect(await figures()).toEqual(figuresBefore);
  });

  it('refuses a movement row giving lower levels of the new location without the New Location, new or matched, as the API does', async () => {
    const type = RECORD_TYPES.movement;
    const target = ok(await api.post('/api/objects', { inventoryNumber: unique('MV-N-'), objectName: 'Not moved', location: v.hall.id }));
    const made = await record(type, { objectId: target.id, reportId: unique('MV-N-'), dateOfMovement: '2025-03-01', newLocation: v.store.id, newRoomNumber: 'S-4' });
    const header = ['Inventory Number', 'Report ID', 'Date of Movement', 'New Location', 'New Location: Room Number'];
    const rows = [
      [target.inventoryNumber, unique('MV-N-'), '2025/02/01', '', 'S-9'],
      [target.inventoryNumber, made.reportId, '2025/03/01', '', 'S-4'],
    ];
    const batch = await dryRun('movements-no-place.csv', csv([header, ...rows]), { kind: type.path });
    expect(batch.counts).toEqual({ create: 0, update: 0, unchanged: 0, invalid: 2 });
    const reasons = (await rowsOf(batch.id, 'invalid')).map((r) => r.reasons);
    expect(reasons).toEqual([[`New Location: ${NEW_PLACE_REQUIRED}`], [`New Location: ${NEW_PLACE_REQUIRED}`]]);
  });

  it("a movement's whole places read back from its export: the new place's edited room moves the object, the place left stays the object's", async () => {
    const type = RECORD_TYPES.movement;
    const target = ok(await api.post('/api/objects', { inventoryNumber: unique('MV-R-'), objectName: 'Round trip', location: v.hall.id, roomNumber: 'H-1', cabinetNumber: 'C-9' }));
    const made = await record(type, { objectId: target.id, reportId: unique('MV-R-'), dateOfMovement: '2025-03-01', newLocation: v.store.id, newLocationArea: v.storeRooms.id, newRoomNumber: 'S-4' });
    expect(made).toMatchObject({ movementLocation: v.hall.id, oldRoomNumber: 'H-1', oldCabinetNumber: 'C-9', newLocationArea: v.storeRooms.id, newRoomNumber: 'S-4' });
    const sheet = sheetOf(await steps.exportOf(type.path, [made.id]));
    const cell = (header: string) => sheet.getRow(2).getCell(columnOf(sheet, header));
    expect([cell('Old Location').value, cell('Old Location: Room Number').value, cell('New Location: Location Area').value]).toEqual(['Main hall', 'H-1', 'Store B rooms']);
    expect((await dryRun('movement-same.xlsx', await bytesOf(sheet.workbook), { kind: type.path })).counts).toEqual({ create: 0, update: 0, unchanged: 1, invalid: 0 });

    cell('New Location: Room Number').value = 'S-5';
    cell('Old Location: Room Number').value = 'not read';
    const batch = await dryRun('movement-edited.xlsx', await bytesOf(sheet.workbook), { kind: type.path });
    expect((await rowsOf(batch.id, 'update')).map((r) => r.diff)).toEqual([[{ field: 'newRoomNumber', label: 'New Location: Room Number', from: 'S-4', to: 'S-5' }]]);
    const figuresBefore = await figures();
    const committed = await commit(batch);
    expect(await getRecord(type, made.id)).toMatchObject({ oldRoomNumber: 'H-1', newRoomNumber: 'S-5', newLocationArea: v.storeRooms.id });
    const moved = ok(await api.get(`/api/objects/${target.id}`));
    expect([moved.location, moved.locationArea, moved.roomNumber, moved.cabinetNumber]).toEqual([v.store.id, v.storeRooms.id, 'S-5', null]);
    await rollback(committed);
    expect(ok(await api.get(`/api/objects/${target.id}`)).roomNumber).toBe('S-4');
    expect(await figures()).toEqual(figuresBefore);
  });

  it('a retried or doubled job saves no record and no value twice', async () => {
    const type = RECORD_TYPES.condition;
    const target = await object('RR-');
    const edited = await record(type, { objectId: target.id, examinedBy: 'Before' });
    const header = ['Inventory Number', 'Examined By', 'Record ID'];
    const rows = [...Array.from({ length: 4 }, (_, i) => [target.inventoryNumber, `Retry ${i}`, '']), [target.inventoryNumber, 'After', edited.id]];
    const conditions = await commit(await dryRun('retry-conditions.csv', csv([header, ...rows]), { kind: type.path }));
    const title = unique('Retried ');
    const values = await commit(await dryRun('retry-values.csv', csv([['Dropdown Type', 'Title'], ['Material', title]]), { kind: 'dropdowns' }));
    const before = await figures();
    const logBefore = (await logEntries()).length;

    // Lambda may deliver the event again, or twice at once: run each job again from its start.
    const { ImportBatchEntity } = await import('../../functions/lib/entities/import-batch');
    const { runCommit } = await import('../../functions/catalogue/imports/commit');
    const { runAsTenant } = await import('../../functions/lib/tenant-credentials');
    const { runJobsInProcess } = await import('../../functions/lib/jobs');
    runJobsInProcess((event) => import('../../functions/jobs/handler').then((m) => m.runJob(event)));
    for (const batch of [conditions, values]) {
      await ImportBatchEntity.patch({ tenant: slug, id: batch.id }).set({ status: 'COMMITTING', cursor: 0, processed: 0 }).go();
      await runAsTenant(slug, () => Promise.all([runCommit(slug, batch.id, 'retry-1'), runCommit(slug, batch.id, 'retry-2')]));
      expect(await steps.settle(batch.id, 'COMMITTING')).toMatchObject({ status: 'COMMITTED', failed: 0 });
    }
    expect(await figures()).toEqual(before);
    expect((await logEntries()).length).toBe(logBefore);
    const made = ok(await api.get(`/api/${type.path}?objectId=${target.id}&size=50`)).content as Row[];
    expect(made.map((r) => r.examinedBy).sort()).toEqual(['After', 'Retry 0', 'Retry 1', 'Retry 2', 'Retry 3']);
    expect((ok(await api.get('/api/dropdowns?dropdownType=material')) as Row[]).filter((o) => o.title === title)).toHaveLength(1);
  });

  it("offers each kind's columns as a template: the export's headers for records, the value columns for lists", async () => {
    const template = async (kind: string) => {
      const { fileName, csv: text } = ok(await api.get(`/api/imports/templates/${kind}`));
      expect(fileName).toBe(`${kind}-template.csv`);
      expect(text.startsWith('\uFEFF')).toBe(true);
      return text.slice(1).trim().split(',');
    };
    const type = RECORD_TYPES.insurance;
    const made = await record(type, { objectId: (await object('TP-')).id, reportId: unique('IN-TP-') });
    const exported = headersOf(sheetOf(await steps.exportOf(type.path, [made.id])));
    expect(await template(type.path)).toEqual(exported.filter((h) => h !== 'Object Name'));
    expect(await template('dropdowns')).toEqual(['Dropdown Type', 'Title', 'Parent', 'Bad Condition']);
    expect(await template('reference-lists')).toEqual(['List', 'Value', 'Parent', 'Colour']);
    expect((await api.get('/api/imports/templates/planets')).status).toBe(400);
  });

  it('reports bad record rows, each with its reason', async () => {
    const type = RECORD_TYPES.insurance;
    const owner = await object('IB-');
    const taken = await record(type, { objectId: owner.id, reportId: unique('IN-T-') });
    const other = await record(type, { objectId: owner.id, reportId: unique('IN-O-') });
    const header = ['Inventory Number', 'Report ID', 'Recording Date', 'Single or Group', 'Insurance Value (QAR)', 'Crate Required', 'Record ID'];
    const n = (i: number) => `IN-BAD-${i}-${slug}`;
    const rows = [
      [owner.inventoryNumber, n(1), '2024/02/30', 'Single', '100', 'Yes', ''],
      ['', n(2), '', '', '', '', ''],
      ['NO-SUCH-OBJECT', n(3), '', '', '', '', ''],
      [owner.inventoryNumber, '', '', '', '', '', ''],
      [owner.inventoryNumber, n(5), '', 'Both', 'lots', 'perhaps', ''],
      [owner.inventoryNumber, n(6), '', '', '', '', 'no-such-record'],
      [owner.inventoryNumber, taken.reportId, '', '', '', '', other.id],
      [owner.inventoryNumber, n(8), '', 'group', '5', 'no', ''],
      [owner.inventoryNumber, n(8), '', '', '', '', ''],
    ];
    const batch = await dryRun('insurances.csv', csv([header, ...rows]), { kind: type.path });
    expect(batch.counts).toEqual({ create: 1, update: 0, unchanged: 0, invalid: 8 });
    const reasons = Object.fromEntries((await rowsOf(batch.id, 'invalid')).map((r) => [r.row, r.reasons]));
    expect(reasons).toEqual({
      2: [`Recording Date: ${DATE_MESSAGE}`],
      3: ['Inventory Number is required!'],
      4: ['Inventory Number: there is no object "NO-SUCH-OBJECT".'],
      5: [type.reportId.required],
      6: ['Insurance Value (QAR): "lots" is not a number.', 'Crate Required: write Yes or No, not "perhaps".', 'Single or Group: Choose one of Single, Group.'],
      7: ['Record ID: there is no insurance no-such-record.'],
      8: [`Report ID ${taken.reportId} is already used by another insurance.`],
      10: [`Report ID ${n(8)} is also on row 9 of the file.`],
    });
    expect((await rowsOf(batch.id, 'create'))[0]).toMatchObject({ row: 9, label: n(8) });
  });

  it('a record edited after the import blocks its own rollback only', async () => {
    const type = RECORD_TYPES.condition;
    const target = await object('CE-');
    const kept = await record(type, { objectId: target.id, examinedBy: 'Before' });
    const header = ['Inventory Number', 'Examined By', 'Condition', 'Record ID'];
    const batch = await commit(
      await dryRun('conditions.csv', csv([header, [target.inventoryNumber, 'New one', 'Stable', ''], [target.inventoryNumber, 'After', 'flaking', kept.id]]), { kind: type.path }),
    );
    const created = ok(await api.get(`/api/${type.path}?objectId=${target.id}`)).content.find((r: Row) => r.examinedBy === 'New one');
    ok(await api.put(`/api/${type.path}`, { ...created, examinedBy: 'Edited by hand' }), 'edit');
    const rolled = await rollback(batch);
    expect(rolled.refused).toEqual([{ row: 2, label: target.inventoryNumber, reason: expect.stringContaining('edited after the import') }]);
    expect(await getRecord(type, kept.id)).toMatchObject({ examinedBy: 'Before', condition: null });
    expect(await getRecord(type, created.id)).toMatchObject({ examinedBy: 'Edited by hand' });
  });

  it('imports dropdown values: a classification and its categories, bad conditions; rollback deletes what it made unless used', async () => {
    const classification = unique('Ceramics ');
    const elsewhere = unique('Glass ');
    const header = ['Dropdown Type', 'Title', 'Parent', 'Bad Condition'];
    const rows = [
      ['Category', 'Bowls', classification, ''],
      ['classification', classification, '', ''],
      ['Category', 'Jars', classification, ''],
      ['Condition', 'stable', '', ''],
      ['Condition', 'Flaking', '', 'Yes'],
      ['Material', unique('Bronze '), '', ''],
      ['Planet', 'Mars', '', ''],
      ['Material', '', '', ''],
      ['Category', 'Orphans', '', ''],
      ['Category', 'jars ', classification, ''],
      ['Material', 'Teak', '', 'Yes'],
      ['Category', 'Vases', elsewhere, ''],
    ];
    // A category above its classification's row is taken: values without a parent are judged first.
    const refused = await dryRun('values.csv', csv([header, ...rows]), { kind: 'dropdowns' });
    const reasons = Object.fromEntries((await rowsOf(refused.id, 'invalid')).map((r) => [r.row, r.reasons]));
    expect(reasons).toEqual({
      8: ['Dropdown Type: there is no dropdown type "Planet".'],
      9: [DROPDOWN_TITLE_MESSAGE],
      10: ["Parent: a Category belongs to a Classification; fill in the row's Parent."],
      11: ['The Category "jars" is also on row 4 of the file.'],
      12: ['Bad Condition: only Condition values are marked bad.'],
      13: [`Parent: there is no Classification "${elsewhere}".`],
    });
    expect(refused.counts).toEqual({ create: 4, update: 1, unchanged: 1, invalid: 6 });
    expect(refused.newValues).toEqual([{ type: 'classification', typeTitle: 'Classification', title: elsewhere, rows: 1 }]);
    expect((await rowsOf(refused.id, 'update'))[0].diff).toEqual([{ field: 'badCondition', label: 'Bad Condition', from: 'No', to: 'Yes' }]);

    // With "create the new values", the category under an unknown classification is taken too.
    const before = await figures();
    const batch = await dryRun('values.csv', csv([header, ...rows]), { kind: 'dropdowns', createValues: true });
    expect(batch.counts).toEqual({ create: 5, update: 1, unchanged: 1, invalid: 5 });
    const committed = await commit(batch);
    expect(committed.failed).toBe(0);
    const classifications = ok(await api.get('/api/dropdowns?dropdownType=classification')) as Row[];
    expect(classifications.find((o) => o.title === classification)!.children.map((c: Row) => c.title).sort()).toEqual(['Bowls', 'Jars']);
    expect(classifications.find((o) => o.title === elsewhere)!.children.map((c: Row) => c.title)).toEqual(['Vases']);
    expect((ok(await api.get('/api/dropdowns?dropdownType=condition')) as Row[]).find((o) => o.id === v.poor.id)!.badCondition).toBe(true);

    // A value the museum uses after the import is kept by the rollback, and said why.
    const bronze = (ok(await api.get('/api/dropdowns?dropdownType=material')) as Row[]).find((o) => o.title === rows[5][1])!;
    const user = ok(await api.post('/api/objects', { inventoryNumber: unique('VB-'), material: [bronze.id] }));
    const rolled = await rollback(committed);
    expect(rolled.refused).toEqual([{ row: 7, label: rows[5][1], reason: `The value "${rows[5][1]}" is used by 1 record, so it was kept.` }]);
    const left = (ok(await api.get('/api/dropdowns?dropdownType=classification')) as Row[]).map((o) => o.title);
    expect(left).not.toContain(classification);
    expect(left).not.toContain(elsewhere);
    expect((ok(await api.get('/api/dropdowns?dropdownType=condition')) as Row[]).find((o) => o.id === v.poor.id)!.badCondition).toBe(false);
    ok(await api.delete(`/api/objects?idList=${user.id}`), 'delete the user of the value');
    expect(await figures()).toEqual(before);
  });

  it("takes each kind's own permission: a cataloguer without treatments or settings imports objects only", async () => {
    const group = ok(await api.post('/api/users/user-groups', { value: unique('Cataloguers '), permission: { item: { read: true, write: true }, treatment: { read: true, write: false } } }));
    const username = unique('cataloguer');
    ok(await api.post('/api/users', { name: 'Cataloguer', email: `${username}@example.org`, username, password: 'Passw0rd-import', userGroup: group.id }), 'user');
    const { port } = inject('stack');
    const cataloguer = await new Api(port, tenantHost(slug, port)).login(username, 'Passw0rd-import');
    const start = (kind: string) => cataloguer.post('/api/imports', { kind, fileName: 'file.csv', size: 10 });
    expect((await start('objects')).status).toBe(200);
    expect((await start('treatments')).status).toBe(403);
    expect((await start('dropdowns')).status).toBe(403);
    expect((await cataloguer.get('/api/imports/templates/objects')).status).toBe(200);
    expect((await cataloguer.get('/api/imports/templates/treatments')).status).toBe(403);
    // Batches an administrator started are theirs (issue 27): not found by the cataloguer, nor listed.
    const treatments = await steps.upload('t.csv', csv([['Inventory Number'], ['X']]), 'text/csv', 'treatments');
    const conditions = await steps.upload('c.csv', csv([['Inventory Number'], ['X']]), 'text/csv', 'conditions');
    expect((await cataloguer.get(`/api/imports/${treatments.id}`)).status).toBe(404);
    expect((await cataloguer.get(`/api/imports/${conditions.id}`)).status).toBe(404);
    const listed = ok(await cataloguer.get('/api/imports?size=100')).content.map((b: Row) => b.id);
    expect(listed).not.toContain(treatments.id);
    expect(listed).not.toContain(conditions.id);
  });

  it("imports the Settings reference lists' values: a category and its subcategories, colours", async () => {
    const category = unique('Manuscripts ');
    const header = ['List', 'Value', 'Parent', 'Colour'];
    const rows = [
      ['Subcategory', 'Qurans', category, ''],
      ['categories', category, '', ''],
      ['Country', unique('Atlantis '), '', ''],
      ['Condition Category', unique('Fragile '), '', '#c0ffee'],
      ['Country', 'Oman', '', '#123456'],
      ['Condition Category', 'Brittle', '', 'red'],
      ['Languages', 'Latin', '', ''],
    ];
    const batch = await dryRun('lists.csv', csv([header, ...rows]), { kind: 'reference-lists' });
    const reasons = Object.fromEntries((await rowsOf(batch.id, 'invalid')).map((r) => [r.row, r.reasons]));
    expect(reasons).toEqual({
      6: ['Colour: a Country has no colour.'],
      7: ['Colour: A colour is a hex code such as #9B9B9B.'],
      8: ['List: there is no reference list "Languages".'],
    });
    expect(batch.counts).toEqual({ create: 4, update: 0, unchanged: 0, invalid: 3 });
    const committed = await commit(batch);
    expect(committed.failed).toBe(0);
    const categories = ok(await api.get('/api/specifications/categories')) as Row[];
    const made = categories.find((c) => c.value === category)!;
    const subcategories = ok(await api.get(`/api/specifications/subcategories?categoryId=${made.id}`)) as Row[];
    expect(subcategories.map((s) => s.value)).toEqual(['Qurans']);
    expect((ok(await api.get('/api/specifications/conditionCategories')) as Row[]).find((c) => c.value === rows[3][1])!.color).toBe('#C0FFEE');

    // Imported again, the same file is unchanged; rolled back, the values are gone.
    const again = await dryRun('lists.csv', csv([header, ...rows.slice(0, 4)]), { kind: 'reference-lists' });
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 4, invalid: 0 });
    const rolled = await rollback(committed);
    expect(rolled.refusedCount).toBe(0);
    expect((ok(await api.get('/api/specifications/categories')) as Row[]).map((c) => c.value)).not.toContain(category);
  });
});
