import { describe, expect, it } from 'vitest';
import { allPermissions } from '../../../../shared/permissions';
import { homePath } from './home-path';

describe('homePath', () => {
  it('opens the dashboard with Item-Cataloging and item read', () => {
    expect(homePath({ permissions: allPermissions(), enabledFeatures: ['Item-Cataloging', 'App-Cms'] })).toBe('/dashboard');
    expect(homePath({ permissions: { item: { read: true, write: false } }, enabledFeatures: ['Item-Cataloging'] })).toBe('/dashboard');
  });

  it('opens the POI list without Item-Cataloging', () => {
    expect(homePath({ permissions: allPermissions(), enabledFeatures: ['App-Cms'] })).toBe('/pois');
  });

  it('opens the first screen the user may read when the dashboard is closed to them', () => {
    const read = { read: true, write: false };
    expect(homePath({ permissions: { appcms: read }, enabledFeatures: ['Item-Cataloging', 'App-Cms'] })).toBe('/pois');
    expect(homePath({ permissions: { condition: read }, enabledFeatures: ['Item-Cataloging'] })).toBe('/conditions');
    expect(homePath({ permissions: { user: read }, enabledFeatures: ['Item-Cataloging'] })).toBe('/user-list');
    expect(homePath({ permissions: {}, enabledFeatures: ['Item-Cataloging'] })).toBe('/profile');
    expect(homePath({ permissions: {}, enabledFeatures: [] })).toBe('/profile');
  });
});
