import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullmqScheduler } from '../../../src/server/jobs/scheduler/bullmq';
import type { Scheduler } from '../../../src/server/jobs/scheduler/types';
import { schedulerHeartbeatChecks } from '../../../src/server/modules/push/heartbeat-checks';
import { schedulerCheckQueue } from '../../../src/server/modules/security/check-queue';
import { DATABASE_KINDS, type DatabaseKind } from '../helpers/databases';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';
import { refuseNonLoopbackConnections } from '../helpers/loopback-only';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { problemsOf } from './answer-problems';
import { createFuzzOwner } from './fuzz-owner';
import { fuzzRoutesOf } from './fuzz-routes';
import { requestCases, type FuzzDepth, type FuzzRoute, type RequestCase } from './request-cases';
import { seededRandom } from './seeded-random';

/*
 * The fuzz (issue #13 item 7, decision 033): every route the app registers (collected as they are registered, so a
 * new route is fuzzed without editing this file) gets requests generated from its own schemas, one input changed
 * at a time: wrong types, missing and extra fields, huge and odd strings, NUL, deep nesting, bad ids, bad JSON,
 * wrong content types; once as a visitor and once as a signed-in owner with a domain and a team, so that
 * id-bearing routes get past authorization. No answer may be a 5xx or carry a stack trace, and every 4xx in JSON
 * has the SPEC §8 shape. Nothing may leave loopback (probes resolve through a closed local port; any other
 * connection is refused and fails the run).
 * Seeded: FUZZ_SEED=<n> tries other variants, and the same seed sends the same requests again. FUZZ_VERBOSE=1
 * prints each route's time, what its unchanged sample got, and every finding.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_213);
const VERBOSE = Boolean(process.env.FUZZ_VERBOSE);

const describeRequest = (c: RequestCase) => `${c.method} ${c.url.slice(0, 160)} [${c.label}]`;

/**
 * What the fuzz runs against: each database with the in-process scheduler and limits; and, when Redis answers, the
 * routes whose work goes through Redis (the partner API's limits, Rescan and heartbeat checks queued on BullMQ, the
 * queue figures) with REDIS_URL set and a BullMQ scheduler.
 */
interface FuzzSetup {
  name: string;
  kind: DatabaseKind;
  redis?: boolean;
  routes?: (route: FuzzRoute) => boolean;
  /** How far the owner's and the visitor's requests change each input. */
  depth: { owner: FuzzDepth; visitor: FuzzDepth };
}
const REDIS_ROUTES = /^\/api\/(?:v1\/|security\/|push\/|admin\/system)/;
/**
 * The first database gets every change of every input. Later ones (the same SQL through another driver) get what
 * reaches the driver, for both callers (`bytes` in request-cases.ts): 9,592 requests instead of 20,243 (23 s alone on
 * a 2-core machine, 2026-11-30), in CI's slowest file.
 */
const EVERY_CHANGE = { owner: 'full', visitor: 'light' } as const;
const DRIVER_BYTES = { owner: 'bytes', visitor: 'bytes' } as const;
const SETUPS: FuzzSetup[] = [
  ...DATABASE_KINDS.map((kind, i) => ({ name: kind, kind, depth: i === 0 ? EVERY_CHANGE : DRIVER_BYTES })),
  ...(REDIS_AVAILABLE
    ? [
        {
          name: `${DATABASE_KINDS.at(-1)!} with Redis (BullMQ)`,
          kind: DATABASE_KINDS.at(-1)!,
          redis: true,
          routes: (r: FuzzRoute) => REDIS_ROUTES.test(r.url),
          depth: EVERY_CHANGE,
        },
      ]
    : []),
];

