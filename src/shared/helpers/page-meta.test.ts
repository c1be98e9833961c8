import { describe, expect, it } from 'vitest';
import { fitToLimit, isPaginatedPageIndexable, PAGE_DESCRIPTION_LIMIT } from './page-meta';

describe('isPaginatedPageIndexable (SPEC §9.4: paginated pages beyond 3 are noindexed)', () => {
  it('indexes the first three pages', () => {
    expect([1, 2, 3].map(isPaginatedPageIndexable)).toEqual([true, true, true]);
  });
  it('does not index page 4 and later', () => {
    expect([4, 5, 40].map(isPaginatedPageIndexable)).toEqual([false, false, false]);
  });
});

describe('fitToLimit', () => {
  it('keeps a text that fits, whitespace tidied', () => {
    expect(fitToLimit('  DNS  record best practices ', 60)).toBe('DNS record best practices');
  });
  it('cuts at a word boundary with an ellipsis, within the limit', () => {
    const fitted = fitToLimit('SSL certificate types explained: DV, OV, EV and more', 40);
    expect(fitted).toBe('SSL certificate types explained: DV, OV…');
    expect(fitted.length).toBeLessThanOrEqual(40);
  });
  it('drops punctuation left dangling before the ellipsis', () => {
    expect(fitToLimit('Uptime, certificates, DNS and registration', 23)).toBe('Uptime, certificates…');
  });
  it('cuts one overlong word where it must', () => {
    expect(fitToLimit('a'.repeat(200), PAGE_DESCRIPTION_LIMIT)).toHaveLength(PAGE_DESCRIPTION_LIMIT);
  });
});
