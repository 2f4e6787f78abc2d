import { MEDIUM_SEPARATORS } from '../../../shared/schemas/object-field-synonyms';
import { OBJECT_MULTI_REFS } from '../../../shared/schemas/object-fields';
import { valueKey, type ValueLookups } from '../imports/cells';

/**
 * A Medium cell ("Oil paint on canvas", "Bronze, wood and gilding") read into the two lists (issue
 * 28): split on commas, semicolons and 'and', each part is the museum's material value, else its
 * technique value, by title. Nothing is created from a Medium cell: a part the museum has under
 * neither list leaves the whole text as written for a detail (`rest`), since a medium statement
 * read in pieces would lose its sense ("graphite on paper" is not a material).
 */
export function readMedium(cell: string, lookups: ValueLookups): { material: string[]; technique: string[]; rest?: string } {
  const found = { material: [] as string[], technique: [] as string[] };
  let unmatched = false;
  for (const part of cell.split(MEDIUM_SEPARATORS).filter(Boolean)) {
    const list = (['material', 'technique'] as const).find((field) => lookups.ids.has(valueKey(OBJECT_MULTI_REFS[field], undefined, part)));
    const id = list && lookups.ids.get(valueKey(OBJECT_MULTI_REFS[list], undefined, part));
    if (list && id) {
      if (!found[list].includes(id)) found[list].push(id);
    } else unmatched = true;
  }
  return unmatched ? { ...found, rest: cell } : found;
}
