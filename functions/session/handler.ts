import { SESSION_ROUTES } from '../../shared/routes/session';
import { LoginSchema } from '../../shared/schemas/session';
import type { PublicContext, RequestContext } from '../lib/context';
import { httpHandler, Reply, type Request } from '../lib/http';
import { parse } from '../lib/validate';
import { currentUser, login } from './service';

export const handler = httpHandler(SESSION_ROUTES, {
  'POST /login': async ({ ctx, body }: Request<PublicContext>) => {
    const { token } = await login(ctx, parse(LoginSchema, body));
    return new Reply({ status: 'OK' }, { authorization: token, 'access-control-expose-headers': 'authorization' });
  },
  'GET /users/me': async ({ ctx }: Request<RequestContext>) => currentUser(ctx),
});
