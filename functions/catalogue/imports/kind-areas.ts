import type { Area } from '../../../shared/permissions';
import type { ImportKind } from '../../../shared/schemas/import';

/**
 * The area each kind is seen and written under: objects under items, dropdowns and reference
 * lists under settings, a record type under its own. Written out rather than read from the
 * record-type declarations: those (with the object fields they share) are 3.4 KB of gzip the
 * imports function would load on every cold start for nine words, and pushed it over its 80 KB.
 * `kind-areas.test.ts` holds each entry to the area its kind's module imports under.
 */
const AREAS: Readonly<Record<ImportKind, Area>> = {
  objects: 'item',
  conditions: 'condition',
  treatments: 'treatment',
  'curatorial-forms': 'curatorialForm',
  'technical-forms': 'technicalForm',
  movements: 'movement',
  insurances: 'insurance',
  dropdowns: 'setting',
  'reference-lists': 'setting',
};

/**
 * The area of a kind of import, known without loading the kinds' modules (`kinds.ts`, every
 * kind's columns and save rules): the imports function checks it on every call but loads the
 * modules only for the calls that read columns.
 */
export function importKindArea(kind: ImportKind): Area {
  if (!Object.hasOwn(AREAS, kind)) throw new Error(`There is no import of ${kind}.`);
  return AREAS[kind];
}
