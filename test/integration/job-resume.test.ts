import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { OBJECT_FIELD_LABELS } from '../../shared/schemas/object-labels';
import { JOBS_WORKER_PID_FILE_ENV } from '../../infra/local/stack';
import { makeGroup, makeUser } from '../security/actors';
import { Api, tenantHost } from '../support/api';
import { unique } from './context';
import { csv, importClient, ok, type Row } from './import-client';

const L = OBJECT_FIELD_LABELS;
/** A few thousand rows: hundreds of the suite's 3-row chunks, so the kill lands well inside the commit. */
const ROWS = 2000;

/**
 * Jobs never stick (issue 27): the local stack runs the jobs worker in a process of its own, as
 * Lambda runs it; killing that process mid-commit marks the batch FAILED with why, and its owner's
 * resume ends the museum exactly as a commit never interrupted leaves another museum.
 */
describe('a jobs worker killed mid-commit, and the resume', () => {
  const password = 'Resume-Admin-1a';
  const museums = { broken: unique('rsa').toLowerCase().slice(0, 30), whole: unique('rsb').toLowerCase().slice(0, 30) };
  const apis: Record<string, Api> = {};

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    const { port } = inject('stack');
    for (const slug of Object.values(museums)) {
      await createTenant({ slug, admin: { username: 'admin', password } });
      apis[slug] = await new Api(port, tenantHost(slug, port)).login('admin', password);
    }
  }, 120_000);

  const rows = Array.from({ length: ROWS }, (_, i) => [`RS-${String(i).padStart(5, '0')}`, `Object ${i}`, ['Wood', 'Gold', 'Resume stone'][i % 3], ['Qatar', 'Oman', ''][i % 3], String(1 + (i % 4))]);
  const file = csv([[L.inventoryNumber, L.objectName, L.material, L.country, L.quantity], ...rows]);

  /** Everything the museum shows of the import, with ids and times left out and value ids read as their titles. */
  async function museumState(slug: string) {
    const api = apis[slug];
    const steps = importClient(() => api);
    const byType = ok(await api.get('/api/dropdowns')) as Record<string, Row[]>;
    const titles = new Map(Object.values(byType).flat().map((d) => [d.id as string, d.title as string]));
    // prettyPrint restates old and new values with their ids and times.
    const dropped = new Set(['id', 'entityId', 'createdAt', 'updatedAt', 'timestamp', 'userId', 'prettyPrint', 'tenant']);
    const plain = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(plain);
      if (typeof value === 'string') return titles.get(value) ?? value;
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(Object.entries(value).filter(([k]) => !dropped.has(k)).map(([k, v]) => [titles.get(k) ?? k, plain(v)]));
    };
    const objects: Row[] = [];
    for (let page = 0; ; page++) {
      const { content } = ok(await api.get(`/api/objects?page=${page}&size=1000`));
      objects.push(...content);
      if (content.length < 1000) break;
    }
    // The whole log from the table: /api/data-changes reads a deep page in one Query, which stops at 1 MB.
    const { DataChangeEntity } = await import('../../functions/lib/entities/data-change');
    const { data: entries } = await DataChangeEntity.query.byTime({ tenant: slug }).go({ pages: 'all' });
    // The import's entries: objects and the values it created (onboarding's differ by the museum's name).
    const log = entries.filter((e) => e.entityType === 'object' || e.entityType === 'dropdown').map((e) => plain(e) as Row);
    const sortKey = (r: unknown) => JSON.stringify(r);
    return {
      objects: objects.map(plain).sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
      log: log.sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
      figures: plain(await steps.figures()),
    };
  }

  it('ends the museum exactly as an uninterrupted commit of the same file', async () => {
    const broken = importClient(() => apis[museums.broken]);
    const api = apis[museums.broken];
    const batch = await broken.dryRun('resume.csv', file, { createValues: true });
    expect(batch.counts).toMatchObject({ create: ROWS, invalid: 0 });

    let seen = ok(await api.post(`/api/imports/${batch.id}/commit`, { version: batch.version }), 'commit');
    for (let i = 0; i < 1200 && seen.processed < ROWS / 3; i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen = ok(await api.get(`/api/imports/${batch.id}`));
    }
    expect(seen.status).toBe('COMMITTING');
    process.kill(Number(readFileSync(inject('stack').env[JOBS_WORKER_PID_FILE_ENV], 'utf8')), 'SIGKILL');

    const failed = await broken.settle(batch.id, 'COMMITTING');
    expect(failed).toMatchObject({ status: 'FAILED', step: 'commit', stalled: false, resumable: true });
    expect(failed.reason).toContain('SIGKILL');
    expect(failed.processed).toBeGreaterThan(0);
    expect(failed.processed).toBeLessThan(ROWS);
    // It stopped partway: some rows are in the museum, not all.
    const partway = (await api.get('/api/dashboard/object-count')).body as number;
    expect(partway).toBeGreaterThan(0);
    expect(partway).toBeLessThan(ROWS);

    ok(await api.post(`/api/imports/${batch.id}/resume`, { version: failed.version }), 'resume');
    const resumed = await broken.settle(batch.id, 'COMMITTING');
    expect(resumed, resumed.reason).toMatchObject({ status: 'COMMITTED', processed: ROWS, failed: 0, refusedCount: 0, message: null, reason: null, resumable: false });

    const whole = importClient(() => apis[museums.whole]);
    const other = await whole.dryRun('resume.csv', file, { createValues: true });
    const committed = await whole.commit(other);
    expect(committed).toMatchObject({ processed: ROWS, failed: 0 });

    const [after, expected] = [await museumState(museums.broken), await museumState(museums.whole)];
    expect(after.objects).toHaveLength(ROWS);
    expect(after.objects).toEqual(expected.objects);
    // One entry per row saved, no row logged twice.
    expect(after.log.filter((e) => e.action === 'CREATE' && e.entityType === 'object')).toHaveLength(ROWS);
    expect(after.log).toEqual(expected.log);
    expect(after.figures).toEqual(expected.figures);
  }, 600_000);

  it("shows a step whose worker's lease lapsed as stalled; its starter or a user administrator resumes it (a colleague gets 404), and it saves nothing twice", async () => {
    const admin = apis[museums.whole];
    const groupId = await makeGroup(admin, 'Importers ', { item: { read: true, write: true } });
    const owner = await makeUser(admin, groupId, { enabledFeatures: ['Item-Cataloging'], prefix: 'owner' });
    const colleague = await makeUser(admin, groupId, { enabledFeatures: ['Item-Cataloging'], prefix: 'colleague' });
    const steps = importClient(() => owner.api);
    const small = csv([[L.inventoryNumber, L.objectName], ...Array.from({ length: 7 }, (_, i) => [unique('ST-'), `Stalled ${i}`])]);
    const committed = await steps.commit(await steps.dryRun('stalled.csv', small));
    const count = async () => (await admin.get('/api/dashboard/object-count')).body as number;
    const before = await count();

    // As if its worker died after the first chunk (3 rows here) and no failure was reported.
    const { ImportBatchEntity } = await import('../../functions/lib/entities/import-batch');
    const stall = (leaseUntil: number) =>
      ImportBatchEntity.patch({ tenant: museums.whole, id: committed.id }).set({ status: 'COMMITTING', cursor: 1, processed: 3, leaseUntil }).go();
    await stall(Date.now() + 60_000);
    const live = ok(await owner.api.get(`/api/imports/${committed.id}`));
    expect(live).toMatchObject({ status: 'COMMITTING', stalled: false, resumable: false });
    expect((await owner.api.post(`/api/imports/${committed.id}/resume`, { version: live.version })).status).toBe(409);

    await stall(Date.now() - 1);
    const stalled = ok(await owner.api.get(`/api/imports/${committed.id}`));
    expect(stalled).toMatchObject({ status: 'COMMITTING', stalled: true, resumable: true });
    // A batch is its starter's and user administrators': to a colleague it does not exist.
    expect((await colleague.api.get(`/api/imports/${committed.id}`)).status).toBe(404);
    expect(ok(await admin.get(`/api/imports/${committed.id}`))).toMatchObject({ stalled: true, resumable: true });
    const refused = await colleague.api.post(`/api/imports/${committed.id}/resume`, { version: stalled.version });
    expect(refused.status).toBe(404);
    expect(ok(await owner.api.get(`/api/imports/${committed.id}`)).version).toBe(stalled.version);

    ok(await owner.api.post(`/api/imports/${committed.id}/resume`, { version: stalled.version }), 'resume');
    const done = await steps.settle(committed.id, 'COMMITTING');
    expect(done).toMatchObject({ status: 'COMMITTED', processed: 7, failed: 0, stalled: false, createdBy: owner.username });
    expect(await count()).toBe(before);
  }, 120_000);
});

