import { describe, expect, it } from 'vitest';
import { formatVital, percentile, rateVital, ratingCounts } from './web-vitals-rating';

describe('Web Vitals ratings (SPEC §9.4)', () => {
  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 500, 'needs-improvement'],
    ['inp', 501, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.25, 'needs-improvement'],
    ['cls', 0.26, 'poor'],
    ['fcp', 1800, 'good'],
    ['fcp', 3001, 'poor'],
    ['ttfb', 800, 'good'],
    ['ttfb', 1800, 'needs-improvement'],
    ['ttfb', 1801, 'poor'],
  ] as const)('%s at %s is %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });

  it('takes the 75th percentile by nearest rank and counts each band', () => {
    expect(percentile([], 0.75)).toBeNull();
    expect(percentile([900], 0.75)).toBe(900);
    expect(percentile([4000, 1000, 3000, 2000], 0.75)).toBe(3000);
    expect(percentile([1, 2, 3, 4, 5], 0.75)).toBe(4);
    expect(ratingCounts('lcp', [1000, 2600, 3000, 9000])).toEqual({ good: 1, 'needs-improvement': 2, poor: 1 });
  });

  it('reads durations in ms or s and CLS as a plain number', () => {
    expect(formatVital('lcp', 840)).toBe('840 ms');
    expect(formatVital('lcp', 2430)).toBe('2.4 s');
    expect(formatVital('cls', 0.046)).toBe('0.05');
  });
});
