import { type RouteDef, signedIn, userWrite } from '../route-def';
import { MuseumSchema, MuseumUpdateSchema } from '../schemas/museum';

/**
 * The routes of the museum function: the museum itself (its registry entry). The spec has no
 * screen for it; the console reads it at sign-in (its time zone) and an administrator changes
 * the zone on the Settings page.
 */
export const MUSEUM_ROUTES = [
  {
    method: 'GET', path: '/museum', resource: 'museum', ...signedIn,
    summary: "The signed-in user's museum: name, time zone and modules.", response: MuseumSchema,
  },
  {
    method: 'PUT', path: '/museum', resource: 'museum', ...userWrite,
    summary: "Change the museum's time zone (user write).", body: MuseumUpdateSchema, response: MuseumSchema, maxBodyBytes: 1024, writesRegistry: true,
  },
] as const satisfies readonly RouteDef[];
