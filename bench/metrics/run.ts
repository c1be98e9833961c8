/**
 * What /metrics costs with METRICS_MONITORS=on at 10,000 monitors (issue 20; decision 064), and what counting them
 * costs the history writer:
 *
 *   npx tsx bench/metrics/run.ts                 # embedded PGlite
 *   npx tsx bench/metrics/run.ts --postgres      # PostgreSQL at BENCH_POSTGRES_URL or TEST_POSTGRES_URL
 *   options: --domains N (1,000), --monitors N per domain (9: with its home page, 10 series sets a domain),
 *            --rounds N (checks per monitor written through the history writer first, 10), --scrapes N (50)
 *
 * Seeds users, domains and monitors in SQL, then writes `rounds` checks of every monitor and home page through the
 * history writer (with and without the per-monitor figures: the writer's added cost), and scrapes GET /metrics on a
 * Fastify app with the ops routes as the server mounts them, over a loopback socket, as Prometheus does (asking for
 * gzip; the time until the last compressed byte arrived), and once more without gzip. Prints p50/p95 wall time of a
 * scrape:
 * - cold: the first scrape of a process (no snapshot);
 * - unchanged: nothing written since the previous scrape (the snapshot, after one indexed query);
 * - after a batch: one second of checks of 10,000 monitors at a 60 s interval (167) written before each scrape,
 *   so each one renders anew, as a Prometheus scraping every 15 s would always see.
 */
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { queryRows } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createMetrics } from '../../src/server/http/metrics';
import { createHistoryWriter, type CheckRow } from '../../src/server/jobs/monitoring/history-writer';
import { createMonitorMetrics } from '../../src/server/modules/ops/monitor-metrics';
import { createMonitoringHealth } from '../../src/server/modules/ops/monitoring-health';
import { registerOpsRoutes } from '../../src/server/modules/ops/ops.routes';
import { openBenchDatabase } from '../support/bench-database';

const { values } = parseArgs({
  options: {
    domains: { type: 'string', default: '1000' },
    monitors: { type: 'string', default: '9' },
    rounds: { type: 'string', default: '10' },
    scrapes: { type: 'string', default: '50' },
    postgres: { type: 'boolean', default: false },
  },
});
const DOMAINS = Number(values.domains);
const PER_DOMAIN = Number(values.monitors);
const ROUNDS = Number(values.rounds);
const SCRAPES = Number(values.scrapes);
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const fmt = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

