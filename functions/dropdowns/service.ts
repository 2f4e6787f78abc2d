import { dropdownTypeOfId } from '../../shared/dropdown-types';
import type { DropdownInput, DropdownOption } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';
import { checkDeleteVersions } from '../lib/delete-versions';
import { DropdownTypeEntity } from '../lib/entities/dropdown-type';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import {
  createValue,
  deleteValues,
  getValue,
  inUseMessage,
  listValues,
  updateValue,
  type ValueRecord,
  type VocabularyList,
} from '../catalogue/vocabularies/engine';
import { allTypes, dropdownList, newDropdownId, type TypeRecord } from '../catalogue/dropdowns/dropdown-lists';

/** Dropdown management (spec 2 sections 2, 3 and 7): the screen's routes on the museum's dropdown lists. */

export function toDropdownType(type: TypeRecord) {
  return { name: type.name, title: type.title, child: type.child ?? null, parent: type.parent ?? null };
}

export function toDropdownOption(record: ValueRecord, type: string, children: ValueRecord[] = [], childType?: string): DropdownOption {
  return {
    id: record.id,
    title: record.value,
    dropdownType: type,
    parentId: record.parentId ?? null,
    usage: record.usage,
    badCondition: record.bad ?? false,
    version: record.version,
    children: childType ? children.map((c) => toDropdownOption(c, childType)) : [],
  };
}

/** `Map.groupBy` arrives with Node 21; the local stack runs the handlers on Node 20. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export async function listTypes(ctx: RequestContext) {
  return (await allTypes(ctx.tenant)).map(toDropdownType);
}

/** The type's list, with its parent's for a child type; an unknown type is the caller's mistake. */
async function typeList(tenant: string, name: string | undefined): Promise<{ type: TypeRecord; list: VocabularyList }> {
  const { data: type } = name ? await DropdownTypeEntity.get({ tenant, name }).go() : { data: null };
  if (!type) throw new ValidationError(`There is no dropdown type ${name}.`, { dropdownType: `There is no dropdown type ${name}.` });
  const { data: parent } = type.parent ? await DropdownTypeEntity.get({ tenant, name: type.parent }).go() : { data: null };
  return { type, list: dropdownList(type, parent ?? undefined) };
}

async function optionsOf(tenant: string, type: TypeRecord, byName: Map<string, TypeRecord>, parentId?: string) {
  const parent = type.parent ? byName.get(type.parent) : undefined;
  const values = await listValues(tenant, dropdownList(type, parent), { parentId });
  const childType = type.child ? byName.get(type.child) : undefined;
  if (!childType) return values.map((v) => toDropdownOption(v, type.name));
  const children = await listValues(tenant, dropdownList(childType, type));
  const byParent = groupBy(children, (c) => c.parentId ?? '');
  return values.map((v) => toDropdownOption(v, type.name, byParent.get(v.id) ?? [], childType.name));
}

/**
 * GET /api/dropdowns: with `dropdownType`, that type's options (each with its children when the
 * type has a child type); without, every type's options keyed by type, for forms that need many.
 */
export async function listDropdowns(ctx: RequestContext, query: { dropdownType?: string; parentId?: string }) {
  const types = await allTypes(ctx.tenant);
  const byName = new Map(types.map((t) => [t.name, t]));
  if (query.dropdownType) {
    const type = byName.get(query.dropdownType);
    if (!type) throw new ValidationError(`There is no dropdown type ${query.dropdownType}.`);
    return optionsOf(ctx.tenant, type, byName, query.parentId || undefined);
  }
  const entries = await Promise.all(types.map(async (t) => [t.name, await optionsOf(ctx.tenant, t, byName)] as const));
  return Object.fromEntries(entries);
}

/** `id` is chosen by an import (one per batch and title, so a retried import names the same value). */
export async function createDropdown(ctx: RequestContext, input: DropdownInput, id?: string) {
  const { type, list } = await typeList(ctx.tenant, input.dropdownType);
  const record = await createValue(ctx, list, { value: input.title, parentId: input.parentId ?? undefined, bad: input.badCondition }, id ?? newDropdownId(type.name));
  return toDropdownOption(record, type.name);
}

function typeOf(id: string): string {
  const type = dropdownTypeOfId(id);
  if (!type) throw new NotFoundError(`There is no dropdown value ${id}.`);
  return type;
}

export async function updateDropdown(ctx: RequestContext, id: string, input: DropdownInput & { version: number }) {
  const { type, list } = await typeList(ctx.tenant, typeOf(id));
  if (input.dropdownType !== type.name) throw new ValidationError(`The value ${id} is a ${type.title}; its type cannot change.`);
  const record = await updateValue(ctx, list, id, { value: input.title, parentId: input.parentId ?? undefined, bad: input.badCondition, version: input.version });
  return toDropdownOption(record, type.name);
}

/** All named values are checked before any goes, so one value in use keeps the whole request from deleting. */
export async function deleteDropdowns(ctx: RequestContext, ids: string[], versions?: readonly number[]) {
  const groups = groupBy([...new Set(ids)], typeOf);
  const lists = await Promise.all([...groups.keys()].map((name) => typeList(ctx.tenant, name)));
  for (const { type, list } of lists) {
    for (const id of groups.get(type.name) ?? []) {
      const value = await getValue(ctx.tenant, list, id);
      checkDeleteVersions([value], ids, versions, list.label);
      if (value.usage > 0) throw new ConflictError(inUseMessage(list.label, value.value, value.usage), { usage: value.usage });
    }
  }
  let deleted = 0;
  for (const { type, list } of lists) {
    const groupIds = groups.get(type.name) ?? [];
    deleted += (await deleteValues(ctx, list, groupIds, versions && groupIds.map((id) => versions[ids.indexOf(id)]))).deleted;
  }
  return { deleted };
}
