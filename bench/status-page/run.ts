/**
 * Public status page benchmark (issue 17, decision 052): a page of 20 components (10 domains' home pages, 10 monitors)
 * with 90 days of history, 20 past incidents and one open; GET /public/status/:slug and its summary.json at 100
 * concurrent keep-alive connections from a client process of its own (bench/api/load.ts), against the real app
 * (buildApp + listen) on the embedded database. Target: p95 under 20 ms. Then a component's state change through
 * the history writer (as a check would): the next answer must show it; and summary.json again while a component
 * flips every second (each flip forgets the page: the cost of reading it again shows in the tail). Also prints the
 * gzip size of the page's script.
 *
 *   npx tsx bench/status-page/run.ts            (--seconds 10 --connections 100 --database pglite|postgres)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { createLocalFeed } from '../../src/server/db/change-feed';
import { queryRows, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { publishComponentChanges } from '../../src/server/jobs/monitoring/component-changes';
import { createHistoryWriter } from '../../src/server/jobs/monitoring/history-writer';
import { benchConfig } from '../support/bench-config';
import { openBenchDatabase } from '../support/bench-database';
import { runBench } from '../support/run-bench';
import { startLoadClient } from '../support/load-client';

const ORIGIN = 'http://localhost:3000';
const SLUG = 'bench';
const TARGET_P95_MS = 20;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function options() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '100' },
      database: { type: 'string', default: 'pglite' },
    },
  });
  return {
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    database: values.database as 'pglite' | 'postgres',
    postgresUrl:
      process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  };
}

/**
 * The page and its history, set-based: domains with 90 daily rollups (a bad day now and then) and today's raw
 * checks, monitors with a check every 15 minutes for 90 days, outages, incidents with updates.
 */
async function seed(db: Database): Promise<{ domainId: string; componentId: string }> {
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`
    insert into users (email, password, first_name, last_name, subscription_tier)
    values ('bench@example.com', 'x', 'Bench', 'Mark', 'enterprise') returning id`,
  );
  const userId = user!.id;
  const domains = await queryRows<{ id: string }>(
    db,
    sql`
    insert into domains (user_id, name) select ${userId}, 'site' || g || '.example.com' from generate_series(1, 10) g returning id`,
  );
  const ids = domains.map((d) => d.id);
  const idArray = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const monitors = await queryRows<{ id: string; domain_id: string }>(
    db,
    sql`
    insert into monitors (domain_id, type, name, settings, interval_seconds)
    select d, 'tcp', 'Service ' || row_number() over (), '{"host":"example.com","port":443}'::jsonb, 900 from unnest(${idArray}) d
    returning id, domain_id`,
  );
  await db.execute(sql`
    insert into uptime_stats (domain_id, date, total_checks, successful_checks, uptime_percentage, avg_response_time, counted_through)
    select d, (current_date - g), 1440, case when random() < 0.05 then 1380 else 1440 end, 100, 150 + random() * 200,
      (current_date - g + 1)::timestamp at time zone 'UTC'
    from unnest(${idArray}) d, generate_series(1, 90) g`);
  await db.execute(sql`
    insert into domain_checks (domain_id, check_type, status, response_time, details, checked_at)
    select d, 'uptime', 'healthy', 120, '{}'::jsonb, now() - make_interval(mins => g)
    from unnest(${idArray}) d, generate_series(1, 600) g`);
  const monitorArray = sql`${`{${monitors.map((m) => m.id).join(',')}}`}::uuid[]`;
  await db.execute(sql`
    insert into domain_checks (domain_id, monitor_id, check_type, status, response_time, details, checked_at)
    select m.domain_id, m.id, 'tcp', case when random() < 0.005 then 'critical' else 'healthy' end, (20 + random() * 50)::int,
      '{}'::jsonb, now() - make_interval(mins => g * 15)
    from monitors m, generate_series(1, 90 * 96) g where m.id = any(${monitorArray})`);
  await db.execute(sql`
    insert into uptime_events (domain_id, event_type, start_time, end_time, duration_ms)
    select d, 'down', now() - make_interval(days => g * 9), now() - make_interval(days => g * 9) + interval '20 minutes', 1200000
    from unnest(${idArray}) d, generate_series(1, 9) g`);
  const [page] = await queryRows<{ id: string }>(
    db,
    sql`
    insert into status_pages (user_id, slug, name, description) values (${userId}, ${SLUG}, 'Bench Corp', 'Twenty services') returning id`,
  );
  const components = await queryRows<{ id: string; domain_id: string; monitor_id: string | null }>(
    db,
    sql`
    insert into status_page_domains (status_page_id, domain_id, monitor_id, group_name, order_index)
    select ${page!.id}::uuid, c.domain_id, c.monitor_id, case when c.monitor_id is null then 'Websites' else 'Services' end, row_number() over ()
    from (select d as domain_id, null::uuid as monitor_id from unnest(${idArray}) d
          union all select domain_id, id from monitors where id = any(${monitorArray})) c
    returning id, domain_id, monitor_id`,
  );
  await db.execute(sql`
    with i as (
      insert into status_incidents (status_page_id, title, description, status, severity, started_at, resolved_at)
      select ${page!.id}::uuid, 'Incident ' || g, 'Elevated **errors** on checkout', 'resolved', 'minor',
        now() - make_interval(days => g * 4), now() - make_interval(days => g * 4) + interval '1 hour'
      from generate_series(1, 20) g
      union all select ${page!.id}::uuid, 'Slow answers', 'We are looking into it', 'identified', 'minor', now() - interval '1 hour', null
      returning id, started_at
    )
    insert into status_incident_updates (incident_id, status, message, created_at)
    select id, s.status, 'Update: ' || s.status, started_at + s.offset_time from i,
      (values ('investigating', interval '0'), ('identified', interval '10 minutes')) s(status, offset_time)`);
  const first = components.find((c) => c.monitor_id === null)!;
  return { domainId: first.domain_id, componentId: first.id };
}

