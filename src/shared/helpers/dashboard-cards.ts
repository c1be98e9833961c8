/** SPEC §2.7: what each of the dashboard's four stat cards shows, from the stats of GET /api/dashboard/stats. */
import type { DashboardStats } from '../contracts/dashboard';
import type { StatusTone } from './health-score';
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

export function getStatCards(stats: DashboardStats): StatCard[] {
  const trendUp = isUptimeTrendGood(stats.systemUptime);
  return [
    {
      key: 'systemHealth',
      title: 'System Health',
      value: formatPercent(stats.systemUptime),
      subtitle: 'Uptime',
      tone: trendUp ? 'healthy' : 'warning',
      trend: trendUp ? 'up' : 'down',
    },
    {
      key: 'activeDomains',
      title: 'Active Domains',
      value: String(stats.activeDomains),
      subtitle: `${stats.totalDomains} total`,
      tone: 'neutral',
    },
    {
      key: 'sslCertificates',
      title: 'SSL Certificates',
      value: stats.sslExpiringSoon > 0 ? `${stats.sslExpiringSoon} Expiring` : 'All Good',
      subtitle: 'Within 30 days',
      tone: stats.sslExpiringSoon > 0 ? 'warning' : 'healthy',
    },
    {
      key: 'activeAlerts',
      title: 'Active Alerts',
      value: String(stats.activeAlerts),
      subtitle: 'Need attention',
      tone: stats.activeAlerts > 0 ? 'critical' : 'healthy',
    },
  ];
}
