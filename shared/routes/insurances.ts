import { recordRoutes } from '../records/record-routes';
import { INSURANCE } from '../records/types/insurance';

/** The routes of the insurances function (spec 2 section 7), as every record type has them. */
export const INSURANCES_ROUTES = recordRoutes(INSURANCE);
