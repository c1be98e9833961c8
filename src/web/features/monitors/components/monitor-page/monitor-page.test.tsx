import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  MonitorCheckLog,
  MonitorHistory,
  MonitorOutages,
  MonitorPingLog,
} from '../../../../../shared/contracts/monitor-details';
import { mockFetch, type MockReply, type MockRoute } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../../test/render';
import { DOMAIN_ID, makeHeartbeat, makeList, makeMonitor, workspaceAs } from '../../test-fixtures';
import { MonitorPage } from './monitor-page';

const HISTORY: MonitorHistory = {
  range: '24h',
  ranges: ['24h', '7d', '30d'],
  bucketSeconds: 300,
  uptime: { h24: 99.5, d7: 98.25, d30: null },
  points: [
    { at: '2025-06-15T11:00:00.000Z', avgMs: 120, maxMs: 150, checks: 1, failed: 0 },
    { at: '2025-06-15T11:05:00.000Z', avgMs: null, maxMs: null, checks: 1, failed: 1 },
    { at: '2025-06-15T11:10:00.000Z', avgMs: 182, maxMs: 182, checks: 1, failed: 0 },
  ],
};
const CHECKS: MonitorCheckLog = {
  page: 1,
  pageSize: 20,
  hasMore: true,
  items: [
    {
      id: '2',
      status: 'healthy',
      message: 'Answered 200 in 182 ms',
      responseTimeMs: 182,
      checkedAt: '2025-06-15T12:00:00.000Z',
    },
    {
      id: '1',
      status: 'critical',
      message: 'getaddrinfo ENOTFOUND api.example.com',
      responseTimeMs: null,
      checkedAt: '2025-06-15T11:55:00.000Z',
    },
  ],
};
const OUTAGES: MonitorOutages = {
  page: 1,
  pageSize: 10,
  hasMore: false,
  items: [
    {
      id: '9',
      type: 'down',
      startedAt: '2025-06-14T08:00:00.000Z',
      endedAt: '2025-06-14T08:45:00.000Z',
      durationMs: 45 * 60_000,
      statusCode: null,
      cause: 'connect ECONNREFUSED 10.0.0.5:443',
    },
  ],
};
const PINGS: MonitorPingLog = {
  page: 1,
  pageSize: 20,
  hasMore: false,
  nextDueAt: '2025-06-16T03:10:00.000Z',
  items: [
    {
      id: '3',
      kind: 'ping',
      exitCode: 0,
      message: 'backup done',
      receivedAt: '2025-06-15T03:04:00.000Z',
      runMs: 4 * 60_000,
    },
    { id: '2', kind: 'start', exitCode: null, message: null, receivedAt: '2025-06-15T03:00:00.000Z', runMs: null },
    { id: '1', kind: 'ping', exitCode: 3, message: 'disk full', receivedAt: '2025-06-14T03:05:00.000Z', runMs: null },
  ],
};

