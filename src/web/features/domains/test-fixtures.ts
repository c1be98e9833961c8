import type { UserEvent } from '@testing-library/user-event';
import type { Domain } from '../../../shared/contracts/domains';

export function makeDomain(overrides: Partial<Domain> = {}): Domain {
  return {
    id: '7d1b7a52-0000-4000-8000-000000000001',
    name: 'example.com',
    description: 'Main shop',
    isActive: true,
    httpOnly: false,
    notApplicable: [],
    createdAt: '2025-05-01T10:00:00.000Z',
    deactivatedAt: null,
    uptimePercentage: 99.95,
    performanceScore: 92,
    activeAlerts: 0,
    acknowledgedAlerts: 0,
    latestCheck: { status: 'healthy', checkedAt: '2025-06-15T11:58:00.000Z' },
    status: 'online',
    statusReason: 'The latest checks passed.',
    pendingChecks: [],
    uptimeWindowDays: 30,
    ssl: {
      state: 'valid',
      message: "Valid certificate from Let's Encrypt R11, expires in 45 days",
      checkedAt: '2025-06-15T11:30:00.000Z',
    },
    sslCertificate: {
      issuer: "Let's Encrypt R11",
      daysUntilExpiry: 45,
      validFrom: '2025-04-01T00:00:00.000Z',
      validTo: '2025-07-30T00:00:00.000Z',
      isValid: true,
    },
    ...overrides,
  };
}

/** Types into a field in one input event (a paste): what the form sees is the same, at a fraction of the time. */
export async function fill(events: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await events.click(field);
  await events.paste(text);
}
