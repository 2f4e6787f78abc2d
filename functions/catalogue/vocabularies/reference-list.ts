import { referenceList, type ReferenceListDef } from '../../../shared/vocabularies';
import type { VocabularyList } from './engine';

/** A Settings reference list (spec 1 section 7) as a list of the vocabulary engine, a child list under its parent's. */
export function referenceVocabulary(def: ReferenceListDef): VocabularyList {
  const parentDef = def.parent && referenceList(def.parent.list);
  return {
    key: def.name,
    entityType: def.name,
    label: def.column,
    colour: def.colour,
    ...(parentDef && def.parent ? { parent: referenceVocabulary(parentDef), parentField: def.parent.field } : {}),
  };
}
