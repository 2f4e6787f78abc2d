import { beforeAll, describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'unit-test-table';
let service: typeof import('./languages');
beforeAll(async () => {
  service = await import('./languages');
});

const none = { usedInMobileApp: false, defaultInMobileApp: false, directionRightToLeft: false };

describe('language flags', () => {
  it('makes a default language an app language', () => {
    expect(service.nextFlags(none, { defaultInMobileApp: true })).toEqual({ usedInMobileApp: true, defaultInMobileApp: true, directionRightToLeft: false });
    expect(service.nextFlags({ ...none, usedInMobileApp: true, defaultInMobileApp: true }, { usedInMobileApp: false }).usedInMobileApp).toBe(true);
  });

  it('keeps the flags a save leaves out', () => {
    expect(service.nextFlags({ ...none, directionRightToLeft: true }, { usedInMobileApp: true })).toEqual({ usedInMobileApp: true, defaultInMobileApp: false, directionRightToLeft: true });
  });
});
