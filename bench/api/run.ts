/**
 * API benchmark (issue 7, DESIGN §5): GET /api/dashboard/stats and GET /api/domains for a workspace with 1,000
 * domains and 90 days of history, at 50 concurrent keep-alive connections, against the real app (buildApp +
 * listen) on the embedded database and, when reachable, on PostgreSQL. Target: p95 under 25 ms.
 *
 *   npm run bench:api
 *   npx tsx bench/api/run.ts --seconds 5 --database pglite
 *   options: --domains N --days N --checks-per-day N --connections N --seconds N --database pglite|postgres|both
 *            --accept-encoding 'gzip, br' (what the client asks for; 'identity' for none)
 *            --profile PREFIX (a CPU profile of the server per endpoint: PREFIX-<database>-<method>-<endpoint>.cpuprofile)
 *            --panels (also the panels of one domain's page, decision 042: that domain gets `--days` of raw uptime
 *            checks at --checks-per-day and hourly DNS checks; e.g. --domains 10 --days 30 --checks-per-day 2880)
 *
 * The client runs in its own process (bench/api/load.ts), like a browser, so it does not take the server's event
 * loop; the load average is printed next to each figure, as the machine may be shared. History is written with
 * set-based SQL (bench/api/seed.ts). PostgreSQL is BENCH_POSTGRES_URL, TEST_POSTGRES_URL or
 * postgres://postgres@127.0.0.1:5432/test; a throwaway database is created and dropped.
 */
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchConfig } from '../support/bench-config';
import { openBenchDatabase } from '../support/bench-database';
import { runBench } from '../support/run-bench';
import { startLoadClient } from '../support/load-client';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { queryRows, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedHistory, type HistoryShape } from './seed';
import { apiKeys } from '../../src/server/db/schema';
import { newApiKey } from '../../src/server/modules/api-keys/api-key-secret';
import { createApiKeysRepository } from '../../src/server/modules/api-keys/api-keys.repository';
import { boundHeapGrowth } from '../../src/server/startup/heap-growth';

const ORIGIN = 'http://localhost:3000';
/** The two the issue names, after the signed-in floor: the session lookup every /api call pays. */
const ENDPOINTS = ['/api/auth/user', '/api/dashboard/stats', '/api/domains'];

/**
 * The partner API beside the session API (issue 18): the same list and the same create, once with the session
 * cookie and once with an API key (key auth, its limits and usage recording are what the key path adds).
 */
interface Target {
  path: string;
  auth: 'session' | 'key';
  body?: string;
}
const CREATE_BODY = JSON.stringify({ name: 'bench-{n}.example.com' });
const PAIRED: Target[] = [
  { path: '/api/domains', auth: 'session', body: CREATE_BODY },
  { path: '/api/v1/domains', auth: 'key' },
  // one domain per page: the answer's size leaves the comparison, so this against GET /api/auth/user (session, as
  // small) is what key auth, the rate limit, the quota and usage recording add
  { path: '/api/v1/domains?limit=1', auth: 'key' },
  { path: '/api/v1/domains', auth: 'key', body: CREATE_BODY },
];
const TARGET_P95_MS = 25;

function options() {
  const { values } = parseArgs({
    options: {
      domains: { type: 'string', default: '1000' },
      days: { type: 'string', default: '90' },
      'checks-per-day': { type: 'string', default: '288' },
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      database: { type: 'string', default: 'both' },
      'accept-encoding': { type: 'string', default: 'gzip, br' },
      profile: { type: 'string' },
      panels: { type: 'boolean', default: false },
    },
  });
  return {
    shape: {
      domains: Number(values.domains),
      days: Number(values.days),
      checksPerDay: Number(values['checks-per-day']),
    } satisfies HistoryShape,
    connections: Number(values.connections),
    seconds: Number(values.seconds),
    acceptEncoding: values['accept-encoding'],
    profile: values.profile,
    panels: values.panels,
    databases:
      values.database === 'both' ? (['pglite', 'postgres'] as const) : [values.database as 'pglite' | 'postgres'],
    postgresUrl:
      process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  };
}

