import { describe, expect, it } from 'vitest';
import { createLruCache } from '../../../src/server/modules/scan/lru-cache';

describe('LRU cache', () => {
  it('expires entries after the TTL and evicts the least recently used beyond the bound', () => {
    const cache = createLruCache<number>(2, 1_000);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 500)).toBe(1); // 'a' is now the most recently used
    cache.set('c', 3, 500);
    expect(cache.get('b', 500)).toBeUndefined();
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
