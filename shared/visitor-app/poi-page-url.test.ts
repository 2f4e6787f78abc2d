import { describe, expect, it } from 'vitest';
import { poiPageUrl } from './poi-page-url';

describe("a POI's visitor page URL", () => {
  it('is https on a museum host and http on a local one, the id encoded as a path segment', () => {
    expect(poiPageUrl('Louvre.Example.org', '01J/X')).toBe('https://louvre.example.org/visit/poi/01J%2FX');
    expect(poiPageUrl('demo.localhost:3000', 'p1')).toBe('http://demo.localhost:3000/visit/poi/p1');
    expect(poiPageUrl('localhost:3000', 'p1')).toBe('http://localhost:3000/visit/poi/p1');
  });
});
