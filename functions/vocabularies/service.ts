import { referenceList, type ReferenceListDef } from '../../shared/vocabularies';
import type { ReferenceEntry, ReferenceEntryInput } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';
import { NotFoundError, ValidationError } from '../lib/errors';
import { createValue, deleteValues, listValues, updateValue, type ValueRecord } from '../catalogue/vocabularies/engine';
import { referenceVocabulary } from '../catalogue/vocabularies/reference-list';

// The Settings reference lists (spec 1 section 7) on the vocabulary engine. Languages have their
// own routes (they are app configuration, not values), so `{list}` names the other 17.

function valueList(name: string | undefined): ReferenceListDef {
  const def = name ? referenceList(name) : undefined;
  if (!def || def.kind !== 'value') throw new NotFoundError(`There is no reference list ${name}.`);
  return def;
}

/** The entry as spec 1 section 3 shows it: a child carries its parent as `category: { id }`. */
export function toReferenceEntry(def: ReferenceListDef, record: ValueRecord): ReferenceEntry {
  return {
    id: record.id,
    value: record.value,
    ...(def.colour ? { color: record.color ?? null } : {}),
    ...(def.parent && record.parentId ? { [def.parent.field]: { id: record.parentId } } : {}),
    usage: record.usage,
    version: record.version,
  };
}

export async function listEntries(ctx: RequestContext, name: string | undefined, query: { value?: string; categoryId?: string }) {
  const def = valueList(name);
  if (query.categoryId && !def.parent) throw new ValidationError(`The ${def.column} list has no parent to filter by.`);
  const records = await listValues(ctx.tenant, referenceVocabulary(def), { search: query.value, parentId: query.categoryId || undefined });
  return records.map((r) => toReferenceEntry(def, r));
}

/** The engine's change from a parsed entry: a child names its parent by the list's own field. */
function toChange(def: ReferenceListDef, input: ReferenceEntryInput) {
  return { value: input.value, color: input.color, parentId: def.parent ? input[def.parent.field]?.id : undefined, version: input.version };
}

export async function createEntry(ctx: RequestContext, name: string, input: ReferenceEntryInput) {
  const def = valueList(name);
  return toReferenceEntry(def, await createValue(ctx, referenceVocabulary(def), toChange(def, input)));
}

export async function updateEntry(ctx: RequestContext, name: string, id: string, input: ReferenceEntryInput & { version: number }) {
  const def = valueList(name);
  return toReferenceEntry(def, await updateValue(ctx, referenceVocabulary(def), id, { ...toChange(def, input), version: input.version }));
}

export async function deleteEntries(ctx: RequestContext, name: string, ids: string[], versions?: readonly number[]) {
  const def = valueList(name);
  return deleteValues(ctx, referenceVocabulary(def), ids, versions);
}
