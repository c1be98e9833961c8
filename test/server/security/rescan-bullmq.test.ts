import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bullmqJobId, createBullmqScheduler } from '../../../src/server/jobs/scheduler/bullmq';
import type { Scheduler } from '../../../src/server/jobs/scheduler/types';
import { schedulerCheckQueue } from '../../../src/server/modules/security/check-queue';
import { DATABASE_KINDS } from '../helpers/databases';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

/*
 * Rescan (Security Status card) with REDIS_URL set: the checks go to BullMQ, whose custom job ids may not hold ':'
 * the way ours do (`rescan:<family>:<domain>:<minute>`). The adapter maps every id (bullmqJobId), so the rescan is
 * queued, and twice in a minute queues it once.
 */
describe('BullMQ job ids', () => {
  it('map every id to one BullMQ accepts, two ids never to the same one', () => {
    const ids = ['rescan:ssl:d1:29000000', 'first:http:d1', 'a:b', 'a%3Ab', 'a_b', '42', '#42', '%2342', '-7', 'plain'];
    const mapped = ids.map(bullmqJobId);
    expect(new Set(mapped).size).toBe(ids.length);
    for (const id of mapped) {
      expect(id).not.toContain(':');
      expect(`${parseInt(id, 10)}`).not.toBe(id);
    }
    expect(bullmqJobId('plain')).toBe('plain');
  });
});

describe.skipIf(!REDIS_AVAILABLE).each(DATABASE_KINDS)('Rescan through BullMQ on %s', (kind) => {
  let scheduler: Scheduler;
  let t: TestApp;
  let owner: Client;

  beforeAll(async () => {
    scheduler = createBullmqScheduler({
      redisUrl: TEST_REDIS_URL,
      queueName: `test-rescan-${randomBytes(4).toString('hex')}`,
    });
    // one minute's bucket for the whole test: the two rescans fall in it whatever the clock says
    const minute = Date.parse('2026-11-29T10:00:30Z');
    t = await createTestApp(kind, { checkQueue: schedulerCheckQueue(scheduler, () => minute) });
    owner = await signedInClient(t, 'rescan@bullmq.test', 'pro');
    for (const name of ['one.bullmq.test', 'two.bullmq.test'])
      expect((await owner.post('/api/domains', { name })).statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await scheduler?.close();
  });

  it('queues the security, TLS and DNS checks of every domain, once per minute however often it is asked', async () => {
    const res = await owner.post('/api/security/rescan');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ domains: 2, queued: 6 });
    expect((await scheduler.queueStats()).waiting).toBe(6);

    const again = await owner.post('/api/security/rescan');
    expect(again.statusCode, again.body).toBe(202);
    expect((await scheduler.queueStats()).waiting).toBe(6);
  });
});
