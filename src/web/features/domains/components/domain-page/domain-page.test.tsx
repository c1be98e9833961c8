import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_TYPES } from '../../../../../shared/helpers/domain-state';
import { mockFetch } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { makeDomain } from '../../test-fixtures';

const id = '7d1b7a52-0000-4000-8000-000000000001';
const base = `/api/domains/${id}`;

/** The answers of a domain that has no result yet: what the server says of a domain just added. */
function emptyPanels() {
  return {
    [`GET ${base}/response-times?range=24h`]: {
      body: { range: '24h', ranges: ['24h', '7d'], bucketSeconds: 300, points: [] },
    },
    [`GET ${base}/uptime-days`]: {
      body: {
        days: [
          {
            date: '2025-06-15',
            uptimePercentage: null,
            checks: 0,
            successful: 0,
            outageMinutes: 0,
            maintenanceMinutes: 0,
            uptimeExcludingMaintenance: null,
          },
        ],
      },
    },
    [`GET ${base}/outages?page=1&pageSize=10`]: { body: { page: 1, pageSize: 10, hasMore: false, items: [] } },
    [`GET ${base}/checks?page=1&pageSize=20`]: { body: { page: 1, pageSize: 20, hasMore: false, items: [] } },
    [`GET ${base}/certificate`]: {
      body: { check: null, state: { state: 'pending', message: 'Pending first check' }, certificate: null },
    },
    [`GET ${base}/dns`]: { body: { check: null, records: [], changes: [] } },
    [`GET ${base}/registration`]: { body: { check: null, facts: null } },
    [`GET ${base}/security`]: {
      body: {
        check: null,
        checkedUrl: null,
        httpsAvailable: null,
        httpRedirectsToHttps: null,
        headers: [],
        blacklists: [],
      },
    },
    [`GET ${base}/performance`]: {
      body: {
        domain: { id, name: 'example.com' },
        latest: null,
        budgets: [],
        history: [],
        analysis: { state: 'idle' },
      },
    },
    [`GET /api/alerts?domainId=${id}`]: { body: [] },
  };
}

beforeAll(() => import('./domain-page'));

describe('a domain page (/domains/{id})', () => {
  it('says what is not measured yet in every panel, and no figure', async () => {
    const fresh = makeDomain({
      status: 'pending',
      statusReason: 'The first uptime check has not run yet.',
      pendingChecks: [...CHECK_TYPES],
      uptimePercentage: null,
      performanceScore: null,
      latestCheck: null,
      ssl: { state: 'pending', message: 'Pending first check', checkedAt: null },
      sslCertificate: null,
    });
    mockFetch({ [`GET ${base}`]: { body: fresh }, ...emptyPanels() });
    renderApp({ user: makeUser(), path: `/domains/${id}` });
    expect(await screen.findByRole('heading', { name: 'example.com' })).toBeInTheDocument();
    const state = within(screen.getByRole('region', { name: 'Current state' }));
    expect(state.getByText('The first uptime check has not run yet.')).toBeInTheDocument();
    expect(
      state.getByText('Pending first check: Uptime, DNS, Certificate, Registration, Security, Lighthouse.'),
    ).toBeInTheDocument();
    for (const name of ['Certificate', 'DNS records', 'Registration', 'Security headers and blacklists']) {
      expect(await within(screen.getByRole('region', { name })).findByText('Pending first check')).toBeInTheDocument();
    }
    expect(
      await within(screen.getByRole('region', { name: 'Uptime per day' })).findByText(/^No data yet/),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Response time' })).findByText(/^No data yet/),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Check log' })).findByText(/^No data yet/),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Lighthouse' })).findByText(/^No data yet/),
    ).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Alerts' })).findByText('No alerts')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Online|Offline|100\.00%|\d+ days left/);
    // ranges the plan does not keep are offered disabled
    expect(screen.getByRole('radio', { name: /90d/ })).toBeDisabled();
  });

  it('says why a domain is Warning, in the words of its checks', async () => {
    mockFetch({
      [`GET ${base}`]: { body: makeDomain({ status: 'warning', statusReason: 'DNS: Only one nameserver answers.' }) },
      ...emptyPanels(),
    });
    renderApp({ user: makeUser(), path: `/domains/${id}` });
    const state = within(await screen.findByRole('region', { name: 'Current state' }));
    expect(state.getByText('Warning')).toBeInTheDocument();
    expect(state.getByText('DNS: Only one nameserver answers.')).toBeInTheDocument();
  });

  it('says why each outage happened in words, the network error it was recorded with behind a disclosure', async () => {
    const outage = { id: 1, type: 'down', statusCode: null, durationMs: 540_000 };
    mockFetch({
      [`GET ${base}`]: { body: makeDomain() },
      ...emptyPanels(),
      [`GET ${base}/outages?page=1&pageSize=10`]: {
        body: {
          page: 1,
          pageSize: 10,
          hasMore: false,
          items: [
            {
              ...outage,
              startedAt: '2025-06-15T10:00:00.000Z',
              endedAt: '2025-06-15T10:09:00.000Z',
              cause: 'connect ECONNREFUSED 203.0.113.5:443',
            },
            { ...outage, id: 2, startedAt: '2025-06-14T10:00:00.000Z', endedAt: null, durationMs: null, cause: null },
          ],
        },
      },
    });
    renderApp({ user: makeUser(), path: `/domains/${id}` });
    const outages = within(await screen.findByRole('region', { name: 'Outages' }));
    expect(await outages.findByText('The server refused the connection')).toBeInTheDocument();
    expect(outages.getByText('9 min')).toBeInTheDocument();
    expect(outages.getByText('Ongoing')).toBeInTheDocument();
    expect(outages.getByText('No answer')).toBeInTheDocument();
    // the recorded error stays behind a disclosure, for whoever must tell their host exactly what failed
    expect(outages.getByText('Technical detail')).toBeInTheDocument();
  });

  it("says a day's uptime excluding maintenance where maintenance changed it", async () => {
    const day = {
      checks: 288,
      successful: 276,
      outageMinutes: 60,
      uptimeExcludingMaintenance: null,
      maintenanceMinutes: 0,
    };
    mockFetch({
      [`GET ${base}`]: { body: makeDomain() },
      ...emptyPanels(),
      [`GET ${base}/uptime-days`]: {
        body: {
          days: [
            { ...day, date: '2025-06-14', uptimePercentage: 95.83 },
            {
              ...day,
              date: '2025-06-15',
              uptimePercentage: 95.83,
              maintenanceMinutes: 120,
              uptimeExcludingMaintenance: 100,
            },
          ],
        },
      },
    });
    renderApp({ user: makeUser(), path: `/domains/${id}` });
    const panel = within(await screen.findByRole('region', { name: 'Uptime per day' }));
    const bars = await panel.findAllByRole('listitem');
    // a day without maintenance reads as before
    expect(bars[0]!.getAttribute('aria-label')).toMatch(/: 95\.83% up, 288 checks, 60 minutes of outage$/);
    expect(bars[1]!.getAttribute('aria-label')).toMatch(
      /95\.83% up \(100\.00% excluding maintenance\), 288 checks, 60 minutes of outage, 120 minutes of maintenance$/,
    );
    expect(panel.getByText(/120 minutes of maintenance\.$/)).toBeInTheDocument();
  });

  it("says 'Domain not found' for another workspace's domain", async () => {
    mockFetch({});
    renderApp({ user: makeUser(), path: `/domains/${id}` });
    expect(await screen.findByRole('heading', { name: 'Domain not found' })).toBeInTheDocument();
  });
});
