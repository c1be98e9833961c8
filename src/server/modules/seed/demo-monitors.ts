import { monitorPings, monitors } from '../../db/schema';
import type { Database } from '../../db/client';
import type { Pace } from '../../event-loop';
import { defaultEngineOptions } from '../../engine';
import { evaluateDowntime, initialDowntimeState, type DowntimeState } from '../../jobs/evaluate/downtime';
import type { RuleAction } from '../../jobs/evaluate/types';
import {
  assessHeartbeat,
  inHeartbeatWords,
  stepHeartbeatDowntime,
  type HeartbeatSettings,
} from '../../jobs/monitoring/families/heartbeat';
import type { HeartbeatPing } from '../../jobs/monitoring/families/heartbeat-pings';
import type { HistoryWriter } from '../../jobs/monitoring/history-writer';
import type { DomainContext, MonitoringRepository } from '../../jobs/monitoring/monitoring.repository';
import { silentNotifier } from '../../jobs/monitoring/notifier';
import { applyActions, subjectOf, type CheckDeps } from '../../jobs/monitoring/run-check';
import type { Scheduler } from '../../jobs/scheduler/types';
import { monitorSettingsSchemas } from '../../../shared/contracts/monitors';
import type { MonitorType } from '../../../shared/constants/monitors';
import { DEMO_NOTE } from './demo-history';
import { DEMO_ZONE } from './demo-profiles';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A month of monitor history (the monitor page's longest range), a check every half hour: 1,440 rows a monitor. */
export const DEMO_MONITOR_DAYS = 30;
export const DEMO_MONITOR_CHECK_EVERY_MS = 30 * MINUTE;

interface ProbedDemoMonitor {
  site: string;
  type: Exclude<MonitorType, 'heartbeat'>;
  name: string;
  settings: Record<string, unknown>;
  /** Every half hour, as the seeded history is written: the page says what the rows show. */
  intervalSeconds: number;
  /** Typical answer time (ms) and spread; null: a check that times nothing (a DNS record's answer is its own). */
  responseMs: number;
  jitterMs: number;
  /** The sentence of a passing check, as the family writes it. */
  passed: (ms: number) => string;
  outages: { startsHoursAgo: number; minutes: number; error: string }[];
}

/** The demo's monitors beside its sites' home pages: a few of each kind a shop and an API would have. */
export const DEMO_MONITORS: ProbedDemoMonitor[] = [
  {
    site: `shop.${DEMO_ZONE}`,
    type: 'endpoint',
    name: 'Checkout API',
    settings: { url: `https://shop.${DEMO_ZONE}/api/checkout/health`, expectedStatus: ['200-299'] },
    intervalSeconds: 1800,
    responseMs: 210,
    jitterMs: 60,
    passed: (ms) => `Answered 200 in ${ms} ms`,
    outages: [{ startsHoursAgo: 9 * 24 + 3, minutes: 50, error: 'Answered 503, expected 200-299' }],
  },
  {
    site: `shop.${DEMO_ZONE}`,
    type: 'keyword',
    name: 'Add to cart button',
    settings: { url: `https://shop.${DEMO_ZONE}/products/demo-mug`, keyword: 'Add to cart' },
    intervalSeconds: 1800,
    responseMs: 480,
    jitterMs: 120,
    passed: (ms) => `Found “Add to cart” in 200 answer (${ms} ms)`,
    outages: [],
  },
  {
    site: `api.${DEMO_ZONE}`,
    type: 'json',
    name: 'Status JSON',
    settings: { url: `https://api.${DEMO_ZONE}/v1/status`, path: '$.status', operator: 'equals', expected: 'ok' },
    intervalSeconds: 1800,
    responseMs: 160,
    jitterMs: 40,
    passed: (ms) => `$.status equals "ok" (${ms} ms)`,
    outages: [{ startsHoursAgo: 26, minutes: 70, error: 'Answered 503, expected 200-299' }],
  },
  {
    site: `api.${DEMO_ZONE}`,
    type: 'tcp',
    name: 'Mail (SMTPS)',
    settings: { host: `mail.api.${DEMO_ZONE}`, port: 465, tls: true },
    intervalSeconds: 1800,
    responseMs: 45,
    jitterMs: 15,
    passed: (ms) => `Port 465 accepted a TLS connection in ${ms} ms; certificate valid`,
    outages: [{ startsHoursAgo: 17 * 24 + 2, minutes: 20, error: 'connect ETIMEDOUT 192.0.2.30:465' }],
  },
  {
    site: `status.${DEMO_ZONE}`,
    type: 'dns-record',
    name: 'MX record',
    settings: { host: `status.${DEMO_ZONE}`, recordType: 'MX', expected: [`10 mail.status.${DEMO_ZONE}`] },
    intervalSeconds: 1800,
    responseMs: 25,
    jitterMs: 10,
    passed: () => 'MX holds the expected value',
    outages: [],
  },
];

/** The demo's cron job: a nightly backup reporting its start and end; one night it failed. */
export const DEMO_HEARTBEAT = {
  site: `shop.${DEMO_ZONE}`,
  name: 'Nightly backup',
  settings: { periodSeconds: 86_400, graceSeconds: 1_800 } satisfies HeartbeatSettings,
  /** Runs start at 03:00 UTC and last a few minutes. */
  startHourUtc: 3,
  failedDaysAgo: 6,
  failure: 'disk full on /var/backups',
};

export interface DemoMonitorDeps {
  db: Database;
  repo: MonitoringRepository;
  history: HistoryWriter;
  scheduler: Scheduler;
  pace: Pace;
}

/** The rule step shared by both kinds: the downtime rule's state per monitor, its actions carried out at their time. */
function replayer(
  deps: DemoMonitorDeps,
  domain: DomainContext,
  monitor: { id: string; name: string; type: MonitorType },
) {
  let clock = 0;
  let state: DowntimeState = initialDowntimeState;
  const checkDeps: CheckDeps = {
    ...deps,
    notifier: silentNotifier,
    engine: defaultEngineOptions(),
    now: () => new Date(clock),
  };
  const job = { domainId: domain.id, family: monitor.type, monitorId: monitor.id };
  return {
    subject: subjectOf(domain, monitor),
    async step(
      at: number,
      next: (s: DowntimeState) => { state: DowntimeState; actions: RuleAction[] },
    ): Promise<RuleAction[]> {
      const result = next(state);
      state = result.state;
      clock = at;
      // nobody resolves a replayed alert by hand: keeping one open (decision 043) would only cost a lookup per check
      await applyActions(
        result.actions.filter((a) => a.kind !== 'recheck' && a.kind !== 'keep-open'),
        domain,
        job,
        checkDeps,
        monitor,
      );
      return result.actions;
    },
  };
}

async function insertMonitor(
  deps: DemoMonitorDeps,
  domain: DomainContext,
  values: { type: MonitorType; name: string; settings: Record<string, unknown>; intervalSeconds: number },
  createdAt: Date,
) {
  const settings = monitorSettingsSchemas[values.type].parse(values.settings) as Record<string, unknown>;
  const [row] = await deps.db
    .insert(monitors)
    .values({
      domainId: domain.id,
      type: values.type,
      name: values.name,
      settings,
      intervalSeconds: values.intervalSeconds,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: monitors.id });
  return { id: row!.id, name: values.name, type: values.type };
}

/**
 * Writes a demo site's monitors and their month of history as the engine would have: every check through the history
 * writer, every result through the same downtime rule and action runner (outages and alerts of the monitor at the
 * time they happened). The heartbeat gets its pings and the silence checks that read them. The monitors have no push
 * token: the read-only demo has no URL to call.
 */
export async function writeDemoMonitors(
  deps: DemoMonitorDeps,
  domain: DomainContext,
  end: number,
  rand: () => number,
): Promise<void> {
  const start = end - DEMO_MONITOR_DAYS * DAY;
  const noise = (spread: number) => (rand() * 2 - 1) * spread;
  const hoursAgo = (h: number) => end - h * HOUR;
  for (const spec of DEMO_MONITORS.filter((m) => m.site === domain.name)) {
    const monitor = await insertMonitor(deps, domain, spec, new Date(start));
    const replay = replayer(deps, domain, monitor);
    const rule = {
      domain: replay.subject,
      downtimeMinutes: domain.thresholds.downtimeMinutes,
      timezone: domain.timezone,
    };
    const check = async (at: number, isRecheck: boolean) => {
      const outage = spec.outages.find(
        (o) => at >= hoursAgo(o.startsHoursAgo) && at < hoursAgo(o.startsHoursAgo) + o.minutes * MINUTE,
      );
      const ms = Math.round(Math.max(5, spec.responseMs + noise(spec.jitterMs)));
      const message = outage ? outage.error : spec.passed(ms);
      deps.history.add({
        domainId: domain.id,
        monitorId: monitor.id,
        checkType: spec.type,
        status: outage ? 'critical' : 'healthy',
        responseTime: outage ? null : ms,
        details: { message, note: DEMO_NOTE },
        checkedAt: new Date(at),
        up: !outage,
      });
      const actions = await replay.step(at, (s) =>
        evaluateDowntime(s, { ok: !outage, at, isRecheck, statusCode: null, error: outage ? message : null }, rule),
      );
      // the engine confirms a failure with an immediate re-check: so does the replay, 30 s later
      if (actions.some((a) => a.kind === 'recheck')) await check(at + 30_000, true);
    };
    for (let t = start; t <= end; t += DEMO_MONITOR_CHECK_EVERY_MS) {
      await check(t, false);
      await deps.pace();
    }
  }
  if (DEMO_HEARTBEAT.site === domain.name) await writeDemoHeartbeat(deps, domain, start, end, rand);
}

async function writeDemoHeartbeat(
  deps: DemoMonitorDeps,
  domain: DomainContext,
  start: number,
  end: number,
  rand: () => number,
): Promise<void> {
  const spec = DEMO_HEARTBEAT;
  const monitor = await insertMonitor(
    deps,
    domain,
    { type: 'heartbeat', name: spec.name, settings: spec.settings, intervalSeconds: spec.settings.periodSeconds },
    new Date(start),
  );
  const pings: HeartbeatPing[] = [];
  // from the first run after the monitor's creation: counted from the next midnight instead, a history that starts
  // before 03:00 UTC waited over a period and its grace for the first ping, and showed an outage nobody seeded
  for (let day = Math.floor(start / DAY) * DAY; day <= end; day += DAY) {
    const startsAt = day + spec.startHourUtc * HOUR + Math.round(rand() * 40_000);
    if (startsAt <= start) continue;
    if (startsAt > end) break;
    const failed = Math.round((end - day) / DAY) === spec.failedDaysAgo;
    const runMs = Math.round((4 + rand() * 5) * MINUTE);
    pings.push({ kind: 'start', exitCode: null, message: null, receivedAt: new Date(startsAt) });
    if (startsAt + runMs <= end)
      pings.push(
        failed
          ? { kind: 'fail', exitCode: 1, message: spec.failure, receivedAt: new Date(startsAt + runMs) }
          : {
              kind: 'ping',
              exitCode: 0,
              message: `backup done: ${(2.1 + rand()).toFixed(1)} GB`,
              receivedAt: new Date(startsAt + runMs),
            },
      );
  }
  await deps.db.insert(monitorPings).values(
    pings.map((p) => ({
      monitorId: monitor.id,
      kind: p.kind,
      exitCode: p.exitCode,
      message: p.message,
      receivedAt: p.receivedAt,
    })),
  );

  // the silence checks, every half hour and right after each ping (as the push URL asks for one)
  const replay = replayer(deps, domain, monitor);
  const rule = {
    domain: replay.subject,
    downtimeMinutes: domain.thresholds.downtimeMinutes,
    timezone: domain.timezone,
  };
  const ticks = new Set<number>();
  for (let t = start; t <= end; t += DEMO_MONITOR_CHECK_EVERY_MS) ticks.add(t);
  for (const p of pings) ticks.add(p.receivedAt.getTime() + 1_000);
  let seen = 0;
  for (const at of [...ticks].sort((a, b) => a - b)) {
    while (seen < pings.length && pings[seen]!.receivedAt.getTime() <= at) seen++;
    const latest = pings.slice(Math.max(0, seen - 2), seen).reverse();
    const verdict = assessHeartbeat({ createdAt: new Date(start), latest }, spec.settings, at, domain.timezone);
    if (verdict.state === 'pending') continue;
    deps.history.add({
      domainId: domain.id,
      monitorId: monitor.id,
      checkType: 'heartbeat',
      status: verdict.state === 'up' ? 'healthy' : 'critical',
      responseTime: null,
      details: { message: verdict.message, state: verdict.reason, note: DEMO_NOTE },
      checkedAt: new Date(at),
      up: verdict.state === 'up',
    });
    await replay.step(at, (s) => {
      const result = stepHeartbeatDowntime(s, verdict, at, rule);
      return {
        state: result.state,
        actions: inHeartbeatWords(result.actions, replay.subject, verdict, at, domain.timezone),
      };
    });
    await deps.pace();
  }
}
