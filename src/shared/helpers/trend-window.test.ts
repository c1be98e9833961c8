import { describe, expect, it } from 'vitest';
import { hasComparablePeriod, isRangeAllowed, trendWindow } from './trend-window';

describe('trend windows and plan retention', () => {
  it('allows ranges within the retention, and a comparison when two periods fit', () => {
    expect(['24h', '7d', '30d', '90d'].map((r) => isRangeAllowed(r as '7d', 7))).toEqual([true, true, false, false]);
    expect(isRangeAllowed('90d', 90)).toBe(true);
    expect(hasComparablePeriod('7d', 30)).toBe(true);
    expect(hasComparablePeriod('30d', 30)).toBe(false);
  });

  it('covers the last 24 whole hours, or the last N UTC days including today', () => {
    const now = new Date('2025-03-10T15:42:00Z');
    const hours = trendWindow('24h', now, 30);
    expect(hours.starts).toHaveLength(24);
    expect(hours.from.toISOString()).toBe('2025-03-09T16:00:00.000Z');
    expect(hours.starts.at(-1)!.toISOString()).toBe('2025-03-10T15:00:00.000Z');
    expect(hours.previous?.from.toISOString()).toBe('2025-03-08T16:00:00.000Z');

    const days = trendWindow('7d', now, 7);
    expect(days.bucket).toBe('day');
    expect(days.from.toISOString()).toBe('2025-03-04T00:00:00.000Z');
    expect(days.starts.at(-1)!.toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(days.previous).toBeNull();
  });
});
