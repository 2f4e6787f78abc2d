import { hasFeature, type Grant } from '../../../../shared/permissions';
import { PATHS } from '../../paths';

/** `/` is the dashboard for cataloguers, otherwise the POI list (spec 1 section 2). */
export function homePath(grant: Grant): string {
  return hasFeature(grant, 'Item-Cataloging') ? PATHS.dashboard : PATHS.pois;
}
