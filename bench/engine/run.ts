/**
 * Engine benchmark (issue 7, DESIGN §5): 10,000 domains with HTTP uptime checks at a 60 s interval against
 * loopback targets, in one process, through the real monitoring runtime: in-process scheduler, run-check, rule
 * evaluation and the batched history writer on the embedded database (or PostgreSQL with --postgres).
 *
 *   npm run bench:engine                        # 10,000 domains, 5 minutes, embedded database on disk, plain HTTP targets
 *   npx tsx bench/engine/run.ts --minutes 2     # shorter run
 *   npx tsx bench/engine/run.ts --https         # HTTPS targets (P-256 certificates) instead of plain HTTP ones
 *   npx tsx bench/engine/run.ts --postgres      # PostgreSQL at BENCH_POSTGRES_URL or TEST_POSTGRES_URL
 *   npx tsx bench/engine/run.ts --monitors      # the monitor mix of issue 16 instead (bench/engine/monitors.ts)
 *   options: --domains N --interval S --addresses N (127.0.0.x targets) --body-bytes N --concurrency N
 *            --keep-alive-ms N (0: a new connection per check)
 *            --steady-from S (steady-state figures from this second on; the interval by default)
 *            --profile FILE (CPU profile of the steady state) --alloc-profile FILE (sampled allocations, steady state)
 *            --heap-snapshot FILE (heap snapshot at the end of the run, before shutdown)
 *
 * Plain HTTP targets (the default): the targets listen for HTTP only and the HTTPS port refuses connections, so
 * each check takes the probe's real path for a site without HTTPS (https:// refused, then http://).
 *
 * Prints CPU per check (process CPU / checks, storage included; with PostgreSQL also the server backends' CPU),
 * average CPU, RSS, time until every domain has been checked once, p50/p99 start drift and checks completed vs
 * expected. The targets and DNS run in a child process so their CPU is not counted.
 * Targets: <= 0.25 ms CPU per check, every domain within one interval, RSS < 400 MB, drift p99 < 500 ms.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { defaultEngineOptions, type EngineOptions } from '../../src/server/engine';
import { checkFamilies } from '../../src/server/jobs/monitoring/families';
import { createLighthouseScheduler } from '../../src/server/jobs/lighthouse/lighthouse-scheduler';
import { createJobsRuntime } from '../../src/server/jobs/runtime';
import { createInProcessScheduler } from '../../src/server/jobs/scheduler/in-process';
import { phaseOf } from '../../src/server/jobs/scheduler/types';
import { serveTargets, type TargetsReady } from './targets';
import {
  countStatements,
  printStatements,
  cpuMsSince,
  instrumented,
  loadAverage,
  mb,
  newStats,
  pct,
  postgresCpuSampler,
  profilers,
  standInLighthouse,
} from './engine-bench-tools';
import { boundHeapGrowth } from '../../src/server/startup/heap-growth';

const DOMAINS_PER_USER = 50;

if (process.argv[2] === '--monitors') {
  // the monitor mix of issue 16 (bench/engine/monitors.ts); the other options are that file's (without the
  // --monitors flag, which that file would read as its own --monitors COUNT)
  process.argv.splice(2, 1);
  void import('./monitors').then(({ runMonitorsBench }) =>
    runMonitorsBench().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    ),
  );
} else if (process.argv[2] === '--targets') {
  const [domains, addresses, bodyBytes, withHttps] = process.argv.slice(3).map(Number);
  void serveTargets(domains!, addresses!, bodyBytes!, withHttps === 1).then((ready) => process.send?.(ready));
  process.on('disconnect', () => process.exit(0));
} else if (process.argv[2] === '--prepare') {
  void prepareEmbedded(process.argv[3]!, Number(process.argv[4])).then(() => process.exit(0));
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

function options() {
  const { values } = parseArgs({
    options: {
      domains: { type: 'string', default: '10000' },
      minutes: { type: 'string', default: '5' },
      interval: { type: 'string', default: '60' },
      addresses: { type: 'string', default: '8' },
      'body-bytes': { type: 'string', default: '2048' },
      postgres: { type: 'boolean', default: false },
      profile: { type: 'string' },
      concurrency: { type: 'string' },
      'keep-alive-ms': { type: 'string' },
      https: { type: 'boolean', default: false },
      'steady-from': { type: 'string' },
      'alloc-profile': { type: 'string' },
      'heap-snapshot': { type: 'string' },
      families: { type: 'string' },
      'count-queries': { type: 'boolean', default: false },
    },
  });
  return {
    domains: Number(values.domains),
    durationMs: Number(values.minutes) * 60_000,
    intervalMs: Number(values.interval) * 1000,
    addresses: Number(values.addresses),
    bodyBytes: Number(values['body-bytes']),
    postgresUrl: values.postgres
      ? (process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
      : undefined,
    /** Writes a CPU profile of the steady state (after the first interval) to this file. */
    profile: values.profile,
    /** Checks in flight; the runtime's default when absent. */
    concurrency: values.concurrency === undefined ? undefined : Number(values.concurrency),
    /** How long idle connections are kept (the engine default when absent; 0: a new connection per check). */
    keepAliveMs: values['keep-alive-ms'] === undefined ? undefined : Number(values['keep-alive-ms']),
    /** HTTPS targets; plain HTTP ones by default (the HTTPS port refuses connections). */
    https: values.https,
    /** When the steady state starts (figures "after the first interval"); the interval by default. */
    steadyFromMs:
      values['steady-from'] === undefined ? Number(values.interval) * 1000 : Number(values['steady-from']) * 1000,
    /** Writes a sampling heap (allocation) profile of the steady state to this file. */
    allocProfile: values['alloc-profile'],
    /** Writes a heap snapshot to this file at the end of the run, before shutdown. */
    heapSnapshot: values['heap-snapshot'],
    /** Counts the embedded database's statements by their first words and prints the most frequent (PGlite only). */
    countQueries: values['count-queries'],
    /** The home-page families scheduled and checked (`--families http,dns`); every one by default. */
    families: new Set(values.families ? values.families.split(',') : checkFamilies.domainFamilies.map((f) => f.id)),
  };
}

