import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordType } from '../../shared/records/record-type';
import { RECORD_TYPES } from '../../shared/records/record-types';
import { BATCH_EDIT_MAX_ROWS, BATCH_EDIT_TOO_MANY_MESSAGE, batchEditMessages } from '../../shared/schemas/batch-edit';
import { OBJECT_MATERIALS_MAX } from '../../shared/schemas/object-fields';
import type { Api, Response } from '../support/api';
import { ownMuseum, unique } from './context';
import { importClient, ok, type Row } from './import-client';

/**
 * Batch edit (issue 30, docs/batch-edit.md) on a museum onboarded for this file, so its dashboard
 * is the file's alone. Jobs run in process with chunks of 3 rows and one chunk per run
 * (global-setup.ts): every preview, commit and rollback here hands on from run to run.
 */
describe('batch edit: preview, commit, rollback', () => {
  let slug: string;
  let api: Api;
  const v: Record<string, Row> = {};
  const materials: Row[] = [];

  const steps = importClient(() => api);
  const { settle, figures, logEntries } = steps;

  beforeAll(async () => {
    api = await ownMuseum('bxe', 'Batch-Admin-1a');
    slug = api.host.split('.')[0];
    const value = async (dropdownType: string, title: string) => {
      const have = ok(await api.get(`/api/dropdowns?dropdownType=${dropdownType}`)) as Row[];
      return have.find((o) => o.title === title) ?? ok(await api.post('/api/dropdowns', { dropdownType, title }), title);
    };
    v.paintings = await value('classification', 'Paintings');
    for (let i = 0; i <= OBJECT_MATERIALS_MAX; i++) materials.push(await value('material', `Batch material ${i}`));
  }, 60_000);

  const accepted = (res: Response, what: string) => {
    expect(res.status, `${what} ${JSON.stringify(res.body)}`).toBe(202);
    return res.body as Row;
  };
  const create = async (body: Row) => ok(await api.post('/api/objects', body), 'create object') as Row;
  const getObject = async (id: string) => ok(await api.get(`/api/objects/${id}`)) as Row;
  const rowsOf = async (id: string, rowClass: string): Promise<Row[]> => ok(await api.get(`/api/batch-edits/${id}/rows?class=${rowClass}&size=1000`)).content;
  /** An object as its fields read, without what every save moves on. */
  const fieldsOf = ({ version: _v, updatedAt: _u, ...rest }: Row) => rest;

  async function preview(body: Row): Promise<Row> {
    const batch = accepted(await api.post('/api/batch-edits', body), 'batch edit');
    expect(batch).toMatchObject({ source: 'batch-edit', status: 'ANALYSING', changes: body.changes });
    const done = await settle(batch.id, 'ANALYSING');
    expect(done.status, done.message).toBe('ANALYSED');
    return ok(await api.get(`/api/batch-edits/${batch.id}`));
  }
  async function step(batch: Row, name: 'commit' | 'rollback', moving: string, status: string) {
    accepted(await api.post(`/api/batch-edits/${batch.id}/${name}`, { version: batch.version }), name);
    const done = await settle(batch.id, moving);
    expect(done.status, done.message).toBe(status);
    return done;
  }

  /** Four objects of a word of their own: three take the changes, the fourth holds the most materials already. */
  async function objects(word: string) {
    const made: Row[] = [];
    for (let i = 0; i < 3; i++) made.push(await create({ inventoryNumber: unique(`BX-${i}-`), objectName: `${word} jar`, classification: v.paintings.id }));
    made.push(await create({ inventoryNumber: unique('BX-full-'), objectName: `${word} jar`, material: materials.slice(0, OBJECT_MATERIALS_MAX).map((m) => m.id) }));
    return made;
  }
  const changes = () => [
    { field: 'material', op: 'add', value: materials[OBJECT_MATERIALS_MAX].id },
    { field: 'objectTitle', op: 'set', value: 'Inventory 2026' },
  ];

  /** The preview's update rows are what the commit did: each object changed in those fields only, to those values. */
  async function expectCommitAsPreviewed(updates: Row[], before: Map<string, Row>) {
    for (const row of updates) {
      const after = await getObject(row.id);
      const was = before.get(row.id)!;
      const changed = Object.keys(fieldsOf(after)).filter((f) => JSON.stringify(after[f]) !== JSON.stringify(was[f]));
      expect(changed.sort()).toEqual(row.diff.map((d: Row) => d.field).sort());
      expect(after.objectTitle).toBe('Inventory 2026');
      expect(after.material).toEqual([...(was.material ?? []), materials[OBJECT_MATERIALS_MAX].id]);
      expect(after.version).toBe(was.version + 1);
    }
  }

  it('a set: the preview names each change and each refusal, the commit does exactly that once, the rollback leaves the museum as before', async () => {
    const made = await objects(unique('setword'));
    const set = ok(await api.post('/api/object-sets', { name: unique('Batch set '), private: true }));
    ok(await api.post(`/api/object-sets/${set.id}/objects`, { ids: made.map((o) => o.id) }));
    const figuresBefore = await figures();
    const logBefore = (await logEntries()).length;
    const before = new Map(await Promise.all(made.map(async (o) => [o.id, await getObject(o.id)] as const)));

    const batch = await preview({ kind: 'objects', select: { setId: set.id }, changes: changes() });
    expect(batch).toMatchObject({ rows: 4, counts: { create: 0, update: 3, unchanged: 0, invalid: 1 } });
    const updates = await rowsOf(batch.id, 'update');
    expect(updates.map((r) => r.label).sort()).toEqual(made.slice(0, 3).map((o) => o.inventoryNumber).sort());
    expect(updates[0].diff).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'objectTitle', from: '', to: 'Inventory 2026' }), expect.objectContaining({ field: 'material', to: materials[OBJECT_MATERIALS_MAX].title })]),
    );
    const [invalid] = await rowsOf(batch.id, 'invalid');
    expect(invalid).toMatchObject({ label: made[3].inventoryNumber, id: made[3].id });
    expect(invalid.reasons.join(' ')).toContain(`${OBJECT_MATERIALS_MAX}`);
    // The preview wrote nothing.
    expect(await figures()).toEqual(figuresBefore);
    expect(await getObject(made[0].id)).toEqual(before.get(made[0].id));

    // Two clicks start one commit.
    const clicks = await Promise.all([1, 2].map(() => api.post(`/api/batch-edits/${batch.id}/commit`, { version: batch.version })));
    expect(clicks.map((r) => r.status).sort()).toEqual([202, 409]);
    let committed = await settle(batch.id, 'COMMITTING');
    expect(committed).toMatchObject({ status: 'COMMITTED', processed: 3, failed: 0 });
    await expectCommitAsPreviewed(updates, before);
    expect(await getObject(made[3].id)).toEqual(before.get(made[3].id));

    // Lambda may deliver the commit's event again, or twice at once: nothing is saved twice.
    const { ImportBatchEntity } = await import('../../functions/lib/entities/import-batch');
    const { runCommit } = await import('../../functions/catalogue/imports/commit');
    const { runAsTenant } = await import('../../functions/lib/tenant-credentials');
    const { runJobsInProcess } = await import('../../functions/lib/jobs');
    runJobsInProcess((event) => import('../../functions/jobs/handler').then((m) => m.runJob(event)));
    const afterCommit = await Promise.all(made.map((o) => getObject(o.id)));
    await ImportBatchEntity.patch({ tenant: slug, id: batch.id }).set({ status: 'COMMITTING', cursor: 0, processed: 0 }).go();
    await runAsTenant(slug, () => Promise.all([runCommit(slug, batch.id, 'retry-1'), runCommit(slug, batch.id, 'retry-2')]));
    committed = await settle(batch.id, 'COMMITTING');
    expect(committed).toMatchObject({ status: 'COMMITTED', processed: 3, failed: 0 });
    expect(await Promise.all(made.map((o) => getObject(o.id)))).toEqual(afterCommit);
    const logged = (await logEntries()).slice(0, (await logEntries()).length - logBefore);
    expect(logged.filter((e) => e.action === 'UPDATE' && e.entityType === 'object')).toHaveLength(3);

    await step(committed, 'rollback', 'ROLLING_BACK', 'ROLLED_BACK');
    for (const o of made) expect(fieldsOf(await getObject(o.id))).toEqual(fieldsOf(before.get(o.id)!));
    expect(await figures()).toEqual(figuresBefore);
    // The log holds the edit's three saves and the rollback's three, nothing else.
    const log = (await logEntries()).slice(0, (await logEntries()).length - logBefore);
    expect(log).toHaveLength(6);
    expect(log.every((e) => e.action === 'UPDATE' && e.entityType === 'object')).toBe(true);
  });

  it("a search (the list's own parameters): previewed as committed; the rollback leaves an object edited since and lists it", async () => {
    const word = unique('searchword').toLowerCase();
    const made = await objects(word);
    const before = new Map(await Promise.all(made.map(async (o) => [o.id, await getObject(o.id)] as const)));
    const batch = await preview({ kind: 'objects', select: { query: { searchAll: word, classification: v.paintings.id, sort: 'objectName,asc', page: 0 } }, changes: changes() });
    // The classification filter leaves out the fourth object.
    expect(batch).toMatchObject({ rows: 3, counts: { update: 3, unchanged: 0, invalid: 0 } });
    const updates = await rowsOf(batch.id, 'update');
    const committed = await step(batch, 'commit', 'COMMITTING', 'COMMITTED');
    await expectCommitAsPreviewed(updates, before);

    // The same edit again: every object already holds it.
    const again = await preview({ kind: 'objects', select: { query: { searchAll: word, classification: v.paintings.id } }, changes: changes() });
    expect(again.counts).toMatchObject({ update: 0, unchanged: 3 });
    expect((await api.post(`/api/batch-edits/${again.id}/commit`, { version: again.version })).status).toBe(400);

    const edited = await getObject(made[1].id);
    ok(await api.put('/api/objects', { ...edited, objectName: 'Edited since' }), 'edit since');
    const rolled = await step(committed, 'rollback', 'ROLLING_BACK', 'ROLLED_BACK');
    expect(rolled.refusedCount).toBe(1);
    expect(rolled.refused[0]).toMatchObject({ label: made[1].inventoryNumber });
    expect(rolled.refused[0].reason).toContain('edited after');
    expect((await getObject(made[1].id)).objectName).toBe('Edited since');
    expect(fieldsOf(await getObject(made[0].id))).toEqual(fieldsOf(before.get(made[0].id)!));
  });

  it('an id list: an unknown id is named as invalid; a selection past the limit, or a change the kind does not take, is a 400 and nothing is stored', async () => {
    const [object] = await objects(unique('idword'));
    const missing = unique('no-such-object');
    const batch = await preview({ kind: 'objects', select: { idList: [object.id, missing] }, changes: [{ field: 'objectTitle', op: 'clear' }, { field: 'quantity', op: 'set', value: 2 }] });
    expect(batch.counts).toMatchObject({ update: 1, invalid: 1 });
    expect((await rowsOf(batch.id, 'invalid'))[0]).toMatchObject({ label: missing, reasons: [batchEditMessages.noObject(missing)] });
    expect((await rowsOf(batch.id, 'update'))[0].diff).toEqual([expect.objectContaining({ field: 'quantity', to: '2' })]);

    const listed = async () => ok(await api.get('/api/imports?size=100')).content.length;
    const count = await listed();
    const refused = async (body: Row, message: string) => {
      const res = await api.post('/api/batch-edits', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    };
    const tooMany = Array.from({ length: BATCH_EDIT_MAX_ROWS + 1 }, (_, i) => `id-${i}`);
    await refused({ kind: 'objects', select: { idList: tooMany }, changes: changes() }, BATCH_EDIT_TOO_MANY_MESSAGE);
    await refused({ kind: 'objects', select: { idList: [object.id] }, changes: [{ field: 'inventoryNumber', op: 'set', value: 'X' }] }, batchEditMessages.unknownField('inventoryNumber'));
    await refused({ kind: 'objects', select: { idList: [object.id] }, changes: [{ field: 'objectName', op: 'add', value: 'X' }] }, batchEditMessages.singleValue('Object Name'));
    await refused({ kind: 'objects', select: { idList: [object.id] }, changes: [{ field: 'classification', op: 'set', value: 'classification#nope' }] }, 'the museum has no value');
    await refused({ kind: 'objects', select: { query: { nonsense: 'x' } }, changes: changes() }, batchEditMessages.unknownParameter('nonsense'));
    expect(await listed()).toBe(count);
    // A batch edit's routes find batch edits only; the imports' list holds both.
    const file = await steps.upload('objects.csv', Buffer.from('Inventory Number\nX-1\n'), 'text/csv');
    expect((await api.get(`/api/batch-edits/${file.id}`)).status).toBe(404);
    expect(ok(await api.get('/api/imports?size=100')).content.map((b: Row) => b.source).sort()).toEqual(expect.arrayContaining(['batch-edit', 'file']));
  });

  it.each(Object.values(RECORD_TYPES) as RecordType[])('$plural: a batch edit of a record is previewed, committed and rolled back through its service', async (type) => {
    const field = type.fields.find((f) => f.kind === 'text' && f.name !== 'reportId' && !f.place)!;
    const object = await create({ inventoryNumber: unique('BXR-'), objectName: 'Record holder' });
    const input = { objectId: object.id, ...(type.reportId ? { reportId: unique(`${type.reportId.prefix}-BX-`) } : {}), [field.name]: 'Before' };
    const record = ok(await api.post(`/api/${type.path}`, input), `create ${type.name}`);
    const batch = await preview({ kind: type.path, select: { query: { objectId: object.id } }, changes: [{ field: field.name, op: 'set', value: 'After' }] });
    expect(batch.counts).toMatchObject({ update: 1, invalid: 0 });
    expect((await rowsOf(batch.id, 'update'))[0].diff).toEqual([expect.objectContaining({ field: field.name, from: 'Before', to: 'After' })]);
    const committed = await step(batch, 'commit', 'COMMITTING', 'COMMITTED');
    expect(ok(await api.get(`/api/${type.path}/${record.id}`))[field.name]).toBe('After');
    await step(committed, 'rollback', 'ROLLING_BACK', 'ROLLED_BACK');
    expect(ok(await api.get(`/api/${type.path}/${record.id}`))[field.name]).toBe('Before');
  });
});
