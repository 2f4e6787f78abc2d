import { describe, expect, it } from 'vitest';
import { allPermissions, type Grant, type PermissionMap } from '../../../shared/permissions';
import { en } from '../i18n/catalogs/en';
import { menuFor, menuLinks, type MenuEntry } from './menu';

const BOTH = ['Item-Cataloging', 'App-Cms'];

function grant(permissions: PermissionMap, enabledFeatures: string[] = BOTH): Grant {
  return { permissions, enabledFeatures };
}

function hrefs(entries: MenuEntry[]): string[] {
  return menuLinks(entries).map((l) => l.href);
}

function topTexts(entries: MenuEntry[]): string[] {
  return entries.map((e) => en[e.text]);
}

function groupNamed(entries: MenuEntry[], text: string): MenuEntry | undefined {
  return entries.find((e) => en[e.text] === text);
}

describe('menuFor', () => {
  it('shows every entry of the spec, in its order, to a user with every permission and both modules', () => {
    const menu = menuFor(grant(allPermissions()));
    expect(topTexts(menu)).toEqual([
      'Dashboard',
      'Objects',
      'Conditions',
      'Curatorial Form',
      'Technical Form',
      'Movements',
      'Treatments',
      'Insurances',
      'App CMS',
      'User Management',
      'Settings',
      'Dropdowns',
      'Profile',
      'Logout',
    ]);
    expect(hrefs(menu)).toEqual([
      '/dashboard',
      '/objects',
      '/add-object',
      '/import-objects',
      '/object-sets',
      '/conditions',
      '/add-condition',
      '/curatorial-forms',
      '/add-curatorial-form',
      '/technical-forms',
      '/add-technical-form',
      '/movements',
      '/add-movement',
      '/treatments',
      '/add-treatment',
      '/insurances',
      '/add-insurance',
      '/pois',
      '/add-poi',
      '/poi-groups',
      '/add-poi-group',
      '/beacons',
      '/beacon-scans',
      '/beacon-gateways',
      '/news',
      '/add-news',
      '/app-settings',
      '/languages',
      '/user-list',
      '/add-user',
      '/user-groups',
      '/activity-log',
      '/permissions',
      '/settings',
      '/dropdowns',
      '/profile',
      '/logout',
    ]);
  });

  it('names the App CMS entries as the spec does', () => {
    const appCms = groupNamed(menuFor(grant(allPermissions())), 'App CMS');
    expect(appCms?.kind === 'group' && appCms.items.map((i) => en[i.text])).toEqual(['POI', 'Beacon', 'News', 'App Settings', 'Languages']);
    expect(menuLinks(appCms ? [appCms] : []).map((l) => en[l.text])).toEqual([
      'Show POIs',
      'Add POI',
      'POI Groups',
      'Add POI Group',
      'Show Beacons',
      'Beacon Scans',
      'Gateways',
      'Show News',
      'Add News',
      'App Settings',
      'Languages',
    ]);
  });

  it('shows only Profile and Logout to a user without permissions or modules', () => {
    expect(topTexts(menuFor(grant({}, [])))).toEqual(['Profile', 'Logout']);
  });

  it('hides the dashboard and every collection group without Item-Cataloging, whatever the permissions', () => {
    const menu = menuFor(grant(allPermissions(), ['App-Cms']));
    expect(topTexts(menu)).toEqual(['App CMS', 'User Management', 'Settings', 'Dropdowns', 'Profile', 'Logout']);
  });

  it('shows the dashboard with Item-Cataloging even without collection permissions', () => {
    expect(topTexts(menuFor(grant({}, ['Item-Cataloging'])))).toEqual(['Dashboard', 'Profile', 'Logout']);
  });

  it('hides the App CMS group without App-Cms, even with appcms write', () => {
    const menu = menuFor(grant({ appcms: { read: true, write: true } }, ['Item-Cataloging']));
    expect(groupNamed(menu, 'App CMS')).toBeUndefined();
  });

  it('shows a collection group with its Show entry on read, and Add only on write', () => {
    const readOnly = menuFor(grant({ condition: { read: true, write: false } }));
    expect(hrefs(readOnly)).toContain('/conditions');
    expect(hrefs(readOnly)).not.toContain('/add-condition');
    expect(groupNamed(readOnly, 'Objects')).toBeUndefined();

    const writer = menuFor(grant({ condition: { read: true, write: true } }));
    expect(hrefs(writer)).toEqual(expect.arrayContaining(['/conditions', '/add-condition']));
  });

  it('ties each collection group to its own area', () => {
    const cases: [keyof PermissionMap, ...string[]][] = [
      // Objects -> Import (issue 15) is an object write too; Sets (issue 29) an object read.
      ['item', '/objects', '/add-object', '/import-objects', '/object-sets'],
      ['condition', '/conditions', '/add-condition'],
      ['curatorialForm', '/curatorial-forms', '/add-curatorial-form'],
      ['technicalForm', '/technical-forms', '/add-technical-form'],
      ['movement', '/movements', '/add-movement'],
      ['treatment', '/treatments', '/add-treatment'],
      ['insurance', '/insurances', '/add-insurance'],
    ];
    for (const [area, ...entries] of cases) {
      const links = hrefs(menuFor(grant({ [area]: { read: true, write: true } })));
      const collectionLinks = links.filter((h) => h !== '/dashboard' && h !== '/profile' && h !== '/logout');
      expect(collectionLinks, area).toEqual(entries);
    }
  });

  it('reads write as read: a write-only grant shows both entries', () => {
    expect(hrefs(menuFor(grant({ treatment: { read: false, write: true } })))).toEqual(
      expect.arrayContaining(['/treatments', '/add-treatment']),
    );
  });

  it('keeps the App CMS add entries for appcms write', () => {
    const reader = hrefs(menuFor(grant({ appcms: { read: true, write: false } }, ['App-Cms'])));
    expect(reader).toEqual(['/pois', '/poi-groups', '/beacons', '/beacon-scans', '/beacon-gateways', '/news', '/app-settings', '/languages', '/profile', '/logout']);
    const writer = hrefs(menuFor(grant({ appcms: { read: true, write: true } })));
    expect(writer).toEqual(expect.arrayContaining(['/add-poi', '/add-poi-group', '/add-news']));
  });

  it('shows User List and User Groups on user read, and Add User, Activity Log and Permissions on user write', () => {
    const reader = hrefs(menuFor(grant({ user: { read: true, write: false } }, [])));
    expect(reader).toEqual(['/user-list', '/user-groups', '/profile', '/logout']);
    const writer = hrefs(menuFor(grant({ user: { read: true, write: true } }, [])));
    expect(writer).toEqual(['/user-list', '/add-user', '/user-groups', '/activity-log', '/permissions', '/profile', '/logout']);
  });

  it('shows Settings and Dropdowns on setting read, without any module, and neither without it', () => {
    expect(topTexts(menuFor(grant({ setting: { read: true, write: false } }, [])))).toEqual(['Settings', 'Dropdowns', 'Profile', 'Logout']);
    expect(hrefs(menuFor(grant({ user: { read: true, write: true } })))).not.toContain('/settings');
  });

  it('gives every top-level entry an icon, so the collapsed rail shows it', () => {
    for (const entry of menuFor(grant(allPermissions()))) expect(entry.icon, entry.text).toBeDefined();
  });

  it('points each group at its first visible entry', () => {
    const menu = menuFor(grant({ user: { read: true, write: false }, appcms: { read: true, write: false } }));
    expect(groupNamed(menu, 'User Management')?.href).toBe('/user-list');
    expect(groupNamed(menu, 'App CMS')?.href).toBe('/pois');
  });
});
