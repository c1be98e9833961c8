import type { Domain } from '../../../shared/contracts/domains';
import type { PerformanceAggregate, PerformanceDomain } from '../../../shared/contracts/performance';

export const DOMAIN_ID = '7d1b7a52-0000-4000-8000-0000000000a1';

/** A monitored domain as GET /api/domains lists it (only what the performance screens read matters). */
export function listedDomain(overrides: Partial<Domain> = {}): Domain {
  return {
    id: DOMAIN_ID,
    name: 'shop.example.com',
    description: null,
    isActive: true,
    httpOnly: false,
    notApplicable: [],
    createdAt: '2025-05-01T10:00:00.000Z',
    deactivatedAt: null,
    uptimePercentage: null,
    performanceScore: null,
    activeAlerts: 0,
    acknowledgedAlerts: 0,
    latestCheck: null,
    status: 'pending',
    statusReason: 'The first uptime check has not run yet.',
    pendingChecks: ['uptime', 'dns', 'ssl', 'whois', 'security', 'performance'],
    uptimeWindowDays: 30,
    ssl: { state: 'pending', message: 'Pending first check', checkedAt: null },
    sslCertificate: null,
    ...overrides,
  };
}

export function performanceDomain(overrides: Partial<PerformanceDomain> = {}): PerformanceDomain {
  return {
    id: DOMAIN_ID,
    name: 'shop.example.com',
    performanceScore: 72,
    lcp: 3120,
    cls: 0.04,
    measuredAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    ...overrides,
  };
}

export function aggregate(overrides: Partial<PerformanceAggregate> = {}): PerformanceAggregate {
  const now = new Date();
  return {
    range: '24h',
    from: new Date(now.getTime() - 86_400_000).toISOString(),
    to: now.toISOString(),
    lcp: { value: 3120, target: 2500, status: 'needs-improvement', samples: 3 },
    inp: { value: null, target: 200, status: null, samples: 0 },
    cls: { value: 0.04, target: 0.1, status: 'good', samples: 3 },
    avgPerformanceScore: 66,
    measurements: 3,
    domainsMeasured: 2,
    domainsTotal: 2,
    lastMeasuredAt: new Date(now.getTime() - 3 * 3_600_000).toISOString(),
    domains: [
      performanceDomain(),
      performanceDomain({ id: 'd2', name: 'blog.example.com', performanceScore: 94, lcp: 1200 }),
    ],
    ...overrides,
  };
}

/** A range with nothing measured: nulls, never invented figures. */
export function emptyAggregate(
  range: PerformanceAggregate['range'],
  overrides: Partial<PerformanceAggregate> = {},
): PerformanceAggregate {
  return aggregate({
    range,
    lcp: { value: null, target: 2500, status: null, samples: 0 },
    cls: { value: null, target: 0.1, status: null, samples: 0 },
    avgPerformanceScore: null,
    measurements: 0,
    domainsMeasured: 0,
    lastMeasuredAt: null,
    ...overrides,
  });
}
