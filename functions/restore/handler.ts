import { RESTORE_ROUTES } from '../../shared/routes/restore';
import { httpHandler } from '../lib/http';

/**
 * The restore and the object and record saves it goes through, loaded by the first call: bundled
 * into the cold start they come to 92.7 KB of gzip, past the 80 KB budget; behind `import()` the
 * cold start is 73.3 KB.
 */
const restore = () => import('./service');

export const handler = httpHandler(RESTORE_ROUTES, {
  'GET /data-changes/{id}/restore-preview': async ({ ctx, params, query }) => (await restore()).restorePreview(ctx, params.id, query.at),
  'POST /data-changes/{id}/restore': async ({ ctx, params, query, body }) => (await restore()).restoreChange(ctx, params.id, query.at, body),
});
