import { PROFILE_ROUTES } from '../../shared/routes/profile';
import { AvatarUpdateSchema, PersonalUpdateSchema, SecurityUpdateSchema } from '../../shared/schemas/profile';
import type { RequestContext } from '../lib/context';
import { httpHandler, type Request } from '../lib/http';
import { parse } from '../lib/validate';
import { avatarUpload, AvatarUploadSchema, saveAvatar, savePersonal, saveSecurity } from './service';

type Req = Request<RequestContext>;

export const handler = httpHandler(PROFILE_ROUTES, {
  'POST /users/personal': async ({ ctx, body }: Req) => savePersonal(ctx, parse(PersonalUpdateSchema, body)),
  'POST /users/security': async ({ ctx, body }: Req) => saveSecurity(ctx, parse(SecurityUpdateSchema, body)),
  'POST /users/avatar': async ({ ctx, body }: Req) => saveAvatar(ctx, parse(AvatarUpdateSchema, body)),
  'POST /uploads/avatar': async ({ ctx, body }: Req) => avatarUpload(ctx, parse(AvatarUploadSchema, body)),
});
