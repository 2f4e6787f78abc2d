import { appCmsRead, appCmsWrite, type RouteDef } from '../route-def';
import { NoBody } from '../schemas/common';
import { GatewayCreateSchema, GatewayKeySchema, GatewayListSchema, GatewaySchema } from '../schemas/gateway';

/** Beacon gateways of the museum (Beacons -> Gateways): each posts scans with its own key, kept only as a hash. */
export const GATEWAYS_ROUTES = [
  { method: 'GET', path: '/gateways', resource: 'gateways', ...appCmsRead, summary: "The museum's beacon gateways, newest first, revoked ones included.", response: GatewayListSchema },
  { method: 'POST', path: '/gateways', resource: 'gateways', ...appCmsWrite, summary: 'Register a gateway; its key is in this answer only.', body: GatewayCreateSchema, response: GatewayKeySchema },
  { method: 'POST', path: '/gateways/{id}/key', resource: 'gateways', ...appCmsWrite, summary: 'Give a gateway a new key (in this answer only); the old one stops working.', body: NoBody, response: GatewayKeySchema },
  { method: 'DELETE', path: '/gateways/{id}', resource: 'gateways', ...appCmsWrite, summary: 'Revoke a gateway: its key is refused from now on.', response: GatewaySchema },
] as const satisfies readonly RouteDef[];
