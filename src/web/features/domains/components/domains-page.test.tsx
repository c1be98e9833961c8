import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../lib/navigation';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderApp } from '../../../test/render';
import { makeDomain } from '../test-fixtures';

function renderDomains(routes: Record<string, MockRoute | MockReply>, tier: 'free' | 'pro' = 'pro') {
  const fetchMock = mockFetch(routes);
  const result = renderApp({ user: makeUser({ subscriptionTier: tier }), path: '/domains' });
  return { ...result, fetchMock };
}

const table = async () => screen.findByRole('table', { name: 'Monitored domains' });
const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

// The screen's module loads lazily; load it once up front so that the first test does not pay for it.
beforeAll(() => import('./domains-page'));

describe('/domains table (SPEC §2.8)', () => {
  it('shows the columns and each figure by its display rule', async () => {
    renderDomains({
      'GET /api/domains': {
        body: {
          data: [
            makeDomain(),
            makeDomain({
              id: 'd2',
              name: 'new.example.org',
              description: null,
              uptimePercentage: null,
              performanceScore: null,
              activeAlerts: 0,
              latestCheck: null,
              status: 'pending',
              statusReason: 'The first uptime check has not run yet.',
              pendingChecks: ['uptime', 'dns', 'ssl', 'whois', 'security', 'performance'],
              ssl: { state: 'pending', message: 'Pending first check', checkedAt: null },
              sslCertificate: null,
            }),
            makeDomain({
              id: 'd3',
              name: 'down.example.net',
              uptimePercentage: 97.1,
              activeAlerts: 2,
              performanceScore: null,
              latestCheck: { status: 'error', checkedAt: '2025-06-15T11:00:00.000Z' },
              status: 'offline',
              statusReason: 'Uptime: Connection refused.',
              sslCertificate: { issuer: 'R11', daysUntilExpiry: 5, validFrom: null, validTo: null, isValid: true },
              ssl: {
                state: 'expiring',
                message: 'Certificate expires in 5 days',
                checkedAt: '2025-06-15T11:00:00.000Z',
              },
            }),
            makeDomain({
              id: 'd4',
              name: 'plain.example.net',
              status: 'critical',
              statusReason: 'SSL: Could not connect to port 443: connection refused.',
              sslCertificate: null,
              ssl: {
                state: 'failed',
                message: 'Certificate check failed: connection refused',
                checkedAt: '2025-06-15T11:00:00.000Z',
              },
            }),
          ],
        },
      },
    });

    const grid = within(await table());
    expect(grid.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Domain',
      'Status',
      'SSL',
      'Uptime',
      'Performance',
      'Alerts',
      'Actions',
    ]);

    const healthy = rowOf('example.com');
    expect(healthy.getByText('Main shop')).toBeInTheDocument();
    expect(healthy.getByText('Online')).toBeInTheDocument();
    expect(healthy.getByText('45 days left')).toBeInTheDocument();
    expect(healthy.getByText('99.95%')).toBeInTheDocument();
    expect(healthy.getByText('92')).toBeInTheDocument();
    expect(healthy.getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(healthy.getByRole('button', { name: 'Settings' })).toBeInTheDocument();

    // before its first checks: every figure says so, none says Offline, 100% or a certificate verdict
    const fresh = rowOf('new.example.org');
    expect(fresh.getByText('Pending first check', { selector: '[title]' })).toHaveAttribute(
      'title',
      'The first uptime check has not run yet.',
    );
    expect(fresh.getAllByText('Pending first check')).toHaveLength(4); // status, SSL, uptime, performance
    expect(fresh.queryByText('Offline')).not.toBeInTheDocument();
    expect(fresh.queryByText('100.00%')).not.toBeInTheDocument();

    const down = rowOf('down.example.net');
    expect(down.getByText('Offline')).toHaveAttribute('title', 'Uptime: Connection refused.');
    expect(down.getByText('5 days left')).toBeInTheDocument();
    expect(down.getByText('97.10%')).toBeInTheDocument();
    expect(down.getByText('No score: the latest Lighthouse run gave none')).toBeInTheDocument();
    expect(down.getByText('active alerts', { exact: false }).parentElement).toHaveTextContent('2 active alerts');

    // certificate checks that failed say how, in words
    const plain = rowOf('plain.example.net');
    expect(plain.getByText('Critical')).toHaveAttribute(
      'title',
      'SSL: Could not connect to port 443: connection refused.',
    );
    expect(plain.getByText('The server refused the connection')).toHaveAttribute(
      'title',
      'Certificate check failed: connection refused',
    );
    // a sentence wraps inside its cell: a badge that never wraps widened the phone's page past its screen
    expect(plain.getByText('The server refused the connection')).not.toHaveClass('whitespace-nowrap');
  });

  it("offers 'Show deleted domains' on paid plans: deleted rows are badged and only restore", async () => {
    const deleted = makeDomain({ id: 'gone', name: 'old.example.com', isActive: false });
    const { fetchMock } = renderDomains({
      'GET /api/domains': { body: { data: [makeDomain()] } },
      'GET /api/domains?includeInactive=true': { body: { data: [makeDomain(), deleted] } },
      'POST /api/domains/gone/restore': { body: { ...deleted, isActive: true } },
    });
    await table();
    expect(screen.queryByText('old.example.com')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Show deleted domains' }));

    const row = within((await screen.findByText('old.example.com')).closest('tr') as HTMLElement);
    expect(row.getByText('Deleted')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'View Details' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Restore' }));
    expect(await findToast('Domain restored')).toHaveTextContent('old.example.com is monitored again.');
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/domains/gone/restore' }),
    );
  });

  it('says why a restore failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const deleted = makeDomain({ id: 'gone', name: 'old.example.com', isActive: false });
    renderDomains({
      'GET /api/domains': { body: { data: [] } },
      'GET /api/domains?includeInactive=true': { body: { data: [deleted] } },
      'POST /api/domains/gone/restore': { status: 409, body: { message: 'Something is in the way.', code: 'X' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Show deleted domains' }));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await findToast('Restore failed')).toHaveTextContent('Something is in the way.');
  });

  it('has no deleted-domains switch on the free plan', async () => {
    renderDomains({ 'GET /api/domains': { body: { data: [makeDomain()] } } }, 'free');
    await table();
    expect(screen.queryByRole('switch', { name: 'Show deleted domains' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to monitor more' })).toHaveAttribute('href', '/billing');
  });

  it("shows 'No Domains Added' with a way to add the first", async () => {
    renderDomains({ 'GET /api/domains': { body: { data: [] } } });
    expect(await screen.findByRole('heading', { name: 'No Domains Added' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Your First Domain' }));
    expect(await screen.findByRole('dialog', { name: 'Add Domain' })).toBeInTheDocument();
  });

  it("shows 'Failed to Load Domains' with the status, and Try Again reloads the page", async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    renderDomains({ 'GET /api/domains': { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to Load Domains' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch domains: 500');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('puts Add Domain in the top bar', async () => {
    renderDomains({ 'GET /api/domains': { body: { data: [makeDomain()] } } });
    await table();
    const header = within(screen.getByRole('banner'));
    await userEvent.setup().click(header.getByRole('button', { name: 'Add Domain' }));
    expect(await screen.findByRole('dialog', { name: 'Add Domain' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Domains · Sitewarden'));
  });
});
