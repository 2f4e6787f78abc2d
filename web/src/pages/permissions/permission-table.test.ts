import { describe, expect, it } from 'vitest';
import { visibleAreas } from '../../../../shared/permissions';
import { ar } from '../../i18n/catalogs/ar';
import { ENGLISH } from '../../i18n/load-catalog';
import { translatorFor } from '../../i18n/translator';
import { areaLabelId, permissionRows, permissionsToSave, setPermission } from './permission-table';

const english = translatorFor(ENGLISH);
const arabic = translatorFor({ language: 'ar', messages: ar });

describe('the permission table', () => {
  it('lists user and setting for every museum, item areas with Item-Cataloging and appcms with App-Cms', () => {
    expect(permissionRows({}, visibleAreas([])).map((r) => english(areaLabelId(r.area)))).toEqual(['User Management', 'Settings']);
    expect(permissionRows({}, visibleAreas(['App-Cms'])).map((r) => r.area)).toEqual(['user', 'setting', 'appcms']);
    expect(permissionRows({}, visibleAreas(['Item-Cataloging', 'App-Cms']))).toHaveLength(10);
  });

  it('shows Read ticked wherever Write is', () => {
    const [user] = permissionRows({ user: { read: false, write: true } }, ['user']);
    expect(user).toEqual({ area: 'user', read: true, write: true });
  });

  it("names every area in the reader's language", () => {
    const all = permissionRows({}, visibleAreas(['Item-Cataloging', 'App-Cms']));
    expect(all.map((r) => english(areaLabelId(r.area)))).toContain('Condition Reports');
    expect(all.map((r) => arabic(areaLabelId(r.area)))).toEqual(expect.arrayContaining(['إدارة المستخدمين', 'تقارير الحالة']));
  });

  it('ticks Read when Write is ticked', () => {
    expect(setPermission({}, 'item', 'write', true)).toEqual({ item: { read: true, write: true } });
  });

  it('clears Write when Read is cleared', () => {
    expect(setPermission({ item: { read: true, write: true } }, 'item', 'read', false)).toEqual({ item: { read: false, write: false } });
  });

  it('keeps Read when only Write is cleared, and leaves other areas alone', () => {
    const map = { item: { read: true, write: true }, user: { read: true, write: false } };
    expect(setPermission(map, 'item', 'write', false)).toEqual({ item: { read: true, write: false }, user: { read: true, write: false } });
  });

  it('saves areas that were not on screen as they were', () => {
    const map = setPermission({ appcms: { read: true, write: true } }, 'user', 'read', true);
    expect(permissionsToSave(map)).toEqual({ user: { read: true, write: false }, appcms: { read: true, write: true } });
  });
});
