import { recordRoutes } from '../records/record-routes';
import { MOVEMENT } from '../records/types/movement';

/** The routes of the movements function (spec 2 section 7), as every record type has them. */
export const MOVEMENTS_ROUTES = recordRoutes(MOVEMENT);
