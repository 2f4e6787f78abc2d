import { DROPDOWN_TYPES, type DropdownTypeDef } from '../../shared/dropdown-types';
import { BAD_FLAG_TYPE, dropdownList, newDropdownId } from '../catalogue/dropdowns/dropdown-lists';
import { STARTER_BAD_CONDITIONS, STARTER_CHILD_VALUES, STARTER_VALUES } from '../catalogue/dropdowns/starter-values';
import { seedDefaultLanguage } from '../visitor-app/languages';
import { writeWithLog } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { DropdownTypeEntity } from '../lib/entities/dropdown-type';
import { changeFor, createRejection, createWrites, listValues, newValueRecord, VALUE_WRITES } from '../catalogue/vocabularies/engine';

/** The type item already exists: this museum's type was seeded before. */
class AlreadySeeded extends Error {}

function parentOf(type: DropdownTypeDef): DropdownTypeDef | undefined {
  return DROPDOWN_TYPES.find((t) => t.child === type.name);
}

/** The starter values of a type, each with the title of its parent value for a child type. */
export function starterValues(type: DropdownTypeDef): { value: string; parent?: string; bad?: boolean }[] {
  const children = STARTER_CHILD_VALUES[type.name];
  if (children) return Object.entries(children).flatMap(([parent, values]) => values.map((value) => ({ value, parent })));
  const bad = type.name === BAD_FLAG_TYPE ? new Set(STARTER_BAD_CONDITIONS) : undefined;
  return (STARTER_VALUES[type.name] ?? []).map((value) => ({ value, ...(bad ? { bad: bad.has(value) } : {}) }));
}

/**
 * One type: its type item and its starter values in one transaction. The type item is created
 * only if absent, so a type seeded before (whose values the museum may have changed since) is
 * left alone, and a seeding interrupted half-way finishes the types it had not reached.
 */
async function seedType(ctx: RequestContext, type: DropdownTypeDef, position: number) {
  const parent = parentOf(type);
  const list = dropdownList(type, parent);
  const parentIds = parent
    ? new Map((await listValues(ctx.tenant, dropdownList(parent))).map((v) => [v.value.toLowerCase(), v.id]))
    : undefined;
  const records = starterValues(type)
    .map(({ value, parent: parentTitle, bad }) => ({ value, bad, parentId: parentTitle ? parentIds?.get(parentTitle.toLowerCase()) : undefined }))
    // A parent value the museum already removed takes its starter children with it.
    .filter((v) => !parent || v.parentId)
    .map((v) => newValueRecord(ctx.tenant, list, v, newDropdownId(type.name)));
  const typeItem = { tenant: ctx.tenant, name: type.name, title: type.title, position, ...(type.child ? { child: type.child } : {}), ...(parent ? { parent: parent.name } : {}) };
  try {
    await writeWithLog(
      ctx,
      records.map((r) => changeFor(list, r)),
      { dropdownType: DropdownTypeEntity, ...VALUE_WRITES },
      (e) => [e.dropdownType.create(typeItem).commit(), ...createWrites(e, ctx.tenant, list, records)],
      (index) => (index === 0 ? new AlreadySeeded() : createRejection(list, records, index, 1)),
    );
  } catch (error) {
    if (!(error instanceof AlreadySeeded)) throw error;
  }
}

/**
 * What every museum starts with: the dropdown types of spec 2 section 3 with their starter
 * values, and English as the app's default language. Safe to run again on a seeded museum.
 */
export async function seedVocabularies(ctx: RequestContext) {
  const { data: existing } = await DropdownTypeEntity.query.byName({ tenant: ctx.tenant }).go({ pages: 'all' });
  const seeded = new Set(existing.map((t) => t.name));
  // In order: a child type looks its parents up among the values seeded just before it.
  for (const [position, type] of DROPDOWN_TYPES.entries()) {
    if (!seeded.has(type.name)) await seedType(ctx, type, position);
  }
  await seedDefaultLanguage(ctx);
}
