import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertPreferences, alertThresholds, domains, teamMembers, users } from '../../../src/server/db/schema';
import { createHistoryWriter } from '../../../src/server/jobs/monitoring/history-writer';
import { withMonitoringCache } from '../../../src/server/jobs/monitoring/monitoring-cache';
import { createMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring.repository';
import { createMonitoringService } from '../../../src/server/jobs/monitoring/monitoring.service';
import { silentNotifier } from '../../../src/server/jobs/monitoring/notifier';
import { runCheck } from '../../../src/server/jobs/monitoring/run-check';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import { setPlanCommand } from '../../../src/server/modules/auth/user-admin';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import { testEngineOptions } from '../../../src/server/engine/testing/test-options';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const MIN = 60_000;

/**
 * Schedules follow the domains and their plan at once, through the in-process scheduler (no worker: nothing is
 * checked here, only what is scheduled, at which interval).
 */
describe.each(DATABASE_KINDS)('monitoring schedules on %s', (kind) => {
  let t: TestApp;
  let runtime: JobsRuntime;
  let owner: Client;
  const forward: { target?: DomainLifecycleListener } = {};

  /** Interval per family of a domain's schedules; {} when it has none. */
  async function intervals(domainId: string): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const s of await runtime.scheduler.getSchedules())
      if (s.job.data.domainId === domainId) out[String(s.job.data.family)] = s.everyMs;
    return out;
  }
  const userId = async (email: string) =>
    (await t.database.handle.db.select().from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      lifecycle: {
        domainActivated: (d) => forward.target?.domainActivated(d),
        domainDeactivated: (d) => forward.target?.domainDeactivated(d),
        teamPlanChanged: (id) => forward.target?.teamPlanChanged?.(id),
      },
    });
    runtime = createJobsRuntime({
      config: {},
      database: t.database.handle,
      engine: testEngineOptions({ dnsServers: ['127.0.0.1:9'] }),
    });
    forward.target = runtime.monitoring.lifecycle;
    owner = await signedInClient(t, 'owner@example.com', 'free');
  });
  afterAll(async () => {
    await runtime?.close();
    await t?.close();
  });

  it("schedules every family at the plan's cadence and moves them when the plan changes", async () => {
    const id = (await owner.post('/api/domains', { name: 'shop.example' })).json().id as string;
    expect(await intervals(id)).toEqual({
      http: 60 * MIN,
      dns: 5 * MIN,
      ssl: 60 * MIN,
      whois: 24 * 60 * MIN,
      security: 24 * 60 * MIN,
      performance: 24 * 60 * MIN,
    });

    const user = await userId('owner@example.com');
    await setPlanCommand(t.database.handle.db, 'owner@example.com', 'agency');
    await runtime.monitoring.lifecycle.planChanged(user);
    expect(await intervals(id)).toMatchObject({ http: 1 * MIN, dns: 1 * MIN, ssl: 60 * MIN });
  });

  it('renames keep, deletes drop and restores bring back the schedules', async () => {
    const id = (await owner.post('/api/domains', { name: 'blog.example' })).json().id as string;
    expect((await owner.request('PATCH', `/api/domains/${id}`, { name: 'journal.example' })).statusCode).toBe(200);
    expect(await intervals(id)).toMatchObject({ http: 1 * MIN });
    expect((await owner.request('DELETE', `/api/domains/${id}`)).statusCode).toBe(204);
    expect(await intervals(id)).toEqual({});
    expect((await owner.post(`/api/domains/${id}/restore`)).statusCode).toBe(200);
    expect(await intervals(id)).toMatchObject({ http: 1 * MIN, performance: 24 * 60 * MIN });
  });

  it("moves a team's domains to the new owner's plan when ownership is transferred", async () => {
    const team = (await owner.post('/api/teams', { name: 'Agency work' })).json();
    await owner.post(`/api/teams/${team.id}/switch`);
    const id = (await owner.post('/api/domains', { name: 'client.example' })).json().id as string;
    expect(await intervals(id)).toMatchObject({ http: 1 * MIN });

    await signedInClient(t, 'heir@example.com', 'pro');
    const heir = await userId('heir@example.com');
    await t.database.handle.db.insert(teamMembers).values({ teamId: team.id, userId: heir, role: 'admin' });
    expect((await owner.post(`/api/teams/${team.slug}/transfer`, { userId: heir })).statusCode).toBe(200);
    expect(await intervals(id)).toMatchObject({ http: 5 * MIN });
    await owner.post('/api/teams/personal/switch');
  });

  it("never schedules the demo account's domains", async () => {
    const demo = await signedInClient(t, 'tester@example.com', 'pro');
    await t.database.handle.db.update(users).set({ isTestAccount: true }).where(eq(users.email, 'tester@example.com'));
    const id = (await demo.post('/api/domains', { name: 'demo.example' })).json().id as string;
    expect(await intervals(id)).toEqual({});
    await runtime.monitoring.reconcile();
    expect(await intervals(id)).toEqual({});
  });

  it('the reconcile puts back missing schedules, fixes wrong intervals, drops stale ones and otherwise writes nothing', async () => {
    const id = (await owner.post('/api/domains', { name: 'reconcile.example' })).json().id as string;
    const gone = (await owner.post('/api/domains', { name: 'gone.example' })).json().id as string;
    const retention = { id: 'maintenance:retention', everyMs: 86_400_000, job: { name: 'retention', data: {} } };
    await runtime.monitoring.reconcile([retention]);
    const writes: string[] = [];
    const s = runtime.scheduler;
    const watched = {
      ...s,
      upsertSchedule: (spec: Parameters<typeof s.upsertSchedule>[0]) => (
        writes.push(`+${spec.id}`),
        s.upsertSchedule(spec)
      ),
      removeSchedule: (x: string) => (writes.push(`-${x}`), s.removeSchedule(x)),
    };
    const repo = withMonitoringCache(createMonitoringRepository(t.database.handle.db), { cacheStates: false });
    const monitoring = createMonitoringService({ repo, scheduler: watched });
    expect(await monitoring.reconcile([retention])).toMatchObject({ added: 0, fixed: 0, removed: 0 });
    expect(writes).toEqual([]);

    // what a Redis that lost data, a missed hook and a deleted domain leave behind
    await s.removeSchedule(`http:${id}`);
    await s.removeSchedule('maintenance:retention');
    await s.upsertSchedule({
      id: `dns:${id}`,
      everyMs: 7_000,
      job: { name: 'check', data: { domainId: id, family: 'dns', plan: 'agency' } },
    });
    await t.database.handle.db.update(domains).set({ isActive: false }).where(eq(domains.id, gone));
    expect(await monitoring.reconcile([retention])).toMatchObject({ added: 2, fixed: 1, removed: 6 });
    expect(await intervals(id)).toMatchObject({ http: 1 * MIN, dns: 1 * MIN });
    expect(await intervals(gone)).toEqual({});
    expect((await s.scheduleIntervals()).get('maintenance:retention')).toEqual({
      everyMs: 86_400_000,
      lane: 'priority',
    });
    writes.length = 0;
    expect(await monitoring.reconcile([retention])).toMatchObject({ added: 0, fixed: 0, removed: 0 });
    expect(writes).toEqual([]);
  });

  it('the minute refresh reloads contexts only when something they are built from changed, in any process', async () => {
    const db = t.database.handle.db;
    const base = createMonitoringRepository(db);
    let loads = 0;
    const repo = withMonitoringCache(
      { ...base, activeDomains: () => (loads++, base.activeDomains()) },
      { cacheStates: false },
    );
    const id = (await owner.post('/api/domains', { name: 'refresh.example' })).json().id as string;
    const ownerId = await userId('owner@example.com');
    const [preferences] = await db.select().from(alertPreferences).where(eq(alertPreferences.userId, ownerId));
    await repo.refreshAll();
    await repo.refreshAll();
    expect(loads).toBe(1);
    // changes written straight to the database, as another process would
    await db.update(users).set({ subscriptionTier: 'pro' }).where(eq(users.id, ownerId));
    await repo.refreshAll();
    expect([loads, (await repo.domainContext(id))?.plan]).toEqual([2, 'pro']);
    const [rule] = await db
      .insert(alertThresholds)
      .values({ domainId: id, userId: ownerId, metric: 'response_time', warningThreshold: 1 })
      .returning();
    await repo.refreshAll();
    expect([loads, (await repo.domainContext(id))?.overrides.response_time?.warning]).toEqual([3, 1]);
    await db.update(alertThresholds).set({ warningThreshold: 2 }).where(eq(alertThresholds.id, rule!.id));
    await repo.refreshAll();
    expect((await repo.domainContext(id))?.overrides.response_time?.warning).toBe(2);
    await db.delete(alertThresholds).where(eq(alertThresholds.id, rule!.id));
    await repo.refreshAll();
    expect((await repo.domainContext(id))?.overrides.response_time).toBeUndefined();
    await db
      .insert(alertPreferences)
      .values({
        userId: ownerId,
        alertThresholds: {
          sslExpiryDays: 30,
          downtimeMinutes: 7,
          responseTimeMs: 3000,
          performanceScoreThreshold: 50,
          dnsChangeAlerts: true,
        },
      })
      .onConflictDoUpdate({
        target: alertPreferences.userId,
        set: {
          alertThresholds: {
            sslExpiryDays: 30,
            downtimeMinutes: 7,
            responseTimeMs: 3000,
            performanceScoreThreshold: 50,
            dnsChangeAlerts: true,
          },
        },
      });
    await repo.refreshAll();
    expect((await repo.domainContext(id))?.thresholds.downtimeMinutes).toBe(7);
    const before = loads;
    await repo.refreshAll();
    expect(loads).toBe(before);
    await db.update(users).set({ subscriptionTier: 'agency' }).where(eq(users.id, ownerId));
    if (preferences)
      await db
        .update(alertPreferences)
        .set({ alertThresholds: preferences.alertThresholds })
        .where(eq(alertPreferences.userId, ownerId));
    else await db.delete(alertPreferences).where(eq(alertPreferences.userId, ownerId));
    await owner.request('DELETE', `/api/domains/${id}`);
  });

  it('a check that finds the plan changed by another process reschedules its domain', async () => {
    // a worker of its own: the plan changes in the database only, as `sitewarden user plan` does from another process
    const db = t.database.handle.db;
    const repo = withMonitoringCache(createMonitoringRepository(db), { cacheStates: false });
    const scheduler = createInProcessScheduler();
    const monitoring = createMonitoringService({ repo, scheduler });
    const history = createHistoryWriter(db);
    try {
      const id = (await owner.post('/api/domains', { name: 'api.example' })).json().id as string;
      await monitoring.syncDomain(id);
      await db.update(users).set({ subscriptionTier: 'pro' }).where(eq(users.email, 'owner@example.com'));
      await repo.refreshAll(); // what the worker does every minute
      const scheduled = (await scheduler.getSchedules()).find((s) => s.id === `dns:${id}`)!;
      expect(scheduled.job.data.plan).toBe('agency');

      await runCheck(
        { domainId: id, family: 'dns', plan: 'agency' },
        {
          repo,
          history,
          scheduler,
          notifier: silentNotifier,
          engine: testEngineOptions({ dnsServers: ['127.0.0.1:9'] }),
          resync: monitoring.syncDomain,
        },
      );
      const http = (await scheduler.getSchedules()).find((s) => s.id === `http:${id}`)!;
      expect([http.everyMs, http.job.data.plan]).toEqual([5 * MIN, 'pro']);
    } finally {
      await scheduler.close();
      await history.close();
    }
  });
});
