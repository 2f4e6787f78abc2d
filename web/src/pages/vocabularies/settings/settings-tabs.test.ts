import { describe, expect, it } from 'vitest';
import { allPermissions } from '../../../../../shared/permissions';
import { ENGLISH } from '../../../i18n/load-catalog';
import { translatorFor } from '../../../i18n/translator';
import { activeTab, settingsRights, settingsTabs, type SettingsTab } from './settings-tabs';

const t = translatorFor(ENGLISH);
const titles = (tabs: SettingsTab[]) => tabs.map((tab) => t(tab.titleId));
const titled = (tabs: SettingsTab[], title: string) => tabs.find((tab) => t(tab.titleId) === title);

const admin = { permissions: allPermissions(), enabledFeatures: ['Item-Cataloging', 'App-Cms'] };

describe('Settings tabs', () => {
  it('lists the 16 tabs of the spec, Category with Subcategory and Materials with material details', () => {
    const tabs = settingsTabs(admin);
    expect(titles(tabs)).toEqual([
      'Category',
      'Building Area',
      'Materials',
      'Building Number',
      'Classification',
      'Country',
      'Currency',
      'Geographical Area',
      'Language',
      'Location Name',
      'Subject',
      'Surface',
      'Technology',
      'Condition Category',
      'Treatment Category',
      'Movement Reason',
    ]);
    expect(titled(tabs, 'Category')?.child?.name).toBe('subcategories');
    expect(titled(tabs, 'Materials')?.child?.name).toBe('materialDetails');
    expect(titled(tabs, 'Country')?.child).toBeUndefined();
  });

  it('shows only the Language tab without Item-Cataloging', () => {
    expect(titles(settingsTabs({ ...admin, enabledFeatures: ['App-Cms'] }))).toEqual(['Language']);
  });

  it('offers the reference list tabs only with read on setting, the Language tab always', () => {
    const noSetting = { permissions: { user: { read: true, write: true } }, enabledFeatures: ['Item-Cataloging', 'App-Cms'] };
    expect(titles(settingsTabs(noSetting))).toEqual(['Language']);
    const reader = { permissions: { setting: { read: true, write: false } }, enabledFeatures: ['Item-Cataloging'] };
    expect(settingsTabs(reader)).toHaveLength(16);
  });

  it('opens the tab the address names, else the first', () => {
    const tabs = settingsTabs(admin);
    expect(t(activeTab(tabs, 'movementReasons')!.titleId)).toBe('Movement Reason');
    expect(t(activeTab(tabs, 'nonsense')!.titleId)).toBe('Category');
    expect(t(activeTab(tabs, null)!.titleId)).toBe('Category');
  });

  it('lets setting write edit lists and appcms write change app languages', () => {
    expect(settingsRights({ permissions: { setting: { read: true, write: false } }, enabledFeatures: ['Item-Cataloging', 'App-Cms'] })).toEqual({
      editLists: false,
      languageAppActions: false,
    });
    expect(settingsRights(admin)).toEqual({ editLists: true, languageAppActions: true });
  });
});
