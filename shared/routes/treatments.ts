import { recordRoutes } from '../records/record-routes';
import { TREATMENT } from '../records/types/treatment';

/** The routes of the treatments function (spec 2 section 7), as every record type has them. */
export const TREATMENTS_ROUTES = recordRoutes(TREATMENT);
