import type { Area } from '../../../shared/permissions';
import type { ImportKind } from '../../../shared/schemas/import';
import { requiredText } from '../../../shared/schemas/common';
import { VOCABULARY_VALUE_MAX } from '../../../shared/vocabularies';
import { importReasons } from '../../../shared/schemas/import-reasons';
import type { RequestContext } from '../../lib/context';
import { ImportRowEntity, type ImportRowItem } from '../../lib/entities/import-row';
import { VocabularyValueEntity } from '../../lib/entities/vocabulary-value';
import { ConflictError } from '../../lib/errors';
import { fieldsByHeader, headerKey, proposeFrom, valueKey, type UnknownValue, type ValueLookups } from '../imports/cells';
import { editedAfter, markAlone, undoSaved, type ImportKindModule, type JudgedBlock, type PlannedRow, type PlannedValue } from '../imports/import-kind';
import { createValue, deleteValues, normaliseValue, updateValue, type ValueRecord, type VocabularyList } from './engine';

/**
 * Import of vocabulary values (issue 15), one value a row: its list (by name or title), its
 * value, its parent (a child list's value, by title) and the list's mark (a Condition value's bad
 * flag, a coloured list's colour). Written once for the museum's dropdowns and the Settings
 * reference lists (`ValuesCatalogue`), both on the vocabulary engine, whose saves they use.
 *
 * A value the museum has is unchanged, or updated when its mark differs; another is created.
 * Rows without a parent are judged and saved first, one at a time, so a child finds the parent a
 * row below it makes; a parent neither the museum nor the block has is a new value listed for
 * confirmation, as for objects. The engine's saves take no ledger in their transaction, so the
 * ledger entry is put just after the save (a retry finds a created value by its batch-fixed id
 * and puts the entry); a job stopped between the two leaves that one value out of the rollback.
 * In the ledger, values with a parent sort first, so the rollback deletes a child before its
 * parent; a value in use, or changed since, is kept and listed.
 */

/** A list a values file can name. */
export type ImportList = {
  readonly name: string;
  readonly title: string;
  readonly list: VocabularyList;
  /** The parent list's name, for a child list (a category's classification). */
  readonly parent?: string;
};

/** The list's extra column: a dropdown's bad mark, a reference list's colour. */
export type ValueMark = {
  readonly field: string;
  readonly label: string;
  readonly attribute: 'bad' | 'color';
  /** The cell's value for a value of `list`, or why it cannot be taken. */
  readonly read: (cell: string, list: ImportList) => { value?: boolean | string; problem?: string };
  /** The mark as the diff shows it. */
  readonly show: (value: boolean | string | undefined) => string;
};

export type ValuesCatalogue = {
  readonly kind: ImportKind;
  readonly area: Area;
  /** The column naming the list. */
  readonly listField: { readonly field: string; readonly label: string; readonly required: string; readonly unknown: (cell: string) => string };
  readonly titleField: { readonly field: string; readonly label: string; readonly required: (list: ImportList) => string };
  readonly mark: ValueMark;
  readonly lists: (tenant: string) => Promise<readonly ImportList[]>;
  /** The id of a new value of the batch (a dropdown value's id carries its type). */
  readonly newId: (batchId: string, list: ImportList, parentId: string | undefined, title: string) => string;
};

type Known = { id: string; mark?: boolean | string };
type Planned = { list: string; id: string; value: string; parentId?: string; mark?: boolean | string };
const PARENT = { field: 'parent', label: 'Parent' };

/** The lists and their values, read once per dry run (keyed by the dry run's lookups). */
const museumValues = new WeakMap<ValueLookups, Promise<{ lists: readonly ImportList[]; known: Map<string, Known> }>>();

function valuesOf(catalogue: ValuesCatalogue, tenant: string, lookups: ValueLookups) {
  let loaded = museumValues.get(lookups);
  if (!loaded) {
    loaded = (async () => {
      const lists = await catalogue.lists(tenant);
      const known = new Map<string, Known>();
      await Promise.all(
        lists.map(async (l) => {
          const { data } = await VocabularyValueEntity.query.byList({ tenant, list: l.list.key }).go({ pages: 'all', attributes: ['id', 'value', 'parentId', 'bad', 'color'] });
          for (const v of data) known.set(valueKey(l.name, v.parentId, v.value), { id: v.id, mark: v[catalogue.mark.attribute] });
        }),
      );
      return { lists, known };
    })();
    museumValues.set(lookups, loaded);
  }
  return loaded;
}