describe.each(SETUPS)('fuzz of every route on $name', ({ name, kind, redis, routes: chosen, depth }) => {
  let t: TestApp;
  let scheduler: Scheduler | undefined;
  const routes: FuzzRoute[] = [];
  let network: ReturnType<typeof refuseNonLoopbackConnections>;

  beforeAll(async () => {
    network = refuseNonLoopbackConnections();
    scheduler = redis
      ? createBullmqScheduler({ redisUrl: TEST_REDIS_URL, queueName: `test-fuzz-${randomBytes(4).toString('hex')}` })
      : undefined;
    t = await createTestApp(kind, {
      env: {
        DNS_SERVERS: '127.0.0.1:9',
        CHROMIUM_PATH: '/nonexistent/chromium',
        ...(redis ? { REDIS_URL: TEST_REDIS_URL } : {}),
      },
      checkQueue: scheduler ? schedulerCheckQueue(scheduler) : { enqueue: async () => undefined },
      ...(scheduler ? { queue: scheduler, requestHeartbeatCheck: schedulerHeartbeatChecks(scheduler) } : {}),
      onRoute: (route) => routes.push(...fuzzRoutesOf(route).filter((r) => chosen?.(r) ?? true)),
    });
  });
  afterAll(async () => {
    await t?.close();
    await scheduler?.close();
    network?.restore();
  });

  it(
    'answers every generated request without a 5xx or a stack trace, and 4xx in the SPEC §8 shape',
    { timeout: 600_000 },
    async () => {
      const random = seededRandom(SEED);
      const owner = await createFuzzOwner(t);
      // GET routes also answer HEAD (Fastify's own twins); DELETE routes go last so the fixtures live longest.
      const fuzzed = routes
        .filter((r) => r.method !== 'HEAD' || !routes.some((g) => g.method === 'GET' && g.url === r.url))
        .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      const findings: string[] = [];
      let requests = 0;
      let serverErrors = 0;
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      for (const [index, route] of fuzzed.entries()) {
        const routeStarted = performance.now();
        const routeRequests = requests;
        const known = await owner.discover(route.url);
        for (const actor of ['visitor', 'owner'] as const) {
          // An address per route and caller: the per-address limits should not answer in place of the route.
          const remoteAddress = `${actor === 'owner' ? '198.51.100' : '203.0.113'}.${(index % 250) + 1}`;
          for (const c of requestCases(route, known, random, depth[actor])) {
            const headers: Record<string, string> = { origin: TEST_ORIGIN };
            if (actor === 'owner') headers.cookie = owner.cookie();
            // the partner API: the owner's key, and on POST an Idempotency-Key (a body is hashed before the route runs)
            if (actor === 'owner' && c.url.startsWith('/api/v1/')) {
              headers.authorization = owner.apiKey();
              if (c.method === 'POST') headers['idempotency-key'] = `fuzz-${requests}`;
            }
            let payload: string | undefined;
            if (c.payload !== undefined) {
              payload = c.contentType && typeof c.payload === 'string' ? c.payload : JSON.stringify(c.payload);
              headers['content-type'] = c.contentType ?? 'application/json';
            }
            const res = await t.app.inject({ method: c.method as 'GET', url: c.url, headers, payload, remoteAddress });
            requests++;
            if (res.statusCode >= 500) serverErrors++;
            if (VERBOSE && c.label === 'sample')
              console.log(`SAMPLE ${actor} ${describeRequest(c)} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
            const answer = {
              status: res.statusCode,
              contentType: String(res.headers['content-type'] ?? ''),
              body: res.body,
            };
            for (const problem of problemsOf(answer)) {
              findings.push(
                `${actor}: ${describeRequest(c)} -> ${problem}: ${res.body.slice(0, 200).replace(/\s+/g, ' ')}`,
              );
            }
          }
          if (actor === 'owner') await owner.ensure();
        }
        if (VERBOSE)
          console.log(
            `ROUTE ${route.method} ${route.url}: ${requests - routeRequests} requests, ${Math.round(performance.now() - routeStarted)} ms`,
          );
      }
      const cpu = process.cpuUsage(cpuStarted);
      console.log(
        `fuzz on ${name} (seed ${SEED}): ${requests} requests to ${fuzzed.length} routes in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU); ` +
          `${serverErrors} answers 5xx, ${findings.length} findings, ${network.attempts.length} connections off loopback refused`,
      );
      if (VERBOSE) for (const finding of findings) console.log(`FINDING ${finding}`);
      expect(findings.slice(0, 40)).toEqual([]);
      expect(network.attempts).toEqual([]);
    },
  );
});
