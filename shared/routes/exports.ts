import type { RouteDef } from '../route-def';
import { signedIn } from '../route-def';
import { ExportJobSchema } from '../schemas/export';

/**
 * The exports function: the progress of a spreadsheet export job, and its file once done. Any
 * signed-in user's route, as every list exports; a job is read only by the user who started it,
 * in the museum that holds it (anyone else: 404).
 */
export const EXPORTS_ROUTES = [
  { method: 'GET', path: '/exports/{id}', resource: 'exports', ...signedIn, summary: "An export job's progress; once DONE, a presigned URL of its file (5 minutes).", response: ExportJobSchema },
] as const satisfies readonly RouteDef[];
