import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSystem, SystemWorker } from '../../../../shared/contracts/admin-system';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const worker = (pid: number, state: SystemWorker['state'], lastSeenMs: number): SystemWorker => ({
  id: `host:${pid}`,
  hostname: 'worker-1',
  pid,
  role: 'worker',
  region: null,
  version: '0.1.0',
  startedAt: ago(3_600_000),
  lastSeenAt: ago(lastSeenMs),
  state,
  stats: {
    everyMs: 15_000,
    jobsPerMinute: 120,
    jobsByName: { 'check:http': 100, 'check:dns': 20 },
    checksPerMinute: 118,
    lagP50Ms: 140,
    lagP99Ms: 2_400,
    failuresPerMinute: 3,
    failuresByKind: { uptime: 3 },
    failuresByReason: { 'The server refused the connection': 2, 'Server error (HTTP 5xx)': 1 },
    lighthouse: { queued: 2, running: 1 },
  },
});

const SYSTEM: AdminSystem = {
  generatedAt: new Date().toISOString(),
  workers: [worker(101, 'alive', 5_000), worker(202, 'stalled', 120_000)],
  checks: {
    evaluatedAt: ago(20_000),
    duePerMinute: 120,
    donePerMinute: 118,
    lagSeconds: 2,
    probedDomains: 60,
    overdueDomains: 0,
    stalledSince: null,
  },
  totals: { jobsPerMinute: 120, checksPerMinute: 118, failuresPerMinute: 3, lagP50Ms: 140, lagP99Ms: 2_400 },
  failures: {
    byKind: { uptime: 3 },
    byReason: { 'The server refused the connection': 2, 'Server error (HTTP 5xx)': 1 },
  },
  queue: {
    scheduler: 'bullmq',
    waiting: 4,
    active: 2,
    delayed: 1,
    failed: 0,
    schedules: 360,
    error: null,
    lighthouse: { queued: 2, running: 1 },
  },
  deliveries: { queued: 1, retrying: 2, failedLast24h: 0, outbox: 5 },
  database: {
    kind: 'postgres',
    totalBytes: 52_428_800,
    tables: [{ name: 'domain_checks', bytes: 41_943_040, estimatedRows: 250_000 }],
  },
  retention: {
    planDays: [{ plan: 'free', name: 'Free', days: 7 }],
    jobs: [
      {
        name: 'retention',
        label: 'History retention (daily)',
        lastStartedAt: ago(60_000),
        lastFinishedAt: ago(50_000),
        lastDurationMs: 10_000,
        lastSucceededAt: ago(86_400_000),
        lastError: 'could not delete: disk full',
      },
    ],
  },
  readiness: {
    status: 'degraded',
    checks: [
      { name: 'database', result: 'ok', ok: true, explanation: 'The database answered.' },
      {
        name: 'monitoring',
        result: 'stalled since x: 2 of 60 domains overdue',
        ok: false,
        explanation: "The check watchdog's last finding.",
      },
    ],
  },
};

describe('/admin/system', () => {
  it('tells other users it is for administrators, without asking', async () => {
    const fetchMock = mockFetch({ 'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] } });
    renderApp({ user: makeUser(), path: '/admin/system' });
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.url.startsWith('/api/admin'))).toBe(false);
  });

  it('shows each worker alive or stalled, the failures, the queue, retention errors and readiness', async () => {
    mockFetch({
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
      'GET /api/admin/system': { body: SYSTEM },
    });
    renderApp({ user: makeUser({ isAdmin: true }), path: '/admin/system' });

    const alive = await screen.findByRole('listitem', { name: 'Worker worker-1 process 101' });
    expect(within(alive).getByText('Alive')).toBeInTheDocument();
    expect(within(alive).getByText('140 ms / 2.4 s')).toBeInTheDocument();
    const stalled = screen.getByRole('listitem', { name: 'Worker worker-1 process 202' });
    expect(within(stalled).getByText('Stalled')).toBeInTheDocument();
    expect(within(stalled).getByText(/No heartbeat for 2 min/)).toBeInTheDocument();

    const reasons = screen.getByRole('list', { name: 'By reason' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The server refused the connection2', 'Server error (HTTP 5xx)1']);
    expect(screen.getByText('BullMQ on Redis, shared by every process.')).toBeInTheDocument();
    expect(screen.getByText('360')).toBeInTheDocument();
    expect(screen.getByText(/50\.0 MB in all/)).toBeInTheDocument();
    expect(screen.getByText('Last run failed')).toBeInTheDocument();
    expect(screen.getByText('could not delete: disk full')).toBeInTheDocument();
    expect(screen.getByText('Degraded')).toBeInTheDocument();
    expect(screen.getByText('stalled since x: 2 of 60 domains overdue')).toBeInTheDocument();
    expect(screen.getByTestId('system-updated')).toHaveTextContent(/^Updated \d+ s ago/);
  });
});
