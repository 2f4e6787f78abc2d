import { recordRoutes } from '../records/record-routes';
import { RECORD_TYPES } from '../records/record-types';

/** The routes of the technical-forms function (spec 2 section 7), as every record type has them. */
export const TECHNICAL_FORMS_ROUTES = recordRoutes(RECORD_TYPES.technicalForm);
