import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../src/server/app';
import { users } from '../../../src/server/db/schema';
import { DEFAULT_PUSH_LIMITS } from '../../../src/server/modules/push/push.service';
import { DEFAULT_SUBSCRIBE_LIMITS } from '../../../src/server/modules/status-subscribers/status-subscribers.service';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';
import { cli, freePort, startServer, type ServerProcess } from '../helpers/sitewarden-process';
import { seedHeartbeat, storedPings } from '../push/heartbeat-fixture';
import { insertPage } from '../status-subscribers/fixtures';

/*
 * Issue 31, decision 080: the scale-out path, two `sitewarden start --role web` processes on one PostgreSQL database
 * and one Redis. Every limit counts the requests of both as one total: N admitted, the N+1th refused, whichever
 * process answers it. Requests alternate between the processes and are sent at once. The processes keep their
 * limits under the default key prefix, so this file has a Redis database of its own (index 12), emptied before and
 * after. Each scenario names its own client address (X-Forwarded-For, believed from loopback by default).
 */
describe.runIf(REDIS_AVAILABLE && DATABASE_KINDS.includes('postgres'))(
  'limits shared by two web processes through Redis',
  () => {
    const redisUrl = `${TEST_REDIS_URL.replace(/\/\d*$/, '')}/12`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sw-limits-'));
    let t: TestDatabase;
    let servers: ServerProcess[] = [];

    async function emptyRedis(): Promise<void> {
      const redis = new Redis(redisUrl);
      try {
        await redis.flushdb();
      } finally {
        redis.disconnect();
      }
    }

    beforeAll(async () => {
      await emptyRedis();
      // the server bundle, built once when the sources change, before two processes would both build it
      await cli({}, ['--help']);
      t = await createTestDatabase('postgres');
      const env = {
        DATABASE_URL: t.url!,
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        HOST: '127.0.0.1',
        DEMO_WORKSPACE: 'off',
        EMAIL_VERIFICATION: 'off',
      };
      servers = await Promise.all(
        [await freePort(), await freePort()].map((port) =>
          startServer({ ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, 180_000, [
            '--role',
            'web',
          ]),
        ),
      );
    }, 240_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await t?.drop();
      await emptyRedis();
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    /** `count` requests at once, the i-th to process i % 2, from `address`. */
    function spread(
      count: number,
      address: string,
      request: (i: number) => { method?: string; path: string; body?: unknown },
    ): Promise<Response[]> {
      return Promise.all(
        Array.from({ length: count }, (_, i) => {
          const { method = 'POST', path: url, body } = request(i);
          return fetch(`${servers[i % 2]!.baseUrl}${url}`, {
            method,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
        }),
      );
    }

    const tally = (answers: Response[]) => {
      const counts: Record<number, number> = {};
      for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
      return counts;
    };

    /** Every 429 in SPEC §8's shape, its Retry-After header the wait it names, within the limit's window. */
    async function expectRefusals(answers: Response[], windowMs: number): Promise<void> {
      const refused = answers.filter((a) => a.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        const body = (await answer.json()) as { code: string; message: string; details: { retryAfter: number } };
        expect(body.code).toBe('RATE_LIMITED');
        expect(body.message).toBe('Too many requests. Please slow down and try again.');
        expect(Number(answer.headers.get('retry-after'))).toBe(body.details.retryAfter);
        expect(body.details.retryAfter).toBeGreaterThan(0);
        expect(body.details.retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      }
    }

    it("sign-in: one address's attempts at one e-mail are counted once across both processes", async () => {
      const { max, timeWindow } = DEFAULT_LIMITS.signIn.pair;
      const answers = await spread(max + 4, '198.51.100.10', () => ({
        path: '/api/auth/login',
        body: { email: 'victim@example.com', password: 'not the password' },
      }));
      expect(tally(answers)).toEqual({ 401: max, 429: 4 });
      await expectRefusals(answers, timeWindow);
    }, 120_000);

    it('sign-in: the per-address limit of the route, whatever the e-mail, is one total', async () => {
      const { max, timeWindow } = DEFAULT_LIMITS.login;
      const answers = await spread(max + 4, '198.51.100.11', (i) => ({
        path: '/api/auth/login',
        body: { email: `guess-${i}@example.com`, password: 'not the password' },
      }));
      expect(tally(answers)).toEqual({ 401: max, 429: 4 });
      await expectRefusals(answers, timeWindow);
    }, 120_000);

    it('sign-up: the per-address limit is one total', async () => {
      const { max, timeWindow } = DEFAULT_LIMITS.register;
      const answers = await spread(max + 3, '198.51.100.12', (i) => ({
        path: '/api/auth/register',
        body: {
          email: `new-${i}@example.com`,
          password: 'a long enough password',
          firstName: 'Ada',
          lastName: 'Lovelace',
          termsAccepted: true,
        },
      }));
      expect(tally(answers)).toEqual({ 201: max, 429: 3 });
      await expectRefusals(answers, timeWindow);
    }, 180_000);

    it("heartbeat push: a token's pings are counted once, and only the admitted ones are stored", async () => {
      const { max, timeWindow } = DEFAULT_PUSH_LIMITS.perToken;
      const heartbeat = await seedHeartbeat(t.handle.db);
      const answers = await spread(max + 5, '198.51.100.13', () => ({
        method: 'GET',
        path: `/api/push/${heartbeat.token}`,
      }));
      expect(tally(answers)).toEqual({ 200: max, 429: 5 });
      await expectRefusals(answers, timeWindow);
      await expect.poll(async () => (await storedPings(t.handle.db, heartbeat.monitorId)).length).toBe(max);
    }, 120_000);

    it("heartbeat push: an address's unknown tokens are counted once", async () => {
      const { max, timeWindow } = DEFAULT_PUSH_LIMITS.unknownPerAddress;
      const answers = await spread(max + 3, '198.51.100.14', () => ({
        method: 'GET',
        path: `/api/push/${randomBytes(32).toString('base64url')}`,
      }));
      expect(tally(answers)).toEqual({ 404: max, 429: 3 });
      await expectRefusals(answers, timeWindow);
    }, 120_000);

    it('status page subscriptions: the per-address limit is one total', async () => {
      const { max, timeWindow } = DEFAULT_SUBSCRIBE_LIMITS.perAddress;
      await t.handle.db.insert(users).values({ email: 'pages@example.com', password: 'x' });
      await insertPage(t.handle.db, { ownerEmail: 'pages@example.com', slug: 'shared-limits' });
      const answers = await spread(max + 3, '198.51.100.15', (i) => ({
        path: '/public/status/shared-limits/subscribe',
        body: { email: `reader-${i}@example.org` },
      }));
      expect(tally(answers)).toEqual({ 202: max, 429: 3 });
      await expectRefusals(answers, timeWindow);
    }, 120_000);
  },
);
