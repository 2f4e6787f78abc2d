import { RECORD_TYPES } from '../../shared/records/record-types';
import { recordHandler } from '../catalogue/records/handler-factory';

/** The curatorial-forms function: spec 2's routes of /api/curatorial-forms, served by the shared records service. */
export const handler = recordHandler(RECORD_TYPES.curatorialForm);
