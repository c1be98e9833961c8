import { describe, expect, it } from 'vitest';
import { downtimeBudgetSeconds, formatBudget } from './downtime-budget';

describe('downtime budget of an availability target (30-day month)', () => {
  it('turns common SLA percentages into minutes a month', () => {
    expect([99, 99.5, 99.9, 99.95, 99.99].map((p) => formatBudget(downtimeBudgetSeconds(p)))).toEqual([
      '7 h 12 min',
      '3 h 36 min',
      '43 min 12 s',
      '21 min 36 s',
      '4 min 19 s',
    ]);
  });
  it('allows nothing at 100% and never goes negative', () => {
    expect(formatBudget(downtimeBudgetSeconds(100))).toBe('0 s');
    expect(downtimeBudgetSeconds(120)).toBe(0);
  });
});
