import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { monitors, uptimeEvents } from '../../../src/server/db/schema';
import { SCAN_CHECK_TYPES } from '../../../src/server/engine';
import { testEngineOptions } from '../../../src/server/engine/testing/test-options';
import { evaluateDowntime, initialDowntimeState, type DowntimeState } from '../../../src/server/jobs/evaluate/downtime';
import { checkFamilies, createFamilyRegistry } from '../../../src/server/jobs/monitoring/families';
import type {
  CheckFamilyDescriptor,
  MonitorInstance,
  MonitorSource,
  ScheduledMonitor,
} from '../../../src/server/jobs/monitoring/family';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import { createInProcessScheduler, type InProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import { assessChecks } from '../../../src/server/modules/watchdog/assess';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import { notificationJobs } from '../../../src/server/notifications';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import { familyCadenceSeconds, HOME_CHECK_FAMILIES } from '../../../src/shared/constants/check-families';
import { PLAN_ORDER } from '../../../src/shared/constants/plans';
import type { Alert } from '../../../src/shared/contracts/alerts';
import type { CheckLog } from '../../../src/shared/contracts/domain-details';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { startSmtpSink, type SmtpSink } from '../notifications/receivers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** What the stand-in probes answer; the test turns them down and up. */
const verdict = { robots: true, canary: true };

/**
 * A domain family, as a new family's file would be: a look at the domain's robots.txt (stood in for: no network),
 * every plan's check interval, one rule. Its results are stored under the 'security' history type because the
 * screens' check log lists only the history types they have words for (shared/helpers/domain-state.ts).
 */
const robotsFamily: CheckFamilyDescriptor = {
  id: 'robots',
  historyType: 'security',
  instances: 'domain',
  intervalMs: (_target, override) => (override ? override * SECOND : 5 * MINUTE),
  async run(check) {
    const ok = verdict.robots;
    check.record({
      status: ok ? 'healthy' : 'critical',
      message: ok ? 'robots.txt answers' : 'robots.txt is gone',
      details: { path: '/robots.txt' },
      responseTime: 12,
    });
    return check.rule<{ failing: boolean }>('robots', { failing: false }, (state) => {
      if (!ok && !state.failing) {
        const alert = {
          type: 'security' as const,
          severity: 'warning' as const,
          title: `${check.subject}: robots.txt is gone`,
          message: 'It answers 404.',
          metadata: { metric: 'robots' },
        };
        return { state: { failing: true }, actions: [{ kind: 'open-alert', alert }] };
      }
      if (ok && state.failing)
        return {
          state: { failing: false },
          actions: [{ kind: 'resolve-alert', type: 'security', metric: 'robots', message: 'robots.txt is back.' }],
        };
      return { state, actions: [] };
    });
  },
};

/** A monitor family, as families/<type>.ts would be: each TCP monitor at its own interval, the downtime rule. */
const canaryFamily: CheckFamilyDescriptor<{ port: number }> = {
  id: 'canary',
  monitorType: 'tcp',
  historyType: 'tcp',
  instances: 'monitor',
  intervalMs: ({ monitor }) => monitor!.intervalSeconds * SECOND,
  async run(check) {
    const { monitor, domain } = check;
    const up = verdict.canary;
    check.record({
      status: up ? 'healthy' : 'critical',
      message: up ? `Port ${monitor!.settings.port} accepts connections` : 'Connection refused',
      details: null,
      responseTime: 3,
      up,
    });
    return check.rule<DowntimeState>('downtime', initialDowntimeState, (s) =>
      evaluateDowntime(
        s,
        {
          ok: up,
          at: check.now.getTime(),
          isRecheck: check.job.isRecheck === true,
          statusCode: null,
          error: up ? null : 'Connection refused',
        },
        {
          domain: check.subject,
          downtimeMinutes: monitor!.downtimeMinutes ?? domain.thresholds.downtimeMinutes,
          timezone: domain.timezone,
        },
      ),
    );
  },
};

/**
 * Decision 047: a check family is its file and its registry line. Here both families live in this file and in a test
 * registry; nothing else of the server knows them, yet they are scheduled, stored, alerted on and shown.
 */
describe.each(DATABASE_KINDS)('a check family added to a registry on %s', (kind) => {
  let t: TestApp;
  let runtime: JobsRuntime;
  let scheduler: InProcessScheduler;
  let client: Client;
  let smtp: SmtpSink;
  let clock = Date.now();
  const forward: { target?: DomainLifecycleListener } = {};
  /** The monitors the stand-in MonitorSource knows (what modules/monitors reads from the table). */
  const known: MonitorInstance<{ port: number }>[] = [];
  const scheduled = (m: MonitorInstance<{ port: number }>): ScheduledMonitor => ({
    ...m,
    plan: 'pro',
    settings: m.settings,
  });
  const source: MonitorSource = {
    probedMonitors: async () => known.filter((m) => m.isActive).map(scheduled),
    monitorsOfDomain: async (domainId) => known.filter((m) => m.isActive && m.domainId === domainId).map(scheduled),
    instance: async (id) => known.find((m) => m.id === id),
  };

  async function advance(ms: number, stepMs = SECOND) {
    for (let moved = 0; moved < ms; moved += stepMs) {
      clock += Math.min(stepMs, ms - moved);
      await scheduler.settle();
    }
    await scheduler.settle();
    await runtime.flushHistory();
  }

  const alertRows = () =>
    queryRows<{ title: string; is_resolved: boolean; monitor_id: string | null; metadata: Record<string, unknown> }>(
      t.database.handle.db,
      sql`select title, is_resolved, monitor_id, metadata from alerts order by created_at`,
    );

  beforeAll(async () => {
    t = await createTestApp(kind, {
      lifecycle: {
        domainActivated: (d) => forward.target?.domainActivated(d),
        domainDeactivated: (d) => forward.target?.domainDeactivated(d),
      },
    });
    scheduler = createInProcessScheduler(() => clock);
    smtp = await startSmtpSink();
    const engine = testEngineOptions({ dnsServers: ['127.0.0.1:9'] });
    runtime = createJobsRuntime({
      config: {},
      database: t.database.handle,
      engine,
      scheduler,
      families: createFamilyRegistry([robotsFamily, canaryFamily]),
      monitors: source,
      log: () => undefined,
      notifications: notificationJobs({
        config: { publicUrl: t.config.publicUrl },
        db: t.database.handle.db,
        mailer: createSmtpMailer(smtp.url, 'Sitewarden <alerts@sitewarden.test>'),
        engine,
        retry: { backoffMs: 100 },
        log: () => undefined,
      }),
    });
    forward.target = runtime.monitoring.lifecycle;
    await runtime.startWorker(4);
    client = await signedInClient(t, 'families@example.com', 'pro');
    const prefs = await client.request('PUT', '/api/settings/alert-preferences', { channelEmail: true });
    expect(prefs.statusCode).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    await t?.close();
    await smtp?.close();
  });

  it('schedules, stores, alerts on and shows a domain family and a monitor family of its own registry', async () => {
    const domainId = (await client.post('/api/domains', { name: 'families.example' })).json().id as string;
    const [row] = await t.database.handle.db
      .insert(monitors)
      .values({
        domainId,
        type: 'tcp',
        name: 'Mail server',
        settings: { port: 25 },
        intervalSeconds: 60,
        downtimeMinutes: 0,
        // its alerts go to Slack only (not set up here): none is e-mailed
        alertChannels: ['slack'],
      })
      .returning();
    // below the plan's minimum (Pro: 5 min): its schedule is floored there
    known.push({
      id: row!.id,
      domainId,
      type: 'tcp',
      name: 'Mail server',
      settings: { port: 25 },
      intervalSeconds: 60,
      downtimeMinutes: 0,
      alertChannels: ['slack'],
      isActive: true,
    });
    await runtime.monitoring.monitorLifecycle.monitorChanged(row!.id, { checkNow: true });
    // the domain's own outage, open: the monitor's recovery must leave it alone
    await t.database.handle.db
      .insert(uptimeEvents)
      .values({ domainId, eventType: 'down', startTime: new Date(clock - MINUTE), consecutiveFailures: 2 });

    // scheduled: only this registry's families, the monitor's with its id
    const schedules = (await scheduler.getSchedules()).filter((s) => s.job.name === 'check');
    expect(schedules.map((s) => [s.id, s.everyMs]).sort()).toEqual(
      [
        [`canary:${row!.id}`, 5 * MINUTE],
        [`robots:${domainId}`, 5 * MINUTE],
      ].sort(),
    );
    expect(schedules.find((s) => s.id.startsWith('canary:'))!.job.data).toMatchObject({
      domainId,
      family: 'canary',
      monitorId: row!.id,
      plan: 'pro',
    });

    // stored: both first checks at once, the monitor's with its id
    await advance(SECOND);
    const stored = await queryRows<{ check_type: string; monitor_id: string | null; message: string }>(
      t.database.handle.db,
      sql`select check_type, monitor_id, details->>'message' as message from domain_checks where domain_id = ${domainId} order by check_type`,
    );
    expect(stored).toEqual([
      { check_type: 'security', monitor_id: null, message: 'robots.txt answers' },
      { check_type: 'tcp', monitor_id: row!.id, message: 'Port 25 accepts connections' },
    ]);

    // alerted: both go down; the monitor's failure is re-checked at once, confirmed, and alerts naming the monitor
    verdict.robots = false;
    verdict.canary = false;
    await advance(5 * MINUTE, 10 * SECOND);
    const open = await alertRows();
    expect(open.map((a) => [a.title, a.is_resolved, a.monitor_id]).sort()).toEqual(
      [
        ['Mail server on families.example is down', false, row!.id],
        ['families.example: robots.txt is gone', false, null],
      ].sort(),
    );
    expect(open.find((a) => a.monitor_id)!.metadata).toMatchObject({ monitorId: row!.id, monitorName: 'Mail server' });
    // routed: the domain family's alert is e-mailed as the preferences say, the monitor's goes to its channels only
    const subjects = smtp.messages.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? '');
    expect(subjects.some((subject) => subject.includes('families.example: robots.txt is gone'))).toBe(true);
    expect(subjects.filter((subject) => subject.includes('Mail server'))).toEqual([]);
    const outages = () =>
      queryRows<{ monitor_id: string | null; event_type: string; open: boolean }>(
        t.database.handle.db,
        sql`select monitor_id, event_type, end_time is null as open from uptime_events where domain_id = ${domainId} order by id`,
      );
    expect(await outages()).toEqual([
      { monitor_id: null, event_type: 'down', open: true },
      { monitor_id: row!.id, event_type: 'down', open: true },
    ]);

    // shown: the alerts list names the monitor; the domain page's check log lists the domain family's checks
    const listed = (await client.get('/api/alerts')).json<Alert[]>();
    expect(listed.map((a) => a.title)).toContain('Mail server on families.example is down');
    const log = (await client.get(`/api/domains/${domainId}/checks?page=1&pageSize=20`)).json<CheckLog>();
    expect(log.items.map((c) => c.message)).toContain('robots.txt is gone');
    expect(log.items.every((c) => c.type === 'security')).toBe(true);

    // resolved: each family's alert and the monitor's own outage; the domain's outage stays open
    verdict.robots = true;
    verdict.canary = true;
    await advance(5 * MINUTE, 10 * SECOND);
    expect((await alertRows()).every((a) => a.is_resolved)).toBe(true);
    expect((await outages()).map((o) => [o.monitor_id, o.event_type, o.open])).toEqual([
      [null, 'down', true],
      [row!.id, 'down', false],
      [row!.id, 'up', false],
    ]);
    // a monitor's checks never enter the domain's daily uptime rollups
    await runtime.flushHistory();
    expect(
      await queryRows(t.database.handle.db, sql`select 1 from uptime_stats where domain_id = ${domainId}`),
    ).toEqual([]);

    // removed: the monitor's schedule goes
    known.splice(
      known.findIndex((m) => m.id === row!.id),
      1,
    );
    await runtime.monitoring.monitorLifecycle.monitorRemoved(row!.id, 'tcp');
    expect((await scheduler.getSchedules()).map((s) => s.id)).not.toContain(`canary:${row!.id}`);
  });

  it("follows the domain's delete and restore, and the reconcile puts a lost monitor schedule back", async () => {
    const domainId = (await client.post('/api/domains', { name: 'second.example' })).json().id as string;
    const [row] = await t.database.handle.db
      .insert(monitors)
      .values({ domainId, type: 'tcp', name: 'Broker', settings: { port: 8883 }, intervalSeconds: 600 })
      .returning();
    known.push({
      id: row!.id,
      domainId,
      type: 'tcp',
      name: 'Broker',
      settings: { port: 8883 },
      intervalSeconds: 600,
      downtimeMinutes: null,
      alertChannels: null,
      isActive: true,
    });
    await runtime.monitoring.monitorLifecycle.monitorChanged(row!.id, { checkNow: false });
    const ids = async () => (await scheduler.getSchedules()).map((s) => s.id);
    expect(await ids()).toContain(`canary:${row!.id}`);

    expect((await client.request('DELETE', `/api/domains/${domainId}`)).statusCode).toBe(204);
    expect(await ids()).not.toContain(`canary:${row!.id}`);
    expect((await client.post(`/api/domains/${domainId}/restore`)).statusCode).toBe(200);
    expect(await ids()).toContain(`canary:${row!.id}`);

    // a Redis that lost data: the reconcile restores it, and its first check (it never had a result) runs
    await scheduler.removeSchedule(`canary:${row!.id}`);
    expect(await runtime.monitoring.reconcile()).toMatchObject({ added: 1, removed: 0 });
    await advance(SECOND);
    expect(
      await queryRows(
        t.database.handle.db,
        sql`select check_type from domain_checks where monitor_id = ${row!.id} limit 1`,
      ),
    ).toEqual([{ check_type: 'tcp' }]);

    // paused: unscheduled
    known.find((m) => m.id === row!.id)!.isActive = false;
    await runtime.monitoring.monitorLifecycle.monitorChanged(row!.id, { checkNow: false });
    expect(await ids()).not.toContain(`canary:${row!.id}`);
  });
});

