import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../contracts/dashboard';
import { getStatCards } from './dashboard-cards';

const stats = (overrides: Partial<DashboardStats> = {}): DashboardStats => ({
  systemUptime: 99.5,
  uptimeChecks: 200,
  activeDomains: 3,
  totalDomains: 4,
  sslExpiringSoon: 0,
  ssl: { pending: 0, failed: 0, invalid: 0, expiring: 0, valid: 3, 'not-applicable': 0 },
  activeAlerts: 0,
  acknowledgedAlerts: 0,
  domainStates: { pending: 0, online: 3, warning: 0, critical: 0, offline: 0 },
  failingDomains: 0,
  pendingDomains: 0,
  monitorsDown: 0,
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

  it("says 'No data yet' for System Health before any uptime check, never 100%", () => {
    const c = card(stats({ systemUptime: null, uptimeChecks: 0, pendingDomains: 3 }), 'systemHealth');
    expect(c).toMatchObject({ value: 'No data yet', subtitle: 'Uptime: pending first check', tone: 'unknown' });
    expect(c.trend).toBeUndefined();
  });

  it('leads with the badges, not a green 100%, while a domain is Critical or Offline (decision 069)', () => {
    // the only domain answers every uptime check but its certificate check fails: its badge says Critical
    const critical = card(
      stats({
        systemUptime: 100,
        activeDomains: 1,
        domainStates: { pending: 0, online: 0, warning: 0, critical: 1, offline: 0 },
        failingDomains: 1,
      }),
      'systemHealth',
    );
    expect(critical).toMatchObject({ value: '1 Critical', subtitle: 'Uptime 100.00%', tone: 'critical' });
    expect(critical.trend).toBeUndefined();
    const mixed = card(
      stats({ domainStates: { pending: 0, online: 0, warning: 1, critical: 1, offline: 1 }, failingDomains: 2 }),
      'systemHealth',
    );
    expect(mixed).toMatchObject({
      value: '2 Failing',
      subtitle: '1 critical, 1 offline · 1 warning · Uptime 99.50%',
      tone: 'critical',
    });
    expect(
      card(
        stats({ domainStates: { pending: 0, online: 1, warning: 0, critical: 0, offline: 2 }, failingDomains: 2 }),
        'systemHealth',
      ),
    ).toMatchObject({ value: '2 Offline' });
    expect(
      card(
        stats({ systemUptime: 100, domainStates: { pending: 0, online: 2, warning: 1, critical: 0, offline: 0 } }),
        'systemHealth',
      ),
    ).toMatchObject({
      value: '1 Warning',
      subtitle: 'Uptime 100.00%',
      tone: 'warning',
    });
    // every badge Online (or still pending): the uptime, as SPEC §2.7 has it
    expect(
      card(
        stats({ systemUptime: 100, domainStates: { pending: 1, online: 2, warning: 0, critical: 0, offline: 0 } }),
        'systemHealth',
      ),
    ).toMatchObject({
      value: '100.00%',
      subtitle: 'Uptime',
      tone: 'healthy',
      trend: 'up',
    });
  });

  it('gives the total count under the active domains, and how many await their first check', () => {
    expect(card(stats(), 'activeDomains')).toMatchObject({ value: '3', subtitle: '4 total, 1 not monitored' });
    expect(card(stats({ totalDomains: 3 }), 'activeDomains')).toMatchObject({ value: '3', subtitle: '3 total' });
    expect(card(stats({ pendingDomains: 1 }), 'activeDomains')).toMatchObject({
      subtitle: '4 total, 1 not monitored, 1 pending first check',
    });
    expect(card(stats({ monitorsDown: 2 }), 'activeDomains')).toMatchObject({
      subtitle: '4 total, 1 not monitored, 2 monitors down',
      tone: 'critical',
    });
    expect(card(stats({ pendingDomains: 1, monitorsDown: 1 }), 'activeDomains')).toMatchObject({
      subtitle: '4 total, 1 not monitored, 1 pending first check, 1 monitor down',
    });
  });

  it("says 'N Expiring' or 'All Good' for certificates within 30 days", () => {
    expect(
      card(
        stats({
          sslExpiringSoon: 2,
          ssl: { pending: 0, failed: 0, invalid: 0, expiring: 2, valid: 1, 'not-applicable': 0 },
        }),
        'sslCertificates',
      ),
    ).toMatchObject({
      value: '2 Expiring',
      subtitle: 'Within 30 days',
      tone: 'warning',
    });
    expect(card(stats(), 'sslCertificates')).toMatchObject({ value: 'All Good', tone: 'healthy' });
  });

  it("never says 'All Good' when certificate checks failed or have not run", () => {
    const failed = card(
      stats({ ssl: { pending: 0, failed: 3, invalid: 0, expiring: 0, valid: 0, 'not-applicable': 0 } }),
      'sslCertificates',
    );
    expect(failed).toMatchObject({ value: '3 Failing', subtitle: '3 checks failed', tone: 'critical' });
    const pending = card(
      stats({ ssl: { pending: 3, failed: 0, invalid: 0, expiring: 0, valid: 0, 'not-applicable': 0 } }),
      'sslCertificates',
    );
    expect(pending).toMatchObject({ value: 'No data yet', subtitle: 'Pending first check', tone: 'unknown' });
    const some = card(
      stats({ ssl: { pending: 1, failed: 0, invalid: 0, expiring: 0, valid: 2, 'not-applicable': 0 } }),
      'sslCertificates',
    );
    expect(some).toMatchObject({ value: '1 Pending', subtitle: '2 valid; pending first check' });
  });

  it('counts active alerts as needing attention, and says when failing domains have none yet', () => {
    expect(card(stats({ activeAlerts: 5 }), 'activeAlerts')).toMatchObject({
      value: '5',
      subtitle: 'Need attention',
      tone: 'critical',
    });
    expect(card(stats({ failingDomains: 1 }), 'activeAlerts')).toMatchObject({
      value: '0',
      subtitle: '1 domain failing, no alert yet',
      tone: 'critical',
    });
    expect(card(stats({ failingDomains: 2 }), 'activeAlerts')).toMatchObject({
      subtitle: '2 domains failing, no alert yet',
    });
    expect(card(stats(), 'activeAlerts')).toMatchObject({ value: '0', tone: 'healthy' });
    // acknowledged alerts stay counted; the card says how many someone is on
    expect(card(stats({ activeAlerts: 5, acknowledgedAlerts: 2 }), 'activeAlerts')).toMatchObject({
      value: '5',
      subtitle: '3 need attention, 2 acknowledged',
      tone: 'critical',
    });
    expect(card(stats({ activeAlerts: 2, acknowledgedAlerts: 1 }), 'activeAlerts')).toMatchObject({
      subtitle: '1 needs attention, 1 acknowledged',
    });
    expect(card(stats({ activeAlerts: 3, acknowledgedAlerts: 3 }), 'activeAlerts')).toMatchObject({
      value: '3',
      subtitle: 'All 3 acknowledged',
      tone: 'warning',
    });
  });
});
