import { recordRoutes } from '../records/record-routes';
import { TECHNICAL_FORM } from '../records/types/technical-form';

/** The routes of the technical-forms function (spec 2 section 7), as every record type has them. */
export const TECHNICAL_FORMS_ROUTES = recordRoutes(TECHNICAL_FORM);
