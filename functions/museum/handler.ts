import { MUSEUM_ROUTES } from '../../shared/routes/museum';
import { httpHandler } from '../lib/http';
import { getMuseum, updateMuseum } from './service';

export const handler = httpHandler(MUSEUM_ROUTES, {
  'GET /museum': async ({ ctx }) => getMuseum(ctx),
  'PUT /museum': async ({ ctx, body }) => updateMuseum(ctx, body),
});
