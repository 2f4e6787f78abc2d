import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { allPermissions } from '../../shared/permissions';
import { en } from './i18n/catalogs/en';
import { SCREENS } from './screens';
import { LOGOUT_KEY, menuFor, menuLinks } from './shell/menu';

function screenFor(url: string) {
  return SCREENS.find((screen) => screen.paths.some((path) => matchPath({ path, end: true }, url)));
}

describe('the route table', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/settings', 'Settings'],
    ['/profile', 'Profile'],
    ['/pdf', 'Item Report'],
    ['/permissions', 'Permissions'],
    ['/add-user', 'Add User'],
    ['/addUser', 'Add User'],
    ['/user-list', 'User List'],
    ['/userList', 'User List'],
    ['/updateUser/42', 'Update User'],
    ['/user-groups', 'User Groups'],
    ['/activity-log', 'Activity Log'],
    ['/pois', 'POIs'],
    ['/add-poi', 'Add POI'],
    ['/updatePoi/7', 'Update POI'],
    ['/poi-groups', 'POI Groups'],
    ['/poiGroups', 'POI Groups'],
    ['/add-poi-group', 'Add POI Group'],
    ['/updatePoiGroup/7', 'Update POI Group'],
    ['/beacons', 'Beacons'],
    ['/beacon-scans', 'Beacon Scans'],
    ['/assignBeacon/B-001/7', 'Assign Beacon'],
    ['/news', 'News'],
    ['/add-news', 'Add News'],
    ['/addNews', 'Add News'],
    ['/updateNews/3', 'Update News'],
    ['/app-settings', 'App Settings'],
    ['/languages', 'Languages'],
    ['/dropdowns', 'Dropdowns'],
    ['/objects', 'Objects'],
    ['/add-object', 'Add Object'],
    ['/save-object/9', 'Update Object'],
    ['/objects/9', 'Object'],
    ['/conditions', 'Conditions'],
    ['/add-condition', 'Add Condition'],
    ['/save-condition/9', 'Update Condition'],
    ['/treatments', 'Treatments'],
    ['/add-treatment', 'Add Treatment'],
    ['/save-treatment/9', 'Update Treatment'],
    ['/curatorial-forms', 'Curatorial Forms'],
    ['/add-curatorial-form', 'Add Curatorial Form'],
    ['/save-curatorial-form/9', 'Update Curatorial Form'],
    ['/technical-forms', 'Technical Forms'],
    ['/add-technical-form', 'Add Technical Form'],
    ['/save-technical-form/9', 'Update Technical Form'],
    ['/movements', 'Movements'],
    ['/add-movement', 'Add Movement'],
    ['/save-movement/9', 'Update Movement'],
    ['/insurances', 'Insurances'],
    ['/add-insurance', 'Add Insurance'],
    ['/save-insurance/9', 'Update Insurance'],
  ])('serves %s as %s', (url, title) => {
    const screen = screenFor(url);
    expect(screen && en[screen.title]).toBe(title);
  });

  it('leaves unknown addresses to the not-found page', () => {
    expect(screenFor('/nope')).toBeUndefined();
    expect(screenFor('/updateUser')).toBeUndefined();
    expect(screenFor('/objects/9/extra')).toBeUndefined();
  });

  it('declares each path once', () => {
    const paths = SCREENS.flatMap((screen) => screen.paths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a screen behind every menu entry', () => {
    const links = menuLinks(menuFor({ permissions: allPermissions(), enabledFeatures: ['Item-Cataloging', 'App-Cms'] }));
    const unserved = links.filter((link) => link.key !== LOGOUT_KEY && !screenFor(link.href)).map((link) => link.href);
    expect(unserved).toEqual([]);
  });
});
