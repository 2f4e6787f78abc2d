import { CURATORIAL_FORM } from '../../shared/records/types/curatorial-form';
import { recordHandler } from '../catalogue/records/handler-factory';

/** The curatorial-forms function: spec 2's routes of /api/curatorial-forms, served by the shared records service. */
export const handler = recordHandler(CURATORIAL_FORM);
