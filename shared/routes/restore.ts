import { type RouteDef, signedIn } from '../route-def';
import { RestoreBodySchema, RestoredSchema, RestorePreviewSchema, RestoreQuerySchema } from '../schemas/restore';

/**
 * Restore from history (docs/restore.md), a function of its own: it saves through the object and
 * record services, which the history function's reads must not carry into their cold start. Write
 * on the record's own area is checked by the service once the change names the record's type.
 */
export const RESTORE_ROUTES = [
  {
    method: 'GET', path: '/data-changes/{id}/restore-preview', resource: 'restore', ...signedIn,
    summary: "What restoring an object or record to its state after a change (at: the change's timestamp) would change today, and the record's version to restore at.",
    query: RestoreQuerySchema, response: RestorePreviewSchema,
  },
  {
    method: 'POST', path: '/data-changes/{id}/restore', resource: 'restore', ...signedIn,
    summary: 'Save the object or record as it was after the change (a deleted one again) through its own service, at the version the preview showed (409 when saved since).',
    query: RestoreQuerySchema, body: RestoreBodySchema, response: RestoredSchema,
  },
] as const satisfies readonly RouteDef[];