/** The page's script as the web build ships it, else bundled the same way from source (esbuild, minified). */
async function scriptGzipBytes(): Promise<{ bytes: number; raw: number; from: string }> {
  const assets = path.join(ROOT, 'dist/web/assets');
  const built = existsSync(assets)
    ? readdirSync(assets).find((f) => f.startsWith('status-refresh-') && f.endsWith('.js'))
    : undefined;
  if (built) {
    const code = readFileSync(path.join(assets, built));
    return { bytes: gzipSync(code, { level: 9 }).length, raw: code.length, from: `dist/web/assets/${built}` };
  }
  const result = await build({
    entryPoints: [path.join(ROOT, 'src/web/status-page/status-refresh.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
  });
  const code = result.outputFiles[0]!.contents;
  return {
    bytes: gzipSync(code, { level: 9 }).length,
    raw: code.length,
    from: 'src/web/status-page/status-refresh.ts (esbuild, minified)',
  };
}

const load1 = () => loadavg()[0]!.toFixed(1);

async function main(): Promise<void> {
  const opts = options();
  const database = await openBenchDatabase(opts.database, opts.postgresUrl, 'status');
  if (!database) return;
  const { handle } = database;
  await runMigrations(handle);
  const seeded = performance.now();
  const { domainId, componentId } = await seed(handle.db);
  const [counts] = await queryRows<{ checks: number; rollups: number }>(
    handle.db,
    sql`
    select (select count(*) from domain_checks)::int as checks, (select count(*) from uptime_stats)::int as rollups`,
  );
  console.log(
    `${opts.database}: 20 components, 90 days (${counts?.rollups} rollups, ${counts?.checks} raw checks), 21 incidents; seeded in ` +
      `${((performance.now() - seeded) / 1000).toFixed(1)} s. ${opts.connections} connections, ${opts.seconds} s per endpoint.`,
  );

  const feed = createLocalFeed();
  const config = benchConfig(ORIGIN);
  const app = await buildApp({ config, database: handle, logger: false, webDir: path.join(ROOT, 'dist/web'), feed });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const page = `/public/status/${SLUG}`;
  const summary = `${page}/api/v2/summary.json`;

  const coldJson = performance.now();
  await (await fetch(`${base}${summary}`)).text();
  console.log(
    `first (uncached) summary.json: ${(performance.now() - coldJson).toFixed(1)} ms (reads the page's model)`,
  );
  const cold = performance.now();
  const first = await fetch(`${base}${page}`);
  const html = await first.text();
  if (first.status !== 200) throw new Error(`the page answered ${first.status}`);
  console.log(
    `first page HTML (model cached, rendered once): ${(performance.now() - cold).toFixed(1)} ms, ${(html.length / 1024).toFixed(0)} KB of HTML (${(gzipSync(html).length / 1024).toFixed(0)} KB gzip)`,
  );

  const client = startLoadClient();
  const measure = async (label: string, target: string) => {
    const before = load1();
    const r = await client.measure({
      base,
      path: target,
      headers: { 'accept-encoding': 'gzip, br' },
      connections: opts.connections,
      warmupSeconds: 2,
      seconds: opts.seconds,
    });
    console.log(
      `${label.padEnd(34)} ${String(Math.round(r.requests / r.seconds)).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  ` +
        `p99 ${r.p99.toFixed(1)} ms  (${r.errors} errors)  ${r.p95 < TARGET_P95_MS ? 'meets' : 'misses'} p95 < ${TARGET_P95_MS} ms  [load ${before} -> ${load1()}]`,
    );
  };
  await measure(page, page);
  await measure('summary.json', summary);

  // a check changes the component's state: through the history writer, as the monitoring engine records it
  const history = createHistoryWriter(handle.db, {
    intervalMs: 60_000,
    componentsChanged: publishComponentChanges(feed),
  });
  const stateOf = async () => {
    const body = (await (await fetch(`${base}${summary}`)).json()) as { components: { id: string; status: string }[] };
    return body.components.find((c) => c.id === componentId)?.status;
  };
  const record = async (status: string) => {
    history.add({
      domainId,
      checkType: 'uptime',
      status,
      responseTime: 100,
      details: {},
      checkedAt: new Date(),
      up: status === 'healthy',
    });
    await history.flush();
  };
  await record('healthy');
  const before = await stateOf();
  await record('critical');
  const after = await stateOf();
  console.log(
    `state change through the history writer: ${before} -> ${after} on the next answer (${after === 'major_outage' ? 'invalidated' : 'NOT invalidated'})`,
  );

  // and the cost of it: a flip every second while summary.json is under load
  let flips = 0;
  const flipper = setInterval(() => void record(flips++ % 2 ? 'critical' : 'healthy'), 1000);
  await measure('summary.json, a flip every second', summary);
  clearInterval(flipper);
  console.log(`(${flips} state changes during that run)`);

  const script = await scriptGzipBytes();
  console.log(`page script: ${script.raw} bytes, ${script.bytes} bytes gzip (${script.from}); budget 30 KB`);

  client.stop();
  await history.close();
  await app.close();
  await handle.close();
  await database.drop();
}

runBench(main);
