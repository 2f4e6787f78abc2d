import { HISTORY_ROUTES } from '../../shared/routes/history';
import { httpHandler } from '../lib/http';
import { auditTrail, dataChanges } from './service';

export const handler = httpHandler(HISTORY_ROUTES, {
  'GET /activities/audit': async ({ ctx, query }) => auditTrail(ctx, query),
  'GET /data-changes': async ({ ctx, query }) => {
    // itemsRead is for the benchmark, not for callers.
    const { content, totalElements } = await dataChanges(ctx, query);
    return { content, totalElements };
  },
});
