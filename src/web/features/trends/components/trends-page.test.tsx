import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Analytics, PeriodFigures, Trends } from '../../../../shared/contracts/trends';
import { mockFetch, type MockReply } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const figures = (over: Partial<PeriodFigures>): PeriodFigures => ({
  uptime: null,
  checks: 0,
  responseTime: null,
  sslDaysLeft: null,
  performanceScore: null,
  incidents: 0,
  ...over,
});

function trends(range: Trends['range'], over: Partial<Trends> = {}): Trends {
  const day = 86_400_000;
  return {
    range,
    bucket: 'day',
    from: '2025-03-04T00:00:00.000Z',
    to: '2025-03-10T15:00:00.000Z',
    retentionDays: 7,
    domain: { id: 'd1', name: 'shop.example.com', isActive: true },
    points: Array.from({ length: 7 }, (_, i) => ({
      at: new Date(Date.parse('2025-03-04T00:00:00Z') + i * day).toISOString(),
      uptime: i === 6 ? 99.9 : null,
      checks: i === 6 ? 1000 : 0,
      responseTime: i === 6 ? 230 : null,
      sslDaysLeft: null,
      performanceScore: null,
    })),
    current: figures({ uptime: 99.9, checks: 1000, responseTime: 230, incidents: 1 }),
    previous: figures({ uptime: 99.5, checks: 980, responseTime: 200 }),
    maintenanceMinutes: 0,
    uptimeExcludingMaintenance: null,
    ...over,
  };
}

function renderTrends(routes: Record<string, MockReply>, path = '/trends') {
  const fetchMock = mockFetch({
    'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
    'GET /api/domains': {
      body: {
        data: [
          { id: 'd2', name: 'zeta.example.com', isActive: true },
          { id: 'd1', name: 'shop.example.com', isActive: true },
          { id: 'd3', name: 'gone.example.com', isActive: false },
        ],
      },
    },
    ...routes,
  });
  return { ...renderApp({ user: makeUser(), path }), fetchMock };
}

