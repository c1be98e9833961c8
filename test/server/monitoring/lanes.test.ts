import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBurstPacer } from '../../../src/server/engine/net/burst-pacer';
import { enqueueCheck } from '../../../src/server/jobs/monitoring/enqueue-check';
import { createFamilyRegistry } from '../../../src/server/jobs/monitoring/families';
import type { CheckFamilyDescriptor } from '../../../src/server/jobs/monitoring/family';
import type { CachedMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring-cache';
import { createMonitoringService } from '../../../src/server/jobs/monitoring/monitoring.service';
import { createBullmqScheduler } from '../../../src/server/jobs/scheduler/bullmq';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { RunningJob, Scheduler } from '../../../src/server/jobs/scheduler/types';
import { dropQueueKeys, REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';

/**
 * Decision 070: uptime checks never wait behind the first checks of other families. 10,000 domains arrive at once; the
 * first checks of a slow background family hold every background slot (they never finish during the test), and the
 * uptime schedules must still run at their planned ticks.
 */
const DOMAINS = 10_000;
const MINUTE = 60_000;

const family = (id: string, extra: Partial<CheckFamilyDescriptor>): CheckFamilyDescriptor => ({
  id,
  historyType: id,
  instances: 'domain',
  intervalMs: () => MINUTE,
  run: async () => [],
  ...extra,
});
/** Uptime in the priority lane; a registration-like family in the background lane, its burst let through at once. */
const families = createFamilyRegistry([
  family('http', {}),
  family('whois', { lane: 'background', intervalMs: () => 86_400_000, firstChecksPerSecond: 1_000_000 }),
]);
const domains = Array.from({ length: DOMAINS }, (_, i) => ({ id: `d${i}`, plan: 'agency' as const }));

/** The repository as the reconcile reads it: 10,000 probed domains, none checked yet. */
const freshDomains = {
  probedDomainPlans: async () => domains,
  familiesWithoutResults: async (ids: readonly string[], fams: readonly { id: string }[]) =>
    ids.flatMap((domainId) => fams.map((f) => ({ domainId, family: f.id }))),
  monitorsWithoutResults: async () => new Set<string>(),
  invalidate: () => undefined,
} as unknown as CachedMonitoringRepository;

describe('lanes: uptime checks while a burst of first checks waits', () => {
  const open: Scheduler[] = [];
  const queues: string[] = [];
  /** Background jobs wait on this until the test ends: a registry that does not answer. */
  let unblock!: () => void;
  let blocked: Promise<void>;
  beforeEach(() => {
    blocked = new Promise<void>((r) => (unblock = r));
  });
  afterEach(async () => {
    unblock();
    await Promise.all(open.splice(0).map((s) => s.close()));
    for (const name of queues.splice(0)) await dropQueueKeys(name);
  });

  it('in-process, on a driven clock: every uptime schedule runs at its tick while 10,000 registration checks wait', async () => {
    let clock = Date.parse('2026-11-29T10:00:00Z');
    const scheduler = createInProcessScheduler(() => clock);
    open.push(scheduler);
    const monitoring = createMonitoringService({
      repo: freshDomains,
      scheduler,
      families,
      pacer: createBurstPacer(() => clock),
    });
    const report = await monitoring.reconcile();
    expect(report).toMatchObject({ added: 2 * DOMAINS, firstChecks: 2 * DOMAINS });

    /** Per uptime schedule: how late each of its scheduled runs started against its tick. */
    const lateness: number[] = [];
    let firstUptime = 0;
    let backgroundStarted = 0;
    scheduler.startWorker(
      async (job: RunningJob) => {
        if (job.data.family === 'whois') {
          backgroundStarted++;
          return blocked; // the lane's every slot stays taken
        }
        if (job.id.startsWith('first:')) firstUptime++;
        else lateness.push(clock - job.dueAt!);
      },
      { concurrency: 50, backgroundConcurrency: 50 },
    );
    // two minutes in 100 ms steps: each step's due jobs started, and the uptime ones given the turn they need to end
    for (let step = 0; step < 1200; step++) {
      clock += 100;
      scheduler.runDue();
      await new Promise<void>((r) => setImmediate(r));
    }
    expect(firstUptime).toBe(DOMAINS);
    expect(backgroundStarted).toBe(50);
    expect((await scheduler.queueStats()).waiting).toBeGreaterThanOrEqual(DOMAINS - 50);
    // every domain's uptime schedule ran in each of the two minutes, never later than the 200 ms wake-up grid
    expect(lateness.length).toBeGreaterThanOrEqual(2 * DOMAINS - DOMAINS / 100);
    expect(Math.max(...lateness)).toBeLessThanOrEqual(200);
  });

  it.runIf(REDIS_AVAILABLE)(
    'on BullMQ: uptime schedules run while 10,000 first checks of another family hold and fill the background lane',
    async () => {
      const queueName = `test-lanes-${randomBytes(4).toString('hex')}`;
      queues.push(queueName);
      const scheduler = createBullmqScheduler({ redisUrl: TEST_REDIS_URL, queueName });
      open.push(scheduler);
      // the first checks of a burst, queued as the monitoring service queues them: in their family's lane
      for (let i = 0; i < DOMAINS; i += 500) {
        await Promise.all(
          domains
            .slice(i, i + 500)
            .map((d) =>
              enqueueCheck(scheduler, { domainId: d.id, family: 'whois' }, { jobId: `first:whois:${d.id}` }, families),
            ),
        );
      }
      for (const d of domains.slice(0, 3)) {
        await scheduler.upsertSchedule({
          id: `http:${d.id}`,
          everyMs: 500,
          job: { name: 'check', data: { domainId: d.id, family: 'http' } },
        });
      }
      const uptimeRuns = new Map<string, number>();
      let backgroundStarted = 0;
      let everyScheduleRanThrice!: () => void;
      const ranThrice = new Promise<void>((r) => (everyScheduleRanThrice = r));
      scheduler.startWorker(
        async (job) => {
          if (job.data.family === 'whois') {
            backgroundStarted++;
            return blocked;
          }
          const id = String(job.data.domainId);
          uptimeRuns.set(id, (uptimeRuns.get(id) ?? 0) + 1);
          if (uptimeRuns.size === 3 && [...uptimeRuns.values()].every((n) => n >= 3)) everyScheduleRanThrice();
        },
        { concurrency: 4, backgroundConcurrency: 4 },
      );
      await ranThrice;
      expect(backgroundStarted).toBeLessThanOrEqual(4);
      expect((await scheduler.queueStats()).waiting).toBeGreaterThanOrEqual(DOMAINS - 4);
    },
    60_000,
  );
});
