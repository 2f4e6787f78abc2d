import type { RouteDef } from '../route-def';
import { NotificationsReadSchema, NotificationsSchema } from '../schemas/notification';

/** Any signed-in user of a museum with the Item-Cataloging module: each reads only their own. */
const ownInCataloging = { access: 'user', feature: 'Item-Cataloging' } as const;

/** The routes of the notifications function: the bell of the console's top bar (issue 10). */
export const NOTIFICATIONS_ROUTES = [
  {
    method: 'GET', path: '/notifications', resource: 'notifications', ...ownInCataloging,
    summary: "The caller's unread item notifications: object changes by other users that their switches ask for, newest first.", response: NotificationsSchema,
  },
  {
    method: 'POST', path: '/notifications/read', resource: 'notifications', ...ownInCataloging,
    summary: "Mark the caller's item notifications read up to a time.", body: NotificationsReadSchema, response: NotificationsSchema,
  },
] as const satisfies readonly RouteDef[];
