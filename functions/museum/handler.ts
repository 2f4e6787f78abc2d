import { MUSEUM_ROUTES } from '../../shared/routes/museum';
import { httpHandler } from '../lib/http';
import { getMinimumRecord, updateMinimumRecord } from './minimum-record';
import { getMuseum, updateMuseum } from './service';

export const handler = httpHandler(MUSEUM_ROUTES, {
  'GET /museum': async ({ ctx }) => getMuseum(ctx),
  'PUT /museum': async ({ ctx, body }) => updateMuseum(ctx, body),
  'GET /museum/minimum-record': async ({ ctx }) => getMinimumRecord(ctx),
  'PUT /museum/minimum-record': async ({ ctx, body }) => updateMinimumRecord(ctx, body),
});
