import { describe, expect, it } from 'vitest';
import { CACHE_TIERS, CURRENT_USER_CACHE, queryKeyToPath } from './cache-tiers';

describe('cache tiers (SPEC §9.3)', () => {
  it('has the five tiers with their fresh and kept times', () => {
    expect(CACHE_TIERS.STABLE).toEqual({ staleTime: 86_400_000, gcTime: 604_800_000 });
    expect(CACHE_TIERS.SEMI_STABLE).toEqual({ staleTime: 3_600_000, gcTime: 86_400_000 });
    expect(CACHE_TIERS.NORMAL).toEqual({ staleTime: 300_000, gcTime: 1_800_000 });
    expect(CACHE_TIERS.FREQUENT).toEqual({ staleTime: 60_000, gcTime: 300_000 });
    expect(CACHE_TIERS.REAL_TIME).toEqual({ staleTime: 0, gcTime: 60_000 });
    expect(CURRENT_USER_CACHE).toEqual({ staleTime: 300_000, gcTime: 600_000 });
  });
});

describe('queryKeyToPath', () => {
  it("joins the key's parts with '/'", () => {
    expect(queryKeyToPath(['/api/auth/user'])).toBe('/api/auth/user');
    expect(queryKeyToPath(['/api/audits', 'a1'])).toBe('/api/audits/a1');
    expect(queryKeyToPath(['/api/teams', 7, { ignored: true }])).toBe('/api/teams/7');
  });
});
