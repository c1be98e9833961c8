import { describe, expect, it } from 'vitest';
import { metricWinner, overallWinner, rateAgainst } from './benchmark-winner';

const timing = { better: 'lower', unit: 'ms' } as const;
const count = { better: 'higher', unit: 'count' } as const;

describe('benchmark winner rule', () => {
  it('lets the better value win, with close timings a tie', () => {
    expect(metricWinner(120, 300, timing)).toBe('domain');
    expect(metricWinner(300, 120, timing)).toBe('competitor');
    expect(metricWinner(200, 215, timing)).toBe('tie'); // within 10% of the slower
    expect(metricWinner(2, 3, timing)).toBe('tie'); // within 5 ms
    expect(metricWinner(4, 5, count)).toBe('competitor');
    expect(metricWinner(5, 5, count)).toBe('tie');
  });

  it('gives the metric to the side that could be measured, and to nobody when neither could', () => {
    expect(metricWinner(120, null, timing)).toBe('domain');
    expect(metricWinner(null, 0, count)).toBe('competitor');
    expect(metricWinner(null, null, timing)).toBeNull();
  });

  it('names the overall winner by metrics won', () => {
    expect(overallWinner(['domain', 'domain', 'competitor', 'tie', null])).toBe('domain');
    expect(overallWinner(['domain', 'competitor', 'tie'])).toBe('tie');
    expect(overallWinner([null, null])).toBeNull();
  });

  it('rates a value against published good and poor lines', () => {
    const lcp = { goodValue: 2500, poorValue: 4000, lowerIsBetter: true };
    expect([2500, 2501, 4000, 4001].map((v) => rateAgainst(v, lcp))).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
    const score = { goodValue: 90, poorValue: 50, lowerIsBetter: false };
    expect([90, 89, 50, 49].map((v) => rateAgainst(v, score))).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
  });
});
