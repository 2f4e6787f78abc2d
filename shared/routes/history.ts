import * as z from 'zod/mini';
import { type RouteDef, signedIn, userRead } from '../route-def';
import { AuditEntrySchema, AuditQuerySchema, DataChangePageSchema, DataChangeQuerySchema } from '../schemas/history';
import { RestoreBodySchema, RestoredSchema, RestorePreviewSchema, RestoreQuerySchema } from '../schemas/restore';

/** The routes of the history function. */
export const HISTORY_ROUTES = [
  {
    method: 'GET', path: '/activities/audit', resource: 'history', ...signedIn,
    summary: "A record's Change History (needs read on the record's area).", query: AuditQuerySchema, response: z.array(AuditEntrySchema),
  },
  {
    // Reading the log is a read of user management (the menu shows its screen to user writers).
    method: 'GET', path: '/data-changes', resource: 'history', ...userRead,
    summary: 'The activity log: data changes in a day range, newest first.', query: DataChangeQuerySchema, response: DataChangePageSchema,
  },
  // Restore from history (docs/restore.md): write on the record's own area, checked by the service
  // once the change names the record's type.
  {
    method: 'GET', path: '/data-changes/{id}/restore-preview', resource: 'history', ...signedIn,
    summary: "What restoring an object or record to its state after a change (at: the change's timestamp) would change today, and the record's version to restore at.",
    query: RestoreQuerySchema, response: RestorePreviewSchema,
  },
  {
    method: 'POST', path: '/data-changes/{id}/restore', resource: 'history', ...signedIn,
    summary: "Save the object or record as it was after the change (a deleted one again) through its own service, at the version the preview showed (409 when saved since).",
    query: RestoreQuerySchema, body: RestoreBodySchema, response: RestoredSchema,
  },
] as const satisfies readonly RouteDef[];
