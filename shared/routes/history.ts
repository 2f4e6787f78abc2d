import * as z from 'zod/mini';
import { type RouteDef, signedIn, userRead } from '../route-def';
import { AuditEntrySchema, AuditQuerySchema, DataChangePageSchema, DataChangeQuerySchema } from '../schemas/history';

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
] as const satisfies readonly RouteDef[];