async function listNamed(catalogue: ValuesCatalogue, tenant: string, name: string): Promise<ImportList> {
  const found = (await catalogue.lists(tenant)).find((l) => l.name === name);
  if (!found) throw new ConflictError(`There is no list ${name} any more.`);
  return found;
}

async function storedValue(tenant: string, list: ImportList, id: string): Promise<ValueRecord | undefined> {
  const { data } = await VocabularyValueEntity.get({ tenant, list: list.list.key, id }).go({ consistent: true });
  return data ?? undefined;
}

/** Deletes a value the import created, unless it is used or was changed since (then why it is kept). */
async function undoCreated(ctx: RequestContext, list: ImportList, item: ImportRowItem): Promise<string | undefined> {
  const value = await storedValue(item.tenant, list, item.entityId);
  if (value && value.version !== item.version) return editedAfter(item, value.version);
  if (value && value.usage > 0) return `The value "${value.value}" is used by ${value.usage} record${value.usage === 1 ? '' : 's'}, so it was kept.`;
  if (value) await deleteValues(ctx, list.list, [item.entityId]);
  await markAlone(item);
  return undefined;
}

/** Creates a value by the batch's id; made by an earlier run (by that id) is no failure. */
async function createOnce(ctx: RequestContext, tenant: string, list: ImportList, id: string, input: { value: string; parentId?: string; bad?: boolean; color?: string }) {
  try {
    await createValue(ctx, list.list, input, id);
  } catch (error) {
    if (!(error instanceof ConflictError) || !(await storedValue(tenant, list, id))) throw error;
  }
}

/** The value hooks every kind needs for the values it lists as new (`ImportKindModule`). */
export function valueHooks(catalogue: ValuesCatalogue): Pick<ImportKindModule, 'createValue' | 'undoValue'> {
  return {
    async createValue(ctx: RequestContext, value: PlannedValue) {
      await createOnce(ctx, ctx.tenant, await listNamed(catalogue, ctx.tenant, value.type), value.id, { value: value.title, ...(value.parentId ? { parentId: value.parentId } : {}) });
    },
    async undoValue(ctx: RequestContext, item: ImportRowItem) {
      const name = (item.previous as { list?: string } | undefined)?.list ?? '';
      return undoCreated(ctx, await listNamed(catalogue, item.tenant, name), item);
    },
  };
}

