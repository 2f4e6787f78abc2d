import { BAD_FLAG_TYPE, dropdownTypeOfId, dropdownTypeTitle } from '../../shared/dropdown-types';
import { DropdownCreateSchema, type DropdownInput } from '../../shared/schemas/vocabulary';
import type { RequestContext } from '../lib/context';
import { ImportRowEntity, type ImportRowItem } from '../lib/entities/import-row';
import { VocabularyValueEntity } from '../lib/entities/vocabulary-value';
import { ConflictError } from '../lib/errors';
import { BOOLEAN_TEXT, fieldsByHeader, headerKey, labelledProblems, newValueId, proposeFrom, resolveValue, unknownValueProblem, valueKey, type UnknownValue, type ValueLookups } from '../imports/cells';
import { editedAfter, markAlone, type ImportKindModule, type LedgerEntry, type JudgedBlock, type PlannedRow } from '../imports/import-kind';
import { allTypes, createDropdown, deleteDropdowns, dropdownList, updateDropdown } from './service';

/**
 * Import of dropdown values (issue 15): one value a row, by its type (name or title), title, parent
 * (a category's classification, by title) and, for Condition values, whether it is a bad one. A
 * value the museum has is unchanged (or updated, when its bad mark differs); another is created by
 * the dropdowns service, one at a time in file order, so a category can name a classification a
 * row above it creates.
 *
 * The vocabulary engine's saves take no ledger in their transaction, so the ledger entry is put
 * just after the save; a job stopped between the two leaves that value out of the rollback.
 */
const FIELDS = [
  { field: 'dropdownType', label: 'Dropdown Type' },
  { field: 'title', label: 'Title' },
  { field: 'parent', label: 'Parent' },
  { field: 'badCondition', label: 'Bad Condition' },
];
const LABELS = new Map(FIELDS.map((f) => [f.field, f.label]));
const label = (field: string) => LABELS.get(field === 'parentId' ? 'parent' : field) ?? field;
const yesNo = (bad: boolean | undefined) => (bad ? 'Yes' : 'No');

/** The value's list entry, to compare its bad mark and version. */
async function valueOf(tenant: string, id: string) {
  const type = dropdownTypeOfId(id) ?? '';
  const { data } = await VocabularyValueEntity.get({ tenant, list: dropdownList({ name: type, title: type }).key, id }).go({ consistent: true });
  return data ?? undefined;
}

/** Condition values' bad marks, once per dry run (the lookups hold titles only). */
const badMarks = new WeakMap<ValueLookups, Promise<Map<string, boolean>>>();
function badMarksOf(tenant: string, lookups: ValueLookups) {
  let marks = badMarks.get(lookups);
  if (!marks) {
    const list = dropdownList({ name: BAD_FLAG_TYPE, title: dropdownTypeTitle(BAD_FLAG_TYPE) }).key;
    marks = VocabularyValueEntity.query.byList({ tenant, list }).go({ pages: 'all', attributes: ['id', 'bad'] }).then(({ data }) => new Map(data.map((v) => [v.id, v.bad ?? false])));
    badMarks.set(lookups, marks);
  }
  return marks;
}

type Planned = DropdownInput & { id: string };

