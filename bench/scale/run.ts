/**
 * The scale-out path measured (issue 25): the real roles, as an operator runs them, on PostgreSQL and Redis: one
 * `sitewarden start --role web` and 1, 2 and 4 `sitewarden start --role worker` processes, checking 10,000 and 100,000
 * HTTP monitors every 60 s against loopback targets (a hundred monitors per domain, on the Enterprise plan: each
 * domain's own home-page checks run too, every 30 s).
 *
 *   npx tsx bench/scale/run.ts                                  # 10,000 and 100,000 monitors, 1, 2 and 4 workers
 *   npx tsx bench/scale/run.ts --monitors 10000 --workers 1,2 --minutes 3
 *
 * Per run it prints, over the measured minutes (after the first interval and a half): checks a second, CPU per
 * check in the workers, in Redis (INFO cpu of a Redis of the bench's own) and in PostgreSQL (its backends and
 * background processes), history rows written a second, the workers' start-lag p99 (their heartbeat rows), and per
 * whole minute the share of monitors checked in it. The targets (HTTP on port 80 of 127.0.0.1-8, DNS) run in a child
 * process; the bench must run as root for port 80. PostgreSQL is BENCH_POSTGRES_URL, TEST_POSTGRES_URL or
 * postgres://postgres@127.0.0.1:5432/test; a throwaway database is made and dropped.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startPrivateRedis } from '../../src/server/jobs/testing/private-redis';
import { runMigrations } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/client';
import { serveTargets, type TargetsReady } from '../engine/targets';

const MONITORS_PER_DOMAIN = 100;
const INTERVAL_MS = 60_000;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function load(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

if (process.argv[2] === '--targets') {
  void serveTargets(Number(process.argv[3]), 8, 1024, false, 80).then((ready) => process.send?.(ready));
  process.on('disconnect', () => process.exit(0));
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
      monitors: { type: 'string', default: '10000,100000' },
      workers: { type: 'string', default: '1,2,4' },
      minutes: { type: 'string', default: '3' },
    },
  });
  const list = (text: string) => text.split(',').map(Number);
  return { monitors: list(values.monitors), workers: list(values.workers), measureMs: Number(values.minutes) * 60_000 };
}

const postgresUrl =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseUrlOf = (name: string) => {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function main(): Promise<void> {
  const opts = options();
  console.log(
    `scale bench: monitors ${opts.monitors.join(', ')}; workers ${opts.workers.join(', ')}; ${opts.measureMs / 60_000} min measured each; load ${load()}`,
  );
  for (const monitors of opts.monitors) {
    const domains = Math.ceil(monitors / MONITORS_PER_DOMAIN);
    const targets = await startTargets(domains);
    const name = `sw_bench_scale_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      await prepare(databaseUrlOf(name), domains, monitors);
      for (const workers of opts.workers) {
        const row = await runOne({
          databaseUrl: databaseUrlOf(name),
          monitors,
          domains,
          workers,
          measureMs: opts.measureMs,
          targets: targets.ready,
        });
        printRow(row);
      }
    } finally {
      targets.stop();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

function startTargets(domains: number) {
  const child = fork(fileURLToPath(import.meta.url), ['--targets', String(domains)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<{ ready: TargetsReady; stop: () => void }>((resolve, reject) => {
    child.once('message', (ready) => resolve({ ready: ready as TargetsReady, stop: () => child.disconnect() }));
    child.once('exit', (code) => reject(new Error(`targets process exited with ${code} (port 80 needs root)`)));
  });
}

/** Users on Enterprise, the domains (site<i>.sitewarden.test) and their HTTP monitors, as the API would store them. */
async function prepare(databaseUrl: string, domains: number, monitors: number): Promise<void> {
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    await runMigrations(handle);
    const client = handle.pool!;
    await client.query(
      `insert into users (email, subscription_tier) select 'scale' || g || '@sitewarden.test', 'enterprise' from generate_series(0, $1::int - 1) g`,
      [Math.ceil(domains / 50)],
    );
    await client.query(
      `with u as (select id, (row_number() over (order by email) - 1)::int as n from users)
       insert into domains (name, user_id) select 'site' || g || '.sitewarden.test', u.id from generate_series(0, $1::int - 1) g join u on u.n = g / 50`,
      [domains],
    );
    await client.query(
      `with d as (select id, name, substr(split_part(name, '.', 1), 5)::int as n from domains)
       insert into monitors (domain_id, type, name, settings, interval_seconds)
       select d.id, 'endpoint', 'endpoint ' || g, jsonb_build_object('url', 'http://' || d.name || '/m/' || g, 'method', 'GET', 'headers', '[]'::jsonb,
         'body', null, 'expectedStatus', jsonb_build_array('200-299'), 'followRedirects', true, 'timeoutSeconds', 30, 'auth', jsonb_build_object('kind', 'none')), 60
       from generate_series(0, $1::int - 1) g join d on d.n = g / ${MONITORS_PER_DOMAIN}`,
      [monitors],
    );
  } finally {
    await handle.close();
  }
}

