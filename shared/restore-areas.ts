import type { Area } from './permissions';
import { RECORD_TYPES } from './records/record-types';

/**
 * What restore from history covers (docs/restore.md): objects and the six record types, each
 * restored under write on its own area. Undefined for any other entity type of the log.
 */
export function restoreArea(entityType: string): Area | undefined {
  if (entityType === 'object') return 'item';
  return Object.hasOwn(RECORD_TYPES, entityType) ? RECORD_TYPES[entityType as keyof typeof RECORD_TYPES].area : undefined;
}
