import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviours } from '../../../src/server/engine/testing/http-server';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { notificationJobs } from '../../../src/server/notifications';
import type { DashboardStats } from '../../../src/shared/contracts/dashboard';
import type { Domain } from '../../../src/shared/contracts/domains';
import { getStatCards } from '../../../src/shared/helpers/dashboard-cards';
import { DATABASE_KINDS } from '../helpers/databases';
import { downSite, startEngineOnClock, type EngineOnClock } from '../helpers/engine-on-clock';
import { createMemoryMailer, signedInClient, type Client } from '../helpers/test-app';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Decision 069: the dashboard's figures and the domain list follow the checks the engine stores at once, not when a
 * cache happens to expire. Loopback sites checked every minute on the embedded scheduler's manual clock go down and
 * recover; after each step the cards, the list's badge and the alert counts say the same thing. The manual clock
 * moves minutes in a few real seconds, inside the cached answers' lifetime (5 s): only a change told to the caches
 * shows. (The checks' own times are real ones, so a downtime threshold of minutes is never reached here: one
 * workspace waits an hour before alerting, the other alerts at once.)
 */
describe.each(DATABASE_KINDS)('the dashboard follows the checks on %s', (kind) => {
  let lab: LoopbackLab;
  let engine: EngineOnClock;
  const advance = (ms: number) => engine.advance(ms);

  const stats = async (client: Client) => (await client.get('/api/dashboard/stats')).json<DashboardStats>();
  const card = (s: DashboardStats, key: string) => getStatCards(s).find((c) => c.key === key)!;
  const badges = async (client: Client) =>
    (await client.get('/api/domains')).json<{ data: Domain[] }>().data.map((d) => d.status);

  /** A workspace with one monitored site, answering and checked, its figures asked for (and so cached). */
  async function watchedSite(email: string, site: string, downtimeMinutes: number): Promise<Client> {
    lab.addSite(site, { expiresInDays: 200 });
    const client = await signedInClient(engine.t, email, 'pro');
    expect(
      (await client.request('PUT', '/api/settings/alert-preferences', { alertThresholds: { downtimeMinutes } }))
        .statusCode,
    ).toBe(200);
    expect((await client.post('/api/domains', { name: site })).statusCode).toBe(201);
    await advance(5 * SECOND);
    expect(await badges(client)).toEqual(['online']);
    const now = await stats(client);
    expect(now).toMatchObject({ failingDomains: 0, activeAlerts: 0, domainStates: { online: 1 } });
    expect(card(now, 'systemHealth')).toMatchObject({ value: '100.00%', tone: 'healthy' });
    return client;
  }

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    engine = await startEngineOnClock(kind, lab, (t) =>
      notificationJobs({
        config: { publicUrl: t.config.publicUrl },
        db: t.database.handle.db,
        mailer: createMemoryMailer(),
        engine: lab.options,
        log: () => undefined,
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    await lab?.close();
  });

  it('says a domain is failing with no alert yet as soon as a check says so, and stops once it recovered', async () => {
    const site = `quiet.${LAB_SUFFIX}`;
    const client = await watchedSite('quiet-dashboard@example.com', site, 60);

    lab.router.routes.set(site, downSite);
    await advance(MINUTE);
    const [down] = await badges(client);
    expect(['critical', 'offline']).toContain(down);
    let now = await stats(client);
    expect(now).toMatchObject({ failingDomains: 1, activeAlerts: 0, domainStates: { online: 0, [down!]: 1 } });
    expect(card(now, 'systemHealth')).toMatchObject({
      value: down === 'critical' ? '1 Critical' : '1 Offline',
      tone: 'critical',
    });
    expect(card(now, 'activeAlerts')).toMatchObject({
      value: '0',
      subtitle: '1 domain failing, no alert yet',
      tone: 'critical',
    });

    lab.router.routes.set(site, behaviours.secure());
    await advance(MINUTE);
    expect(await badges(client)).toEqual(['online']);
    now = await stats(client);
    expect(now).toMatchObject({
      failingDomains: 0,
      activeAlerts: 0,
      domainStates: { online: 1, critical: 0, offline: 0 },
    });
    expect(card(now, 'activeAlerts')).toMatchObject({ value: '0', subtitle: 'Need attention', tone: 'healthy' });
    expect(card(now, 'systemHealth').tone).not.toBe('critical');
  }, 120_000);

  it('counts the alert the engine opens at once, and nothing once the engine closed it', async () => {
    const site = `alerting.${LAB_SUFFIX}`;
    const client = await watchedSite('alerting-dashboard@example.com', site, 0);

    lab.router.routes.set(site, downSite);
    await advance(MINUTE);
    let now = await stats(client);
    expect(now).toMatchObject({ failingDomains: 1, activeAlerts: 1, acknowledgedAlerts: 0 });
    expect(card(now, 'activeAlerts')).toMatchObject({ value: '1', subtitle: 'Need attention', tone: 'critical' });

    lab.router.routes.set(site, behaviours.secure());
    await advance(MINUTE);
    expect(await badges(client)).toEqual(['online']);
    now = await stats(client);
    expect(now).toMatchObject({ failingDomains: 0, activeAlerts: 0, domainStates: { online: 1 } });
    expect(card(now, 'activeAlerts')).toMatchObject({ value: '0', subtitle: 'Need attention', tone: 'healthy' });
  }, 120_000);
});
