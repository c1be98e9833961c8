import { createLocalFeed } from '../../../src/server/db/change-feed';
import { SECURITY_HEADERS, type Handler } from '../../../src/server/engine/testing/http-server';
import type { LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { createJobsRuntime, type JobsExtension, type JobsRuntime } from '../../../src/server/jobs/runtime';
import { createInProcessScheduler, type InProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { Scheduler } from '../../../src/server/jobs/scheduler/types';
import { createLighthouseScheduler } from '../../../src/server/jobs/lighthouse/lighthouse-scheduler';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import type { MonitorLifecycleListener } from '../../../src/server/jobs/monitoring/family';
import { createMonitorSource } from '../../../src/server/modules/monitors/monitor-source';
import { createSecretSealer } from '../../../src/server/secrets/secret-sealer';
import type { DatabaseKind } from './databases';
import { createTestApp, type TestApp } from './test-app';

const SECOND = 1000;

/** Down, still sending its security headers: the tests that use it are about the downtime alone. */
export const downSite: Handler = (_req, res) => {
  res.writeHead(503, { ...SECURITY_HEADERS, 'content-type': 'text/html' });
  res.end('<!doctype html><title>down</title>');
};

export interface EngineOnClock {
  t: TestApp;
  runtime: JobsRuntime;
  scheduler: InProcessScheduler;
  /** Moves the manual clock on a second at a time, letting every due job run, then writes the checks' history. */
  advance: (ms: number) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The app and the monitoring engine as main.ts wires them (one change feed for both: what the engine changes reaches
 * the app's caches), checking the lab's sites every minute on the embedded scheduler's manual clock, so a test moves
 * time instead of waiting for it. Lighthouse never starts Chromium here: each daily run answers at once.
 */
export async function startEngineOnClock(
  kind: DatabaseKind,
  lab: LoopbackLab,
  /** `clock`: the scheduler's manual clock as a Date, and the change feed app and engine share (the maintenance hold's). */
  notifications: (
    t: TestApp,
    clock: { now: () => Date; feed: ReturnType<typeof createLocalFeed> },
  ) => (runtime: { scheduler: Scheduler }) => JobsExtension,
  /** `planChanges`: the app's plan changes (and account disable/enable) reach the engine, as main.ts wires them. */
  /** `monitorChecks`: monitors added or changed through the app are scheduled at once, as main.ts wires them. */
  options: { planChanges?: boolean; monitorChecks?: boolean } = {},
): Promise<EngineOnClock> {
  const forward: { target?: DomainLifecycleListener; monitors?: MonitorLifecycleListener } = {};
  let clock = Date.now();
  // one process: the in-process feed is what main.ts's feed is to its own process
  const feed = createLocalFeed();
  const t = await createTestApp(kind, {
    env: { ALLOW_PRIVATE_TARGETS: '1' },
    feed,
    lifecycle: {
      domainActivated: (d) => forward.target?.domainActivated(d),
      domainDeactivated: (d) => forward.target?.domainDeactivated(d),
      thresholdsChanged: (change) => forward.target?.thresholdsChanged?.(change),
      preferencesChanged: (userId) => forward.target?.preferencesChanged?.(userId),
      ...(options.planChanges ? { planChanged: (id: string) => forward.target?.planChanged?.(id) } : {}),
    },
    ...(options.monitorChecks
      ? {
          monitorLifecycle: {
            monitorChanged: (id, changeOptions) => forward.monitors!.monitorChanged(id, changeOptions),
            monitorRemoved: (id, type) => forward.monitors!.monitorRemoved(id, type),
          } satisfies MonitorLifecycleListener,
        }
      : {}),
  });
  const scheduler = createInProcessScheduler(() => clock);
  const runtime = createJobsRuntime({
    config: { checkIntervalSeconds: 60 },
    database: t.database.handle,
    engine: lab.options,
    scheduler,
    lighthouse: createLighthouseScheduler({
      run: async () => ({
        status: 'error',
        message: 'stand-in Lighthouse',
        details: null,
        raw: null,
        durationMs: 0,
        waitedMs: 0,
      }),
    }),
    log: () => undefined,
    notifications: notifications(t, { now: () => new Date(clock), feed }),
    feed,
    ...(options.monitorChecks
      ? { monitors: createMonitorSource(t.database.handle.db, createSecretSealer(t.config.secretsKey)) }
      : {}),
  });
  forward.target = runtime.monitoring.lifecycle;
  forward.monitors = runtime.monitoring.monitorLifecycle;
  await runtime.startWorker(4);
  return {
    t,
    runtime,
    scheduler,
    advance: async (ms) => {
      for (let moved = 0; moved < ms; moved += SECOND) {
        clock += Math.min(SECOND, ms - moved);
        await scheduler.settle();
      }
      await runtime.flushHistory();
    },
    close: async () => {
      await runtime.close();
      await t.close();
    },
  };
}
