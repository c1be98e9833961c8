import { describe, expect, it } from 'vitest';
import { PLAN_ORDER, PLANS } from '../constants/plans';
import { channelSchema } from '../contracts/notification-settings';
import { ALERT_CHANNEL_KINDS, formatAlertChannels, PLAN_LIMIT_ROWS, planHighlights } from './plan-limits';

describe('plan limits as the public pages state them', () => {
  it('knows every alert channel kind the product delivers to', () => {
    expect([...ALERT_CHANNEL_KINDS].sort()).toEqual([...channelSchema.options].sort());
  });

  it('reads a channel limit at or above the number of kinds as all of them', () => {
    expect(PLAN_ORDER.map((tier) => formatAlertChannels(PLANS[tier].maxAlertChannels))).toEqual([
      '1 of 4',
      '3 of 4',
      'All 4',
      'All 4',
    ]);
  });

  it('lists every SPEC §9.1 limit for every plan, with no partner API on Free', () => {
    const table = PLAN_LIMIT_ROWS.map((row) => [row.label, ...PLAN_ORDER.map((tier) => row.value(PLANS[tier]))]);
    expect(table).toEqual([
      ['Monitored domains', '1', '10', '50', 'Unlimited'],
      ['Uptime check interval', 'every 60 min', 'every 5 min', 'every 1 min', 'every 30 s'],
      ['Team members', '1', '3', '10', 'Unlimited'],
      ['History kept', '7 days', '30 days', '90 days', '365 days'],
      ['Alert channels (e-mail, SMS, Slack, webhook)', '1 of 4', '3 of 4', 'All 4', 'All 4'],
      ['Partner API requests a month', 'Not included', '10,000', '50,000', 'Unlimited'],
    ]);
  });

  it('sums a plan up in short lines for its card', () => {
    expect(planHighlights(PLANS.free)).toEqual([
      '1 domain',
      'Uptime checked every 60 min',
      'Just you (no team seats)',
      '7 days of history',
      '1 alert channel',
    ]);
    expect(planHighlights(PLANS.enterprise)).toEqual([
      'Unlimited domains',
      'Uptime checked every 30 s',
      'Unlimited team members',
      '365 days of history',
      'All 4 alert channels',
      'Unlimited API requests a month',
    ]);
  });
});
