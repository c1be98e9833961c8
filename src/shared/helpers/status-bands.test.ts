import { describe, expect, it } from 'vitest';
import {
  auditScoreBand,
  describeDaysLeft,
  formatPercent,
  getPerformanceBarTone,
  getSslDaysTone,
  getUptimeTone,
  isUptimeTrendGood,
} from './status-bands';

describe('SSL days-left bands (SPEC §9.4)', () => {
  it.each([
    [-3, 'critical'],
    [7, 'critical'],
    [8, 'warning'],
    [30, 'warning'],
    [31, 'healthy'],
    [null, 'unknown'],
  ] as const)('%s days is %s', (days, tone) => {
    expect(getSslDaysTone(days)).toBe(tone);
  });

  it('describes the days left in words', () => {
    expect(describeDaysLeft(12)).toBe('12 days left');
    expect(describeDaysLeft(1)).toBe('1 day left');
    expect(describeDaysLeft(0)).toBe('expires today');
    expect(describeDaysLeft(-1)).toBe('expired 1 day ago');
    expect(describeDaysLeft(-4)).toBe('expired 4 days ago');
  });
});

describe('uptime bands (SPEC §9.4)', () => {
  it.each([
    [100, 'healthy'],
    [99.5, 'healthy'],
    [99.49, 'warning'],
    [95, 'warning'],
    [94.99, 'critical'],
    [null, 'unknown'],
  ] as const)('%s%% is %s', (percent, tone) => {
    expect(getUptimeTone(percent)).toBe(tone);
  });

  it('points the trend up at 99% or more', () => {
    expect(isUptimeTrendGood(99)).toBe(true);
    expect(isUptimeTrendGood(98.99)).toBe(false);
  });

  it('shows 2 decimals', () => {
    expect(formatPercent(99.9)).toBe('99.90%');
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(97.456)).toBe('97.46%');
  });
});

describe('performance bar colours (SPEC §9.4)', () => {
  it.each([
    [90, 'healthy'],
    [89, 'warning'],
    [70, 'warning'],
    [69, 'critical'],
    [null, 'unknown'],
  ] as const)('%s is %s', (score, tone) => {
    expect(getPerformanceBarTone(score)).toBe(tone);
  });
});

describe('audit score bands (SPEC §9.4)', () => {
  it.each([
    [100, 'Secure'],
    [75, 'Secure'],
    [74, 'Needs Improvement'],
    [50, 'Needs Improvement'],
    [49, 'Critical Issues'],
    [0, 'Critical Issues'],
  ] as const)('%s is %s', (score, band) => {
    expect(auditScoreBand(score)).toBe(band);
  });
});
