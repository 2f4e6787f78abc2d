import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundedCache } from './bounded-cache';

afterEach(() => vi.useRealTimers());

describe('BoundedCache', () => {
  it('never holds more than its size, dropping the least recently used entry first', () => {
    const cache = new BoundedCache<number>(3, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toEqual({ found: true, value: 1 });
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toEqual({ found: false });
    expect(cache.get('a')).toEqual({ found: true, value: 1 });
    for (let i = 0; i < 10_000; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
  });

  it('keeps a cached undefined apart from a miss, and forgets entries older than their time to live', () => {
    vi.useFakeTimers();
    const cache = new BoundedCache<string | undefined>(10, 1_000);
    cache.set('unknown', undefined);
    expect(cache.get('unknown')).toEqual({ found: true, value: undefined });
    vi.advanceTimersByTime(1_000);
    expect(cache.get('unknown')).toEqual({ found: false });
  });
});
