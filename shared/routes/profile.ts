import { type RouteDef, signedIn } from '../route-def';

/** The routes of the profile function. */
export const PROFILE_ROUTES: readonly RouteDef[] = [
  // Own profile: every signed-in user keeps their own; changing someone else's needs user write.
  { method: 'POST', path: '/users/personal', resource: 'profile', ...signedIn },
  { method: 'POST', path: '/users/security', resource: 'profile', ...signedIn },
  { method: 'POST', path: '/users/avatar', resource: 'profile', ...signedIn },
  { method: 'POST', path: '/uploads/avatar', resource: 'profile', ...signedIn },
];
