import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineOptions } from '../../../src/server/engine';
import type { RuleAction } from '../../../src/server/jobs/evaluate/types';
import { heartbeatFamily, type HeartbeatSettings } from '../../../src/server/jobs/monitoring/families/heartbeat';
import type { FamilyCheck, MonitorInstance, RecordedResult } from '../../../src/server/jobs/monitoring/family';
import {
  createMonitoringRepository,
  type DomainContext,
} from '../../../src/server/jobs/monitoring/monitoring.repository';
import type { CheckDeps } from '../../../src/server/jobs/monitoring/run-check';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';
import { seedHeartbeat, type SeededHeartbeat } from './heartbeat-fixture';

const MIN = 60_000;
/** 10:00 UTC = 11:00 CET, on a winter day. */
const T0 = Date.parse('2026-11-27T10:00:00Z');

/**
 * The heartbeat family over a real database: its pings inserted as the push URL stores them, its checks run by a
 * small stand-in for the runner that collects what it records and keeps the rules' state, on a clock the test sets.
 */
describe.each(DATABASE_KINDS)('heartbeat family on %s', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  async function heartbeat(
    options: { periodSeconds?: number; graceSeconds?: number; downtimeMinutes?: number | null } = {},
  ) {
    const hb = await seedHeartbeat(db(), { createdAt: new Date(T0 - 5 * MIN), timezone: 'Europe/Berlin', ...options });
    const settings: HeartbeatSettings = {
      periodSeconds: options.periodSeconds ?? 3600,
      graceSeconds: options.graceSeconds ?? 300,
    };
    const monitor: MonitorInstance<HeartbeatSettings> = {
      id: hb.monitorId,
      domainId: hb.domainId,
      type: 'heartbeat',
      name: 'Nightly backup',
      settings,
      intervalSeconds: settings.periodSeconds,
      downtimeMinutes: options.downtimeMinutes ?? null,
      alertChannels: null,
      isActive: true,
    };
    return { hb, monitor, ...runner(hb, monitor) };
  }

  /** The runner's part: the clock, one record per check, the rule state kept between checks. */
  function runner(hb: SeededHeartbeat, monitor: MonitorInstance<HeartbeatSettings>) {
    const states = new Map<string, object>();
    const records: RecordedResult[] = [];
    const domain = { id: hb.domainId, name: 'example.com', timezone: 'Europe/Berlin' } as DomainContext;
    const deps = { repo: createMonitoringRepository(db()) } as unknown as CheckDeps;
    return {
      records,
      states,
      async checkAt(at: number): Promise<{ recorded: RecordedResult | undefined; actions: RuleAction[] }> {
        const before = records.length;
        // asserted rather than declared: the runner's FamilyCheck may carry more than this stand-in needs
        const check = {
          domain,
          monitor,
          subject: 'Nightly backup on example.com',
          job: { domainId: hb.domainId, family: 'heartbeat', monitorId: hb.monitorId },
          now: new Date(at),
          engine: {} as EngineOptions,
          deps,
          record: (result) => {
            if (records.length > before) throw new Error('recorded twice');
            records.push(result);
          },
          async rule(key, initial, step) {
            const { state, actions } = step((states.get(key) as typeof initial | undefined) ?? initial);
            states.set(key, state);
            return actions;
          },
        } as FamilyCheck<HeartbeatSettings>;
        const actions = await heartbeatFamily.run(check);
        return { recorded: records[before], actions };
      },
      async ping(
        at: number,
        kind: 'ping' | 'start' | 'fail' = 'ping',
        exitCode: number | null = null,
        message: string | null = null,
      ) {
        await db().execute(
          sql`insert into monitor_pings (monitor_id, kind, exit_code, message, received_at) values (${hb.monitorId}, ${kind}, ${exitCode}, ${message}, ${new Date(at).toISOString()})`,
        );
      },
    };
  }

  const kinds = (actions: RuleAction[]) => actions.map((a) => a.kind);
  const alertOf = (actions: RuleAction[]) => {
    const a = actions.find((x) => x.kind === 'open-alert' || x.kind === 'keep-open');
    return a && 'alert' in a ? a.alert : undefined;
  };

  it('checks every minute, whatever the period', () => {
    const target = (periodSeconds: number) => {
      const monitor: MonitorInstance<HeartbeatSettings> = {
        id: 'm',
        domainId: 'd',
        type: 'heartbeat',
        name: 'Job',
        settings: { periodSeconds, graceSeconds: 0 },
        intervalSeconds: periodSeconds,
        downtimeMinutes: null,
        alertChannels: null,
        isActive: true,
      };
      return { plan: 'free' as const, monitor };
    };
    expect(heartbeatFamily.intervalMs(target(60))).toBe(60_000);
    expect(heartbeatFamily.intervalMs(target(86_400))).toBe(60_000);
    expect(heartbeatFamily.intervalMs(target(86_400), 2)).toBe(2_000);
  });

  it('is pending until the first ping is due, then down for a monitor never pinged', async () => {
    const h = await heartbeat();
    // created at 09:55 UTC, period 1 h + grace 5 min: the first ping is due by 11:00 UTC
    expect(await h.checkAt(T0 + 30 * MIN)).toEqual({ recorded: undefined, actions: [] });
    const late = await h.checkAt(T0 + 61 * MIN);
    expect(late.recorded).toMatchObject({
      status: 'critical',
      up: false,
      message: 'No ping since the monitor was created at 10:55 CET (a ping is due every 1 h, with 5 min of grace).',
    });
    expect(kinds(late.actions)).toEqual(['outage-started', 'open-alert']);
  });

  it('is up while pings come on time, raises the alert once silent past period + grace, and resolves it on the next ping', async () => {
    const h = await heartbeat();
    await h.ping(T0);
    const onTime = await h.checkAt(T0 + 30 * MIN);
    expect(onTime.recorded).toMatchObject({
      status: 'healthy',
      up: true,
      message: 'Pinged at 11:00 CET; the next ping is due by 12:05 CET.',
      responseTime: null,
    });
    expect(onTime.actions).toEqual([]);
    // within the grace time: still up
    expect((await h.checkAt(T0 + 64 * MIN)).recorded).toMatchObject({ up: true });

    const silent = await h.checkAt(T0 + 66 * MIN);
    expect(silent.recorded).toMatchObject({
      status: 'critical',
      up: false,
      message: 'No ping since 11:00 CET (a ping is due every 1 h, with 5 min of grace).',
    });
    // no re-check round for a heartbeat: the grace was the wait; the outage starts at the deadline
    expect(kinds(silent.actions)).toEqual(['outage-started', 'open-alert']);
    expect(silent.actions[0]).toMatchObject({ at: T0 + 65 * MIN });
    expect(alertOf(silent.actions)).toMatchObject({
      type: 'downtime',
      severity: 'critical',
      title: 'Nightly backup on example.com has not reported in',
      message: 'No ping since 11:00 CET (a ping is due every 1 h, with 5 min of grace). Down for 1 min.',
      metadata: expect.objectContaining({ heartbeat: 'silent', lastPingAt: new Date(T0).toISOString() }),
    });

    // still silent a minute later: one alert, kept open
    expect(kinds((await h.checkAt(T0 + 67 * MIN)).actions)).toEqual(['keep-open']);

    await h.ping(T0 + 70 * MIN);
    const back = await h.checkAt(T0 + 70.5 * 60_000);
    expect(back.recorded).toMatchObject({ up: true });
    expect(kinds(back.actions)).toEqual(['outage-ended', 'resolve-alert']);
    expect(back.actions[1]).toMatchObject({
      type: 'downtime',
      message: 'Nightly backup on example.com reported in at 12:10 CET after 5 min 30 s down.',
    });
    expect(h.states.get('downtime')).toEqual({ phase: 'up' });
  });

  it('is down at once on a reported failure, with the exit code and the message', async () => {
    const h = await heartbeat();
    await h.ping(T0, 'ping');
    await h.ping(T0 + 60 * MIN, 'fail', 3, 'tar: /var/backups: No space left on device');
    const failed = await h.checkAt(T0 + 60 * MIN + 2000);
    expect(failed.recorded).toMatchObject({
      status: 'critical',
      message: 'Reported a failure with exit code 3 at 12:00 CET: tar: /var/backups: No space left on device',
      details: expect.objectContaining({ state: 'failed', exitCode: 3, lastPingKind: 'fail' }),
    });
    expect(kinds(failed.actions)).toEqual(['outage-started', 'open-alert']);
    expect(failed.actions[0]).toMatchObject({ at: T0 + 60 * MIN });
    expect(alertOf(failed.actions)?.title).toBe('Nightly backup on example.com reported a failure');

    // a plain ping with a non-zero exit code is a failure too
    const other = await heartbeat();
    await other.ping(T0, 'ping', 1);
    expect((await other.checkAt(T0 + 1000)).recorded).toMatchObject({
      up: false,
      message: 'Reported a failure with exit code 1 at 11:00 CET.',
    });
  });

  it('is up while a started run is within its grace, and down when it did not finish', async () => {
    const h = await heartbeat({ graceSeconds: 600 });
    await h.ping(T0 - 60 * MIN);
    await h.ping(T0, 'start');
    const running = await h.checkAt(T0 + 5 * MIN);
    expect(running.recorded).toMatchObject({ up: true, message: 'Started at 11:00 CET; its end is due by 11:10 CET.' });
    const unfinished = await h.checkAt(T0 + 11 * MIN);
    expect(unfinished.recorded).toMatchObject({
      up: false,
      message: 'Started at 11:00 CET and did not report its end within 10 min.',
    });
    expect(alertOf(unfinished.actions)?.title).toBe('Nightly backup on example.com did not finish');

    await h.ping(T0 + 12 * MIN);
    const done = await h.checkAt(T0 + 12 * MIN + 1000);
    expect(done.recorded).toMatchObject({
      up: true,
      message: 'Pinged at 11:12 CET after a run of 12 min; the next ping is due by 12:22 CET.',
      details: expect.objectContaining({ durationMs: 12 * MIN }),
    });
    expect(kinds(done.actions)).toEqual(['outage-ended', 'resolve-alert']);
  });

  it("waits the monitor's downtime minutes before alerting, when it sets them", async () => {
    const h = await heartbeat({ periodSeconds: 60, graceSeconds: 0, downtimeMinutes: 10 });
    await h.ping(T0);
    const late = await h.checkAt(T0 + 2 * MIN);
    expect(kinds(late.actions)).toEqual(['outage-started']);
    expect(kinds((await h.checkAt(T0 + 10 * MIN)).actions)).toEqual([]);
    expect(kinds((await h.checkAt(T0 + 11 * MIN)).actions)).toEqual(['open-alert']);
  });

  it('skips a monitor deleted since its check was queued', async () => {
    const h = await heartbeat();
    await db().execute(sql`delete from monitors where id = ${h.hb.monitorId}`);
    expect(await h.checkAt(T0)).toEqual({ recorded: undefined, actions: [] });
  });
});
