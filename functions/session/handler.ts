import { SESSION_ROUTES } from '../../shared/routes/session';
import { httpHandler, Reply } from '../lib/http';
import { currentUser, login } from './service';

export const handler = httpHandler(SESSION_ROUTES, {
  'POST /login': async ({ ctx, body }) => {
    const { token } = await login(ctx, body);
    return new Reply({ status: 'OK' }, { authorization: token, 'access-control-expose-headers': 'authorization' });
  },
  'GET /users/me': async ({ ctx }) => currentUser(ctx),
});
