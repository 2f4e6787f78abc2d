import { GATEWAYS_ROUTES } from '../../shared/routes/gateways';
import { httpHandler } from '../lib/http';
import { createGateway, listGateways, revokeGateway, rotateGatewayKey } from './service';

export const handler = httpHandler(GATEWAYS_ROUTES, {
  'GET /gateways': ({ ctx }) => listGateways(ctx),
  'POST /gateways': ({ ctx, body }) => createGateway(ctx, body),
  'POST /gateways/{id}/key': ({ ctx, params }) => rotateGatewayKey(ctx, params.id),
  'DELETE /gateways/{id}': ({ ctx, params }) => revokeGateway(ctx, params.id),
});
