import { describe, expect, it } from 'vitest';
import { CHANGE_RULES, formatChange, periodChange } from './period-change';

describe('period change (this period against the previous one)', () => {
  it('judges a rise by whether higher is better', () => {
    expect(periodChange(99.9, 99.5, CHANGE_RULES.uptime)).toMatchObject({ direction: 'up', verdict: 'better' });
    expect(periodChange(480, 400, CHANGE_RULES.responseTime)).toMatchObject({
      direction: 'up',
      verdict: 'worse',
      percent: 20,
    });
    expect(periodChange(2, 5, CHANGE_RULES.incidents)).toMatchObject({ direction: 'down', verdict: 'better' });
  });

  it('treats noise within the tolerance as no change, and claims nothing without both periods', () => {
    expect(periodChange(99.951, 99.949, CHANGE_RULES.uptime)).toMatchObject({ direction: 'flat', verdict: 'same' });
    expect(periodChange(120, null, CHANGE_RULES.responseTime)).toBeNull();
    expect(periodChange(null, 120, CHANGE_RULES.responseTime)).toBeNull();
    expect(periodChange(3, 0, CHANGE_RULES.incidents)?.percent).toBeNull();
  });

  it('labels the change in the metric’s unit', () => {
    expect(formatChange(periodChange(99.9, 99.5, CHANGE_RULES.uptime)!, 'pp')).toBe('+0.40 pp');
    expect(formatChange(periodChange(365, 400, CHANGE_RULES.responseTime)!, 'ms')).toBe('−35 ms');
    expect(formatChange(periodChange(61, 60, CHANGE_RULES.sslDaysLeft)!, 'days')).toBe('+1 day');
    expect(formatChange(periodChange(50, 50, CHANGE_RULES.performanceScore)!, 'points')).toBe('No change');
  });
});
