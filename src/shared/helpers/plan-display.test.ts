import { describe, expect, it } from 'vitest';
import { PLANS } from '../constants/plans';
import { formatCheckInterval, formatCount, formatLimit, formatRetention } from './plan-display';

describe('plan display', () => {
  it('reads the check intervals of SPEC §9.1', () => {
    expect(formatCheckInterval(PLANS.free.checkIntervalSeconds)).toBe('every 60 min');
    expect(formatCheckInterval(PLANS.pro.checkIntervalSeconds)).toBe('every 5 min');
    expect(formatCheckInterval(PLANS.agency.checkIntervalSeconds)).toBe('every 1 min');
    expect(formatCheckInterval(PLANS.enterprise.checkIntervalSeconds)).toBe('every 30 s');
  });
  it('shows effectively unlimited limits as Unlimited', () => {
    expect(formatLimit(PLANS.enterprise.maxTeamMembers)).toBe('Unlimited');
    expect(formatLimit(10_000)).toBe('10,000');
    expect(formatCount(1, 'domain')).toBe('1 domain');
    expect(formatCount(10, 'domain')).toBe('10 domains');
    expect(formatCount(999_999, 'domain')).toBe('Unlimited domains');
    expect(formatRetention(7)).toBe('7 days');
  });
});
