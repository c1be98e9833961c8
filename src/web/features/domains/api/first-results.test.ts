import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Domain } from '../../../../shared/contracts/domains';
import { mockFetch } from '../../../test/fetch-mock';
import { createTestQueryClient } from '../../../test/render';
import { makeDomain } from '../test-fixtures';
import { domainsQueryOptions } from './get-domains';
import { dashboardStatsKey } from './keys';

/** A domain added `ageMs` ago whose first checks have not run. */
const waiting = (ageMs: number) =>
  makeDomain({
    name: 'new.example.org',
    createdAt: new Date(Date.now() - ageMs).toISOString(),
    uptimePercentage: null,
    latestCheck: null,
    status: 'pending',
    statusReason: 'The first uptime check has not run yet.',
    pendingChecks: ['uptime', 'dns', 'ssl', 'whois', 'security', 'performance'],
  });
const checked = (domain: Domain) =>
  makeDomain({ ...domain, uptimePercentage: 100, status: 'online', pendingChecks: [] });

let client: QueryClient;
let stop = () => undefined as void;

/**
 * The domain table's query, watched as the table watches it, with GET /api/domains answering `answers` in turn (the
 * last one again and again); the dashboard's cards were read before.
 */
function watchDomains(answers: Domain[][]) {
  let asked = 0;
  const fetchMock = mockFetch({
    'GET /api/domains': () => ({ body: { data: answers[Math.min(asked++, answers.length - 1)] } }),
  });
  client = createTestQueryClient();
  client.setQueryData(dashboardStatsKey, { activeDomains: 1 });
  const observer = new QueryObserver(client, domainsQueryOptions());
  stop = observer.subscribe(() => undefined);
  return {
    listCalls: () => fetchMock.calls.filter((call) => call.url === '/api/domains').length,
    shown: () => observer.getCurrentResult().data?.[0],
    statsStale: () => client.getQueryState(dashboardStatsKey)?.isInvalidated,
  };
}

/** A turn of the real event loop (the web project has no Node types; the tests run on Node). */
const realTurn = () =>
  new Promise<void>((done) => (globalThis as unknown as { setImmediate(next: () => void): void }).setImmediate(done));

/** Moves the clock on, then lets the requests it started finish (their bodies are read off the real event loop). */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  while (client.isFetching() > 0) await realTurn();
  await vi.advanceTimersByTimeAsync(0);
}

describe('a new domain’s first results (issue 33)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('asks every 3 s while they are on their way, then tells the dashboard and asks every 30 s', async () => {
    const domain = waiting(10_000);
    const { listCalls, shown, statsStale } = watchDomains([[domain], [domain], [checked(domain)]]);
    await advance(0);
    expect(listCalls()).toBe(1);
    expect(shown()?.status).toBe('pending');

    await advance(3_000);
    expect(listCalls()).toBe(2);
    expect(statsStale()).toBe(false);

    await advance(3_000);
    expect(listCalls()).toBe(3);
    expect(shown()?.status).toBe('online');
    // the cards and counts summarising the table refresh now, not at their next poll
    expect(statsStale()).toBe(true);

    // nothing awaited any more: back to the ordinary 30 s
    await advance(27_000);
    expect(listCalls()).toBe(3);
    await advance(3_000);
    expect(listCalls()).toBe(4);
  });

  it('leaves a domain added long ago to the ordinary 30 s, whatever it still waits for', async () => {
    const { listCalls } = watchDomains([[waiting(10 * 60_000)]]);
    await advance(0);
    expect(listCalls()).toBe(1);
    await advance(27_000);
    expect(listCalls()).toBe(1);
    await advance(3_000);
    expect(listCalls()).toBe(2);
  });
});
