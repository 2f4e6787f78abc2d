import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { FIXTURES, fixtureKey, fixtureOf } from './fixtures';
import { SERVED, WALKED_ACCESS } from './walk';

/**
 * The suite walks the route table, so a new route is covered without editing it, as long as it
 * can be classified: an access kind the suite knows, and a fixture that says how to call it.
 */
describe('route table: every route can be walked', () => {
  it('has routes to walk', () => {
    expect(SERVED.length).toBeGreaterThan(30);
  });

  for (const route of SERVED) {
    it(`${route.routeKey}: has a fixture and a known access kind`, () => {
      expect(() => fixtureOf(route)).not.toThrow();
      expect(WALKED_ACCESS, `${route.routeKey}: the suite cannot walk access '${route.access}' yet; teach it in test/security/walk.ts`).toContain(route.access);
    });
  }

  it('keeps no fixture of a route the table no longer has', () => {
    const known = new Set(ROUTES.map(fixtureKey));
    expect(Object.keys(FIXTURES).filter((key) => !known.has(key))).toEqual([]);
  });
});
