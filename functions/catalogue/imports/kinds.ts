import type { ImportKind } from '../../../shared/schemas/import';
import { DROPDOWNS_IMPORT } from '../dropdowns/import-kind';
import { OBJECTS_IMPORT } from '../objects/import-kind';
import { RECORD_IMPORTS } from '../records/import-kind';
import { REFERENCE_LISTS_IMPORT } from '../vocabularies/import-kind';
import type { ImportKindModule } from './import-kind';

/** Every kind of import, by its name (`shared/schemas/import.ts`'s IMPORT_KINDS). */
export const IMPORT_MODULES: ReadonlyMap<ImportKind, ImportKindModule> = new Map([OBJECTS_IMPORT, ...RECORD_IMPORTS, DROPDOWNS_IMPORT, REFERENCE_LISTS_IMPORT].map((m) => [m.kind, m]));

export function importKind(kind: ImportKind): ImportKindModule {
  const found = IMPORT_MODULES.get(kind);
  if (!found) throw new Error(`There is no import of ${kind}.`);
  return found;
}
