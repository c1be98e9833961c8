/**
 * Monitor benchmark (issues 16 and 25): a mix of monitors (endpoint, keyword, JSON, TCP with and without TLS, DNS
 * record; heartbeats with --heartbeats) at a 60 s interval against loopback targets, through the real monitoring
 * runtime: the monitors stored in the database (agency plan, ten per domain), scheduled by the reconcile, read by the
 * runner through the monitor source and its per-process instance cache, checked by their families, the results written
 * by the history writer and the rule states kept as in production.
 *
 *   npm run bench:engine -- --monitors                  # 10,000 monitors, 3 minutes, embedded database
 *   npm run bench:engine -- --monitors --postgres       # on PostgreSQL (BENCH_POSTGRES_URL or TEST_POSTGRES_URL)
 *   npm run bench:engine -- --monitors --heartbeats 10  # 10% heartbeat silence checks (their pings read from the database)
 *   npm run bench:engine -- --monitors --only tcp --monitors 3000 --profile /tmp/tcp.cpuprofile
 *   (--count-queries: the embedded database's statements per check)
 *
 * Prints CPU per check after the first interval (storage included), scheduled runs completed vs what the schedules
 * asked for, and the results that were not up. The targets and DNS run in a child process.
 * Target (issue 25): <= 0.35 ms CPU per check, every monitor checked each interval.
 */
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createLocalFeed } from '../../src/server/db/change-feed';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { closeEngineContext, defaultEngineOptions, type EngineOptions } from '../../src/server/engine';
import { rr, startDnsServer, type RecordTable } from '../../src/server/engine/testing/dns-server';
import { checkFamilies } from '../../src/server/jobs/monitoring/families';
import { createJobsRuntime } from '../../src/server/jobs/runtime';
import { createInProcessScheduler } from '../../src/server/jobs/scheduler/in-process';
import { phaseOf } from '../../src/server/jobs/scheduler/types';
import { withInstanceCache } from '../../src/server/modules/monitors/monitor-instance-cache';
import { createMonitorSource } from '../../src/server/modules/monitors/monitor-source';
import { createSecretSealer } from '../../src/server/secrets/secret-sealer';
import type { MonitorType } from '../../src/shared/constants/monitors';
import {
  dnsRecordSettingsSchema,
  endpointSettingsSchema,
  heartbeatSettingsSchema,
  jsonSettingsSchema,
  keywordSettingsSchema,
  tcpSettingsSchema,
} from '../../src/shared/contracts/monitors';
import {
  countStatements,
  printStatements,
  cpuMsSince,
  instrumented,
  loadAverage,
  mb,
  newStats,
  profilers,
} from './engine-bench-tools';
import { boundHeapGrowth } from '../../src/server/startup/heap-growth';

const SUFFIX = 'sitewarden.test';
const host = (i: number) => `mon${i}.${SUFFIX}`;
const address = (i: number, addresses: number) => `127.0.0.${1 + (i % addresses)}`;

interface Targets {
  httpPort: number;
  httpsPort: number;
  tcpPort: number;
  dnsServers: string[];
  certificate: string;
}

const BODY = JSON.stringify({
  status: 'ok',
  version: 3,
  checks: { database: 'ok', queue: 'ok' },
  padding: 'x'.repeat(1500),
});

async function serveTargets(monitors: number, addresses: number): Promise<Targets> {
  const handler: http.RequestListener = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) });
    res.end(BODY);
  };
  const hosts = Array.from({ length: addresses }, (_, i) => `127.0.0.${1 + i}`);
  const certificate = p256Certificate();
  const listenAll = async (make: () => net.Server): Promise<number> => {
    let port = 0;
    for (const h of hosts) {
      const server = make();
      // idle connections kept 75 s (nginx's default) on HTTP and HTTPS alike, so a 60 s check reuses its own
      if ('keepAliveTimeout' in server) server.keepAliveTimeout = 75_000;
      await new Promise<void>((resolve) => server.listen(port, h, resolve));
      port = (server.address() as AddressInfo).port;
    }
    return port;
  };
  const httpPort = await listenAll(() => http.createServer(handler));
  const httpsPort = await listenAll(() => https.createServer(certificate, handler));
  const tcpPort = await listenAll(() =>
    net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.resume();
      socket.end('220 ready\r\n');
    }),
  );
  const records: RecordTable = {};
  for (let i = 0; i < monitors; i++)
    records[host(i)] = [
      rr.a(address(i, addresses), 300),
      rr.mx(`mail.${host(i)}`, 10),
      rr.txt(`v=spf1 ip4:${address(i, addresses)} -all`),
    ];
  const dns = await startDnsServer(records);
  dns.queries.push = () => 0;
  return { httpPort, httpsPort, tcpPort, dnsServers: dns.servers, certificate: certificate.cert };
}