interface Role {
  name: string;
  child: ChildProcess;
}

/** One `sitewarden start` of a role on the shared database and Redis, its output kept for when it fails. */
function startRole(role: 'web' | 'worker', index: number, env: Record<string, string>): Role {
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/sitewarden.mjs'), 'start', '--role', role], {
    env: { ...process.env, ...env, PORT: String(env.PORT ? Number(env.PORT) + index : 0) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.once('exit', (code, signal) => {
    if (code && code !== 0) console.error(`${role} ${index} exited with ${code ?? signal}:\n${output}`);
  });
  return { name: `${role}${index}`, child };
}

/** CPU milliseconds a process has used (utime + stime of /proc/<pid>/stat). */
function cpuMsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function redisCpuMs(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const value = (key: string) => Number(new RegExp(`${key}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return (value('used_cpu_sys') + value('used_cpu_user')) * 1000;
}

/** The CPU of the PostgreSQL processes serving this database and of the cluster's own (writers, checkpointer). */
async function postgresCpuMs(client: pg.Client, database: string): Promise<number> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 or datname is null`,
    [database],
  );
  return rows.reduce((sum, r) => sum + cpuMsOf(r.pid), 0);
}

interface RunFigures {
  monitors: number;
  domains: number;
  workers: number;
  measuredS: number;
  checksPerS: number;
  monitorChecksPerS: number;
  workerMsPerCheck: number;
  webMsPerCheck: number;
  redisMsPerCheck: number;
  postgresMsPerCheck: number;
  rowsPerS: number;
  lagP99Ms: number | null;
  coverage: number[];
  startupS: number;
  load: string;
}

async function runOne(run: {
  databaseUrl: string;
  monitors: number;
  domains: number;
  workers: number;
  measureMs: number;
  targets: TargetsReady;
}): Promise<RunFigures> {
  const redis = await startPrivateRedis();
  const database = new URL(run.databaseUrl).pathname.slice(1);
  const db = new pg.Client({ connectionString: run.databaseUrl });
  await db.connect();
  // each run starts with no history, no rule states and no schedules
  await db.query('truncate domain_checks, monitor_states, uptime_stats, alerts, worker_processes, mail_outbox cascade');
  const env = {
    DATABASE_URL: run.databaseUrl,
    REDIS_URL: redis.url,
    DATA_DIR: path.join(tmpdir(), `sitewarden-scale-${randomBytes(3).toString('hex')}`),
    SESSION_SECRET: 'scale-bench-secret-scale-bench-secret-0123',
    SECRETS_KEY: randomBytes(32).toString('base64'),
    DNS_SERVERS: run.targets.dnsServers.join(','),
    ALLOW_PRIVATE_TARGETS: '1',
    DEMO_WORKSPACE: 'off',
    LOG_LEVEL: 'warn',
    HEARTBEAT_SECONDS: '5',
    PORT: String(39_000 + Math.floor(Math.random() * 1000)),
  };
  const web = startRole('web', 0, env);
  const workers = Array.from({ length: run.workers }, (_, i) => startRole('worker', i + 1, env));
  const redisClient = new Redis(redis.url);
  const started = Date.now();
  try {
    // the workers' reconcile puts every schedule in Redis, then the first interval runs every monitor once
    await until(async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(distinct monitor_id)::int as n from domain_checks where monitor_id is not null`,
      );
      return rows[0]!.n >= run.monitors * 0.99;
    }, 10 * 60_000);
    const startupS = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, INTERVAL_MS / 2));

    const cpu0 = {
      workers: workers.map((w) => cpuMsOf(w.child.pid)),
      web: cpuMsOf(web.child.pid),
      redis: await redisCpuMs(redisClient),
      pg: await postgresCpuMs(db, database),
    };
    const t0 = new Date();
    await new Promise((r) => setTimeout(r, run.measureMs));
    const t1 = new Date();
    const cpu1 = {
      workers: workers.map((w) => cpuMsOf(w.child.pid)),
      web: cpuMsOf(web.child.pid),
      redis: await redisCpuMs(redisClient),
      pg: await postgresCpuMs(db, database),
    };
    const { rows: counted } = await db.query<{ all: number; monitors: number }>(
      `select count(*)::int as all, count(monitor_id)::int as monitors from domain_checks where checked_at >= $1 and checked_at < $2`,
      [t0, t1],
    );
    const coverage: number[] = [];
    for (let at = t0.getTime(); at + INTERVAL_MS <= t1.getTime(); at += INTERVAL_MS) {
      const { rows } = await db.query<{ n: number }>(
        `select count(distinct monitor_id)::int as n from domain_checks where monitor_id is not null and checked_at >= $1 and checked_at < $2`,
        [new Date(at), new Date(at + INTERVAL_MS)],
      );
      coverage.push(rows[0]!.n / run.monitors);
    }
    const { rows: beats } = await db.query<{ lag: number | null }>(
      `select (stats->>'lagP99Ms')::float8 as lag from worker_processes where role = 'worker'`,
    );
    const seconds = (t1.getTime() - t0.getTime()) / 1000;
    const checks = counted[0]!.all;
    const per = (ms: number) => ms / Math.max(1, checks);
    const workerMs = workers.reduce((sum, _w, i) => sum + (cpu1.workers[i]! - cpu0.workers[i]!), 0);
    return {
      monitors: run.monitors,
      domains: run.domains,
      workers: run.workers,
      measuredS: seconds,
      checksPerS: checks / seconds,
      monitorChecksPerS: counted[0]!.monitors / seconds,
      workerMsPerCheck: per(workerMs),
      webMsPerCheck: per(cpu1.web - cpu0.web),
      redisMsPerCheck: per(cpu1.redis - cpu0.redis),
      postgresMsPerCheck: per(cpu1.pg - cpu0.pg),
      rowsPerS: checks / seconds,
      lagP99Ms: beats.length ? Math.max(...beats.map((b) => b.lag ?? 0)) : null,
      coverage,
      startupS,
      load: load(),
    };
  } finally {
    for (const role of [web, ...workers]) role.child.kill('SIGTERM');
    await Promise.all(
      [web, ...workers].map(
        (role) => new Promise((r) => (role.child.exitCode !== null ? r(null) : role.child.once('exit', r))),
      ),
    );
    redisClient.disconnect();
    await db.end();
    await redis.stop();
  }
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('the first interval did not check every monitor in time');
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

function printRow(r: RunFigures): void {
  const ms = (v: number) => `${v.toFixed(3)} ms`;
  console.log(
    `\n${r.monitors} monitors (${r.domains} domains), ${r.workers} worker${r.workers === 1 ? '' : 's'}: first interval done ${r.startupS.toFixed(0)} s after start; ${r.measuredS.toFixed(0)} s measured; load at the end ${r.load}\n` +
      `  checks/s ${r.checksPerS.toFixed(0)} (monitors ${r.monitorChecksPerS.toFixed(0)}, wanted ${(r.monitors / 60).toFixed(0)}); history rows/s ${r.rowsPerS.toFixed(0)}\n` +
      `  CPU per check: workers ${ms(r.workerMsPerCheck)}, web ${ms(r.webMsPerCheck)}, Redis ${ms(r.redisMsPerCheck)}, PostgreSQL ${ms(r.postgresMsPerCheck)}; ` +
      `total ${ms(r.workerMsPerCheck + r.webMsPerCheck + r.redisMsPerCheck + r.postgresMsPerCheck)}\n` +
      `  start lag p99 (worst worker, last minute) ${r.lagP99Ms === null ? 'n/a' : `${Math.round(r.lagP99Ms)} ms`}; ` +
      `monitors checked per whole minute ${r.coverage.map((c) => `${(100 * c).toFixed(1)}%`).join(', ')}`,
  );
}
