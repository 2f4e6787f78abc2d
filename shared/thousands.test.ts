import { describe, expect, it } from 'vitest';
import { thousands } from './thousands';

describe('thousands', () => {
  it.each([0, 7, 999, 1_000, 10_000, 100_000, 1_234_567])('writes %i as toLocaleString("en") does', (n) => {
    expect(thousands(n)).toBe(n.toLocaleString('en'));
  });
});
