import type { Area } from '../../../shared/permissions';
import { RECORD_TYPES } from '../../../shared/records/record-types';
import type { ImportKind } from '../../../shared/schemas/import';

/** The kinds whose area is not a record type's own. */
const OWN_AREAS: Partial<Record<ImportKind, Area>> = { objects: 'item', dropdowns: 'setting', 'reference-lists': 'setting' };

/**
 * The area a kind of import is seen and written under: objects under items, dropdowns and
 * reference lists under settings, a record type under its own. Apart from the kinds' modules
 * (`kinds.ts`), which bring every kind's columns and save rules: the imports function checks the
 * area on every call but loads the modules only for the calls that read columns.
 */
export function importKindArea(kind: ImportKind): Area {
  const area = OWN_AREAS[kind] ?? Object.values(RECORD_TYPES).find((type) => type.path === kind)?.area;
  if (!area) throw new Error(`There is no import of ${kind}.`);
  return area;
}
