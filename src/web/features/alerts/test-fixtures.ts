import type { Alert } from '../../../shared/contracts/alerts';

let counter = 0;

export function makeAlert(overrides: Partial<Alert> = {}): Alert {
  counter += 1;
  return {
    id: `a1e7c0de-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    domainId: '7d1b7a52-0000-4000-8000-000000000001',
    domainName: 'example.com',
    monitorId: null,
    monitorName: null,
    type: 'downtime',
    severity: 'critical',
    title: 'example.com is down',
    message: 'Connection refused for 5 minutes.',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    isRead: false,
    isResolved: false,
    resolvedAt: null,
    acknowledgedAt: null,
    acknowledgedBy: null,
    maintenance: null,
    ...overrides,
  };
}