export function valuesImport(catalogue: ValuesCatalogue): ImportKindModule {
  const { listField, titleField, mark } = catalogue;
  const fields = [listField, titleField, PARENT, mark].map(({ field, label }) => ({ field, label }));
  const hooks = valueHooks(catalogue);
  return {
    kind: catalogue.kind,
    area: catalogue.area,
    fields,
    propose: proposeFrom(fieldsByHeader(fields)),
    required: [
      { field: listField.field, message: importReasons.mapToList(listField.label) },
      { field: titleField.field, message: importReasons.mapToMatch(titleField.label) },
    ],
    rowLabel: (cells) => (cells.get(titleField.field) ?? '').trim(),
    // The kind reads its own lists (`valuesOf`), not the dropdown types of a record's cells.
    valueTypes: async () => [],
    lanes: 1,
    // Values without a parent first, so a child finds the parent a row below it makes.
    order: (block) => [...block].sort((a, b) => Number(Boolean(a.cells.get(PARENT.field)?.trim())) - Number(Boolean(b.cells.get(PARENT.field)?.trim()))),
    // In the ledger, values with a parent first: the rollback deletes a child before its parent.
    ledgerKey: (row) => `r${(row.input as Planned).parentId ? 0 : 1}${String(row.row).padStart(7, '0')}`,
    ...hooks,

    async judge(tenant, block, lookups, options): Promise<JudgedBlock> {
      const { lists, known } = await valuesOf(catalogue, tenant, lookups);
      const byHeader = new Map(lists.flatMap((l) => [[headerKey(l.name), l] as const, [headerKey(l.title), l] as const]));
      const byName = new Map(lists.map((l) => [l.name, l]));
      const unknown: JudgedBlock['unknown'] = [];

      const rows = block.map((source): PlannedRow => {
        const cell = (field: string) => (source.cells.get(field) ?? '').trim();
        const title = cell(titleField.field);
        const invalid = (reasons: string[]): PlannedRow => ({ row: source.row, class: 'invalid', label: title, reasons });
        const listCell = cell(listField.field);
        const list = byHeader.get(headerKey(listCell));
        if (!listCell) return invalid([listField.required]);
        if (!list) return invalid([listField.unknown(listCell)]);

        const problems: string[] = [];
        const checked = requiredText(titleField.required(list), VOCABULARY_VALUE_MAX).safeParse(title);
        if (!checked.success) problems.push(...checked.error.issues.map((i) => (i.code === 'too_big' ? `${titleField.label}: At most ${VOCABULARY_VALUE_MAX} characters.` : i.message)));

        const parentCell = cell(PARENT.field);
        const parentList = list.parent ? byName.get(list.parent) : undefined;
        let parentId: string | undefined;
        if (parentList && !parentCell) problems.push(`${PARENT.label}: ${importReasons.parentMissing(list.title, parentList.title, PARENT.label)}`);
        if (!parentList && parentCell) problems.push(`${PARENT.label}: ${importReasons.noParent(list.title)}`);
        if (parentList && parentCell) {
          const key = valueKey(parentList.name, undefined, parentCell);
          parentId = known.get(key)?.id;
          if (!parentId) {
            parentId = catalogue.newId(options.batchId, parentList, undefined, parentCell);
            const value: UnknownValue = { key, id: parentId, type: parentList.name, typeTitle: parentList.title, title: normaliseValue(parentCell), field: PARENT.field, label: PARENT.label };
            unknown.push({ value, row: source.row });
            if (!options.createValues) problems.push(`${PARENT.label}: ${importReasons.noValue(parentList.title, value.title)}`);
          }
        }

        const markCell = cell(mark.field);
        const read = markCell ? mark.read(markCell, list) : {};
        if (read.problem) problems.push(`${mark.label}: ${read.problem}`);
        if (problems.length || !checked.success) return invalid(problems);
        const value = checked.data;

        const key = valueKey(list.name, parentId, value);
        const earlier = options.seen.get(key);
        if (earlier !== undefined) return invalid([importReasons.valueTwice(list.title, value, earlier)]);
        options.seen.set(key, source.row);

        const planned = (id: string): Planned => ({ list: list.name, id, value, ...(parentId ? { parentId } : {}), ...(read.value === undefined ? {} : { mark: read.value }) });
        const have = known.get(key);
        if (!have) {
          // Rows below may name it (a child under this parent): they find it as this batch's.
          const id = catalogue.newId(options.batchId, list, parentId, value);
          known.set(key, { id, mark: read.value });
          return { row: source.row, class: 'create', label: value, input: planned(id) };
        }
        if (read.value === undefined || mark.show(read.value) === mark.show(have.mark)) {
          return { row: source.row, class: 'unchanged', label: value, id: have.id };
        }
        return {
          row: source.row, class: 'update', label: value, id: have.id,
          diff: [{ field: mark.field, label: mark.label, from: mark.show(have.mark), to: mark.show(read.value) }],
          input: planned(have.id),
        };
      });
      return { rows, unknown };
    },

    async save(ctx, row, _id, ledger) {
      const input = row.input as Planned;
      const list = await listNamed(catalogue, ctx.tenant, input.list);
      const marked = input.mark === undefined ? {} : { [mark.attribute]: input.mark };
      const put = (entry: ReturnType<typeof ledger>) => ImportRowEntity.put(entry).go();
      if (row.class === 'create') {
        await createOnce(ctx, ctx.tenant, list, input.id, { value: input.value, ...(input.parentId ? { parentId: input.parentId } : {}), ...marked });
        await put(ledger('create', input.id, 1, { list: list.name }));
        return;
      }
      const current = await storedValue(ctx.tenant, list, input.id);
      if (!current) throw new ConflictError(`The value "${input.value}" was deleted since the dry run.`);
      await updateValue(ctx, list.list, input.id, { value: current.value, parentId: current.parentId, ...marked, version: current.version });
      await put(ledger('update', input.id, current.version + 1, { list: list.name, mark: current[mark.attribute] }));
    },

    async undo(ctx, item) {
      const before = item.previous as { list: string; mark?: boolean | string };
      const list = await listNamed(catalogue, item.tenant, before.list);
      // A created value is kept while anything uses it; an updated one gets its mark back.
      if (item.action === 'create') return undoCreated(ctx, list, item);
      return undoSaved(item, await storedValue(item.tenant, list, item.entityId), {
        remove: async () => undefined,
        restore: async (current) => {
          await updateValue(ctx, list.list, item.entityId, { value: current.value, parentId: current.parentId, [mark.attribute]: before.mark, version: current.version });
          await markAlone(item);
        },
      });
    },
  };
}
