import { beforeAll, describe, expect, it } from 'vitest';
import type { Api, Response } from '../support/api';
import { ownMuseum } from './context';

type Row = Record<string, any>;

/**
 * `npm run reindex` (functions/catalogue/search-reindex): documents saved before sorting (issue 29)
 * have no sort keys and sort last; the reindex writes them as a save would now, in a museum of its
 * own, and a second run writes nothing.
 */
describe('reindexing a museum whose search documents predate sorting', () => {
  let api: Api;
  let tenant: string;
  const byNumber = new Map<string, string>();

  const ok = (res: Response, what: string) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const sorted = async (path: string, sort: string) => {
    const body = ok(await api.get(`${path}?sort=${encodeURIComponent(sort)}`), sort);
    return (body.content as Row[]).map((row) => byNumber.get(row.inventoryNumber)).join(' ');
  };
  const reindex = async (write: boolean) => (await import('../../functions/catalogue/search-reindex/reindex')).reindex(tenant, { write });

  /** What a museum's documents were before sorting: the documents and their changes without `keys`. */
  async function stripKeys(collection: string, ids: string[]) {
    const { ObjectSearchDocEntity } = await import('../../functions/lib/entities/object-search-doc');
    const { ObjectSearchChangeEntity } = await import('../../functions/lib/entities/object-search-change');
    const scope = `${tenant}#${collection}`;
    for (const id of ids) await ObjectSearchDocEntity.patch({ scope, id }).remove(['keys']).go();
    const { data } = await ObjectSearchChangeEntity.query.byTime({ scope }).go({ pages: 'all' });
    for (const change of data.filter((c) => ids.includes(c.id))) await ObjectSearchChangeEntity.patch({ scope, changedAt: change.changedAt, id: change.id }).remove(['keys']).go();
  }

  beforeAll(async () => {
    api = await ownMuseum('reindex', 'Reindex-Admin-1a');
    tenant = api.host.split('.')[0];
    const objects: [string, Row][] = [
      ['X', { inventoryNumber: 'R-1', objectName: 'ewer', objectTitle: 'Gamma', quantity: 3 }],
      ['Y', { inventoryNumber: 'R-2', objectName: 'bowl', objectTitle: 'Alpha', quantity: 1 }],
      ['Z', { inventoryNumber: 'R-3', objectName: 'cup', objectTitle: 'Beta', quantity: 2 }],
    ];
    const ids: Record<string, string> = {};
    for (const [name, body] of objects) {
      ids[name] = (ok(await api.post('/api/objects', body), name) as Row).id;
      byNumber.set(body.inventoryNumber, name);
    }
    const conditions: string[] = [];
    for (const [name, conditionDate] of [['X', '2024-05-01'], ['Y', '2024-01-01']]) {
      conditions.push((ok(await api.post('/api/conditions', { objectId: ids[name], conditionDate }), name) as Row).id);
    }
    // X stays as saved after sorting landed; Y and Z, and both conditions, as saved before.
    await stripKeys('object', [ids.Y, ids.Z]);
    await stripKeys('condition', conditions);
  });

  it('puts the documents without sort keys last, counts them on a dry run, and sorts them right once rewritten', async () => {
    expect(await sorted('/api/objects', 'objectTitle')).toBe('X Y Z');
    expect(await sorted('/api/objects', 'quantity')).toBe('X Y Z');
    expect(await sorted('/api/conditions', 'conditionDate')).toBe('X Y');

    expect(await reindex(false)).toMatchObject({ read: 5, rewritten: 4, busy: 0, snapshots: [] });
    expect(await sorted('/api/objects', 'objectTitle')).toBe('X Y Z');

    const report = await reindex(true);
    expect(report).toMatchObject({ read: 5, rewritten: 4, busy: 0 });
    expect(report.snapshots.map((s) => [s.scope, s.docs])).toEqual([
      [`${tenant}#object`, 3],
      [`${tenant}#condition`, 2],
    ]);
    expect(await sorted('/api/objects', 'objectTitle')).toBe('Y Z X');
    expect(await sorted('/api/objects', 'quantity')).toBe('Y Z X');
    expect(await sorted('/api/objects', 'quantity,desc')).toBe('X Z Y');
    // The last change is the object's own, not the reindex's.
    expect(await sorted('/api/objects', 'updatedAt')).toBe('X Y Z');
    expect(await sorted('/api/conditions', 'conditionDate')).toBe('Y X');
  });

  it('writes nothing the second time', async () => {
    expect(await reindex(true)).toEqual({ read: 5, rewritten: 0, busy: 0, snapshots: [] });
  });
});
