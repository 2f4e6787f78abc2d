import { recordRoutes } from '../records/record-routes';
import { CURATORIAL_FORM } from '../records/types/curatorial-form';

/** The routes of the curatorial-forms function (spec 2 section 7), as every record type has them. */
export const CURATORIAL_FORMS_ROUTES = recordRoutes(CURATORIAL_FORM);
