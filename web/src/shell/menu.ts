import type { IconProps } from '@cloudscape-design/components/icon';
import { can, hasFeature, type Area, type Grant } from '../../../shared/permissions';

/**
 * The side menu of spec 1 section 2, filtered by the rules of section 6. Data only: the shell
 * turns it into Cloudscape navigation items, and the tests read it directly.
 */
export type MenuLink = { kind: 'link'; key: string; text: string; href: string; icon?: IconProps.Name };
export type MenuGroup = { kind: 'group'; key: string; text: string; href: string; icon?: IconProps.Name; items: MenuEntry[] };
export type MenuEntry = MenuLink | MenuGroup;

/** The entry whose choice ends the session instead of opening a page. */
export const LOGOUT_KEY = 'logout';

const link = (key: string, text: string, icon?: IconProps.Name): MenuLink => ({ kind: 'link', key, text, href: `/${key}`, icon });

/** A group opens its first entry, so it still leads somewhere as an icon on the collapsed rail. */
function group(key: string, text: string, icon: IconProps.Name | undefined, items: (MenuEntry | false)[]): MenuGroup | undefined {
  const visible = items.filter((item): item is MenuEntry => item !== false);
  if (visible.length === 0) return undefined;
  return { kind: 'group', key, text, href: visible[0].href, icon, items: visible };
}

/** Collection groups: Show needs read on the area, Add needs write. */
const COLLECTION_GROUPS: { key: string; text: string; area: Area; add: string; icon: IconProps.Name }[] = [
  { key: 'objects', text: 'Objects', area: 'item', add: 'add-object', icon: 'folder' },
  { key: 'conditions', text: 'Conditions', area: 'condition', add: 'add-condition', icon: 'status-info' },
  { key: 'curatorial-forms', text: 'Curatorial Form', area: 'curatorialForm', add: 'add-curatorial-form', icon: 'file' },
  { key: 'technical-forms', text: 'Technical Form', area: 'technicalForm', add: 'add-technical-form', icon: 'script' },
  { key: 'movements', text: 'Movements', area: 'movement', add: 'add-movement', icon: 'upload-download' },
  { key: 'treatments', text: 'Treatments', area: 'treatment', add: 'add-treatment', icon: 'support' },
  { key: 'insurances', text: 'Insurances', area: 'insurance', add: 'add-insurance', icon: 'security' },
];

function collectionGroups(grant: Grant): MenuEntry[] {
  return COLLECTION_GROUPS.flatMap(({ key, text, area, add, icon }) => {
    if (!can(grant, area, 'read')) return [];
    const entries = group(key, text, icon, [link(key, 'Show'), can(grant, area, 'write') && link(add, 'Add')]);
    return entries ? [entries] : [];
  });
}

function appCmsGroup(grant: Grant): MenuGroup | undefined {
  if (!can(grant, 'appcms', 'read')) return undefined;
  const write = can(grant, 'appcms', 'write');
  const poi = group('poi', 'POI', undefined, [
    link('pois', 'Show POIs'),
    write && link('add-poi', 'Add POI'),
    link('poi-groups', 'POI Groups'),
    write && link('add-poi-group', 'Add POI Group'),
  ]);
  const beacon = group('beacon', 'Beacon', undefined, [link('beacons', 'Show Beacons'), link('beacon-scans', 'Beacon Scans')]);
  const news = group('news-group', 'News', undefined, [link('news', 'Show News'), write && link('add-news', 'Add News')]);
  return group('app-cms', 'App CMS', 'multiscreen', [
    poi ?? false,
    beacon ?? false,
    news ?? false,
    link('app-settings', 'App Settings'),
    link('languages', 'Languages'),
  ]);
}

function userManagementGroup(grant: Grant): MenuGroup | undefined {
  if (!can(grant, 'user', 'read')) return undefined;
  const write = can(grant, 'user', 'write');
  return group('user-management', 'User Management', 'group', [
    link('user-list', 'User List'),
    write && link('add-user', 'Add User'),
    link('user-groups', 'User Groups'),
    write && link('activity-log', 'Activity Log'),
    write && link('permissions', 'Permissions'),
  ]);
}

export function menuFor(grant: Grant): MenuEntry[] {
  const entries: (MenuEntry | undefined | false)[] = [
    hasFeature(grant, 'Item-Cataloging') && link('dashboard', 'Dashboard', 'grid-view'),
    ...collectionGroups(grant),
    appCmsGroup(grant),
    userManagementGroup(grant),
    // The reference lists' screen: spec 1 lists no menu entry for it, yet /settings is where
    // setting readers keep the lists, so it sits beside Dropdowns under the same right.
    can(grant, 'setting', 'read') && link('settings', 'Settings', 'settings'),
    can(grant, 'setting', 'read') && link('dropdowns', 'Dropdowns', 'list-view'),
    link('profile', 'Profile', 'user-profile'),
    link(LOGOUT_KEY, 'Logout', 'sign-out'),
  ];
  return entries.filter((entry): entry is MenuEntry => Boolean(entry));
}

/** Every link of the menu, groups flattened: what a user can reach from it. */
export function menuLinks(entries: readonly MenuEntry[]): MenuLink[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : menuLinks(entry.items)));
}
