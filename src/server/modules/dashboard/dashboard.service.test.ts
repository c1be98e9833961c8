import { describe, expect, it } from 'vitest';
import type { Domain } from '../../../shared/contracts/domains';
import type { DomainSummary } from '../domains/domains.service';
import { summarizeDomains } from './dashboard.service';

const summary = (domain: Partial<Domain>, checks = 0, successful = 0): DomainSummary => ({
  domain: {
    id: 'd',
    name: 'shop.example',
    description: null,
    isActive: true,
    httpOnly: false,
    notApplicable: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    deactivatedAt: null,
    uptimePercentage: null,
    performanceScore: null,
    activeAlerts: 0,
    acknowledgedAlerts: 0,
    latestCheck: null,
    status: 'pending',
    statusReason: '',
    pendingChecks: [],
    uptimeWindowDays: 30,
    ssl: { state: 'pending', message: 'Pending first check', checkedAt: null },
    sslCertificate: null,
    ...domain,
  },
  uptime: { checks, successful },
});

describe('dashboard figures: sums of the domain answers', () => {
  it('has no uptime figure before the first uptime check, and counts what awaits its first check', () => {
    expect(summarizeDomains([summary({}), summary({})])).toMatchObject({
      systemUptime: null,
      uptimeChecks: 0,
      pendingDomains: 2,
      activeDomains: 2,
    });
  });

  it('weighs each uptime check the same, and leaves deleted domains out of everything but the total and the alerts', () => {
    const stats = summarizeDomains([
      summary({ status: 'online', ssl: { state: 'valid', message: '', checkedAt: null } }, 100, 99),
      summary(
        {
          status: 'critical',
          activeAlerts: 1,
          acknowledgedAlerts: 1,
          ssl: { state: 'failed', message: '', checkedAt: null },
        },
        100,
        90,
      ),
      summary(
        {
          isActive: false,
          status: 'offline',
          activeAlerts: 2,
          ssl: { state: 'expiring', message: '', checkedAt: null },
        },
        50,
        0,
      ),
    ]);
    expect(stats).toEqual({
      systemUptime: 94.5,
      uptimeChecks: 200,
      activeDomains: 2,
      totalDomains: 3,
      sslExpiringSoon: 0,
      ssl: { pending: 0, failed: 1, invalid: 0, expiring: 0, valid: 1, 'not-applicable': 0 },
      activeAlerts: 3,
      acknowledgedAlerts: 1,
      domainStates: { pending: 0, online: 1, warning: 0, critical: 1, offline: 0 },
      failingDomains: 1,
      pendingDomains: 0,
      monitorsDown: 0,
    });
  });
});