function startTargets(domains: number, addresses: number, bodyBytes: number, withHttps: boolean) {
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--targets', String(domains), String(addresses), String(bodyBytes), withHttps ? '1' : '0'],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return new Promise<{ ready: TargetsReady; stop: () => void }>((resolve, reject) => {
    child.once('message', (ready) => resolve({ ready: ready as TargetsReady, stop: () => child.disconnect() }));
    child.once('exit', (code) => reject(new Error(`targets process exited with ${code}`)));
  });
}

/**
 * The embedded database is created, migrated and seeded in a child process, as by an earlier `sitewarden
 * migrate`: PGlite's first start (initdb) leaves ~500 MB of memory behind that a running server never has.
 */
async function prepareEmbedded(dir: string, domains: number): Promise<void> {
  const handle = await openDatabase({ dataDir: dir });
  await runMigrations(handle);
  await seed(handle.db, domains);
  await handle.close();
}

/** The embedded database in a temporary folder, or a throwaway PostgreSQL database; dropped at the end. */
async function openBenchDatabase(
  opts: ReturnType<typeof options>,
): Promise<{ handle: DatabaseHandle; label: string; drop: () => Promise<void> }> {
  if (!opts.postgresUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'sitewarden-bench-'));
    await new Promise<void>((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), ['--prepare', dir, String(opts.domains)], {
        stdio: 'inherit',
      });
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`preparing the database failed (${code})`)),
      );
    });
    const handle = await openDatabase({ dataDir: dir });
    await runMigrations(handle);
    return { handle, label: 'embedded PGlite', drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `sw_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: opts.postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(opts.postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await runMigrations(handle);
  await seed(handle.db, opts.domains);
  return {
    handle,
    label: 'PostgreSQL',
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function seed(db: DatabaseHandle['db'], domains: number): Promise<void> {
  const users = Math.ceil(domains / DOMAINS_PER_USER);
  await db.execute(sql`
    insert into users (email, subscription_tier)
    select 'bench' || g || '@sitewarden.test', 'agency' from generate_series(0, ${users - 1}::int) g`);
  await db.execute(sql`
    with u as (select id, (row_number() over (order by email) - 1)::int as n from users)
    insert into domains (name, user_id)
    select 'site' || g || '.sitewarden.test', u.id
    from generate_series(0, ${domains - 1}::int) g join u on u.n = g / ${DOMAINS_PER_USER}::int`);
}

async function main(): Promise<void> {
  const opts = options();
  // as `sitewarden start` does (decision 070)
  boundHeapGrowth();
  console.log(
    `engine bench: ${opts.domains} domains, HTTP checks every ${opts.intervalMs / 1000} s, ${opts.durationMs / 60_000} min, ` +
      `${opts.addresses} ${opts.https ? 'HTTPS' : 'plain HTTP'} target addresses; load average ${loadAverage()}`,
  );
  const statements = opts.countQueries ? countStatements() : undefined;
  const targets = await startTargets(opts.domains, opts.addresses, opts.bodyBytes, opts.https);
  const database = await openBenchDatabase(opts);
  const ids = (await queryRows<{ id: string }>(database.handle.db, sql`select id from domains`)).map((r) => r.id);
  console.log(`${ids.length} domains on ${database.label}`);

  const engine: EngineOptions = {
    ...defaultEngineOptions(),
    // the benchmark's targets live on loopback: allowed explicitly, as ALLOW_PRIVATE_TARGETS would
    allowPrivateTargets: true,
    dnsblZones: [],
    dnsServers: targets.ready.dnsServers,
    httpsPort: targets.ready.httpsPort,
    httpPort: targets.ready.httpPort,
    ...(opts.keepAliveMs === undefined ? {} : { keepAliveMs: opts.keepAliveMs }),
  };
  const stats = newStats();
  let t0 = 0;
  const scheduler = instrumented(createInProcessScheduler(), stats, opts.families, ids.length, () => t0);
  const runtime = createJobsRuntime({
    config: {
      redisUrl: undefined,
      checkIntervalSeconds: opts.intervalMs === 60_000 ? undefined : opts.intervalMs / 1000,
    },
    database: database.handle,
    engine,
    scheduler,
    // a stand-in for Chromium: the daily Lighthouse runs cost seconds of CPU each and are not the engine's cost
    lighthouse: createLighthouseScheduler({ run: async (target) => standInLighthouse(`https://${target.domain}/`) }),
    heartbeat: false,
  });
  const pgCpu = database.handle.kind === 'postgres' ? await postgresCpuSampler(database.handle) : undefined;

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssMax = rssBefore;
  let rssMaxAt = 0;
  const cpu0 = process.cpuUsage();
  t0 = performance.now();
  await runtime.startWorker(opts.concurrency);
  const startupMs = performance.now() - t0;
  console.log(
    `scheduled ${ids.length} domains in ${Math.round(startupMs)} ms (families: ${[...opts.families].join(', ')})`,
  );

  const profiler = profilers();
  let steady:
    { cpu: NodeJS.CpuUsage; at: number; completed: number; pgCpuMs: number; byKind: Map<string, number> } | undefined;
  let lastReport = { at: t0, cpu: process.cpuUsage(), completed: 0 };
  const sampler = setInterval(() => {
    const now = performance.now();
    const rss = process.memoryUsage().rss;
    if (rss > rssMax) [rssMax, rssMaxAt] = [rss, now - t0];
    if (!steady && now - t0 >= opts.steadyFromMs) {
      steady = {
        cpu: process.cpuUsage(),
        at: now,
        completed: stats.completed,
        pgCpuMs: pgCpu?.cpuMs() ?? 0,
        byKind: new Map(stats.byKind),
      };
      if (opts.profile) profiler.startCpu();
      if (opts.allocProfile) profiler.startAllocations();
    }
    if (now - lastReport.at >= 30_000) {
      const cpu = cpuMsSince(lastReport.cpu);
      const checks = stats.completed - lastReport.completed;
      const memory = process.memoryUsage();
      console.log(
        `  ${Math.round((now - t0) / 1000)} s: ${stats.completed} checks, ${((100 * cpu) / (now - lastReport.at)).toFixed(1)}% CPU, ` +
          `${(cpu / Math.max(1, checks)).toFixed(3)} ms/check, RSS ${mb(memory.rss)} (JS heap ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)}, ` +
          `external ${mb(memory.external)}, array buffers ${mb(memory.arrayBuffers)}); first uptime results ${stats.firstUptime.size}`,
      );
      lastReport = { at: now, cpu: process.cpuUsage(), completed: stats.completed };
    }
    void pgCpu?.sample();
  }, 1000);

  await new Promise((r) => setTimeout(r, opts.durationMs));
  if (opts.profile) await profiler.stopCpu(opts.profile);
  if (opts.allocProfile) await profiler.stopAllocations(opts.allocProfile);
  if (opts.heapSnapshot) console.log(`heap snapshot written to ${v8.writeHeapSnapshot(opts.heapSnapshot)}`);
  const loadAtEnd = loadAverage();
  const wallMs = performance.now() - t0;
  const endedAt = Date.now();
  const completedInWindow = stats.completed;
  const byKindInWindow = new Map(stats.byKind);
  const rssSettled = process.memoryUsage().rss;
  // stop taking jobs, let running ones finish and flush the last history batch: their CPU counts too
  await runtime.close();
  clearInterval(sampler);
  await pgCpu?.sample();
  const cpuMs = cpuMsSince(cpu0);
  const steadyCpuMs = steady ? cpuMsSince(steady.cpu) : NaN;
  const steadySplit = steady ? process.cpuUsage(steady.cpu) : { user: NaN, system: NaN };
  const steadyChecks = steady ? stats.completed - steady.completed : 0;
  const steadyWallMs = steady ? performance.now() - steady.at : NaN;

  const [stored] = await queryRows<{ checks: number; uptime: number; rollup: number; reused: number }>(
    database.handle.db,
    sql`select (select count(*) from domain_checks)::int as checks, (select count(*) from domain_checks where check_type = 'uptime')::int as uptime,
      (select coalesce(sum(total_checks), 0) from uptime_stats)::int as rollup,
      (select count(*) from domain_checks where details->>'connectionReused' = 'true')::int as reused`,
  );
  // what the schedules asked for in the window: each schedule's first run comes at its phase after it was made
  const expected = new Map<string, number>();
  for (const [id, { createdAt, everyMs }] of stats.schedules) {
    const phase = phaseOf(id, everyMs);
    const runs = endedAt - createdAt >= phase ? Math.floor((endedAt - createdAt - phase) / everyMs) + 1 : 0;
    const family = id.slice(0, id.indexOf(':'));
    expected.set(family, (expected.get(family) ?? 0) + runs);
  }
  const afterFirstInterval = stats.drifts
    .filter(([at]) => at >= opts.intervalMs)
    .map(([, d]) => d)
    .sort((a, b) => a - b);
  const drifts = stats.drifts.map(([, d]) => d).sort((a, b) => a - b);
  const durations = stats.durations.sort((a, b) => a - b);
  const outcomes = await queryRows<{ type: string; status: string; message: string; n: number }>(
    database.handle.db,
    sql`select check_type as type, status, details->>'message' as message, count(*)::int as n from domain_checks where status <> 'healthy'
        group by 1, 2, 3 order by n desc limit 6`,
  );
  const firstAll = stats.allUptimeAt;
  const pgMs = pgCpu ? pgCpu.cpuMs() : 0;
  const count = (map: Map<string, number>, key: string) => map.get(key) ?? 0;
  const steadyCount = (key: string) => count(stats.byKind, key) - (steady ? count(steady.byKind, key) : 0);

  const rows: [string, string, string][] = [
    ['-- burst: adding the domains (every family owes a first check)', '', ''],
    [
      'every domain has its first uptime result after',
      firstAll === undefined
        ? `never (${stats.firstUptime.size} of ${ids.length})`
        : `${((firstAll - startupMs) / 1000).toFixed(1)} s after scheduling`,
      '<= 60 s',
    ],
    [
      'RSS before start / peak (when) / at the end',
      `${mb(rssBefore)} / ${mb(rssMax)} (${Math.round(rssMaxAt / 1000)} s) / ${mb(rssSettled)}`,
      'peak < 400 MB',
    ],
    ['time to schedule every domain', `${Math.round(startupMs)} ms`, ''],
    ['CPU per check (whole run)', `${(cpuMs / stats.completed).toFixed(3)} ms`, ''],
    ['average CPU (whole run)', `${((100 * cpuMs) / wallMs).toFixed(1)}% of one core`, ''],
    [`-- steady state (from ${opts.steadyFromMs / 1000} s)`, '', ''],
    ['CPU per check', `${(steadyCpuMs / Math.max(1, steadyChecks)).toFixed(3)} ms`, '<= 0.30 ms'],
    [
      'CPU per check user / system',
      `${(steadySplit.user / 1000 / Math.max(1, steadyChecks)).toFixed(3)} / ${(steadySplit.system / 1000 / Math.max(1, steadyChecks)).toFixed(3)} ms`,
      '',
    ],
    ['average CPU', `${((100 * steadyCpuMs) / steadyWallMs).toFixed(1)}% of one core`, ''],
    [
      'checks in the steady state (by family: scheduled + first)',
      [...opts.families].map((f) => `${f} ${steadyCount(`scheduled ${f}`)}+${steadyCount(`first ${f}`)}`).join(', '),
      '',
    ],
    [
      'uptime start drift p50 / p99 / max, after the first interval',
      `${pct(afterFirstInterval, 0.5)} / ${pct(afterFirstInterval, 0.99)} / ${afterFirstInterval.at(-1) ?? NaN} ms`,
      'p99 < 500 ms',
    ],
    [
      'uptime start drift p50 / p99 / max, whole run',
      `${pct(drifts, 0.5)} / ${pct(drifts, 0.99)} / ${drifts.at(-1) ?? NaN} ms`,
      '',
    ],
    ['check duration p50 / p99', `${pct(durations, 0.5).toFixed(1)} / ${pct(durations, 0.99).toFixed(1)} ms`, ''],
    ['-- whole run', '', ''],
    [
      'scheduled runs completed / expected, by family',
      [...opts.families]
        .map((f) => `${f} ${count(byKindInWindow, `scheduled ${f}`)}/${expected.get(f) ?? 0}`)
        .join(', '),
      '100%',
    ],
    [
      'first checks completed, by family',
      [...opts.families].map((f) => `${f} ${count(byKindInWindow, `first ${f}`)}`).join(', '),
      '',
    ],
    [
      're-checks (failures confirmed)',
      [...opts.families].map((f) => `${f} ${count(byKindInWindow, `recheck ${f}`)}`).join(', '),
      '0 (every target is up)',
    ],
    [
      'checks on a reused connection',
      `${stored?.reused} (${((100 * (stored?.reused ?? 0)) / Math.max(1, stored?.checks ?? 0)).toFixed(1)}%)`,
      '',
    ],
    [
      'history rows / uptime rows / uptime rollup total',
      `${stored?.checks} / ${stored?.uptime} / ${stored?.rollup}`,
      `= ${stats.completed} checks; uptime rows = rollup`,
    ],
  ];
  if (pgCpu) {
    rows.splice(5, 0, [
      'CPU per check incl. PostgreSQL backends',
      `${((cpuMs + pgMs) / stats.completed).toFixed(3)} ms (server ${Math.round(pgMs)} ms)`,
      '',
    ]);
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(
    `\n${opts.domains} domains, ${(wallMs / 60_000).toFixed(1)} min on ${database.label}, ${opts.https ? 'HTTPS' : 'plain HTTP'} targets, ` +
      `${completedInWindow} checks, Node ${process.version}; load average (1, 5, 15 min) at the end ${loadAtEnd}`,
  );
  for (const [name, value, target] of rows)
    console.log(`${name.padEnd(width)}  ${value}${target ? `   (target ${target})` : ''}`);
  for (const o of outcomes) console.log(`  not healthy x${o.n}: ${o.type} ${o.status} ${o.message}`);
  if (statements) printStatements(statements, stats.completed);

  targets.stop();
  await database.handle.close();
  await database.drop();
}
