import { TREATMENT } from '../../shared/records/types/treatment';
import { recordHandler } from '../catalogue/records/handler-factory';

/** The treatments function: spec 2's routes of /api/treatments, served by the shared records service. */
export const handler = recordHandler(TREATMENT);
