import { describe, expect, it } from 'vitest';
import { allPermissions, can, ITEM_WRITE_WITH_CATALOGUING, normalisePermissions, passesGate, visibleAreas } from './permissions';

describe('permissions', () => {
  const both = ['Item-Cataloging', 'App-Cms'];

  it('lets write imply read, and read alone never write', () => {
    const grant = { permissions: { user: { read: false, write: true }, setting: { read: true, write: false } }, enabledFeatures: both };
    expect(can(grant, 'user', 'read')).toBe(true);
    expect(can(grant, 'user', 'write')).toBe(true);
    expect(can(grant, 'setting', 'read')).toBe(true);
    expect(can(grant, 'setting', 'write')).toBe(false);
    expect(can(grant, 'item', 'read')).toBe(false);
  });

  it('closes an area whose feature the user lacks, whatever the group says', () => {
    const grant = { permissions: allPermissions(), enabledFeatures: ['App-Cms'] };
    expect(can(grant, 'item', 'read')).toBe(false);
    expect(can(grant, 'condition', 'write')).toBe(false);
    expect(can(grant, 'appcms', 'write')).toBe(true);
    expect(can(grant, 'user', 'write')).toBe(true);
  });

  it('normalises a saved map so write carries read', () => {
    expect(normalisePermissions({ item: { read: false, write: true }, user: { read: true, write: false } })).toEqual({
      item: { read: true, write: true },
      user: { read: true, write: false },
    });
  });

  it('lists the permission areas per enabled feature (spec 1 section 2)', () => {
    expect(visibleAreas([])).toEqual(['user', 'setting']);
    expect(visibleAreas(['App-Cms'])).toEqual(['user', 'setting', 'appcms']);
    expect(visibleAreas(both)).toEqual([
      'user', 'setting', 'item', 'condition', 'treatment', 'movement', 'curatorialForm', 'technicalForm', 'insurance', 'appcms',
    ]);
  });
});

describe('gates', () => {
  const appCmsWriter = { permissions: { appcms: { read: true, write: true } }, enabledFeatures: ['App-Cms'] };
  it("asks a module's gate only while the module is on", () => {
    expect(passesGate(appCmsWriter, ITEM_WRITE_WITH_CATALOGUING)).toBe(true);
    expect(passesGate({ ...appCmsWriter, enabledFeatures: ['App-Cms', 'Item-Cataloging'] }, ITEM_WRITE_WITH_CATALOGUING)).toBe(false);
  });

  it('asks a gate without a module always, with its area\'s own module', () => {
    const itemRead = { area: 'item', level: 'read' } as const;
    expect(passesGate(appCmsWriter, itemRead)).toBe(false);
    expect(passesGate({ permissions: { ...appCmsWriter.permissions, item: { read: true, write: false } }, enabledFeatures: ['App-Cms'] }, itemRead)).toBe(false);
    expect(passesGate({ permissions: { ...appCmsWriter.permissions, item: { read: true, write: false } }, enabledFeatures: ['App-Cms', 'Item-Cataloging'] }, itemRead)).toBe(true);
  });
});
