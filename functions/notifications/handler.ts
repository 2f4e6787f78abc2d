import { NOTIFICATIONS_ROUTES } from '../../shared/routes/notifications';
import { httpHandler } from '../lib/http';
import { markRead, notificationsFor } from './service';

export const handler = httpHandler(NOTIFICATIONS_ROUTES, {
  'GET /notifications': async ({ ctx }) => notificationsFor(ctx),
  'POST /notifications/read': async ({ ctx, body }) => markRead(ctx, body),
});
