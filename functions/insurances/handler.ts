import { INSURANCE } from '../../shared/records/types/insurance';
import { recordHandler } from '../catalogue/records/handler-factory';

/** The insurances function: spec 2's routes of /api/insurances, served by the shared records service. */
export const handler = recordHandler(INSURANCE);
