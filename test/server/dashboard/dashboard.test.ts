import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, sslCertificates } from '../../../src/server/db/schema';
import { createHistoryWriter, type CheckRow } from '../../../src/server/jobs/monitoring/history-writer';
import type { DashboardStats } from '../../../src/shared/contracts/dashboard';
import type { Domain } from '../../../src/shared/contracts/domains';
import { getStatCards } from '../../../src/shared/helpers/dashboard-cards';
import { formatPercent } from '../../../src/shared/helpers/status-bands';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const REFUSED = 'Could not connect to port 443: connection refused';

/**
 * Decision 041: each card of GET /api/dashboard/stats is counted from the same domain answers GET /api/domains and
 * the alerts list give. Every test sets up the facts a card summarises and asserts that the card and the detail
 * agree, and that a card with nothing behind it says 'No data yet'.
 */
describe.each(DATABASE_KINDS)('dashboard cards agree with the details on %s', (kind) => {
  let t: TestApp;

  /** Check results as the engine stores them: through the history writer (which keeps the uptime rollups). */
  async function store(rows: Omit<CheckRow, 'responseTime'>[]) {
    const writer = createHistoryWriter(t.database.handle.db);
    for (const row of rows) writer.add({ responseTime: 200, ...row });
    await writer.close();
  }
  const uptime = (domainId: string, at: Date, ok: number, failed: number): Omit<CheckRow, 'responseTime'>[] =>
    Array.from({ length: ok + failed }, (_, i) => ({
      domainId,
      checkType: 'uptime',
      status: i < ok ? 'healthy' : 'error',
      details: { message: i < ok ? 'HTTP 200' : 'Connection refused' },
      checkedAt: at,
      up: i < ok,
    }));
  const sslRefused = (domainId: string, at = new Date()): Omit<CheckRow, 'responseTime'> => ({
    domainId,
    checkType: 'ssl',
    status: 'critical',
    details: { message: REFUSED, connected: false, validTo: null },
    checkedAt: at,
  });
  const sslValid = (domainId: string, days: number, at = new Date()): Omit<CheckRow, 'responseTime'> => ({
    domainId,
    checkType: 'ssl',
    status: days > 30 ? 'healthy' : 'warning',
    details: {
      message: `Certificate expires in ${days} days`,
      connected: true,
      validTo: new Date(Date.now() + days * DAY).toISOString(),
    },
    checkedAt: at,
  });
  async function certificate(domainId: string, days: number, isValid = true) {
    await t.database.handle.db
      .insert(sslCertificates)
      .values({ domainId, validTo: new Date(Date.now() + days * DAY), daysUntilExpiry: days, isValid });
  }

  async function add(client: Client, name: string): Promise<{ id: string; userId: string }> {
    const res = await client.post('/api/domains', { name });
    expect(res.statusCode).toBe(201);
    return { id: res.json().id as string, userId: (await client.get('/api/auth/user')).json().id as string };
  }
  /**
   * The list and the stats are cached per workspace for 5 s until the workspace changes (decision 022): the engine
   * tells the caches of the statuses it changes (decision 069, dashboard-follows-checks.test.ts), this test's own
   * writer has no change feed, so a test that stores some edits a domain, as a user would, to read them at once.
   */
  async function stored(client: Client, rows: Omit<CheckRow, 'responseTime'>[]) {
    await store(rows);
    const [first] = (await client.get('/api/domains')).json<{ data: Domain[] }>().data;
    if (first)
      expect(
        (await client.request('PATCH', `/api/domains/${first.id}`, { description: `seen ${Date.now()}` })).statusCode,
      ).toBe(200);
  }
  const stats = async (client: Client) => (await client.get('/api/dashboard/stats')).json<DashboardStats>();
  const cardOf = async (client: Client, key: string) => getStatCards(await stats(client)).find((c) => c.key === key)!;
  const domainsOf = async (client: Client, includeInactive = false) =>
    (await client.get(`/api/domains${includeInactive ? '?includeInactive=true' : ''}`)).json<{ data: Domain[] }>().data;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("System Health: 'No data yet' with zero uptime checks, then the checks of the domains the table shows", async () => {
    const client = await signedInClient(t, 'health@example.com', 'pro');
    const shop = await add(client, 'shop.example');
    const blog = await add(client, 'blog.example');
    expect(await cardOf(client, 'systemHealth')).toMatchObject({ value: 'No data yet', tone: 'unknown' });
    expect((await domainsOf(client)).map((d) => [d.uptimePercentage, d.status])).toEqual([
      [null, 'pending'],
      [null, 'pending'],
    ]);

    await stored(client, [
      ...uptime(shop.id, daysAgo(0), 99, 1),
      ...uptime(blog.id, daysAgo(10), 90, 10),
      ...uptime(shop.id, daysAgo(40), 0, 100),
    ]);
    const s = await stats(client);
    const list = await domainsOf(client);
    // the card is the check-weighted mean of the table's percentages, over the same window (older days left out)
    expect(list.map((d) => d.uptimePercentage)).toEqual([99, 90]);
    expect(s).toMatchObject({ systemUptime: 94.5, uptimeChecks: 200 });
    // a domain whose latest check failed is Offline in the table: then the card leads with the table's badges, the
    // uptime under them (decision 069); the checks stored at one instant leave which one is latest to the database
    const offline = list.filter((d) => d.status === 'offline').length;
    const uptimeText = formatPercent((99 * 100 + 90 * 100) / 200);
    expect(s.failingDomains).toBe(offline);
    expect(await cardOf(client, 'systemHealth')).toMatchObject(
      offline
        ? { value: `${offline} Offline`, subtitle: `Uptime ${uptimeText}`, tone: 'critical' }
        : { value: uptimeText, subtitle: 'Uptime' },
    );
  });

  it("System Health on Free: the plan's 7-day window in the card and in the table alike", async () => {
    const client = await signedInClient(t, 'free@example.com', 'free');
    const tiny = await add(client, 'tiny.example');
    await stored(client, [...uptime(tiny.id, daysAgo(3), 1, 1), ...uptime(tiny.id, daysAgo(9), 0, 10)]);
    const [domain] = await domainsOf(client);
    expect([domain!.uptimePercentage, domain!.uptimeWindowDays]).toEqual([50, 7]);
    expect((await stats(client)).systemUptime).toBe(50);
  });

  it("SSL Certificates: 'All Good' only when every certificate check succeeded, and the failures as the SSL column says them", async () => {
    const client = await signedInClient(t, 'ssl@example.com', 'pro');
    const plain = await add(client, 'plain.example');
    const soon = await add(client, 'soon.example');
    const fine = await add(client, 'fine.example');
    expect(await cardOf(client, 'sslCertificates')).toMatchObject({
      value: 'No data yet',
      subtitle: 'Pending first check',
    });

    // an older certificate stored, then the port closed: the latest check is what counts
    await certificate(plain.id, 80);
    await certificate(soon.id, 10);
    await certificate(fine.id, 200);
    await stored(client, [
      sslValid(plain.id, 80, daysAgo(1)),
      sslRefused(plain.id),
      sslValid(soon.id, 10),
      sslValid(fine.id, 200),
    ]);
    const list = await domainsOf(client);
    const byName = Object.fromEntries(list.map((d) => [d.name, d.ssl]));
    expect(byName['plain.example']).toMatchObject({
      state: 'failed',
      message: 'Certificate check failed: the server refused the connection',
    });
    expect(byName['soon.example']!.state).toBe('expiring');
    expect(byName['fine.example']!.state).toBe('valid');
    const s = await stats(client);
    for (const state of ['pending', 'failed', 'invalid', 'expiring', 'valid'] as const) {
      expect([state, s.ssl[state]]).toEqual([state, list.filter((d) => d.ssl.state === state).length]);
    }
    expect(await cardOf(client, 'sslCertificates')).toMatchObject({
      value: '1 Failing',
      subtitle: '1 check failed, 1 expiring',
      tone: 'critical',
    });

    // the port answers again with a good certificate: the card and the column say so together
    await stored(client, [sslValid(plain.id, 80)]);
    expect((await domainsOf(client)).find((d) => d.name === 'plain.example')!.ssl.state).toBe('valid');
    expect(await cardOf(client, 'sslCertificates')).toMatchObject({ value: '1 Expiring', tone: 'warning' });
  });

  it('Active Alerts: the unresolved alerts the alerts list shows, and failing domains that have none yet', async () => {
    const client = await signedInClient(t, 'alerts@example.com', 'pro');
    const down = await add(client, 'down.example');
    const gone = await add(client, 'gone.example');
    await stored(client, [...uptime(down.id, new Date(), 0, 1), ...uptime(gone.id, new Date(), 1, 0)]);
    // down.example is Offline, and no alert was raised yet (its downtime rule waits for its minutes)
    expect((await domainsOf(client)).find((d) => d.name === 'down.example')!.status).toBe('offline');
    expect(await cardOf(client, 'activeAlerts')).toMatchObject({
      value: '0',
      subtitle: '1 domain failing, no alert yet',
      tone: 'critical',
    });

    const alert = (d: { id: string; userId: string }, isResolved: boolean) => ({
      domainId: d.id,
      userId: d.userId,
      type: 'downtime' as const,
      severity: 'critical' as const,
      title: 'down',
      message: 'Connection refused',
      isResolved,
    });
    await t.database.handle.db.insert(alerts).values([alert(down, false), alert(down, true), alert(gone, false)]);
    expect((await client.request('DELETE', `/api/domains/${gone.id}`)).statusCode).toBe(204);

    const unresolved = (await client.get('/api/alerts?unresolvedOnly=true')).json<unknown[]>();
    const card = await cardOf(client, 'activeAlerts');
    expect(card).toMatchObject({ value: String(unresolved.length), subtitle: 'Need attention' });
    expect(unresolved).toHaveLength(2); // the deleted domain's open alert is still in the list, and in the card
    const table = await domainsOf(client, true);
    expect(table.reduce((n, d) => n + d.activeAlerts, 0)).toBe(unresolved.length);
  });

  it('gives identical hosts identical statuses, whichever check ran last', async () => {
    const client = await signedInClient(t, 'twins@example.com', 'pro');
    const first = await add(client, 'one.example');
    const second = await add(client, 'two.example');
    const now = Date.now();
    // the same facts; one's latest row is its certificate check, the other's its uptime check
    await stored(client, [
      ...uptime(first.id, new Date(now - 2000), 1, 0),
      sslRefused(first.id, new Date(now - 1000)),
      sslRefused(second.id, new Date(now - 2000)),
      ...uptime(second.id, new Date(now - 1000), 1, 0),
    ]);
    const list = await domainsOf(client);
    expect(list.map((d) => [d.status, d.statusReason])).toEqual([
      // the stored failure in words (issue 33: never the raw socket or OpenSSL text)
      ['critical', 'SSL: The server refused the connection.'],
      ['critical', 'SSL: The server refused the connection.'],
    ]);
    expect((await stats(client)).failingDomains).toBe(2);
  });

  it("follows the current workspace: a team's figures are the team's", async () => {
    const owner = await signedInClient(t, 'owner@example.com', 'pro');
    await add(owner, 'personal.example');
    const team = (await owner.post('/api/teams', { name: 'Ops' })).json();
    expect((await owner.post(`/api/teams/${team.id}/switch`)).statusCode).toBe(200);
    await add(owner, 'team.example');
    expect(await stats(owner)).toMatchObject({
      activeDomains: 1,
      totalDomains: 1,
      activeAlerts: 0,
      systemUptime: null,
      pendingDomains: 1,
    });
  });
});
