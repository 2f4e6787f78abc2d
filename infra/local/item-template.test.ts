import { describe, expect, it } from 'vitest';

// The entities read the table's name at import.
process.env.TABLE_NAME ??= 'unit-test-table';
const { CollectionObjectEntity } = await import('../../functions/lib/entities/collection-object');
const { ObjectSearchChangeEntity } = await import('../../functions/lib/entities/object-search-change');
const { UniqueValueEntity } = await import('../../functions/lib/entities/unique-value');
const { itemTemplate } = await import('./item-template');

const item = (entity: { put(i: never): { params: <T>() => T } }, values: Record<string, unknown>) =>
  entity.put(values as never).params<{ Item: Record<string, unknown> }>().Item;
const withoutClock = ({ updatedAt: _, ...rest }: Record<string, unknown>) => rest;

/** The bulk seed's items must be the very items ElectroDB writes, keys and casing included. */
describe('item templates', () => {
  it('writes an object as its entity does, every attribute and both indexes', () => {
    const fields = { objectName: 'Céramique', material: ['material.x'], mainImage: { uid: 'u', name: 'n.png', url: 'http://x/y' }, available: true, length: 2.5 };
    const fixed = { tenant: 'demo', version: 1, createdAt: '2026-01-01T00:00:00.000Z' };
    const format = itemTemplate(CollectionObjectEntity, ['id', 'inventoryNumber', 'numberOrder'], fixed);
    const values = { id: 'f3a9-ID', inventoryNumber: 'S-000042', numberOrder: 's-0000000042' };
    expect(withoutClock(format(values, fields))).toEqual(withoutClock(item(CollectionObjectEntity, { ...fixed, ...values, ...fields })));
  });

  it('lower-cases a marker where the key is lower-cased (an inventory number claim)', () => {
    const format = itemTemplate(UniqueValueEntity, ['value', 'ownerId'], { tenant: 'demo', kind: 'inventoryNumber' });
    const expected = item(UniqueValueEntity, { tenant: 'demo', kind: 'inventoryNumber', value: 'S-000042', ownerId: 'Owner-1' });
    expect(format({ value: 'S-000042', ownerId: 'Owner-1' })).toEqual(expected);
  });

  it('keeps an attribute stored under another name when it is fixed (the change time to live)', () => {
    const fixed = { scope: 'demo#object', changedAt: '2026-01-01T00:00:00.000Z', deleted: false, expiresAt: 1_800_000_000 };
    const format = itemTemplate(ObjectSearchChangeEntity, ['id'], fixed);
    const rest = { terms: 'bowl', exact: {}, text: {}, number: 'A-1', sort: 'a-01' };
    expect(format({ id: 'obj-1' }, rest)).toEqual(item(ObjectSearchChangeEntity, { ...fixed, id: 'obj-1', ...rest }));
  });
});
