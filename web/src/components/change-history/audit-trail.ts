import * as z from 'zod/mini';
import { AuditEntrySchema } from '../../../../shared/schemas/history';

/** GET /api/activities/audit: a record's history, newest first (the API's own response schema). */
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditTrailSchema = z.array(AuditEntrySchema);

/**
 * The action as the catalog's select reads it ('create', 'update', 'delete'), whatever its case;
 * one the catalog does not know is shown as the API named it, in lower case.
 */
export function actionKey(action: string): string {
  return action.toLowerCase();
}
