import { batchWriter } from './batch-write';
import { objects } from './object-search';

/**
 * A museum's collection for a bench: object-search's generated objects, their records and their
 * search documents written straight to the table, then the search snapshot built (as a museum
 * whose refresh has run). Answers the generated objects.
 */
export async function seedCollection(tableName: string, tenant: string, count: number) {
  const { objectSearchDoc, storedDoc } = await import('../functions/catalogue/objects/search/search-writes');
  const { ObjectSearchDocEntity } = await import('../functions/lib/entities/object-search-doc');
  const { CollectionObjectEntity } = await import('../functions/lib/entities/collection-object');
  const { numberOrder } = await import('../functions/catalogue/objects/number-order');
  const { rebuildSearchIndex } = await import('../functions/catalogue/objects/search/object-snapshot');
  const { writeAll, itemOf } = await batchWriter(tableName);
  const now = new Date().toISOString();
  const data = objects(count);
  await writeAll(data.map(({ changedAt: _changedAt, ...o }) => itemOf(CollectionObjectEntity.put({ ...o, tenant, numberOrder: numberOrder(o.inventoryNumber), available: true, version: 1, createdAt: now }))));
  await writeAll(data.map((o) => itemOf(ObjectSearchDocEntity.put({ scope: `${tenant}#object`, id: o.id, ...storedDoc(objectSearchDoc(o.id, o, o.changedAt)), updatedAt: now }))));
  await rebuildSearchIndex(tenant);
  return data;
}
