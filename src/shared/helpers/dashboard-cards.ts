/**
 * SPEC §2.7: what each of the dashboard's four stat cards shows, from the stats of GET /api/dashboard/stats. A card
 * with nothing measured behind it says so ('No data yet'), and none says all is well while the table shows a
 * failure (decision 041).
 */
import type { DashboardStats } from '../contracts/dashboard';
import { attentionCount } from './alert-attention';
import { NO_DATA_YET, PENDING_FIRST_CHECK } from './domain-state';
import type { StatusTone } from './health-score';
import { countOf } from './plural';
import { formatPercent, isUptimeTrendGood } from './status-bands';

export type StatCardKey = 'systemHealth' | 'activeDomains' | 'sslCertificates' | 'activeAlerts';

export interface StatCard {
  key: StatCardKey;
  title: string;
  value: string;
  subtitle: string;
  tone: StatusTone | 'neutral';
  /** The System Health trend: up at 99% or more. */
  trend?: 'up' | 'down';
}

const domainsWord = (n: number) => countOf(n, 'domain');

/**
 * SPEC §2.7's uptime percentage while every measured domain is Online. Once a domain's badge says otherwise (decision
 * 069), the card leads with the worst badge, counted as the table shows it ('1 Critical', '2 Offline', '3 Failing' for
 * both, '1 Warning'), the uptime under it: a site can answer every uptime check and still be Critical (its
 * certificate), and a card reading 100.00% in green beside it would contradict the table.
 */
function systemHealth(stats: DashboardStats): StatCard {
  const base = { key: 'systemHealth', title: 'System Health' } as const;
  if (stats.systemUptime === null) {
    const subtitle = stats.activeDomains > 0 ? `Uptime: ${PENDING_FIRST_CHECK.toLowerCase()}` : 'Uptime';
    return { ...base, value: NO_DATA_YET, subtitle, tone: 'unknown' };
  }
  const uptime = formatPercent(stats.systemUptime);
  const { warning, critical, offline } = stats.domainStates;
  const failing = critical + offline;
  if (failing > 0) {
    const value = critical && offline ? `${failing} Failing` : critical ? `${critical} Critical` : `${offline} Offline`;
    const parts = [
      critical && offline ? `${critical} critical, ${offline} offline` : '',
      warning ? `${warning} warning` : '',
      `Uptime ${uptime}`,
    ];
    return { ...base, value, subtitle: parts.filter(Boolean).join(' · '), tone: 'critical' };
  }
  if (warning > 0) return { ...base, value: `${warning} Warning`, subtitle: `Uptime ${uptime}`, tone: 'warning' };
  const trendUp = isUptimeTrendGood(stats.systemUptime);
  return {
    ...base,
    value: uptime,
    subtitle: 'Uptime',
    tone: trendUp ? 'healthy' : 'warning',
    trend: trendUp ? 'up' : 'down',
  };
}

function sslCertificates(stats: DashboardStats): StatCard {
  const base = { key: 'sslCertificates', title: 'SSL Certificates' } as const;
  const { pending, failed, invalid, expiring, valid } = stats.ssl;
  const failing = failed + invalid;
  if (failing > 0) {
    const parts = [
      failed > 0 ? `${failed} check${failed === 1 ? '' : 's'} failed` : '',
      invalid > 0 ? `${invalid} invalid` : '',
      expiring > 0 ? `${expiring} expiring` : '',
    ];
    return { ...base, value: `${failing} Failing`, subtitle: parts.filter(Boolean).join(', '), tone: 'critical' };
  }
  if (expiring > 0) return { ...base, value: `${expiring} Expiring`, subtitle: 'Within 30 days', tone: 'warning' };
  const httpOnly = stats.ssl['not-applicable'];
  if (valid === 0 && pending === 0 && httpOnly > 0)
    return { ...base, value: 'None to check', subtitle: `${countOf(httpOnly, 'domain')} HTTP only`, tone: 'unknown' };
  if (valid === 0)
    return {
      ...base,
      value: NO_DATA_YET,
      subtitle: pending > 0 ? PENDING_FIRST_CHECK : 'No domains monitored',
      tone: 'unknown',
    };
  if (pending > 0)
    return {
      ...base,
      value: `${pending} Pending`,
      subtitle: `${valid} valid; ${PENDING_FIRST_CHECK.toLowerCase()}`,
      tone: 'unknown',
    };
  return { ...base, value: 'All Good', subtitle: 'Within 30 days', tone: 'healthy' };
}

function activeAlerts(stats: DashboardStats): StatCard {
  const base = { key: 'activeAlerts', title: 'Active Alerts', value: String(stats.activeAlerts) } as const;
  // acknowledged alerts are open and counted, but someone is on them (decision 043); the rest is what the badges count
  const waiting = attentionCount(stats);
  const acknowledged = stats.activeAlerts - waiting;
  if (waiting > 0 && acknowledged > 0)
    return {
      ...base,
      subtitle: `${waiting} need${waiting === 1 ? 's' : ''} attention, ${acknowledged} acknowledged`,
      tone: 'critical',
    };
  if (waiting > 0) return { ...base, subtitle: 'Need attention', tone: 'critical' };
  if (acknowledged > 0)
    return {
      ...base,
      subtitle: acknowledged === 1 ? 'Acknowledged' : `All ${acknowledged} acknowledged`,
      tone: 'warning',
    };
  // no alert yet (the rules wait for their thresholds) while the table shows a failing domain: the card says so
  if (stats.failingDomains > 0)
    return { ...base, subtitle: `${domainsWord(stats.failingDomains)} failing, no alert yet`, tone: 'critical' };
  return { ...base, subtitle: 'Need attention', tone: 'healthy' };
}

/** Total and pending domains, and the monitors down (issue 16): the domain table does not show monitors, so the card does. */
function activeDomains(stats: DashboardStats): StatCard {
  const parts = [`${stats.totalDomains} total`];
  // the total keeps deleted and plan-paused domains (SPEC §2): say how many of it are not watched, or it reads as a miscount
  const unwatched = stats.totalDomains - stats.activeDomains;
  if (unwatched > 0) parts.push(`${unwatched} not monitored`);
  if (stats.pendingDomains > 0) parts.push(`${stats.pendingDomains} pending first check`);
  if (stats.monitorsDown > 0) parts.push(`${countOf(stats.monitorsDown, 'monitor')} down`);
  return {
    key: 'activeDomains',
    title: 'Active Domains',
    value: String(stats.activeDomains),
    subtitle: parts.join(', '),
    tone: stats.monitorsDown > 0 ? 'critical' : 'neutral',
  };
}

export function getStatCards(stats: DashboardStats): StatCard[] {
  return [systemHealth(stats), activeDomains(stats), sslCertificates(stats), activeAlerts(stats)];
}
