import { MOVEMENT } from '../../shared/records/types/movement';
import { recordHandler } from '../catalogue/records/handler-factory';

/** The movements function: spec 2's routes of /api/movements, served by the shared records service. */
export const handler = recordHandler(MOVEMENT);
