import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { makeDomain } from '../../test-fixtures';

const id = '7d1b7a52-0000-4000-8000-000000000001';
const base = `/api/domains/${id}`;

/** The panels' answers of a domain with no result yet. */
function emptyPanels() {
  return {
    [`GET ${base}/response-times?range=24h`]: {
      body: { range: '24h', ranges: ['24h', '7d'], bucketSeconds: 300, points: [] },
    },
    [`GET ${base}/uptime-days`]: { body: { days: [] } },
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
    [`GET ${base}/monitors`]: {
      body: {
        data: [],
        limit: 10,
        minIntervalSeconds: { endpoint: 60, keyword: 60, json: 60, tcp: 60, heartbeat: 60, 'dns-record': 300 },
      },
    },
    [`GET /api/alerts?domainId=${id}`]: { body: [] },
  };
}

const SSL_NA = 'Not applicable: the site is served over plain HTTP (HTTP only), without a certificate.';
const DNS_NA = 'Not applicable: 127.0.0.1 is an IP address, which has no DNS records to watch.';
const WHOIS_NA = 'Not applicable: 127.0.0.1 is an IP address, which has no domain registration to check.';

beforeAll(() => import('./domain-page'));

// Decision 071: families that do not apply say so in their panels; the HTTP only setting and its suggestion.
describe('a domain page of an HTTP-only address', () => {
  it('says why the certificate, DNS and registration panels do not apply, and that it is checked over HTTP', async () => {
    const domain = makeDomain({
      name: '127.0.0.1:8080',
      httpOnly: true,
      notApplicable: [
        { check: 'dns', reason: DNS_NA },
        { check: 'whois', reason: WHOIS_NA },
        { check: 'ssl', reason: SSL_NA },
      ],
      ssl: { state: 'not-applicable', message: SSL_NA, checkedAt: null },
      sslCertificate: null,
    });
    const fetchMock = mockFetch({ [`GET ${base}`]: { body: domain }, ...emptyPanels() });
    renderApp({ user: makeUser(), path: `/domains/${id}` });
    expect(await screen.findByRole('heading', { name: '127.0.0.1:8080' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Certificate' })).getByText(SSL_NA)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'DNS records' })).getByText(DNS_NA)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Registration' })).getByText(WHOIS_NA)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Security headers and blacklists' })).getByText(/^HTTP only: HSTS/),
    ).toBeInTheDocument();
    const state = within(screen.getByRole('region', { name: 'Current state' }));
    expect(state.getByText('HTTP only: checked over plain HTTP, without a certificate check.')).toBeInTheDocument();
    // panels that do not apply ask nothing of the server
    expect(
      fetchMock.calls.some(
        (c) => c.url.endsWith('/certificate') || c.url.endsWith('/dns') || c.url.endsWith('/registration'),
      ),
    ).toBe(false);
  });

  it('suggests HTTP only when the certificate check found no TLS at all, and sets it with one button', async () => {
    const domain = makeDomain({
      status: 'critical',
      statusReason: 'SSL: Could not connect to port 443: connect ECONNREFUSED 127.0.0.1:443.',
      ssl: {
        state: 'failed',
        message: 'Certificate check failed: the server refused the connection',
        checkedAt: '2025-06-15T11:30:00.000Z',
      },
      sslCertificate: null,
    });
    const fetchMock = mockFetch({
      [`GET ${base}`]: { body: domain },
      [`PATCH ${base}`]: ({ body }) => ({ body: { ...domain, ...(body as object) } }),
      ...emptyPanels(),
    });
    renderApp({ user: makeUser(), path: `/domains/${id}` });
    const state = within(await screen.findByRole('region', { name: 'Current state' }));
    expect(state.getByText('No HTTPS found')).toBeInTheDocument();
    await userEvent.setup().click(state.getByRole('button', { name: 'Check as HTTP only' }));
    await waitFor(() =>
      expect(fetchMock.calls).toContainEqual(expect.objectContaining({ method: 'PATCH', body: { httpOnly: true } })),
    );
  });

  it('offers no suggestion to a site whose certificate was read', async () => {
    mockFetch({ [`GET ${base}`]: { body: makeDomain() }, ...emptyPanels() });
    renderApp({ user: makeUser(), path: `/domains/${id}` });
    const state = within(await screen.findByRole('region', { name: 'Current state' }));
    expect(state.getByText('Checked over HTTPS, with its certificate.')).toBeInTheDocument();
    expect(state.queryByText('No HTTPS found')).not.toBeInTheDocument();
  });
});
