import { beforeAll, describe, expect, it } from 'vitest';
import { KEEP_AS_DETAIL } from '../../shared/schemas/import';
import { DETAIL_LABEL_MESSAGE, DETAIL_VALUE_MESSAGE } from '../../shared/schemas/object';
import { OBJECT_FIELD_LABELS } from '../../shared/schemas/object-labels';
import type { Api } from '../support/api';
import { ownMuseum, unique } from './context';
import { bytesOf, csv, importClient, ok, type Row } from './import-client';

/**
 * An object's labelled details (issue 28): saved and refused by the API, found by searchAll,
 * exported in one Details column that imports back unchanged; and a file's columns no field
 * takes, listed by the dry run with their filled rows and kept as details on the museum's word.
 */
describe('object details and the columns no field takes', () => {
  let api: Api;

  beforeAll(async () => {
    api = await ownMuseum('det', 'Details-Admin-1a');
  }, 60_000);

  const steps = importClient(() => api);
  const { dryRun, commit, rowsOf } = steps;
  const search = async (words: string) => ok(await api.get(`/api/objects?searchAll=${encodeURIComponent(words)}&size=50`)).content.map((o: Row) => o.inventoryNumber);

  it('saves details, refuses bad ones with the rule, finds an object by a detail value, and names the field in the change history', async () => {
    const marker = unique('zq').toLowerCase().replace(/[^a-z0-9]/g, '');
    const created = ok(
      await api.post('/api/objects', { inventoryNumber: unique('DET-'), details: [{ label: 'Credit Line', value: `Presented by ${marker} 1922` }, { label: 'URL', value: 'http://example.org/a' }] }),
      'create',
    );
    expect(created.details).toEqual([{ label: 'Credit Line', value: `Presented by ${marker} 1922` }, { label: 'URL', value: 'http://example.org/a' }]);
    expect(await search(marker)).toEqual([created.inventoryNumber]);

    for (const [details, message] of [
      [[{ label: 'Date: acquired', value: '1922' }], DETAIL_LABEL_MESSAGE],
      [[{ label: '', value: '1922' }], DETAIL_LABEL_MESSAGE],
      [[{ label: 'Note', value: 'two\nlines' }], DETAIL_VALUE_MESSAGE],
      [Array.from({ length: 31 }, (_, i) => ({ label: `L${i}`, value: 'v' })), 'At most 30 details.'],
    ] as const) {
      const res = await api.post('/api/objects', { inventoryNumber: unique('BAD-'), details });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }

    const updated = ok(await api.put('/api/objects', { ...created, details: [{ label: 'Credit Line', value: 'Bequeathed' }] }), 'update');
    expect(updated.details).toEqual([{ label: 'Credit Line', value: 'Bequeathed' }]);
    expect(await search(marker)).toEqual([]);
    const history = ok(await api.get(`/api/activities/audit?objectId=${created.id}&objectType=object`), 'history');
    const entries = (Array.isArray(history) ? history : history.content) as Row[];
    const changes = entries.flatMap((e) => e.changes ?? []);
    expect(changes.find((c: Row) => c.field === 'details')).toMatchObject({ old: created.details, new: updated.details });
  });

  it('exports details in one Details column that imports back unchanged, and an edited line updates just that field', async () => {
    const object = ok(await api.post('/api/objects', { inventoryNumber: unique('DX-'), details: [{ label: 'Credit Line', value: 'Gift of A. B., 1922' }, { label: 'Subjects', value: 'sea: storm' }] }));
    const exported = await steps.exportOf('objects', [object.id]);
    const sheet = exported.getWorksheet('Objects')!;
    const column = (sheet.getRow(1).values as string[]).indexOf(OBJECT_FIELD_LABELS.details);
    expect(sheet.getRow(2).getCell(column).value).toBe('Credit Line: Gift of A. B., 1922\nSubjects: sea: storm');
    const same = await dryRun('details.xlsx', await bytesOf(exported));
    expect(same.counts).toEqual({ create: 0, update: 0, unchanged: 1, invalid: 0 });
    expect(same.unmapped).toEqual([]);

    sheet.getRow(2).getCell(column).value = 'Credit Line: Gift of A. B., 1922\nSubjects: sea';
    const edited = await dryRun('details-edited.xlsx', await bytesOf(exported));
    expect(edited.counts).toEqual({ create: 0, update: 1, unchanged: 0, invalid: 0 });
    expect((await rowsOf(edited.id, 'update'))[0].diff).toEqual([
      { field: 'details', label: 'Details', from: 'Credit Line: Gift of A. B., 1922\nSubjects: sea: storm', to: 'Credit Line: Gift of A. B., 1922\nSubjects: sea' },
    ]);
    await commit(edited);
    expect(ok(await api.get(`/api/objects/${object.id}`)).details).toEqual([{ label: 'Credit Line', value: 'Gift of A. B., 1922' }, { label: 'Subjects', value: 'sea' }]);
  });

  it('lists the columns no field takes with how many rows fill each, and keeps them as details when asked', async () => {
    const [a, b, c] = [unique('UM-'), unique('UM-'), unique('UM-')];
    const file = csv([
      ['Accession Number', 'Title', 'Credit Line', 'Shelf Mark', 'Notes'],
      [a, 'Storm at sea', 'Presented 1922', 'S1', ''],
      [b, 'Harbour', 'Bequeathed 1930', '', ''],
      [c, 'Cliffs', '', '', ''],
    ]);
    const first = await dryRun('unmapped.csv', file);
    expect(first.mapping).toEqual(['inventoryNumber', 'objectTitle', '', '', '']);
    expect(first.unmapped).toEqual([
      { column: 3, header: 'Credit Line', rows: 2 },
      { column: 4, header: 'Shelf Mark', rows: 1 },
      { column: 5, header: 'Notes', rows: 0 },
    ]);
    expect(first.counts).toEqual({ create: 3, update: 0, unchanged: 0, invalid: 0 });

    // The museum keeps them: the console's "Keep them as details" runs the dry run again so.
    const kept = first.mapping.map((field: string) => field || KEEP_AS_DETAIL);
    ok(await api.post(`/api/imports/${first.id}/dry-run`, { mapping: kept, createValues: false }), 'keep');
    const again = await steps.settle(first.id, 'ANALYSING');
    expect(again.unmapped).toEqual([]);
    await commit(again);
    const objects = ok(await api.get(`/api/objects?searchAll=${encodeURIComponent(a)}`)).content as Row[];
    expect(objects.map((o) => [o.objectTitle, o.details])).toEqual([['Storm at sea', [{ label: 'Credit Line', value: 'Presented 1922' }, { label: 'Shelf Mark', value: 'S1' }]]]);

    // The choice is remembered: the next file with these headers keeps them without asking.
    const next = await steps.upload('next.csv', file, 'text/csv');
    expect(ok(await api.get(`/api/imports/${next.id}/headers`)).mapping).toEqual(kept);
    // Only objects keep details; a field named twice is still refused.
    const twice = await api.post(`/api/imports/${next.id}/dry-run`, { mapping: ['inventoryNumber', 'objectTitle', 'objectTitle', '', ''] });
    expect(twice.status).toBe(400);
  });
});