export const DROPDOWNS_IMPORT: ImportKindModule = {
  kind: 'dropdowns',
  area: 'setting',
  fields: FIELDS,
  propose: proposeFrom(fieldsByHeader(FIELDS)),
  required: [
    { field: 'dropdownType', message: 'Map a column to Dropdown Type: each row names the list its value belongs to.' },
    { field: 'title', message: 'Map a column to Title: rows are matched by it.' },
  ],
  rowLabel: (cells) => (cells.get('title') ?? '').trim(),
  valueTypes: async (tenant) => (await allTypes(tenant)).map((t) => t.name),
  lanes: 1,
  // Values without a parent first, so a category finds the classification a row below it makes;
  // in the ledger, values with a parent first, so the rollback deletes a category before its classification.
  order: (block) => [...block].sort((a, b) => Number(Boolean(a.cells.get('parent')?.trim())) - Number(Boolean(b.cells.get('parent')?.trim()))),
  ledgerKey: (row) => `r${(row.input as Planned).parentId ? 0 : 1}${String(row.row).padStart(7, '0')}`,

  async judge(tenant, block, lookups, options): Promise<JudgedBlock> {
    const types = await allTypes(tenant);
    const typeByHeader = new Map(types.flatMap((t) => [[headerKey(t.name), t] as const, [headerKey(t.title), t] as const]));
    const marks = await badMarksOf(tenant, lookups);
    const unknown: JudgedBlock['unknown'] = [];

    const rows = block.map((source): PlannedRow => {
      const cell = (field: string) => (source.cells.get(field) ?? '').trim();
      const title = cell('title');
      const invalid = (reasons: string[]): PlannedRow => ({ row: source.row, class: 'invalid', label: title, reasons });
      const typeCell = cell('dropdownType');
      const type = typeByHeader.get(headerKey(typeCell));
      if (!typeCell) return invalid(['Choose the dropdown type.']);
      if (!type) return invalid([`Dropdown Type: there is no dropdown type "${typeCell}".`]);

      const problems: string[] = [];
      const parentCell = cell('parent');
      let parentId: string | undefined;
      if (type.parent && !parentCell) problems.push(`Parent: a ${type.title} belongs to a ${dropdownTypeTitle(type.parent)}; fill in the row's Parent.`);
      if (!type.parent && parentCell) problems.push(`Parent: a ${type.title} has no parent value.`);
      const unknownParent: UnknownValue[] = [];
      if (type.parent && parentCell) parentId = resolveValue(lookups, options.batchId, unknownParent)('parent', label('parent'), type.parent, parentCell, undefined);
      unknown.push(...unknownParent.map((value) => ({ value, row: source.row })));
      if (!options.createValues) problems.push(...unknownParent.map(unknownValueProblem));

      const badCell = cell('badCondition');
      const bad = badCell ? BOOLEAN_TEXT[badCell.toLowerCase()] : undefined;
      if (badCell && bad === undefined) problems.push(`Bad Condition: write Yes or No, not "${badCell}".`);
      if (bad && type.name !== BAD_FLAG_TYPE) problems.push(`Bad Condition: only ${dropdownTypeTitle(BAD_FLAG_TYPE)} values are marked bad.`);
      const checked = DropdownCreateSchema.safeParse({ dropdownType: type.name, title, ...(parentId ? { parentId } : {}), ...(bad === undefined ? {} : { badCondition: bad }) });
      if (!checked.success) problems.push(...labelledProblems(checked.error, new Set(), label, ['title', 'dropdownType']));
      if (problems.length || !checked.success) return invalid(problems);

      const key = valueKey(type.name, parentId, title);
      const earlier = options.seen.get(key);
      if (earlier !== undefined) return invalid([`The ${type.title} "${title}" is also on row ${earlier} of the file.`]);
      options.seen.set(key, source.row);

      const id = lookups.ids.get(key);
      if (!id) {
        // Rows below may name it (a category under this classification): they find it as this batch's.
        const created = newValueId(options.batchId, type.name, parentId, title);
        lookups.ids.set(key, created);
        lookups.titles.set(created, checked.data.title);
        return { row: source.row, class: 'create', label: title, input: { ...checked.data, id: created } satisfies Planned };
      }
      const was = marks.get(id) ?? false;
      if (bad === undefined || type.name !== BAD_FLAG_TYPE || bad === was) return { row: source.row, class: 'unchanged', label: title, id };
      return {
        row: source.row, class: 'update', label: title, id,
        diff: [{ field: 'badCondition', label: label('badCondition'), from: yesNo(was), to: yesNo(bad) }],
        input: { ...checked.data, id } satisfies Planned,
      };
    });
    return { rows, unknown };
  },

  async save(ctx, row, _id, ledger) {
    const { id, ...input } = row.input as Planned;
    const put = (entry: LedgerEntry) => ImportRowEntity.put(entry).go();
    if (row.class === 'create') {
      try {
        await createDropdown(ctx, input, id);
      } catch (error) {
        // Made by an earlier run of the job (then it is there by this id), or the title was taken meanwhile.
        if (!(error instanceof ConflictError) || !(await valueOf(ctx.tenant, id))) throw error;
      }
      await put(ledger('create', id, 1));
      return;
    }
    const current = await valueOf(ctx.tenant, id);
    if (!current) throw new ConflictError(`The value "${input.title}" was deleted since the dry run.`);
    await updateDropdown(ctx, id, { ...input, title: current.value, version: current.version });
    await put(ledger('update', id, current.version + 1, { bad: current.bad ?? false }));
  },

  async undo(ctx, item) {
    if (item.action === 'create') return undoValue(ctx, item);
    const current = await valueOf(item.tenant, item.entityId);
    if (!current) return 'It was deleted after the import, so it was not restored.';
    if (current.version !== item.version) return editedAfter(item, current.version);
    const type = dropdownTypeOfId(item.entityId) ?? '';
    await updateDropdown(ctx, item.entityId, {
      dropdownType: type, title: current.value, parentId: current.parentId, badCondition: (item.previous as { bad: boolean }).bad, version: current.version,
    });
    await markAlone(item);
    return undefined;
  },
};

/**
 * A value the import created, deleted once nothing uses it and nobody changed it (then it is
 * kept, and said why).
 */
export async function undoValue(ctx: RequestContext, item: ImportRowItem): Promise<string | undefined> {
  const value = await valueOf(item.tenant, item.entityId);
  if (value && value.version !== item.version) return editedAfter(item, value.version);
  if (value && value.usage > 0) return `The value "${value.value}" is used by ${value.usage} record${value.usage === 1 ? '' : 's'}, so it was kept.`;
  if (value) await deleteDropdowns(ctx, [item.entityId]);
  await markAlone(item);
  return undefined;
}
