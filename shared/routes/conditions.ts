import { recordRoutes } from '../records/record-routes';
import { CONDITION } from '../records/types/condition';

/** The routes of the conditions function (spec 2 section 7), as every record type has them. */
export const CONDITIONS_ROUTES = recordRoutes(CONDITION);