type Opts = ReturnType<typeof options>;

/** The inspector's sampling profiler on this (the server's) process, for --profile (open in Chrome DevTools). */
function cpuProfiler() {
  const session = new inspector.Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  return {
    start: () => post('Profiler.enable').then(() => post('Profiler.start')),
    async stop(file: string) {
      const { profile } = (await post('Profiler.stop')) as { profile: object };
      writeFileSync(file, JSON.stringify(profile));
    },
  };
}

/** The panels of a domain's page, each with the widest range or the first page a visitor opens. */
const DOMAIN_PANELS = [
  'response-times?range=24h',
  'response-times?range=30d',
  'uptime-days',
  'outages',
  'checks',
  'checks?type=dns',
  'certificate',
  'dns',
  'registration',
  'security',
];

/** The first domain's raw history for its page: `days` of uptime checks (1% failed) and an hourly DNS check. */
async function seedDomainPageHistory(handle: DatabaseHandle, shape: HistoryShape): Promise<string> {
  const [first] = await queryRows<{ id: string }>(handle.db, sql`select id from domains order by created_at limit 1`);
  const id = first!.id;
  const step = 86_400 / shape.checksPerDay;
  await handle.db.execute(sql`
    insert into domain_checks (domain_id, check_type, status, response_time, details, checked_at)
    select ${id}::uuid, 'uptime', case when random() < 0.01 then 'critical' else 'healthy' end, (100 + random() * 400)::int,
      '{"message":"Site is up"}'::jsonb, now() - make_interval(secs => g * ${step})
    from generate_series(1, ${shape.days * shape.checksPerDay}::int) g`);
  await handle.db.execute(sql`
    insert into domain_checks (domain_id, check_type, status, response_time, details, checked_at)
    select ${id}::uuid, 'dns', 'healthy', 20,
      jsonb_build_object('message', 'DNS healthy', 'records', jsonb_build_array(
        jsonb_build_object('type', 'A', 'name', 'site1.example.com', 'value', '192.0.2.' || (g / 240), 'ttl', 300),
        jsonb_build_object('type', 'MX', 'name', 'site1.example.com', 'value', '10 mail.example.com', 'ttl', 300))),
      now() - make_interval(hours => g)
    from generate_series(1, ${shape.days * 24}::int) g`);
  return id;
}

const load1 = () => loadavg()[0]!.toFixed(1);

