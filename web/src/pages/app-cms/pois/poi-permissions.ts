import { can, hasFeature, type Grant } from '../../../../../shared/permissions';

/**
 * Spec 2 section 6: with the Item-Cataloging module, write on item also gates the POI's delete
 * and update actions and its Change History block; without the module appcms alone decides.
 */
export function itemWriteAllows(grant: Grant): boolean {
  return !hasFeature(grant, 'Item-Cataloging') || can(grant, 'item', 'write');
}
