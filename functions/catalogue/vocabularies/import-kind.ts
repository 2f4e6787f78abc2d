import { COLOUR_MESSAGE } from '../../../shared/schemas/vocabulary';
import { importReasons } from '../../../shared/schemas/import-reasons';
import { REFERENCE_LISTS, requiredMessage } from '../../../shared/vocabularies';
import { batchValueId } from '../imports/cells';
import { importKindArea } from '../imports/kind-areas';
import { valuesImport, type ImportList } from './import-values';
import { referenceVocabulary } from './reference-list';

/**
 * Import of the Settings reference lists' values (issue 15): a row names its list (by name,
 * `countries`, or column title, "Country"), its value, its parent (a subcategory's category, a
 * material detail's material category) and, on the coloured lists, its colour. The steps are the
 * vocabulary import's (`import-values.ts`); languages are app configuration, not imported.
 */
const LISTS: readonly ImportList[] = REFERENCE_LISTS.filter((def) => def.kind === 'value').map((def) => ({
  name: def.name,
  title: def.column,
  list: referenceVocabulary(def),
  ...(def.parent ? { parent: def.parent.list } : {}),
}));

export const REFERENCE_LISTS_IMPORT = valuesImport({
  kind: 'reference-lists',
  area: importKindArea('reference-lists'),
  listField: { field: 'list', label: 'List', required: importReasons.nameTheList, unknown: (cell) => `List: ${importReasons.noReferenceList(cell)}` },
  titleField: { field: 'value', label: 'Value', required: (list) => requiredMessage(list.title) },
  mark: {
    field: 'colour',
    label: 'Colour',
    attribute: 'color',
    read: (cell, list) => {
      if (!list.list.colour) return { problem: importReasons.noColour(list.title) };
      return /^#[0-9a-f]{6}$/iu.test(cell) ? { value: cell.toUpperCase() } : { problem: COLOUR_MESSAGE };
    },
    show: (colour) => (typeof colour === 'string' ? colour.toUpperCase() : ''),
  },
  lists: async () => LISTS,
  newId: (batchId, list, parentId, title) => batchValueId(batchId, list.name, parentId, title),
});
