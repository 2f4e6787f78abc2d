import { BAD_FLAG_TYPE, dropdownTypeTitle } from '../../../shared/dropdown-types';
import { DROPDOWN_TITLE_MESSAGE, DROPDOWN_TYPE_MESSAGE } from '../../../shared/schemas/vocabulary';
import { BOOLEAN_TEXT, newValueId } from '../imports/cells';
import { importKindArea } from '../imports/kind-areas';
import { valueHooks, valuesImport, type ImportList, type ValuesCatalogue } from '../vocabularies/import-values';
import { allTypes, dropdownList } from './dropdown-lists';
import { importReasons } from '../../../shared/schemas/import-reasons';

/**
 * Import of the museum's dropdown values (issue 15): a row names its dropdown type (by name or
 * title), its title, its parent (a category's classification) and, for Condition values, whether
 * it marks a bad condition. The steps are the vocabulary import's (`vocabularies/import-values.ts`).
 */
async function dropdownLists(tenant: string): Promise<ImportList[]> {
  const types = await allTypes(tenant);
  const byName = new Map(types.map((t) => [t.name, t]));
  return types.map((t) => {
    const parent = t.parent ? byName.get(t.parent) : undefined;
    return { name: t.name, title: t.title, list: dropdownList(t, parent), ...(t.parent ? { parent: t.parent } : {}) };
  });
}

const DROPDOWNS: ValuesCatalogue = {
  kind: 'dropdowns',
  area: importKindArea('dropdowns'),
  listField: {
    field: 'dropdownType',
    label: 'Dropdown Type',
    required: DROPDOWN_TYPE_MESSAGE,
    unknown: (cell) => `Dropdown Type: ${importReasons.noDropdownType(cell)}`,
  },
  titleField: { field: 'title', label: 'Title', required: () => DROPDOWN_TITLE_MESSAGE },
  mark: {
    field: 'badCondition',
    label: 'Bad Condition',
    attribute: 'bad',
    read: (cell, list) => {
      const bad = BOOLEAN_TEXT[cell.toLowerCase()];
      if (bad === undefined) return { problem: importReasons.yesNo(cell) };
      if (bad && list.name !== BAD_FLAG_TYPE) return { problem: importReasons.onlyMarkedBad(dropdownTypeTitle(BAD_FLAG_TYPE)) };
      return list.name === BAD_FLAG_TYPE ? { value: bad } : {};
    },
    show: (bad) => (bad ? 'Yes' : 'No'),
  },
  lists: dropdownLists,
  newId: (batchId, list, parentId, title) => newValueId(batchId, list.name, parentId, title),
};

export const DROPDOWNS_IMPORT = valuesImport(DROPDOWNS);

/** New dropdown values an objects or records import creates (and its rollback deletes). */
export const DROPDOWN_VALUE_HOOKS = valueHooks(DROPDOWNS);
