import { TECHNICAL_FORM } from '../../shared/records/types/technical-form';
import { recordHandler } from '../catalogue/records/handler-factory';

/** The technical-forms function: spec 2's routes of /api/technical-forms, served by the shared records service. */
export const handler = recordHandler(TECHNICAL_FORM);
