import { startLocalStack } from '../infra/local/stack';
import { batchWriter } from './batch-write';
import { objects } from './object-search';
import { coldStartFigures } from './search-cold-start';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
async function main() {
  const stack = await startLocalStack({ port: 0, checkResponses: false });
  try {
    const tenant = 'objsearch';
    const { objectSearchDoc, storedDoc } = await import('../functions/catalogue/objects/search/search-writes');
    const { ObjectSearchDocEntity } = await import('../functions/lib/entities/object-search-doc');
    const search = await import('../functions/catalogue/objects/search/object-search');
    const { writeAll, itemOf } = await batchWriter(stack.env.TABLE_NAME);
    const now = new Date().toISOString();
    const docs = objects(Number(process.env.N ?? 100000)).map((o) => objectSearchDoc(o.id, o, o.changedAt));
    let t = performance.now();
    await writeAll(docs.map((d) => itemOf(ObjectSearchDocEntity.put({ scope: `${tenant}#object`, id: d.id, ...storedDoc(d), updatedAt: now }))));
    console.log('seeded', (performance.now() - t).toFixed(0));
    t = performance.now();
    console.log(await search.rebuildSearchIndex(tenant), (performance.now() - t).toFixed(0));
    console.log(await coldStartFigures(tenant, () => search.searchObjectIds(tenant, '', {}, 0, 10)));
  } finally { await stack.stop(); }
}
main().catch((e) => { console.error(e); process.exit(1); });
