import { CONDITION } from '../../shared/records/types/condition';
import { recordHandler } from '../catalogue/records/handler-factory';

/** The conditions function: spec 2's routes of /api/conditions, served by the shared records service. */
export const handler = recordHandler(CONDITION);
