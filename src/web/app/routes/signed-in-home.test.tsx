import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../shared/contracts/dashboard';
import { makeDomain } from '../../features/domains/test-fixtures';
import { mockFetch, type MockReply, type MockRoute } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const stats = (overrides: Partial<DashboardStats> = {}): DashboardStats => ({
  systemUptime: 99.9,
  activeDomains: 2,
  totalDomains: 3,
  sslExpiringSoon: 1,
  activeAlerts: 4,
  acknowledgedAlerts: 0,
  uptimeChecks: 1000,
  ssl: { pending: 0, failed: 0, invalid: 0, expiring: 1, valid: 1, 'not-applicable': 0 },
  domainStates: { pending: 0, online: 2, warning: 0, critical: 0, offline: 0 },
  failingDomains: 0,
  pendingDomains: 0,
  monitorsDown: 0,
  ...overrides,
});

function renderDashboard(routes: Record<string, MockRoute | MockReply>) {
  const fetchMock = mockFetch({
    'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
    'GET /api/domains': { body: { data: [makeDomain()] } },
    ...routes,
  });
  const result = renderApp({ user: makeUser(), path: '/' });
  return { ...result, fetchMock };
}

// The screen's module loads lazily; load it once up front so that the first test does not pay for it.
beforeAll(() => import('./signed-in-home'));

describe('dashboard (SPEC §2.7)', () => {
  it('shows four placeholders while the stats load', async () => {
    renderDashboard({ 'GET /api/dashboard/stats': () => new Promise<MockReply>(() => undefined) });
    expect(await screen.findByRole('status', { name: 'Loading summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the four stat cards, the tabs with the domain table first, and the overview widgets', async () => {
    renderDashboard({ 'GET /api/dashboard/stats': { body: stats() }, 'GET /api/alerts': { body: [] } });

    const cards = within(await screen.findByRole('list', { name: 'Summary' }));
    const card = (title: string) => cards.getByRole('heading', { name: title }).closest('li') as HTMLElement;
    expect(card('System Health')).toHaveTextContent('99.90%');
    expect(card('System Health')).toHaveTextContent('Trending well:Uptime');
    expect(card('Active Domains')).toHaveTextContent('3 total');
    expect(card('SSL Certificates')).toHaveTextContent('1 Expiring');
    expect(card('Active Alerts')).toHaveTextContent('Need attention');

    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Domains', 'Alerts', 'Performance']);
    expect(screen.getByRole('tab', { name: 'Domains' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Monitored domains' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Overview' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Alerts' }));
    expect(await screen.findByRole('heading', { name: 'All Clear!' })).toBeInTheDocument();
  });

  it("says 'All Good' when no certificate expires within 30 days", async () => {
    const ssl = { pending: 0, failed: 0, invalid: 0, expiring: 0, valid: 2, 'not-applicable': 0 };
    renderDashboard({ 'GET /api/dashboard/stats': { body: stats({ sslExpiringSoon: 0, ssl, systemUptime: 97 }) } });
    const cards = within(await screen.findByRole('list', { name: 'Summary' }));
    expect(cards.getByText('All Good')).toBeInTheDocument();
    expect(cards.getByText('97.00%').closest('li')).toHaveTextContent('Below 99%:Uptime');
  });

  it("says 'No data yet' before the first checks, and what failed rather than 'All Good' after failed certificate checks", async () => {
    const pending = { pending: 2, failed: 0, invalid: 0, expiring: 0, valid: 0, 'not-applicable': 0 };
    renderDashboard({
      'GET /api/dashboard/stats': {
        body: stats({
          systemUptime: null,
          uptimeChecks: 0,
          sslExpiringSoon: 0,
          ssl: pending,
          activeAlerts: 0,
          pendingDomains: 2,
        }),
      },
    });
    const cards = within(await screen.findByRole('list', { name: 'Summary' }));
    expect(cards.getByText('System Health').closest('li')).toHaveTextContent('No data yetUptime: pending first check');
    expect(cards.getByText('SSL Certificates').closest('li')).toHaveTextContent('No data yetPending first check');
    expect(cards.queryByText('All Good')).not.toBeInTheDocument();
    expect(cards.queryByText('100.00%')).not.toBeInTheDocument();
  });

  it('says certificate checks failed, and that a failing domain has no alert yet', async () => {
    const failed = { pending: 0, failed: 2, invalid: 0, expiring: 0, valid: 0, 'not-applicable': 0 };
    const domainStates = { pending: 0, online: 1, warning: 0, critical: 1, offline: 0 };
    renderDashboard({
      'GET /api/dashboard/stats': {
        body: stats({
          systemUptime: 100,
          sslExpiringSoon: 0,
          ssl: failed,
          activeAlerts: 0,
          domainStates,
          failingDomains: 1,
        }),
      },
    });
    const cards = within(await screen.findByRole('list', { name: 'Summary' }));
    expect(cards.getByText('SSL Certificates').closest('li')).toHaveTextContent('2 Failing2 checks failed');
    expect(cards.getByText('Active Alerts').closest('li')).toHaveTextContent('01 domain failing, no alert yet');
    // every uptime check answered, but the table shows a Critical badge: System Health says so, not a green 100% (069)
    expect(cards.getByText('System Health').closest('li')).toHaveTextContent('1 CriticalUptime 100.00%');
    expect(cards.queryByText('100.00%')).not.toBeInTheDocument();
    expect(cards.queryByText('Trending well:')).not.toBeInTheDocument();
  });

  it("shows 'No domains monitored yet' with 'Add Your First Domain'", async () => {
    renderDashboard({
      'GET /api/dashboard/stats': { body: stats({ activeDomains: 0, totalDomains: 0, activeAlerts: 0 }) },
      'GET /api/domains': { body: { data: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'No domains monitored yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Summary' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Your First Domain' }));
    expect(await screen.findByRole('dialog', { name: 'Add Domain' })).toBeInTheDocument();
  });

  it("shows 'Failed to load dashboard', and Try Again reloads the stats and the domains", async () => {
    let statsCalls = 0;
    const { fetchMock } = renderDashboard({
      'GET /api/dashboard/stats': () => {
        statsCalls += 1;
        return statsCalls === 1 ? { status: 500, body: { code: 'INTERNAL' } } : { body: stats() };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load dashboard' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "We couldn't load your dashboard data. Please check your connection and try again.",
    );
    const domainCalls = () => fetchMock.calls.filter((c) => c.url === '/api/domains').length;
    const before = domainCalls();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Summary' })).toBeInTheDocument();
    await waitFor(() => expect(domainCalls()).toBeGreaterThan(before));
  });
});
