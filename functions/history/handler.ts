import { HISTORY_ROUTES } from '../../shared/routes/history';
import { httpHandler } from '../lib/http';
import { auditTrail, dataChanges } from './service';

/** Restore brings the object and record saves with their write rules: loaded by its first call, not at a cold start. */
const restore = () => import('./restore/restore');

export const handler = httpHandler(HISTORY_ROUTES, {
  'GET /activities/audit': async ({ ctx, query }) => auditTrail(ctx, query),
  'GET /data-changes': async ({ ctx, query }) => {
    // itemsRead is for the benchmark, not for callers.
    const { content, totalElements } = await dataChanges(ctx, query);
    return { content, totalElements };
  },
  'GET /data-changes/{id}/restore-preview': async ({ ctx, params, query }) => (await restore()).restorePreview(ctx, params.id, query.at),
  'POST /data-changes/{id}/restore': async ({ ctx, params, query, body }) => (await restore()).restoreChange(ctx, params.id, query.at, body),
});
