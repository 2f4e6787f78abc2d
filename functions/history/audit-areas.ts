import { can, type Grant } from '../../shared/permissions';
import { RECORD_TYPES, type RecordTypeName } from '../../shared/records/record-types';
import { referenceList } from '../../shared/vocabularies';

/**
 * Who may read a record's change history: whoever may read the record's own area. The history
 * names who changed what and when, so it is as private as the record (spec 1 section 6 areas).
 * Returns undefined for a type no write logs, which the caller answers with 400.
 */
export function mayReadHistoryOf(grant: Grant, objectType: string): boolean | undefined {
  switch (objectType) {
    case 'user':
    case 'userGroup':
    // The museum's own settings (its time zone) are changed under user write.
    case 'museum':
      return can(grant, 'user', 'read');
    // App languages are both a Settings list and App CMS configuration; either reader sees them.
    case 'language':
      return can(grant, 'setting', 'read') || can(grant, 'appcms', 'read');
    // Dropdown values (spec 2) are setting lists too (the entity type the dropdowns function logs).
    case 'dropdown':
      return can(grant, 'setting', 'read');
    // Collection objects: item read, in the Item-Cataloging module (`can` checks the area's module).
    case 'object':
      return can(grant, 'item', 'read');
    // The visitor app's content (App CMS).
    case 'poi':
    case 'poiGroup':
    case 'news':
    case 'appSettings':
    case 'beacon':
      return can(grant, 'appcms', 'read');
  }
  // Records about objects (conditions, treatments, ...): read on the type's own area.
  if (Object.hasOwn(RECORD_TYPES, objectType)) return can(grant, RECORD_TYPES[objectType as RecordTypeName].area, 'read');
  const list = referenceList(objectType);
  if (!list || list.kind !== 'value') return undefined;
  // A reference list is read under setting read in its module, as its own routes require.
  return can(grant, 'setting', 'read') && (!list.feature || grant.enabledFeatures.includes(list.feature));
}
