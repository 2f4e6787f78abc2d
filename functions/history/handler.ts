import { HISTORY_ROUTES } from '../../shared/routes/history';
import type { RequestContext } from '../lib/context';
import { httpHandler, type Request } from '../lib/http';
import { parse } from '../lib/validate';
import { AuditQuerySchema, auditTrail, DataChangeQuerySchema, dataChanges } from './service';

type Req = Request<RequestContext>;

export const handler = httpHandler(HISTORY_ROUTES, {
  'GET /activities/audit': async ({ ctx, query }: Req) => auditTrail(ctx, parse(AuditQuerySchema, query)),
  'GET /data-changes': async ({ ctx, query }: Req) => {
    // itemsRead is for the benchmark, not for callers.
    const { content, totalElements } = await dataChanges(ctx, parse(DataChangeQuerySchema, query));
    return { content, totalElements };
  },
});
