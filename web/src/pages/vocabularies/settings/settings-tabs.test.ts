import { describe, expect, it } from 'vitest';
import { allPermissions } from '../../../../../shared/permissions';
import { activeTab, settingsRights, settingsTabs } from './settings-tabs';

const admin = { permissions: allPermissions(), enabledFeatures: ['Item-Cataloging', 'App-Cms'] };

describe('Settings tabs', () => {
  it('lists the 16 tabs of the spec, Category with Subcategory and Materials with material details', () => {
    const tabs = settingsTabs(admin);
    expect(tabs).toHaveLength(16);
    expect(tabs.find((t) => t.title === 'Category')?.child?.name).toBe('subcategories');
    expect(tabs.find((t) => t.title === 'Materials')?.child?.name).toBe('materialDetails');
    expect(tabs.find((t) => t.title === 'Country')?.child).toBeUndefined();
  });

  it('shows only the Language tab without Item-Cataloging', () => {
    expect(settingsTabs({ ...admin, enabledFeatures: ['App-Cms'] }).map((t) => t.title)).toEqual(['Language']);
  });

  it('offers the reference list tabs only with read on setting, the Language tab always', () => {
    const noSetting = { permissions: { user: { read: true, write: true } }, enabledFeatures: ['Item-Cataloging', 'App-Cms'] };
    expect(settingsTabs(noSetting).map((t) => t.title)).toEqual(['Language']);
    const reader = { permissions: { setting: { read: true, write: false } }, enabledFeatures: ['Item-Cataloging'] };
    expect(settingsTabs(reader)).toHaveLength(16);
  });

  it('opens the tab the address names, else the first', () => {
    const tabs = settingsTabs(admin);
    expect(activeTab(tabs, 'movementReasons')?.title).toBe('Movement Reason');
    expect(activeTab(tabs, 'nonsense')?.title).toBe('Category');
    expect(activeTab(tabs, null)?.title).toBe('Category');
  });

  it('lets setting write edit lists and appcms write change app languages', () => {
    expect(settingsRights({ permissions: { setting: { read: true, write: false } }, enabledFeatures: ['Item-Cataloging', 'App-Cms'] })).toEqual({
      editLists: false,
      languageAppActions: false,
    });
    expect(settingsRights(admin)).toEqual({ editLists: true, languageAppActions: true });
  });
});
