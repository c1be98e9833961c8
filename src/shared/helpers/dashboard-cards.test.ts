import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../contracts/dashboard';
import { getStatCards } from './dashboard-cards';

const stats = (overrides: Partial<DashboardStats> = {}): DashboardStats => ({
  systemUptime: 99.5,
  activeDomains: 3,
  totalDomains: 4,
  sslExpiringSoon: 0,
  activeAlerts: 0,
  ...overrides,
});

const card = (s: DashboardStats, key: string) => getStatCards(s).find((c) => c.key === key)!;

describe('dashboard stat cards (SPEC §2.7)', () => {
  it('has the four cards in order', () => {
    expect(getStatCards(stats()).map((c) => c.title)).toEqual([
      'System Health',
      'Active Domains',
      'SSL Certificates',
      'Active Alerts',
    ]);
  });

  it('shows system uptime to 2 decimals, trending up from 99%', () => {
    expect(card(stats({ systemUptime: 99 }), 'systemHealth')).toMatchObject({
      value: '99.00%',
      subtitle: 'Uptime',
      trend: 'up',
    });
    expect(card(stats({ systemUptime: 98.994 }), 'systemHealth')).toMatchObject({ value: '98.99%', trend: 'down' });
  });

  it('gives the total count under the active domains', () => {
    expect(card(stats(), 'activeDomains')).toMatchObject({ value: '3', subtitle: '4 total' });
  });

  it("says 'N Expiring' or 'All Good' for certificates within 30 days", () => {
    expect(card(stats({ sslExpiringSoon: 2 }), 'sslCertificates')).toMatchObject({
      value: '2 Expiring',
      subtitle: 'Within 30 days',
      tone: 'warning',
    });
    expect(card(stats(), 'sslCertificates')).toMatchObject({ value: 'All Good', tone: 'healthy' });
  });

  it('counts active alerts as needing attention', () => {
    expect(card(stats({ activeAlerts: 5 }), 'activeAlerts')).toMatchObject({
      value: '5',
      subtitle: 'Need attention',
      tone: 'critical',
    });
  });
});
