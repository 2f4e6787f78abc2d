import type { ObjectListParams, ObjectNumbersParams } from '../../shared/schemas/object';
import type { RequestContext } from '../lib/context';
import { objectPage, objectsById } from '../catalogue/objects/object-reads';
import { allInventoryNumbers, pickObjects, searchObjectIds } from '../catalogue/objects/search/object-search';

// The objects screen's reads. The saves are catalogue/objects/object-saves.ts: imports save through them too.

/**
 * A page of objects (spec 2 section 7): the ids of the page and the exact total from the
 * museum's search index (`catalogue/objects/search/object-search.ts`: searchAll and every filter, or all objects),
 * then the page's records in one consistent BatchGet. A deep page costs what page 1 costs; a
 * sorted page, the objects lacking a field or a set's too (`sort`, `missing`, `setId`:
 * object-list-walk.ts, loaded with the saves' chunk, `form-calls.ts`, by the first such call).
 */
export async function listObjects(ctx: RequestContext, params: ObjectListParams) {
  const { page, size, searchAll, sort, missing, setId, ...filters } = params;
  if (sort || missing || setId) return (await import('./form-calls')).walkedObjectPage(ctx, params);
  return objectPage(ctx.tenant, await searchObjectIds(ctx.tenant, searchAll ?? '', filters, page, size), page, size);
}

/**
 * GET /api/objects/gap: the missing numbers of each numbering series (`gaps.ts`, in `form-calls.ts`), loaded by the
 * report's call: it reads every number anyway, and the cold start of every other call is smaller.
 */
export async function objectGaps(ctx: RequestContext) {
  const [{ inventoryGaps }, numbers] = await Promise.all([import('./form-calls'), allInventoryNumbers(ctx.tenant)]);
  return inventoryGaps(numbers);
}

/**
 * GET /items/objectNumbers: up to `size` objects whose words start with `search`'s (all of them
 * in list order when there is no search), and the object `id` first when given, so a picker can
 * show the value it holds.
 */
export async function objectNumbers(ctx: RequestContext, params: ObjectNumbersParams) {
  const picked = await pickObjects(ctx.tenant, params.search ?? '', params.size);
  if (!params.id || picked.some((p) => p.id === params.id)) return picked;
  const [record] = await objectsById(ctx.tenant, [params.id]);
  return record ? [{ id: record.id, inventoryNumber: record.inventoryNumber, objectName: record.objectName ?? null }, ...picked].slice(0, params.size) : picked;
}