describe('/trends', () => {
  it('shows the figures of the range against the period before, with empty charts saying so', async () => {
    renderTrends({ 'GET /api/trends?domainId=d1&range=7d': { body: trends('7d') } }, '/trends?domain=d1');

    expect(await screen.findByRole('heading', { name: 'shop.example.com · Last 7 days' })).toBeInTheDocument();
    // deleted domains are not offered; the rest in name order
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['shop.example.com', 'zeta.example.com']);
    const uptime = within(screen.getByRole('heading', { name: 'Uptime', level: 3 }).parentElement!);
    expect(uptime.getByText('99.90%')).toBeInTheDocument();
    expect(uptime.getByText('+0.40 pp')).toHaveTextContent('+0.40 pp (better)');
    const response = within(screen.getByRole('heading', { name: 'Response time', level: 3 }).parentElement!);
    expect(response.getByText('+30 ms')).toHaveTextContent('(worse)');
    expect(
      screen.getByText('No Lighthouse runs in this period yet. Run one from the Performance page.'),
    ).toBeInTheDocument();
    // a 7-day plan: longer ranges are offered but closed, with the way to more history
    expect(screen.getByRole('radio', { name: /30d/ })).toBeDisabled();
    expect(screen.getByText(/plan keeps 7 days of history/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/trends/export.csv?range=7d&domainId=d1',
    );
  });

  it('shows the uptime excluding maintenance next to the uptime when maintenance changes it', async () => {
    renderTrends(
      {
        'GET /api/trends?domainId=d1&range=7d': {
          body: trends('7d', { maintenanceMinutes: 120, uptimeExcludingMaintenance: 99.98 }),
        },
        'GET /api/trends?domainId=d1&range=24h': {
          body: trends('24h', { bucket: 'hour', maintenanceMinutes: 60, uptimeExcludingMaintenance: 99.9 }),
        },
      },
      '/trends?domain=d1',
    );
    await screen.findByRole('heading', { name: 'shop.example.com · Last 7 days' });
    const uptime = () => within(screen.getByRole('heading', { name: 'Uptime', level: 3 }).parentElement!);
    expect(uptime().getByText('99.98% excluding maintenance')).toBeInTheDocument();
    // the same figure says nothing new: no second line
    await userEvent.click(screen.getByRole('radio', { name: '24h' }));
    await screen.findByRole('heading', { name: 'shop.example.com · Last 24 hours' });
    await waitFor(() => expect(uptime().queryByText(/excluding maintenance/)).toBeNull());
  });

  it('asks for the range chosen and keeps it in the address', async () => {
    const { fetchMock, router } = renderTrends({
      'GET /api/trends?domainId=d1&range=7d': { body: trends('7d') },
      'GET /api/trends?domainId=d1&range=24h': { body: trends('24h', { bucket: 'hour', previous: null }) },
    });
    await screen.findByRole('heading', { name: 'shop.example.com · Last 7 days' });
    await userEvent.click(screen.getByRole('radio', { name: '24h' }));
    expect(await screen.findByRole('heading', { name: 'shop.example.com · Last 24 hours' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('range=24h');
    expect(fetchMock.calls.some((c) => c.url === '/api/trends?domainId=d1&range=24h')).toBe(true);
    await waitFor(() => expect(screen.getAllByText('No earlier period on this plan')).toHaveLength(4));
  });

  it('names an internationalised domain in Unicode in the picker and the heading', async () => {
    renderTrends(
      {
        'GET /api/domains': { body: { data: [{ id: 'd1', name: 'xn--e1afmkfd.xn--p1ai:8443', isActive: true }] } },
        'GET /api/trends?domainId=d1&range=7d': {
          body: trends('7d', { domain: { id: 'd1', name: 'xn--e1afmkfd.xn--p1ai:8443', isActive: true } }),
        },
      },
      '/trends?domain=d1',
    );
    expect(await screen.findByRole('heading', { name: 'пример.рф:8443 · Last 7 days' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['пример.рф:8443']);
  });

  it('invites adding a domain when there is none', async () => {
    mockFetch({
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
      'GET /api/domains': { body: { data: [] } },
    });
    renderApp({ user: makeUser(), path: '/trends' });
    expect(await screen.findByText('No domains monitored yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a domain' })).toHaveAttribute('href', '/domains');
  });
});

describe('/analytics', () => {
  const reliability = { incidents: 0, openIncidents: 0, downtimeMs: 0, mttrMs: null, mtbfMs: null };
  function analytics(over: Partial<Analytics> = {}): Analytics {
    return {
      range: '7d',
      bucket: 'day',
      from: '2025-03-04T00:00:00.000Z',
      to: '2025-03-10T15:00:00.000Z',
      retentionDays: 30,
      points: [],
      current: figures({ uptime: 100, checks: 10, responseTime: 120 }),
      previous: null,
      reliability,
      domains: [
        {
          id: 'd1',
          name: 'xn--e1afmkfd.xn--p1ai',
          uptime: 100,
          checks: 10,
          responseTime: 120,
          sslDaysLeft: null,
          performanceScore: null,
          reliability,
        },
      ],
      monitors: [],
      ...over,
    };
  }

  it("lists each monitor with its own uptime, by name and domain, apart from the domains' figures", async () => {
    renderTrends(
      {
        'GET /api/analytics?range=7d': {
          body: analytics({
            monitors: [
              {
                id: 'm1',
                name: 'API health',
                domainId: 'd1',
                domainName: 'xn--e1afmkfd.xn--p1ai',
                uptime: 25,
                checks: 4,
                responseTime: 900,
              },
            ],
          }),
        },
      },
      '/analytics',
    );
    const table = await screen.findByRole('table', { name: 'Monitors' });
    const row = within(within(table).getByRole('rowheader', { name: 'API health' }).closest('tr')!);
    expect(row.getByText('пример.рф')).toBeInTheDocument();
    expect(row.getByText('25.00%')).toBeInTheDocument();
    expect(row.getByText('4')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Domains compared' })).getByRole('link', { name: 'пример.рф' }),
    ).toBeInTheDocument();
  });

  it('shows no monitors table when no monitor checked anything', async () => {
    renderTrends({ 'GET /api/analytics?range=7d': { body: analytics() } }, '/analytics');
    expect(await screen.findByRole('table', { name: 'Domains compared' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Monitors' })).not.toBeInTheDocument();
  });
});
