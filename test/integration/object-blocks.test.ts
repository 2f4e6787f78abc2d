import { beforeAll, describe, expect, inject, it } from 'vitest';
import { OBJECT_FIELD_LABELS as L } from '../../shared/schemas/object-labels';
import type { RequestContext } from '../../functions/lib/context';
import { SHARED_ITEM } from '../../functions/catalogue/objects/save-groups';
import { Api, tenantHost } from '../support/api';
import { unique } from './context';
import { csv, importClient, ok, type Row } from './import-client';

/**
 * The objects service's block saves (issue 30, docs/imports.md#saves-in-blocks) on a museum
 * onboarded for this file: a block of updates or deletes moves the dashboard counters and the
 * values' use counts by its sum, exactly; a refused row refuses its whole block, so the import's
 * commit and rollback save that block row by row; a retried block changes nothing twice.
 */
describe('object saves in blocks', () => {
  const slug = unique('blk').toLowerCase().slice(0, 30);
  const password = 'Blocks-Admin-1a';
  let api: Api;
  let ctx: RequestContext;
  let saves: typeof import('../../functions/catalogue/objects/object-saves');
  let versionsOf: (ids: string[]) => Promise<number[]>;
  let drift: () => Promise<unknown[]>;
  let usage: (id: string) => Promise<number>;
  let painting: string;

  beforeAll(async () => {
    Object.assign(process.env, inject('stack').env);
    const { createTenant } = await import('../../functions/onboarding/service');
    const { tenantBySlug } = await import('../../functions/lib/tenants');
    const { adminContext } = await import('../../infra/local/seed-objects');
    const { recount } = await import('../../functions/catalogue/dashboard-figures/recount');
    const { VocabularyValueEntity } = await import('../../functions/lib/entities/vocabulary-value');
    const { referencesOf } = await import('../../functions/catalogue/objects/object-record');
    saves = await import('../../functions/catalogue/objects/object-saves');
    const { objectsById } = await import('../../functions/catalogue/objects/object-reads');
    versionsOf = async (ids) => (await objectsById(slug, ids)).map((o) => o.version);
    await createTenant({ slug, admin: { username: 'admin', password } });
    ctx = await adminContext((await tenantBySlug(slug))!, 'admin');
    const { port } = inject('stack');
    api = await new Api(port, tenantHost(slug, port)).login('admin', password);
    drift = async () => (await recount(slug, { fix: false })).counters;
    const list = referencesOf({ classification: 'any' })[0].list;
    usage = async (id) => (await VocabularyValueEntity.get({ tenant: slug, list, id }).go({ consistent: true })).data?.usage ?? -1;
    painting = ok(await api.post('/api/dropdowns', { dropdownType: 'classification', title: unique('Block paintings ') }), 'value').id;
  }, 60_000);

  const steps = importClient(() => api);
  const objectCount = async () => (await api.get('/api/dashboard/object-count')).body;

  it('a block of updates or deletes moves counters and uses by its sum; a refused row refuses its whole block', async () => {
    const input = (i: number) => ({ inventoryNumber: `BLK-${i}`, objectName: `Jar ${i}`, available: true, country: 'Qatar' });
    const made = await saves.createObjects(ctx, [0, 1, 2, 3, 4, 5].map((i) => ({ input: input(i) })));
    const edit = (o: (typeof made)[number], i: number, version = o.version) => ({ input: { ...input(i), id: o.id, version, available: i % 2 === 0, country: 'Egypt', classification: painting } });

    // One stale row, or two rows swapping their numbers (one item twice in a transaction): nothing of the block is written.
    await expect(saves.updateObjects(ctx, made.map((o, i) => edit(o, i, i === 3 ? o.version + 1 : o.version)))).rejects.toThrow('changed by someone else');
    const swapped = [{ input: { ...edit(made[0], 0).input, inventoryNumber: 'BLK-1' } }, { input: { ...edit(made[1], 1).input, inventoryNumber: 'BLK-0' } }];
    await expect(saves.updateObjects(ctx, swapped)).rejects.toThrow(SHARED_ITEM);
    expect(await versionsOf(made.map((o) => o.id))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await usage(painting)).toBe(0);

    const updated = await saves.updateObjects(ctx, made.map((o, i) => edit(o, i)));
    expect(updated.map((o) => o.version)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(await usage(painting)).toBe(6);
    expect(await drift()).toEqual([]);

    await saves.removeObjects(ctx, updated.slice(0, 4).map((current) => ({ current })));
    expect(await usage(painting)).toBe(2);
    expect(await objectCount()).toBe(2);
    expect(await drift()).toEqual([]);
    const log = await steps.logEntries();
    const of = (action: string) => log.filter((e) => e.entityType === 'object' && e.action === action).length;
    expect([of('CREATE'), of('UPDATE'), of('DELETE')]).toEqual([6, 6, 4]);
  });

  it("an import's update rows and their rollback: a row edited meanwhile is refused alone, a doubled commit or rollback does nothing twice", async () => {
    const numbers = Array.from({ length: 5 }, (_, i) => unique(`BU-${i}-`));
    const made: Row[] = [];
    for (const inventoryNumber of numbers) made.push(ok(await api.post('/api/objects', { inventoryNumber, objectName: 'Before', available: true }), 'create'));
    const batch = await steps.dryRun('edits.csv', csv([[L.inventoryNumber, L.objectName], ...numbers.map((n) => [n, 'After'])]));
    expect(batch.counts).toMatchObject({ update: 5, invalid: 0 });
    // Edited by hand after the dry run: its row's block is refused, then saved row by row.
    ok(await api.put('/api/objects', { ...made[1], objectName: 'By hand' }), 'edit');
    const before = await steps.figures();
    const logBefore = (await steps.logEntries()).length;

    const committed = await steps.commit(batch);
    expect(committed).toMatchObject({ processed: 5, failed: 1, refused: [{ row: 3, label: numbers[1], reason: expect.stringContaining('changed by someone else') }] });
    expect(await steps.runTwice(slug, batch.id, 'COMMITTING')).toMatchObject({ status: 'COMMITTED', processed: 5, failed: 1 });
    const names = async () => Promise.all(made.map(async ({ id }) => ok(await api.get(`/api/objects/${id}`))).map(async (o) => [(await o).objectName, (await o).version]));
    expect(await names()).toEqual([['After', 2], ['By hand', 2], ['After', 2], ['After', 2], ['After', 2]]);
    const log = await steps.logEntries();
    expect(log.slice(0, log.length - logBefore).filter((e) => e.action === 'UPDATE' && e.entityType === 'object')).toHaveLength(4);

    const rolled = await steps.rollback(ok(await api.get(`/api/imports/${batch.id}`)));
    expect(rolled).toMatchObject({ refusedCount: 0 });
    expect(await steps.runTwice(slug, batch.id, 'ROLLING_BACK')).toMatchObject({ status: 'ROLLED_BACK', refusedCount: 0 });
    expect(await names()).toEqual([['Before', 3], ['By hand', 2], ['Before', 3], ['Before', 3], ['Before', 3]]);
    expect((await steps.logEntries()).length - logBefore).toBe(8);
    expect(await steps.figures()).toEqual(before);
  });
});
