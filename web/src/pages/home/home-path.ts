import { can, hasFeature, type Grant } from '../../../../shared/permissions';
import { PATHS } from '../../paths';
import { LOGOUT_KEY, menuFor, menuLinks } from '../../shell/menu';

/**
 * Where `/` leads (spec 1 section 2): the dashboard for cataloguers, otherwise the POI list. A user
 * who may not read that screen (Item-Cataloging without item read) goes to the first screen of the
 * menu they may read instead of a 404; the profile is always there.
 */
export function homePath(grant: Grant): string {
  const preferred = hasFeature(grant, 'Item-Cataloging') ? PATHS.dashboard : PATHS.pois;
  const readable = (path: string) => (path === PATHS.dashboard ? can(grant, 'item', 'read') : path === PATHS.pois ? can(grant, 'appcms', 'read') : true);
  const candidates = [preferred, PATHS.pois, ...menuLinks(menuFor(grant)).filter((l) => l.key !== LOGOUT_KEY).map((l) => l.href)];
  return candidates.find(readable) ?? PATHS.profile;
}
