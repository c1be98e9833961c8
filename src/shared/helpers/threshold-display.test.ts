import { describe, expect, it } from 'vitest';
import { thresholdProblems, thresholdMessages } from '../contracts/alert-thresholds';
import { businessHoursText, cooldownText, formatThresholdValue, thresholdLevelText } from './threshold-display';

describe('threshold display', () => {
  it('formats values with their unit', () => {
    expect(formatThresholdValue('response_time', 3000)).toBe('3,000 ms');
    expect(formatThresholdValue('uptime_percentage', 99.5)).toBe('99.5%');
    expect(formatThresholdValue('ssl_expiry_days', 30)).toBe('30 days');
    expect(formatThresholdValue('ssl_expiry_days', 1)).toBe('1 day');
    expect(formatThresholdValue('cls', 0.1)).toBe('0.1');
    expect(formatThresholdValue('performance_score', 50)).toBe('50');
  });

  it('says which way a metric gets worse', () => {
    expect(thresholdLevelText('response_time', 'warning', 3000)).toBe('Warning above 3,000 ms');
    expect(thresholdLevelText('ssl_expiry_days', 'critical', 7)).toBe('Critical below 7 days');
    expect(thresholdLevelText('lcp', 'critical', null)).toBeNull();
  });

  it('reads business hours and cooldowns', () => {
    const rule = {
      businessHoursOnly: true,
      businessHoursStart: '09:00',
      businessHoursEnd: '17:30',
      timezone: 'America/New_York',
    };
    expect(businessHoursText(rule)).toBe('09:00–17:30 America/New York');
    expect(businessHoursText({ ...rule, businessHoursOnly: false })).toBeNull();
    expect(cooldownText(0)).toBe('No cooldown');
    expect(cooldownText(15)).toBe('15 min cooldown');
    expect(cooldownText(120)).toBe('2 h cooldown');
    expect(cooldownText(90)).toBe('1 h 30 min cooldown');
  });
});

describe('thresholdProblems', () => {
  const base = {
    metric: 'response_time' as const,
    warningThreshold: 1000,
    criticalThreshold: 2000,
    businessHoursOnly: false,
    businessHoursStart: null,
    businessHoursEnd: null,
  };

  it('accepts a sound rule, and one level alone', () => {
    expect(thresholdProblems(base)).toEqual({});
    expect(thresholdProblems({ ...base, warningThreshold: null })).toEqual({});
  });

  it('orders the levels by the direction of the metric', () => {
    expect(thresholdProblems({ ...base, criticalThreshold: 1000 })).toEqual({
      criticalThreshold: thresholdMessages.criticalAbove,
    });
    expect(
      thresholdProblems({ ...base, metric: 'performance_score', warningThreshold: 50, criticalThreshold: 30 }),
    ).toEqual({});
    expect(
      thresholdProblems({ ...base, metric: 'performance_score', warningThreshold: 30, criticalThreshold: 50 }),
    ).toEqual({
      criticalThreshold: thresholdMessages.criticalBelow,
    });
  });

  it('needs a level within the range of the metric', () => {
    expect(thresholdProblems({ ...base, warningThreshold: null, criticalThreshold: null })).toEqual({
      warningThreshold: thresholdMessages.levelRequired,
    });
    expect(thresholdProblems({ ...base, metric: 'cls', warningThreshold: 0.1, criticalThreshold: 11 })).toEqual({
      criticalThreshold: 'Enter a value from 0 to 10',
    });
  });

  it('needs both ends of business hours, different from each other', () => {
    expect(thresholdProblems({ ...base, businessHoursOnly: true, businessHoursStart: '09:00' })).toEqual({
      businessHoursEnd: thresholdMessages.businessHoursIncomplete,
    });
    expect(
      thresholdProblems({ ...base, businessHoursOnly: true, businessHoursStart: '09:00', businessHoursEnd: '09:00' }),
    ).toEqual({ businessHoursEnd: thresholdMessages.businessHoursSameTime });
  });
});