async function benchDatabase(kind: 'pglite' | 'postgres', opts: Opts): Promise<void> {
  const database = await openBenchDatabase(kind, opts.postgresUrl, 'api');
  if (!database) return;
  const { handle } = database;
  await runMigrations(handle);
  const config = benchConfig(ORIGIN);
  const app = await buildApp({ config, database: handle, logger: false, webDir: '/nonexistent-web-dir' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({
      email: 'bench@example.com',
      password: 'correct-horse-battery',
      firstName: 'Bench',
      lastName: 'Mark',
      termsAccepted: true,
    }),
  });
  if (registered.status !== 201) throw new Error(`sign-up failed: ${registered.status} ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const [user] = await queryRows<{ id: string }>(
    handle.db,
    sql`update users set subscription_tier = 'enterprise' where email = 'bench@example.com' returning id`,
  );

  const seedStarted = performance.now();
  await seedHistory(handle.db, user!.id, opts.shape);
  const endpoints: Target[] = ENDPOINTS.map((path) => ({ path, auth: 'session' }));
  if (opts.panels) {
    const domainId = await seedDomainPageHistory(handle, opts.shape);
    endpoints.push(
      ...DOMAIN_PANELS.map((panel): Target => ({ path: `/api/domains/${domainId}/${panel}`, auth: 'session' })),
    );
  }
  // lists and creates paired: the session answer of /api/domains above, then the key's
  endpoints.push(...PAIRED);
  const partner = await createApiKeysRepository(handle.db).partnerOf(
    { userId: user!.id, teamId: null },
    { companyName: 'Bench', contactEmail: 'bench@example.com' },
  );
  const secret = newApiKey();
  await handle.db.insert(apiKeys).values({
    partnerId: partner.id,
    keyHash: secret.hash,
    keyPrefix: secret.prefix,
    name: 'bench',
    permissions: ['write'],
    rateLimit: 1_000_000_000,
  });
  const [rows] = await queryRows<{ checks: number; rollups: number }>(
    handle.db,
    sql`select (select count(*) from domain_checks)::int as checks, (select count(*) from uptime_stats)::int as rollups`,
  );
  console.log(
    `\n${kind}: ${opts.shape.domains} domains, ${opts.shape.days} days (${rows?.rollups} rollups, ${rows?.checks} raw checks) seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ` +
      `${opts.connections} connections, ${opts.seconds} s per endpoint`,
  );

  const client = startLoadClient();
  const profiler = opts.profile ? cpuProfiler() : undefined;
  const credentials = { session: { cookie, origin: ORIGIN }, key: { authorization: `Bearer ${secret.key}` } };
  for (const { path, auth, body: createBody } of endpoints) {
    const headers: Record<string, string> = { ...credentials[auth], 'accept-encoding': opts.acceptEncoding };
    const probe = createBody
      ? await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { ...credentials[auth], 'content-type': 'application/json' },
          body: createBody.replace('{n}', `probe-${auth}`),
        })
      : await fetch(`${base}${path}`, { headers: credentials[auth] });
    const body = await probe.text();
    if (probe.status === 404) {
      console.log(`${path.padEnd(22)} answers 404: not built yet, skipped`);
      continue;
    }
    if (probe.status !== 200 && probe.status !== 201)
      throw new Error(`${path} answered ${probe.status}: ${body.slice(0, 200)}`);
    const loadBefore = load1();
    const request = {
      base,
      path,
      headers,
      ...(createBody ? { method: 'POST' as const, body: createBody.replace('{n}', `${auth}-{n}`) } : {}),
      connections: opts.connections,
      warmupSeconds: Math.min(2, opts.seconds),
      seconds: opts.seconds,
    };
    if (profiler) await client.measure({ ...request, seconds: 0 }); // the warm-up stays out of the profile
    if (profiler) await profiler.start();
    const r = await client.measure(profiler ? { ...request, warmupSeconds: 0 } : request);
    if (profiler)
      await profiler.stop(
        // the method too: POST /api/domains must not overwrite GET /api/domains's profile
        `${opts.profile}-${kind}-${createBody ? 'post' : 'get'}-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`,
      );
    const wire = r.contentEncoding
      ? `${(body.length / 1024).toFixed(0)} KB, ${r.contentEncoding} ${(r.wireBytes / 1024).toFixed(0)} KB`
      : `${(body.length / 1024).toFixed(0)} KB`;
    console.log(
      `${`${createBody ? 'POST' : 'GET'} ${path.replace(/[0-9a-f-]{36}/, ':id')} (${auth})`.padEnd(36)} ${String(Math.round(r.requests / r.seconds)).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  ` +
        `p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${wire}, ${r.errors} errors)  ` +
        `${r.p95 < TARGET_P95_MS ? 'meets' : 'misses'} p95 < ${TARGET_P95_MS} ms  [load ${loadBefore} -> ${load1()}]`,
    );
  }
  client.stop();
  await app.close();
  await handle.close();
  await database.drop();
}

async function main(): Promise<void> {
  // as `sitewarden start` does (decision 070)
  boundHeapGrowth();
  const opts = options();
  for (const kind of opts.databases) await benchDatabase(kind, opts);
}

runBench(main);
