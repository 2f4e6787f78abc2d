import * as z from 'zod/mini';
import { AuditEntrySchema } from '../../../../shared/schemas/history';

/** GET /api/activities/audit: a record's history, newest first (the API's own response schema). */
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditTrailSchema = z.array(AuditEntrySchema);

export const HISTORY_EMPTY_TEXT = 'History Data Not Found';

const ACTION_WORDS: Record<string, string> = { create: 'created', update: 'updated', delete: 'deleted' };

/** 'create' reads 'created'; an action this console does not know is shown as the API named it. */
export function actionWord(action: string): string {
  return ACTION_WORDS[action.toLowerCase()] ?? action.toLowerCase();
}
