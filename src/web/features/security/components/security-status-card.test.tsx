import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SecuritySummary } from '../../../../shared/contracts/security';
import { mockFetch } from '../../../test/fetch-mock';
import { findToast, renderWithProviders } from '../../../test/render';
import { SecurityStatusCard } from './security-status-card';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const SUMMARY: SecuritySummary = {
  score: 63,
  protectedDomains: 1,
  totalDomains: 3,
  checks: [
    {
      key: 'malware',
      label: 'Malware Scan',
      status: 'critical',
      message: 'shop.example.com: Listed on dbl.example',
      lastCheckedAt: minutesAgo(5),
      issues: [],
    },
    {
      key: 'blacklist',
      label: 'Blacklist Status',
      status: 'healthy',
      message: 'No server address is on a spam blacklist',
      lastCheckedAt: minutesAgo(5),
      issues: [],
    },
    {
      key: 'ssl',
      label: 'SSL Certificates',
      status: 'warning',
      message: 'shop.example.com: Certificate 10 days left',
      lastCheckedAt: minutesAgo(120),
      issues: [],
    },
    { key: 'dns', label: 'DNS Health', status: 'unknown', message: 'Not checked yet', lastCheckedAt: null, issues: [] },
  ],
};

function AuditProbe({ domainId, domainName }: { domainId: string | null; domainName?: string }) {
  return <button type="button">{`Run Full Audit on ${domainName ?? 'nothing'} (${domainId ?? 'none'})`}</button>;
}

describe('Security Status card (SPEC §2.16)', () => {
  it('shows the score, protected domains and the four checks with their real last-checked times', async () => {
    mockFetch({
      'GET /api/security/summary': { body: SUMMARY },
      'GET /api/domains': { body: { data: [{ id: 'd-1', name: 'shop.example.com', isActive: true }] } },
    });
    renderWithProviders(<SecurityStatusCard AuditAction={AuditProbe} />);

    expect(await screen.findByText('63%')).toBeInTheDocument();
    expect(screen.getByText('Protected Domains').nextElementSibling).toHaveTextContent('1 of 3');
    const checks = within(screen.getByRole('list', { name: 'Security checks' })).getAllByRole('listitem');
    expect(checks.map((c) => within(c).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Critical',
      'Healthy',
      'Warning',
      'Not checked',
    ]);
    expect(checks[0]).toHaveTextContent('Malware Scanshop.example.com: Listed on dbl.exampleLast checked 5m ago');
    expect(checks[2]).toHaveTextContent('Last checked 2h ago');
    expect(checks[3]).toHaveTextContent('Not checked yet');
    // the audit runs on the first domain of the list (SPEC §7)
    expect(await screen.findByRole('button', { name: 'Run Full Audit on shop.example.com (d-1)' })).toBeInTheDocument();
  });

  it('rescans the domains and says the results are on their way', async () => {
    const fetchMock = mockFetch({
      'GET /api/security/summary': { body: SUMMARY },
      'GET /api/domains': { body: { data: [] } },
      'POST /api/security/rescan': {
        status: 202,
        body: { domains: 3, queued: 9, requestedAt: new Date().toISOString() },
      },
    });
    renderWithProviders(<SecurityStatusCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rescan' }));
    expect(await findToast('Rescan Started')).toHaveTextContent('Checking 3 domains again.');
    expect(fetchMock.calls.filter((c) => c.url === '/api/security/summary').length).toBeGreaterThan(1);
  });

  it('has nothing to rescan without domains', async () => {
    mockFetch({
      'GET /api/security/summary': {
        body: { score: null, protectedDomains: 0, totalDomains: 0, checks: SUMMARY.checks },
      },
      'GET /api/domains': { body: { data: [] } },
    });
    renderWithProviders(<SecurityStatusCard />);
    expect(await screen.findByText('No domains to protect yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rescan' })).toBeDisabled();
  });
});
