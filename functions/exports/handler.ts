import { EXPORTS_ROUTES } from '../../shared/routes/exports';
import { httpHandler } from '../lib/http';
import { getExport } from './service';

export const handler = httpHandler(EXPORTS_ROUTES, {
  'GET /exports/{id}': async ({ ctx, params }) => getExport(ctx, params.id),
});
