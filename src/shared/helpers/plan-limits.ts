/**
 * Every limit of a plan (SPEC §9.1) as the public pages state it: the pricing cards and comparison table, the
 * landing's plan overview, the ROI calculator. One wording everywhere.
 */
import type { Plan } from '../constants/plans';
import type { NotificationChannelName } from '../contracts/notification-settings';
import { formatCheckInterval, formatCount, formatLimit, formatRetention } from './plan-display';

/** The kinds of alert delivery. The plan's channel limit counts kinds (decision 013), so above 4 it means all. */
export const ALERT_CHANNEL_KINDS = [
  'email',
  'sms',
  'slack',
  'webhook',
] as const satisfies readonly NotificationChannelName[];

/**
 * How many kinds a plan's channel limit lets a workspace use: a limit above the number of kinds (Agency's 10,
 * Enterprise's unlimited) means all of them, never "10 channels" (decision 044).
 */
export function usableAlertChannels(max: number): number {
  return Math.min(max, ALERT_CHANNEL_KINDS.length);
}

/** In a sentence: 10 -> 'all 4 alert channels', 3 -> '3 of the 4 alert channels', 1 -> '1 of the 4 alert channels'. */
export function alertChannelAllowance(max: number): string {
  const kinds = ALERT_CHANNEL_KINDS.length;
  const usable = usableAlertChannels(max);
  return usable >= kinds ? `all ${kinds} alert channels` : `${usable} of the ${kinds} alert channels`;
}

/** 1 -> '1 of 4', 3 -> '3 of 4', 10 -> 'All 4'. */
export function formatAlertChannels(max: number): string {
  const kinds = ALERT_CHANNEL_KINDS.length;
  return max >= kinds ? `All ${kinds}` : `${max} of ${kinds}`;
}

/** SPEC §6: the Partner API is not offered on the free tier (its screen is hidden there). */
export function includesPartnerApi(plan: Plan): boolean {
  return plan.tier !== 'free';
}

export interface PlanLimitRow {
  label: string;
  value: (plan: Plan) => string;
}

export const PLAN_LIMIT_ROWS: readonly PlanLimitRow[] = [
  { label: 'Monitored domains', value: (plan) => formatLimit(plan.maxDomains) },
  { label: 'Uptime check interval', value: (plan) => formatCheckInterval(plan.checkIntervalSeconds) },
  { label: 'Team members', value: (plan) => formatLimit(plan.maxTeamMembers) },
  { label: 'History kept', value: (plan) => formatRetention(plan.retentionDays) },
  {
    label: 'Alert channels (e-mail, SMS, Slack, webhook)',
    value: (plan) => formatAlertChannels(plan.maxAlertChannels),
  },
  {
    label: 'Partner API requests a month',
    value: (plan) => (includesPartnerApi(plan) ? formatLimit(plan.apiRequestsMonthly) : 'Not included'),
  },
];

/** The lines of a plan card: each limit in a short sentence. */
export function planHighlights(plan: Plan): string[] {
  const channels =
    plan.maxAlertChannels >= ALERT_CHANNEL_KINDS.length
      ? `All ${ALERT_CHANNEL_KINDS.length} alert channels`
      : formatCount(plan.maxAlertChannels, 'alert channel');
  return [
    formatCount(plan.maxDomains, 'domain'),
    `Uptime checked ${formatCheckInterval(plan.checkIntervalSeconds)}`,
    plan.maxTeamMembers === 1 ? 'Just you (no team seats)' : formatCount(plan.maxTeamMembers, 'team member'),
    `${formatRetention(plan.retentionDays)} of history`,
    channels,
    ...(includesPartnerApi(plan) ? [`${formatCount(plan.apiRequestsMonthly, 'API request')} a month`] : []),
  ];
}
