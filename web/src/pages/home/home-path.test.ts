import { describe, expect, it } from 'vitest';
import { allPermissions } from '../../../../shared/permissions';
import { homePath } from './home-path';

describe('homePath', () => {
  it('opens the dashboard with Item-Cataloging', () => {
    expect(homePath({ permissions: allPermissions(), enabledFeatures: ['Item-Cataloging', 'App-Cms'] })).toBe('/dashboard');
    expect(homePath({ permissions: {}, enabledFeatures: ['Item-Cataloging'] })).toBe('/dashboard');
  });

  it('opens the POI list otherwise', () => {
    expect(homePath({ permissions: allPermissions(), enabledFeatures: ['App-Cms'] })).toBe('/pois');
    expect(homePath({ permissions: {}, enabledFeatures: [] })).toBe('/pois');
  });
});
