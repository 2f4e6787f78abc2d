import type { IconProps } from '@cloudscape-design/components/icon';
import { can, hasFeature, type Area, type Grant } from '../../../shared/permissions';
import { msg, type MessageId } from '../i18n/message-ids';

/**
 * The side menu of spec 1 section 2, filtered by the rules of section 6. Data only: the shell
 * turns it into Cloudscape navigation items (translating each `text` id), and the tests read it directly.
 */
export type MenuLink = { kind: 'link'; key: string; text: MessageId; href: string; icon?: IconProps.Name };
export type MenuGroup = { kind: 'group'; key: string; text: MessageId; href: string; icon?: IconProps.Name; items: MenuEntry[] };
export type MenuEntry = MenuLink | MenuGroup;

/** The entry whose choice ends the session instead of opening a page. */
export const LOGOUT_KEY = 'logout';

const link = (key: string, text: MessageId, icon?: IconProps.Name): MenuLink => ({ kind: 'link', key, text, href: `/${key}`, icon });

/** A group opens its first entry, so it still leads somewhere as an icon on the collapsed rail. */
function group(key: string, text: MessageId, icon: IconProps.Name | undefined, items: (MenuEntry | false)[]): MenuGroup | undefined {
  const visible = items.filter((item): item is MenuEntry => item !== false);
  if (visible.length === 0) return undefined;
  return { kind: 'group', key, text, href: visible[0].href, icon, items: visible };
}

/** Collection groups: Show needs read on the area, Add needs write. */
const COLLECTION_GROUPS: { key: string; text: MessageId; area: Area; add: string; icon: IconProps.Name }[] = [
  { key: 'objects', text: msg('screen.objects'), area: 'item', add: 'add-object', icon: 'folder' },
  { key: 'conditions', text: msg('screen.conditions'), area: 'condition', add: 'add-condition', icon: 'status-info' },
  { key: 'curatorial-forms', text: msg('shell.nav.curatorialForm'), area: 'curatorialForm', add: 'add-curatorial-form', icon: 'file' },
  { key: 'technical-forms', text: msg('shell.nav.technicalForm'), area: 'technicalForm', add: 'add-technical-form', icon: 'script' },
  { key: 'movements', text: msg('screen.movements'), area: 'movement', add: 'add-movement', icon: 'upload-download' },
  { key: 'treatments', text: msg('screen.treatments'), area: 'treatment', add: 'add-treatment', icon: 'support' },
  { key: 'insurances', text: msg('screen.insurances'), area: 'insurance', add: 'add-insurance', icon: 'security' },
];

function collectionGroups(grant: Grant): MenuEntry[] {
  return COLLECTION_GROUPS.flatMap(({ key, text, area, add, icon }) => {
    if (!can(grant, area, 'read')) return [];
    const write = can(grant, area, 'write');
    // Objects -> Import (issue 15): bringing a catalogue in is an object write.
    // Objects -> Sets (issue 29): opening a set is an object read.
    const entries = group(key, text, icon, [
      link(key, 'shell.nav.show'),
      write && link(add, 'shell.nav.add'),
      write && key === 'objects' && link('import-objects', 'shell.nav.import'),
      key === 'objects' && link('object-sets', 'screen.objectSets'),
    ]);
    return entries ? [entries] : [];
  });
}

function appCmsGroup(grant: Grant): MenuGroup | undefined {
  if (!can(grant, 'appcms', 'read')) return undefined;
  const write = can(grant, 'appcms', 'write');
  const poi = group('poi', 'shell.nav.poi', undefined, [
    link('pois', 'shell.nav.showPois'),
    write && link('add-poi', 'screen.addPoi'),
    link('poi-groups', 'screen.poiGroups'),
    write && link('add-poi-group', 'screen.addPoiGroup'),
  ]);
  const beacon = group('beacon', 'shell.nav.beacon', undefined, [link('beacons', 'shell.nav.showBeacons'), link('beacon-scans', 'screen.beaconScans'), link('beacon-gateways', 'screen.beaconGateways')]);
  const news = group('news-group', 'screen.news', undefined, [link('news', 'shell.nav.showNews'), write && link('add-news', 'screen.addNews')]);
  return group('app-cms', 'shell.nav.appCms', 'multiscreen', [
    poi ?? false,
    beacon ?? false,
    news ?? false,
    link('app-settings', 'screen.appSettings'),
    link('languages', 'screen.languages'),
  ]);
}

function userManagementGroup(grant: Grant): MenuGroup | undefined {
  if (!can(grant, 'user', 'read')) return undefined;
  const write = can(grant, 'user', 'write');
  return group('user-management', 'shell.nav.userManagement', 'group', [
    link('user-list', 'screen.userList'),
    write && link('add-user', 'screen.addUser'),
    link('user-groups', 'screen.userGroups'),
    write && link('activity-log', 'screen.activityLog'),
    write && link('permissions', 'screen.permissions'),
  ]);
}

export function menuFor(grant: Grant): MenuEntry[] {
  const entries: (MenuEntry | undefined | false)[] = [
    hasFeature(grant, 'Item-Cataloging') && link('dashboard', 'screen.dashboard', 'grid-view'),
    ...collectionGroups(grant),
    appCmsGroup(grant),
    userManagementGroup(grant),
    // The reference lists' screen: spec 1 lists no menu entry for it, yet /settings is where
    // setting readers keep the lists, so it sits beside Dropdowns under the same right.
    can(grant, 'setting', 'read') && link('settings', 'screen.settings', 'settings'),
    can(grant, 'setting', 'read') && link('dropdowns', 'screen.dropdowns', 'list-view'),
    link('profile', 'screen.profile', 'user-profile'),
    link(LOGOUT_KEY, 'screen.logout', 'sign-out'),
  ];
  return entries.filter((entry): entry is MenuEntry => Boolean(entry));
}

/** Every link of the menu, groups flattened: what a user can reach from it. */
export function menuLinks(entries: readonly MenuEntry[]): MenuLink[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : menuLinks(entry.items)));
}
