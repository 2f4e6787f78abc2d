import { type RouteDef, signedIn } from '../route-def';
import { AvatarUpdateSchema, AvatarUploadSchema, PersonalUpdateSchema, SecurityUpdateSchema } from '../schemas/profile';
import { UploadTicketSchema } from '../schemas/upload';
import { PreferencesUpdateSchema } from '../schemas/preferences';
import { UserSchema } from '../schemas/user-details';

/** The routes of the profile function: every signed-in user keeps their own; someone else's needs user write. */
export const PROFILE_ROUTES = [
  { method: 'POST', path: '/users/personal', resource: 'profile', ...signedIn, summary: 'Save personal details.', body: PersonalUpdateSchema, response: UserSchema },
  { method: 'POST', path: '/users/security', resource: 'profile', ...signedIn, summary: 'Change the own password.', body: SecurityUpdateSchema, response: UserSchema },
  { method: 'POST', path: '/users/avatar', resource: 'profile', ...signedIn, summary: 'Save the uploaded avatar URL.', body: AvatarUpdateSchema, response: UserSchema },
  { method: 'POST', path: '/users/preferences', resource: 'profile', ...signedIn, summary: 'Save the own console preferences (language, calendar, mode, density).', body: PreferencesUpdateSchema, response: UserSchema },
  { method: 'POST', path: '/uploads/avatar', resource: 'profile', ...signedIn, summary: 'Presign the upload of an avatar image.', body: AvatarUploadSchema, response: UploadTicketSchema },
] as const satisfies readonly RouteDef[];
