import { type RouteDef, signedIn, userWrite } from '../route-def';
import { MinimumRecordSchema, MinimumRecordUpdateSchema } from '../schemas/minimum-record';
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
  {
    method: 'GET', path: '/museum/minimum-record', resource: 'museum', ...signedIn,
    summary: "The fields of the museum's minimum record (issue 29): its choice, or the default.", response: MinimumRecordSchema,
  },
  {
    method: 'PUT', path: '/museum/minimum-record', resource: 'museum', ...userWrite,
    summary: "Choose the fields of the museum's minimum record (user write).", body: MinimumRecordUpdateSchema, response: MinimumRecordSchema, maxBodyBytes: 2048,
  },
] as const satisfies readonly RouteDef[];