function renderPage(
  monitorId: string,
  routes: Record<string, MockRoute | MockReply>,
  role: Parameters<typeof workspaceAs>[0] = 'owner',
) {
  mockFetch({
    'GET /api/workspace': workspaceAs(role),
    [`GET /api/domains/${DOMAIN_ID}/monitors`]: { body: makeList([makeMonitor(), makeHeartbeat()]) },
    [`GET /api/monitors/${monitorId}/history?range=24h`]: { body: HISTORY },
    [`GET /api/monitors/${monitorId}/checks?page=1&pageSize=20`]: { body: CHECKS },
    [`GET /api/monitors/${monitorId}/outages?page=1&pageSize=10`]: { body: OUTAGES },
    [`GET /api/monitors/${monitorId}/pings?page=1&pageSize=20`]: { body: PINGS },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/domains/:id/monitors/:monitorId" element={<MonitorPage domainName="example.com" />} />
      <Route path="/domains/:id" element={<p>The domain page</p>} />
    </Routes>,
    { user: makeUser({ timezone: 'UTC' }), path: `/domains/${DOMAIN_ID}/monitors/${monitorId}` },
  );
  return userEvent.setup();
}

describe("a monitor's page", { timeout: 20_000 }, () => {
  it('shows its state, settings, uptime over a day, week and month, incidents and checks in plain words', async () => {
    renderPage('m1', { 'GET /api/monitors/m1': { body: makeMonitor() } });
    expect(await screen.findByRole('heading', { name: 'Checkout API' })).toBeInTheDocument();
    expect(screen.getByText('HTTP(S) endpoint on example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to example.com/ })).toHaveAttribute('href', `/domains/${DOMAIN_ID}`);
    const settings = within(screen.getByRole('region', { name: 'Settings' }));
    expect(settings.getByText('GET https://api.example.com/health')).toBeInTheDocument();
    expect(settings.getByText('5 minutes')).toBeInTheDocument();
    expect(settings.getByText('200-299')).toBeInTheDocument();

    const uptime = within(await screen.findByRole('region', { name: 'Uptime and response time' }));
    expect(await uptime.findByText('99.50%')).toBeInTheDocument();
    expect(uptime.getByText('98.25%')).toBeInTheDocument();
    expect(uptime.getByText('Not measured yet')).toBeInTheDocument();
    expect(uptime.getByText(/Average/)).toHaveTextContent('Average 151 ms, slowest 182 ms');

    const incidents = within(screen.getByRole('region', { name: 'Incidents' }));
    expect(await incidents.findByText('45 min')).toBeInTheDocument();
    expect(incidents.getByText('The server refused the connection')).toBeInTheDocument();

    const log = within(screen.getByRole('region', { name: 'Check log' }));
    expect(await log.findByText('The domain name could not be found in DNS')).toBeInTheDocument();
    expect(log.getByText('Answered 200 in 182 ms')).toBeInTheDocument();
    expect(log.getByRole('button', { name: /Older/ })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Ping log' })).not.toBeInTheDocument();
  });

  it("shows a heartbeat's pings with each run's length and when the next one is due", async () => {
    renderPage('hb1', { 'GET /api/monitors/hb1': { body: makeHeartbeat() } });
    const region = await screen.findByRole('region', { name: 'Ping log' });
    const pings = within(region);
    expect(await pings.findByText('Success (exit code 0)')).toBeInTheDocument();
    expect(region).toHaveTextContent(/Next ping due by 16 Jun 2025, 03:10 UTC/);
    expect(pings.getByText('Start')).toBeInTheDocument();
    expect(pings.getByText('Failure (exit code 3)')).toBeInTheDocument();
    expect(pings.getByText('4 min')).toBeInTheDocument();
    expect(pings.getByText('disk full')).toBeInTheDocument();
    const settings = within(screen.getByRole('region', { name: 'Settings' }));
    expect(settings.getByText('1 day')).toBeInTheDocument();
    expect(settings.getByText('10 minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Push URL' })).toBeInTheDocument();
  });

  it('pauses the monitor, and deletes it after asking, back to the domain', async () => {
    let monitor = makeMonitor();
    const events = renderPage('m1', {
      'GET /api/monitors/m1': () => ({ body: monitor }),
      'PATCH /api/monitors/m1': ({ body }) => {
        monitor = makeMonitor({ isActive: (body as { isActive: boolean }).isActive, status: 'paused' });
        return { body: monitor };
      },
      'DELETE /api/monitors/m1': { status: 204 },
    });
    await events.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await findToast('Monitor paused')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this monitor?' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete Monitor' }));
    expect(await screen.findByText('The domain page')).toBeInTheDocument();
  });

  it('offers a viewer no action', async () => {
    renderPage('m1', { 'GET /api/monitors/m1': { body: makeMonitor() } }, 'viewer');
    expect(await screen.findByRole('heading', { name: 'Checkout API' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Check log' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says a monitor of another domain, or one that is gone, is not found', async () => {
    renderPage('m1', { 'GET /api/monitors/m1': { body: makeMonitor({ domainId: 'another-domain' }) } });
    expect(await screen.findByRole('heading', { name: 'Monitor not found' })).toBeInTheDocument();
  });
});
