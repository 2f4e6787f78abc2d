import { ITEM_WRITE_WITH_CATALOGUING, passesGate, type Grant } from '../../../../../shared/permissions';

/**
 * Spec 2 section 6: with the Item-Cataloging module, write on item also gates the POI's delete
 * and update actions and its Change History block; without the module appcms alone decides.
 * The API refuses the same calls (the routes' `gate`).
 */
export function itemWriteAllows(grant: Grant): boolean {
  return passesGate(grant, ITEM_WRITE_WITH_CATALOGUING);
}
