import { recordRoutes } from '../records/record-routes';
import { RECORD_TYPES } from '../records/record-types';

/** The routes of the conditions function (spec 2 section 7), as every record type has them. */
export const CONDITIONS_ROUTES = recordRoutes(RECORD_TYPES.condition);
