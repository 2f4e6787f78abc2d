import { describe, expect, it } from 'vitest';
import { NEWS, POIS } from './seed-app-texts';

const ARABIC = /\p{Script=Arabic}/u;

describe("a local museum's seeded app content", () => {
  it('gives every POI and news item an Arabic title, a draft too (a tester previews it in Arabic)', () => {
    const untitled = [...POIS, ...NEWS].filter((item) => !ARABIC.test(item.ar[0])).map((item) => item.en[0]);
    expect(untitled).toEqual([]);
  });
});