async function main() {
  const bench = await openBenchDatabase(values.postgres ? 'postgres' : 'pglite', POSTGRES_URL, 'metrics');
  if (!bench) return;
  const { handle, drop } = bench;
  const label = values.postgres ? 'PostgreSQL' : 'embedded PGlite';
  await runMigrations(handle);
  const db = handle.db;
  try {
    const started = performance.now();
    await db.execute(sql`
      insert into users (email, subscription_tier) select 'bench' || g || '@sitewarden.test', 'agency' from generate_series(0, ${Math.ceil(DOMAINS / 50) - 1}::int) g`);
    await db.execute(sql`
      with u as (select id, (row_number() over (order by email) - 1)::int as n from users)
      insert into domains (name, user_id) select 'site' || g || '.sitewarden.test', u.id from generate_series(0, ${DOMAINS - 1}::int) g join u on u.n = g / 50`);
    await db.execute(sql`
      insert into monitors (domain_id, type, name, interval_seconds, settings)
      select d.id, 'endpoint', 'API "v' || n || '" \\ health', 60, '{}'::jsonb from domains d, generate_series(1, ${PER_DOMAIN}::int) n`);
    const subjects = await queryRows<{ domain_id: string; monitor_id: string | null }>(
      db,
      sql`select id as domain_id, null as monitor_id from domains union all select domain_id, id from monitors`,
    );
    console.log(
      `load average at the start: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${cpus().length} cores)`,
    );
    console.log(
      `${label}: ${DOMAINS} domains, ${subjects.length} monitors and home pages, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // history through the writer, as the workers write it: rows, and the per-monitor figures (or not)
    const check = (s: { domain_id: string; monitor_id: string | null }, i: number, at: Date): CheckRow => ({
      domainId: s.domain_id,
      monitorId: s.monitor_id,
      checkType: s.monitor_id ? 'endpoint' : 'uptime',
      status: i % 50 === 0 ? 'critical' : 'healthy',
      responseTime: 20 + ((i * 37) % 900),
      details: { message: 'ok', statusCode: 200 },
      checkedAt: at,
      up: i % 50 !== 0,
    });
    for (const monitorMetrics of [false, true]) {
      const writer = createHistoryWriter(db, { intervalMs: 3_600_000, maxRows: 1_000_000, monitorMetrics });
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const at = new Date(Date.now() - (ROUNDS - round) * 60_000);
        // one second of checks at a time (10,000 monitors at 60 s: 167), as the writer's per-second flush sees them
        for (let from = 0; from < subjects.length; from += 167) {
          for (let i = from; i < Math.min(from + 167, subjects.length); i++)
            writer.add(check(subjects[i]!, i + round, at));
          const t0 = performance.now();
          await writer.flush();
          times.push(performance.now() - t0);
        }
      }
      await writer.close();
      const total = times.reduce((a, b) => a + b, 0);
      console.log(
        `history writer, ${monitorMetrics ? 'with' : 'without'} per-monitor figures: ${((total / (ROUNDS * subjects.length)) * 1000).toFixed(1)} µs per check, per 167-check flush ${fmt(times)}`,
      );
    }
    const [{ n: rows } = { n: 0 }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from monitor_metrics`,
    );
    console.log(`monitor_metrics: ${rows} rows`);

    const app = Fastify({ logger: false });
    const source = createMonitorMetrics(db, { max: 10_000 });
    registerOpsRoutes(app, {
      database: handle,
      metrics: createMetrics(),
      readiness: {},
      monitoring: createMonitoringHealth(db),
      metricSources: [() => source.pieces()],
    });
    // a scrape as Prometheus makes one: over a loopback socket, the whole body read
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const scrape = (encoding = 'gzip') =>
      new Promise<{ ms: number; bytes: number; sent: number }>((resolve, reject) => {
        const t0 = performance.now();
        const req = request(`${address}/metrics`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - t0;
            if (res.statusCode !== 200) return reject(new Error(`/metrics answered ${res.statusCode}`));
            const body = Buffer.concat(chunks);
            const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
            resolve({ ms, bytes: text.length, sent: body.length });
          });
        });
        req.on('error', reject);
        req.end();
      });

    const cold: number[] = [];
    for (let i = 0; i < Math.min(SCRAPES, 10); i++) {
      const fresh = createMonitorMetrics(db, { max: 10_000 });
      const t0 = performance.now();
      await fresh.pieces();
      cold.push(performance.now() - t0);
    }
    const first = await scrape();
    console.log(
      `GET /metrics: ${(first.bytes / 1024 / 1024).toFixed(1)} MB, sent gzipped as ${(first.sent / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(`render, cold (no snapshot; ${cold.length} times): ${fmt(cold)}`);

    const direct: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      await source.pieces();
      direct.push(performance.now() - t0);
    }
    console.log(`render, unchanged (the snapshot, no HTTP): ${fmt(direct)}`);
    const fullRead = createMonitorMetrics(db, { max: 10_000, fullReadMs: 0 });
    await fullRead.pieces();
    const full: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      await fullRead.pieces();
      full.push(performance.now() - t0);
    }
    console.log(`render, the full re-read (every 30 s; unchanged rows keep their samples): ${fmt(full)}`);
    const unchanged: number[] = [];
    for (let i = 0; i < SCRAPES; i++) unchanged.push((await scrape()).ms);
    console.log(`GET /metrics, nothing new since the last scrape: ${fmt(unchanged)}`);
    const identity: number[] = [];
    for (let i = 0; i < SCRAPES; i++) identity.push((await scrape('identity')).ms);
    console.log(`GET /metrics without gzip, nothing new: ${fmt(identity)}`);

    const changed: number[] = [];
    const changedRender: number[] = [];
    const writer = createHistoryWriter(db, { intervalMs: 3_600_000, maxRows: 1_000_000, monitorMetrics: true });
    for (let i = 0; i < SCRAPES * 2; i++) {
      for (let j = 0; j < 167; j++) writer.add(check(subjects[(i * 167 + j) % subjects.length]!, j, new Date()));
      await writer.flush();
      if (i % 2) {
        changed.push((await scrape()).ms);
      } else {
        const t0 = performance.now();
        await source.pieces();
        changedRender.push(performance.now() - t0);
      }
    }
    await writer.close();
    console.log(`render, after a batch of 167 checks each time (no HTTP): ${fmt(changedRender)}`);
    console.log(`GET /metrics, after a batch of 167 checks each time: ${fmt(changed)}`);
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${cpus().length} cores)`,
    );
    await app.close();
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