describe("the installation's registry", () => {
  it('holds the home-page families at the cadences the marketing pages state', () => {
    expect(checkFamilies.domainFamilies.map((f) => f.id).sort()).toEqual(HOME_CHECK_FAMILIES.map((f) => f.id).sort());
    for (const facts of HOME_CHECK_FAMILIES) {
      for (const plan of PLAN_ORDER)
        expect(checkFamilies.get(facts.id)!.intervalMs({ plan })).toBe(familyCadenceSeconds(facts.id, plan) * SECOND);
    }
  });

  it('covers every quick-scan check with a family', () => {
    expect(checkFamilies.all.flatMap((f) => (f.scan ? [f.scan] : [])).sort()).toEqual([...SCAN_CHECK_TYPES].sort());
  });

  it("counts a registry's domain families and its monitors in the watchdog's due figure", () => {
    const at = new Date(Date.UTC(2026, 5, 15, 12));
    const domain = {
      id: 'd',
      name: 'families.example',
      plan: 'pro' as const,
      changedAt: at,
      lastUptimeAt: at,
      doneLastMinute: 0,
    };
    const monitor: ScheduledMonitor = {
      id: 'm',
      domainId: 'd',
      type: 'tcp',
      plan: 'pro',
      intervalSeconds: 600,
      settings: {},
    };
    const figures = assessChecks([domain], {
      at,
      watchingSince: at,
      graceMs: 0,
      families: createFamilyRegistry([robotsFamily, canaryFamily]),
      monitors: [monitor],
    });
    // robots every 5 minutes, the monitor every 10
    expect(figures.duePerMinute).toBe(0.3);
  });

  it('refuses two families of one name, or of one monitor type', () => {
    expect(() => createFamilyRegistry([robotsFamily, robotsFamily])).toThrow(/two check families/);
    expect(() => createFamilyRegistry([canaryFamily, { ...canaryFamily, id: 'canary-2' }])).toThrow(/"tcp" monitors/);
  });
});
