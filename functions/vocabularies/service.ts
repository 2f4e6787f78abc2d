import { referenceList, type ReferenceListDef } from '../../shared/vocabularies';
import { referenceEntryInput } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';
import { NotFoundError, ValidationError } from '../lib/errors';
import { parse } from '../lib/validate';
import { createValue, deleteValues, listValues, updateValue, type ValueRecord, type VocabularyList } from '../lib/vocabulary-engine';

/**
 * The Settings reference lists (spec 1 section 7) on the vocabulary engine. Languages have their
 * own routes (they are app configuration, not values), so `{list}` names the other 17.
 */
export function referenceVocabulary(def: ReferenceListDef): VocabularyList {
  const parentDef = def.parent && referenceList(def.parent.list);
  return {
    key: def.name,
    entityType: def.name,
    label: def.column,
    colour: def.colour,
    ...(parentDef && def.parent ? { parent: referenceVocabulary(parentDef), parentField: def.parent.field } : {}),
  };
}

function valueList(name: string | undefined): ReferenceListDef {
  const def = name ? referenceList(name) : undefined;
  if (!def || def.kind !== 'value') throw new NotFoundError(`There is no reference list ${name}.`);
  return def;
}

/** The entry as spec 1 section 3 shows it: a child carries its parent as `category: { id }`. */
export function toReferenceEntry(def: ReferenceListDef, record: ValueRecord) {
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

/**
 * The body is checked before the list is looked up, so a malformed request is a 400 whatever
 * list it names; the required message names the list's column when the list exists.
 */
function listAndInput(name: string | undefined, body: unknown) {
  const known = name ? referenceList(name) : undefined;
  const parsed = parse(referenceEntryInput(known?.column ?? 'Value'), body);
  const def = valueList(name);
  return {
    def,
    input: { value: parsed.value, color: parsed.color, parentId: def.parent ? parsed[def.parent.field]?.id : undefined, version: parsed.version },
  };
}

export async function createEntry(ctx: RequestContext, name: string | undefined, body: unknown) {
  const { def, input } = listAndInput(name, body);
  return toReferenceEntry(def, await createValue(ctx, referenceVocabulary(def), input));
}

export async function updateEntry(ctx: RequestContext, name: string | undefined, id: string, body: unknown) {
  const { def, input } = listAndInput(name, body);
  return toReferenceEntry(def, await updateValue(ctx, referenceVocabulary(def), id, input));
}

export async function deleteEntries(ctx: RequestContext, name: string | undefined, ids: string[]) {
  const def = valueList(name);
  return deleteValues(ctx, referenceVocabulary(def), ids);
}
