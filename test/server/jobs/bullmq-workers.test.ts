import { randomBytes } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { domains, users } from '../../../src/server/db/schema';
import { behaviours } from '../../../src/server/engine/testing/http-server';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';
import { startCheckWorker, stopWorkers, until, type WorkerProcess } from './support/worker-process';

const SITES = ['a', 'b', 'c', 'd'].map((s) => `${s}.${LAB_SUFFIX}`);
/** Its checks take 2 s: whichever worker is killed is almost surely in the middle of one. */
const SLOW = `slow.${LAB_SUFFIX}`;

/*
 * Scale-out on BullMQ (issue: continuous monitoring): two worker processes share the checks of several loopback
 * sites; one is killed with SIGKILL while it runs a check. The other keeps checking every domain, every schedule
 * is still in Redis, and the check that was cut short runs again on the survivor.
 */
describe.runIf(REDIS_AVAILABLE && DATABASE_KINDS.includes('postgres'))('two BullMQ workers, one killed mid-run', () => {
  let lab: LoopbackLab;
  let t: TestDatabase;
  let queue: Queue;
  /** The background lane's queue (decision 070): the other families' schedules and the maintenance. */
  let background: Queue;
  let events: QueueEvents;
  let connection: Redis;
  const workers: WorkerProcess[] = [];
  const queueName = `test-workers-${randomBytes(4).toString('hex')}`;
  let domainIds: string[] = [];
  let slowId = '';

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    for (const site of SITES) lab.addSite(site);
    lab.addSite(SLOW, { https: behaviours.delay(2_000, behaviours.secure()) });
    t = await createTestDatabase('postgres');
    const [user] = await t.handle.db
      .insert(users)
      .values({ email: 'ops@example.com', password: 'x', subscriptionTier: 'pro' })
      .returning();
    const rows = await t.handle.db
      .insert(domains)
      .values([...SITES, SLOW].map((name) => ({ name, userId: user!.id })))
      .returning({ id: domains.id, name: domains.name });
    domainIds = rows.map((r) => r.id);
    slowId = rows.find((r) => r.name === SLOW)!.id;
    connection = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue(queueName, { connection });
    background = new Queue(`${queueName}-background`, { connection });
    // the queue's event stream, read from before the workers start: a finished check is trimmed from the queue after
    // its newest 100 finished checks (a few seconds here), but its events stay in the stream
    events = new QueueEvents(queueName, { connection: connection.duplicate() });
    await events.waitUntilReady();
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      DATABASE_URL: t.url!,
      QUEUE_NAME: queueName,
      CHECK_INTERVAL_SECONDS: '1',
      ENGINE_OPTIONS: JSON.stringify(lab.options),
    };
    workers.push(...(await Promise.all([startCheckWorker(env), startCheckWorker(env)])));
  }, 60_000);

  afterAll(async () => {
    await stopWorkers(workers);
    await events?.close();
    for (const q of [queue, background]) {
      await q?.obliterate({ force: true }).catch(() => undefined);
      await q?.close();
    }
    connection?.disconnect();
    await t?.drop();
    await lab?.close();
  }, 30_000);

  const checkedSince = async (since: Date) =>
    queryRows<{ domain_id: string }>(
      t.handle.db,
      sql`select distinct domain_id from domain_checks where check_type = 'uptime' and checked_at > ${since.toISOString()}::timestamptz`,
    );

  it('the survivor keeps every domain checked and the killed check runs again', async () => {
    const [victim, survivor] = workers as [WorkerProcess, WorkerProcess];
    // both take a share of the checks
    await until(async () => {
      const jobs = await queue.getJobs(['completed', 'active']);
      const by = new Set(jobs.map((j) => j.processedBy));
      return by.has(victim.name) && by.has(survivor.name);
    }, 'both workers to take checks');

    // the slow site's uptime check, started under a second ago: the kill lands with over a second of it left
    const midCheck = (j: {
      processedBy?: string;
      processedOn?: number;
      data: { domainId?: string; family?: string };
    }) =>
      j.processedBy === victim.name &&
      j.data.domainId === slowId &&
      j.data.family === 'http' &&
      Date.now() - (j.processedOn ?? 0) < 1_000;
    const cutShort = await until(
      async () => (await queue.getActive()).find(midCheck),
      'a slow check just started on the victim',
    );
    const id = cutShort.id!;
    // from the kill on, the only worker left is the survivor: the check taken up again after it was detected as
    // stalled, and finished, is the survivor's
    const rerun = { stalled: false, takenAgain: false, finished: false };
    let killed = false;
    events.on('stalled', ({ jobId }) => (rerun.stalled ||= jobId === id));
    events.on('active', ({ jobId }) => (rerun.takenAgain ||= killed && jobId === id));
    events.on('completed', ({ jobId }) => (rerun.finished ||= killed && jobId === id));
    victim.child.kill('SIGKILL');
    killed = true;
    const killedAt = new Date();

    // every domain gets new checks after the kill
    await until(
      async () => (await checkedSince(killedAt)).length === domainIds.length,
      'every domain to be checked again',
    );
    // no schedule was lost: one per domain and family, plus the daily maintenance
    const schedulers = [...(await queue.getJobSchedulers(0, -1)), ...(await background.getJobSchedulers(0, -1))];
    expect(schedulers.filter((s) => s.name === 'check')).toHaveLength(domainIds.length * 6);
    // the check that was running on the killed worker is taken over as stalled and finished by the survivor
    await until(async () => rerun.finished || undefined, 'the cut-short check to be run again', 30_000);
    expect(rerun).toEqual({ stalled: true, takenAgain: true, finished: true });
    expect(survivor.child.exitCode).toBeNull();
  }, 60_000);
});