function p256Certificate(): { key: string; cert: string } {
  // files, not /dev/stdout: a pipe to Node is a socket, which openssl cannot open by name
  const dir = mkdtempSync(join(tmpdir(), 'sitewarden-bench-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        `/CN=*.${SUFFIX}`,
        '-addext',
        `subjectAltName=DNS:*.${SUFFIX}`,
        '-days',
        '90',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Monitors per domain in the bench (each domain's monitors watch hosts of its own). */
const MONITORS_PER_DOMAIN = 10;
const DOMAINS_PER_USER = 50;

/**
 * The mix: 30% endpoint (http), 20% keyword (http), 20% JSON (https), 10% TCP, 5% TCP over TLS, 15% DNS record; with
 * --heartbeats P, P% of the monitors (every index whose i % 100 < P) are heartbeats instead, the rest as above. Each
 * monitor as the API stores it: its type and its settings parsed by the shared contract.
 */
function monitorAt(
  i: number,
  t: Targets,
  heartbeatPercent: number,
): { type: MonitorType; settings: Record<string, unknown> } {
  const slot = i % 20;
  const h = host(i);
  if (i % 100 < heartbeatPercent)
    return { type: 'heartbeat', settings: heartbeatSettingsSchema.parse({ periodSeconds: 60, graceSeconds: 300 }) };
  if (slot < 6)
    return { type: 'endpoint', settings: endpointSettingsSchema.parse({ url: `http://${h}:${t.httpPort}/health` }) };
  if (slot < 10)
    return {
      type: 'keyword',
      settings: keywordSettingsSchema.parse({ url: `http://${h}:${t.httpPort}/`, keyword: '"queue":"ok"' }),
    };
  if (slot < 14)
    return {
      type: 'json',
      settings: jsonSettingsSchema.parse({
        url: `https://${h}:${t.httpsPort}/api`,
        path: '$.checks.database',
        expected: 'ok',
      }),
    };
  if (slot < 16) return { type: 'tcp', settings: tcpSettingsSchema.parse({ host: h, port: t.tcpPort }) };
  if (slot < 17) return { type: 'tcp', settings: tcpSettingsSchema.parse({ host: h, port: t.httpsPort, tls: true }) };
  return {
    type: 'dns-record',
    settings: dnsRecordSettingsSchema.parse({
      host: h,
      recordType: slot % 2 ? 'MX' : 'TXT',
      expected: [slot % 2 ? `10 mail.${h}` : `v=spf1 ip4:${address(i, 8)} -all`],
    }),
  };
}

/** Users on the agency plan, a domain per ten monitors, and the monitors, written as the API would store them. */
async function seedMonitors(
  db: DatabaseHandle['db'],
  monitors: { type: MonitorType; settings: Record<string, unknown> }[],
): Promise<void> {
  const domains = Math.ceil(monitors.length / MONITORS_PER_DOMAIN);
  const users = Math.ceil(domains / DOMAINS_PER_USER);
  await db.execute(sql`
    insert into users (email, subscription_tier)
    select 'bench' || g || '@sitewarden.test', 'agency' from generate_series(0, ${users - 1}::int) g`);
  await db.execute(sql`
    with u as (select id, (row_number() over (order by email) - 1)::int as n from users)
    insert into domains (name, user_id)
    select 'd' || g || '.sitewarden.test', u.id from generate_series(0, ${domains - 1}::int) g join u on u.n = g / ${DOMAINS_PER_USER}::int`);
  const rows = JSON.stringify(monitors.map((m, i) => ({ i, type: m.type, settings: m.settings })));
  await db.execute(sql`
    with d as (select id, substr(split_part(name, '.', 1), 2)::int as n from domains)
    insert into monitors (domain_id, type, name, settings, interval_seconds)
    select d.id, r.type, 'monitor ' || r.i, r.settings, 60
    from json_to_recordset(${rows}::json) as r(i int, type text, settings jsonb)
    join d on d.n = r.i / ${MONITORS_PER_DOMAIN}::int`);
}

/** The embedded database, made and seeded in a child process as an earlier `sitewarden migrate` would. */
async function prepareEmbedded(dir: string, monitors: string): Promise<void> {
  const handle = await openDatabase({ dataDir: dir });
  await runMigrations(handle);
  await seedMonitors(
    handle.db,
    JSON.parse(readFileSync(monitors, 'utf8')) as { type: MonitorType; settings: Record<string, unknown> }[],
  );
  await handle.close();
}

async function main(): Promise<void> {
  // as `sitewarden start` does (decision 070)
  boundHeapGrowth();
  const { values } = parseArgs({
    options: {
      monitors: { type: 'string', default: '10000' },
      minutes: { type: 'string', default: '3' },
      addresses: { type: 'string', default: '8' },
      /** One type only (endpoint, keyword, json, tcp, dns-record, heartbeat): its figure alone. */
      only: { type: 'string' },
      /** Percentage of heartbeats in the mix (their silence checks read their pings from the database). */
      heartbeats: { type: 'string', default: '0' },
      /** CPU profile of the steady state (after the first interval) written to this file. */
      profile: { type: 'string' },
      postgres: { type: 'boolean', default: false },
      'count-queries': { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: false,
  });
  const count = Number(values.monitors);
  // the targets serve (DNS names for) every index the mix may pick when one type is asked for
  const names = count * 20;
  const intervalMs = 60_000;
  const durationMs = Number(values.minutes) * 60_000;
  const addresses = Number(values.addresses);
  const statements = values['count-queries'] ? countStatements() : undefined;
  console.log(`monitor bench: ${count} monitors every 60 s, ${durationMs / 60_000} min; load average ${loadAverage()}`);

  const child = fork(fileURLToPath(import.meta.url), ['--targets', String(names), String(addresses)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const targets = await new Promise<Targets>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Targets));
    child.once('exit', (code) => reject(new Error(`targets exited with ${code}`)));
  });

  const only = typeof values.only === 'string' ? values.only : undefined;
  const heartbeatPercent = only === 'heartbeat' ? 100 : Number(values.heartbeats);
  const mix: { type: MonitorType; settings: Record<string, unknown> }[] = [];
  for (let i = 0; mix.length < count; i++) {
    const m = monitorAt(i, targets, heartbeatPercent);
    if (!only || m.type === only) mix.push(m);
  }
  const database = await openDatabaseFor(mix, values.postgres === true);

  const engine: EngineOptions = {
    ...defaultEngineOptions(),
    allowPrivateTargets: true,
    dnsServers: targets.dnsServers,
    extraCa: [targets.certificate],
    dnsblZones: [],
  };
  const stats = newStats();
  let t0 = 0;
  // the monitor families only: the domains' own home-page checks are bench/engine run.ts's business
  const families = new Set(checkFamilies.monitorFamilies.map((f) => f.id));
  const scheduler = instrumented(createInProcessScheduler(), stats, families, 0, () => t0);
  const feed = createLocalFeed();
  const monitors = withInstanceCache(
    createMonitorSource(database.handle.db, createSecretSealer(randomBytes(32))),
    feed,
  );
  const runtime = createJobsRuntime({
    config: {},
    database: database.handle,
    engine,
    scheduler,
    monitors,
    feed,
    heartbeat: false,
  });

  const profileFile = typeof values.profile === 'string' ? values.profile : undefined;
  const profiler = profilers();
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssMax = rssBefore;
  const cpu0 = process.cpuUsage();
  t0 = performance.now();
  await runtime.startWorker();
  console.log(`scheduled ${count} monitors in ${Math.round(performance.now() - t0)} ms (${database.label})`);
  let steady: { cpu: NodeJS.CpuUsage; at: number; completed: number } | undefined;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, process.memoryUsage().rss);
    if (!steady && performance.now() - t0 >= intervalMs) {
      steady = { cpu: process.cpuUsage(), at: performance.now(), completed: stats.completed };
      if (profileFile) profiler.startCpu();
    }
  }, 1000);
  await new Promise((r) => setTimeout(r, durationMs));
  if (profileFile) await profiler.stopCpu(profileFile);
  const endedAt = Date.now();
  const byKind = new Map(stats.byKind);
  const cpuAll = cpuMsSince(cpu0);
  const cpu = steady ? process.cpuUsage(steady.cpu) : process.cpuUsage(cpu0);
  const checks = stats.completed - (steady?.completed ?? 0);
  const wallMs = performance.now() - (steady?.at ?? t0);
  const rssEnd = process.memoryUsage().rss;
  await runtime.close();
  clearInterval(sampler);

  const expected = new Map<string, number>();
  for (const [id, { createdAt, everyMs }] of stats.schedules) {
    const phase = phaseOf(id, everyMs);
    const family = id.slice(0, id.indexOf(':'));
    expected.set(
      family,
      (expected.get(family) ?? 0) +
        (endedAt - createdAt >= phase ? Math.floor((endedAt - createdAt - phase) / everyMs) + 1 : 0),
    );
  }
  const [stored] = await queryRows<{ checks: number }>(
    database.handle.db,
    sql`select count(*)::int as checks from domain_checks`,
  );
  const notUp = await queryRows<{ type: string; message: string; n: number }>(
    database.handle.db,
    sql`select check_type as type, details->>'message' as message, count(*)::int as n from domain_checks
        where status not in ('healthy', 'up') and checked_at > now() - interval '${sql.raw(String(Math.max(1, Math.floor((durationMs - intervalMs) / 1000))))} seconds'
        group by 1, 2 order by n desc limit 5`,
  );
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const used = [...families].filter((f) => expected.has(f));
  const describedMix = only
    ? `${only} only`
    : `${heartbeatPercent ? `${heartbeatPercent}% heartbeat, the rest ` : ''}30% endpoint, 20% keyword, 20% JSON over HTTPS, 10% TCP, 5% TCP+TLS, 15% DNS record`;
  console.log(
    `\n${count} monitors (${describedMix}) on ${database.label}, ${(durationMs / 60_000).toFixed(1)} min, Node ${process.version}; load average at the end ${loadAverage()}`,
  );
  console.log(
    `CPU per check (after ${intervalMs / 1000} s)       ${(cpuMs / Math.max(1, checks)).toFixed(3)} ms   (target <= 0.35 ms)`,
  );
  console.log(
    `CPU per check user / system          ${(cpu.user / 1000 / Math.max(1, checks)).toFixed(3)} / ${(cpu.system / 1000 / Math.max(1, checks)).toFixed(3)} ms`,
  );
  console.log(`CPU per check (whole run)            ${(cpuAll / Math.max(1, stats.completed)).toFixed(3)} ms`);
  console.log(
    `average CPU (after ${intervalMs / 1000} s)             ${((100 * cpuMs) / wallMs).toFixed(1)}% of one core`,
  );
  console.log(
    `scheduled runs completed / expected  ${used.map((f) => `${f} ${byKind.get(`scheduled ${f}`) ?? 0}/${expected.get(f) ?? 0}`).join(', ')}`,
  );
  console.log(
    `first checks completed               ${used.map((f) => `${f} ${byKind.get(`first ${f}`) ?? 0}`).join(', ')}`,
  );
  console.log(
    `re-checks                            ${used.map((f) => `${f} ${byKind.get(`recheck ${f}`) ?? 0}`).join(', ')}`,
  );
  console.log(`history rows                         ${stored?.checks} (= ${stats.completed} checks)`);
  console.log(`RSS before / peak / end              ${mb(rssBefore)} / ${mb(rssMax)} / ${mb(rssEnd)}`);
  for (const o of notUp) console.log(`  not up after the first interval x${o.n}: ${o.type} ${o.message}`);
  if (statements) printStatements(statements, stats.completed);
  closeEngineContext(engine);
  child.disconnect();
  await database.handle.close();
  await database.drop();
}

/** A throwaway database with the monitors in it: the embedded one in a temporary folder, or PostgreSQL's. */
async function openDatabaseFor(mix: { type: MonitorType; settings: Record<string, unknown> }[], postgres: boolean) {
  if (postgres) {
    const url =
      process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `sw_bench_monitors_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: target.toString() });
    await runMigrations(handle);
    await seedMonitors(handle.db, mix);
    return {
      handle,
      label: 'PostgreSQL',
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'sitewarden-bench-monitors-'));
  const file = join(dir, 'monitors.json');
  writeFileSync(file, JSON.stringify(mix));
  await new Promise<void>((resolve, reject) => {
    const prep = fork(fileURLToPath(import.meta.url), ['--prepare-monitors', dir, file], { stdio: 'inherit' });
    prep.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing the database failed (${code})`)),
    );
  });
  const handle = await openDatabase({ dataDir: dir });
  return { handle, label: 'embedded PGlite', drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

if (process.argv.includes('--prepare-monitors')) {
  const at = process.argv.indexOf('--prepare-monitors');
  void prepareEmbedded(process.argv[at + 1]!, process.argv[at + 2]!).then(() => process.exit(0));
} else if (process.argv.includes('--targets')) {
  const at = process.argv.indexOf('--targets');
  void serveTargets(Number(process.argv[at + 1]), Number(process.argv[at + 2])).then((ready) => process.send?.(ready));
  process.on('disconnect', () => process.exit(0));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

export { main as runMonitorsBench };
