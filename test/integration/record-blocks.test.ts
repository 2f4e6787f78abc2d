import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_TYPES, type RecordType } from '../../shared/records/record-types';
import type { RecordInput, RecordUpdate } from '../../shared/schemas/records';
import type { RequestContext } from '../../functions/lib/context';
import type { RelatedRecordItem } from '../../functions/lib/entities/related-record';
import { SHARED_ITEM } from '../../functions/catalogue/objects/save-groups';
import type { Api } from '../support/api';
import { ownMuseum, unique } from './context';
import { csv, importClient, ok, type Row } from './import-client';

/**
 * The records service's block saves (issue 30, docs/imports.md#saves-in-blocks), the six types
 * alike, on a museum onboarded for this file: a block of creates, updates (one moving its record
 * to the other object) or deletes, two records of one object in it, moves every tally, use count
 * and dashboard counter by its sum, exactly; a refused row refuses its whole block; an import's
 * update rows and their rollback, doubled, change nothing twice.
 */
describe('record saves in blocks', () => {
  let slug: string;
  let api: Api;
  let ctx: RequestContext;
  let records: typeof import('../../functions/catalogue/records/service');
  let read: (type: RecordType, ids: string[]) => Promise<RelatedRecordItem[]>;
  let uses: (ids: string[]) => Promise<number[]>;
  let drift: () => Promise<unknown>;
  let newObjects: () => Promise<{ id: string; inventoryNumber: string }[]>;
  const value: Record<string, string> = {};

  beforeAll(async () => {
    api = await ownMuseum('rbk', 'Blocks-Admin-1a');
    slug = api.host.split('.')[0];
    const { tenantBySlug } = await import('../../functions/lib/tenants');
    const { adminContext } = await import('../../infra/local/seed-objects');
    const { recount } = await import('../../functions/catalogue/dashboard-figures/recount');
    const { objectsById } = await import('../../functions/catalogue/objects/object-reads');
    const { createObjects } = await import('../../functions/catalogue/objects/object-saves');
    const { recordsById } = await import('../../functions/catalogue/records/record-reads');
    records = await import('../../functions/catalogue/records/service');
    ctx = await adminContext((await tenantBySlug(slug))!, 'admin');
    read = (type, ids) => recordsById(slug, type, ids);
    uses = async (ids) => (await objectsById(slug, ids)).map((o) => o.recordUses ?? 0);
    drift = async () => {
      const { counters, tallies } = await recount(slug, { fix: false });
      return { counters, tallies };
    };
    newObjects = () => createObjects(ctx, [0, 1].map((i) => ({ input: { inventoryNumber: unique(`RB-${i}-`), objectName: 'Jar', available: true } })));
    for (const [dropdownType, title] of [['condition', 'Stable'], ['location', 'Block hall']]) {
      value[dropdownType] = ok(await api.post('/api/dropdowns', { dropdownType, title }), title).id;
    }
  }, 60_000);

  const steps = importClient(() => api);
  /** A record of the type about `objectId`, with what moves the dashboard for its type: a condition's value, a label, a new place. */
  const input = (type: RecordType, objectId: string, i: number): RecordInput => ({
    objectId,
    ...(type.reportId ? { reportId: unique(`${type.reportId.prefix}-B${i}-`) } : {}),
    [type.dateField]: `2024-0${i + 1}-01`,
    ...(type.name === 'condition' ? { condition: value.condition } : {}),
    ...(type.name === 'curatorialForm' ? { objectLabel: `Label ${i}` } : {}),
    ...(type.name === 'movement' ? { newLocation: value.location } : {}),
  });

  it.each(Object.values(RECORD_TYPES).map((type) => [type.name, type] as const))(
    '%s: a block moves tallies, uses and counters by its sum; a stale or doubled row refuses its whole block',
    async (_name, type) => {
      const objects = (await newObjects()).map((o) => o.id);
      const ids = await records.createRecords(ctx, type, [0, 1, 2, 3].map((i) => ({ input: input(type, objects[i % 2], i) })));
      expect(await uses(objects)).toEqual([2, 2]);
      expect(await drift()).toEqual({ counters: [], tallies: [] });

      const made = await read(type, ids);
      // The first record moves to the other object: its save writes both.
      const edit = (r: RelatedRecordItem, i: number, version = r.version): { input: RecordUpdate } => ({
        input: { ...(r.fields as Row), objectId: i === 0 ? objects[1] : r.objectId, id: r.id, version, [type.dateField]: `2025-0${i + 1}-01` },
      });
      await expect(records.updateRecords(ctx, type, made.map((r, i) => edit(r, i, i === 2 ? r.version + 1 : r.version)))).rejects.toThrow('changed by someone else');
      await expect(records.updateRecords(ctx, type, [edit(made[1], 1), edit(made[1], 1)])).rejects.toThrow(SHARED_ITEM);
      expect((await read(type, ids)).map((r) => r.version)).toEqual([1, 1, 1, 1]);

      await records.updateRecords(ctx, type, made.map((r, i) => edit(r, i)));
      expect((await read(type, ids)).map((r) => [r.version, r.objectId])).toEqual([[2, objects[1]], [2, objects[1]], [2, objects[0]], [2, objects[1]]]);
      expect(await uses(objects)).toEqual([1, 3]);
      expect(await drift()).toEqual({ counters: [], tallies: [] });

      await records.removeRecords(ctx, type, (await read(type, ids.slice(1))).map((current) => ({ current })));
      expect(await uses(objects)).toEqual([0, 1]);
      expect(await drift()).toEqual({ counters: [], tallies: [] });
      const log = (await steps.logEntries()).filter((e) => e.entityType === type.name && ids.includes(e.entityId));
      const of = (action: string) => log.filter((e) => e.action === action).length;
      expect([of('CREATE'), of('UPDATE'), of('DELETE')]).toEqual([4, 4, 3]);
    },
  );

  it("an import's update rows and their rollback: a row edited meanwhile is refused alone, a doubled commit or rollback does nothing twice", async () => {
    const type = RECORD_TYPES.condition;
    const pair = await newObjects();
    const objects = pair.map((o) => o.id);
    const numberOf = new Map(pair.map((o) => [o.id, o.inventoryNumber]));
    const made: Row[] = [];
    for (let i = 0; i < 5; i++) made.push(ok(await api.post(`/api/${type.path}`, { ...input(type, objects[i % 2], i), examinedBy: 'Before' }), 'create'));
    const header = ['Inventory Number', 'Examined By', 'Record ID'];
    const batch = await steps.dryRun('edits.csv', csv([header, ...made.map((r) => [numberOf.get(r.objectId), 'After', r.id])]), { kind: type.path });
    expect(batch.counts).toMatchObject({ update: 5, invalid: 0 });
    // Edited by hand after the dry run: its row's block is refused, then saved row by row.
    ok(await api.put(`/api/${type.path}`, { ...made[1], examinedBy: 'By hand' }), 'edit');
    const before = await steps.figures();
    const logBefore = (await steps.logEntries()).length;

    const committed = await steps.commit(batch);
    expect(committed).toMatchObject({ processed: 5, failed: 1, refused: [{ row: 3, reason: expect.stringContaining('changed by someone else') }] });
    expect(await steps.runTwice(slug, batch.id, 'COMMITTING')).toMatchObject({ status: 'COMMITTED', processed: 5, failed: 1 });
    const states = async () => (await read(type, made.map((r) => r.id))).map((r) => [(r.fields as Row).examinedBy, r.version]);
    expect(await states()).toEqual([['After', 2], ['By hand', 2], ['After', 2], ['After', 2], ['After', 2]]);
    const log = await steps.logEntries();
    expect(log.slice(0, log.length - logBefore).filter((e) => e.action === 'UPDATE' && e.entityType === type.name)).toHaveLength(4);

    expect(await steps.rollback(ok(await api.get(`/api/imports/${batch.id}`)))).toMatchObject({ refusedCount: 0 });
    expect(await steps.runTwice(slug, batch.id, 'ROLLING_BACK')).toMatchObject({ status: 'ROLLED_BACK', refusedCount: 0 });
    expect(await states()).toEqual([['Before', 3], ['By hand', 2], ['Before', 3], ['Before', 3], ['Before', 3]]);
    expect((await steps.logEntries()).length - logBefore).toBe(8);
    expect(await steps.figures()).toEqual(before);
    expect(await drift()).toEqual({ counters: [], tallies: [] });
  });
});
