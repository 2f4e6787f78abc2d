import { PROFILE_ROUTES } from '../../shared/routes/profile';
import { httpHandler } from '../lib/http';
import { avatarUpload, saveAvatar, savePersonal, savePreferences, saveSecurity } from './service';

export const handler = httpHandler(PROFILE_ROUTES, {
  'POST /users/personal': async ({ ctx, body }) => savePersonal(ctx, body),
  'POST /users/security': async ({ ctx, body }) => saveSecurity(ctx, body),
  'POST /users/avatar': async ({ ctx, body }) => saveAvatar(ctx, body),
  'POST /users/preferences': async ({ ctx, body }) => savePreferences(ctx, body),
  'POST /uploads/avatar': async ({ ctx, body }) => avatarUpload(ctx, body),
});
