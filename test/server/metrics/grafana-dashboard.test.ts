import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITOR_RESPONSE_BUCKETS } from '../../../src/server/jobs/monitoring/monitor-metrics-batch';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { parsePrometheus } from './prometheus';

const DASHBOARD = 'deploy/grafana/sitewarden-monitors.json';

interface Panel {
  title: string;
  type: string;
  targets?: { expr: string }[];
}

/** Every PromQL expression of the dashboard: its panels' queries and its template variables'. */
function expressions(dashboard: {
  panels: Panel[];
  templating: { list: { query?: unknown; definition?: string }[] };
}): string[] {
  const panels = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
  const variables = dashboard.templating.list
    .map((v) => v.definition)
    .filter((q): q is string => typeof q === 'string' && q.includes('('));
  return [...panels, ...variables];
}

/*
 * The Grafana dashboard in the repository (issue 20) queries only what /metrics exports: a renamed metric would leave
 * its panels empty without anyone noticing.
 */
describe('the Grafana dashboard of the monitors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { METRICS_MONITORS: 'on' } });
    const client = await signedInClient(t, 'grafana@example.com', 'pro');
    const id = (await client.post('/api/domains', { name: 'grafana.example.com' })).json<{ id: string }>().id;
    await t.database.handle.db.execute(sql`
      insert into monitor_metrics (subject_id, domain_id, up, last_checked_at, response_buckets, response_count, response_sum,
        certificate_expires_at, registration_expires_at)
      values (${id}, ${id}, true, now(), ${`{${[1, ...MONITOR_RESPONSE_BUCKETS.map(() => 0)].join(',')}}`}::bigint[], 1, 0.004,
        now() + interval '30 days', now() + interval '1 year')`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is valid JSON with the panels operators asked for and the workspace, domain and monitor variables', () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8'));
    expect(dashboard.uid).toBe('sitewarden-monitors');
    expect(dashboard.templating.list.map((v: { name: string }) => v.name)).toEqual([
      'datasource',
      'workspace',
      'domain',
      'monitor',
    ]);
    const panels = dashboard.panels as Panel[];
    expect(panels.map((p) => p.type)).toEqual(expect.arrayContaining(['state-timeline', 'timeseries', 'table']));
    expect(expressions(dashboard).some((e) => e.startsWith('histogram_quantile('))).toBe(true);
    for (const expr of expressions(dashboard).filter((e) => e.includes('{'))) {
      if (!expr.includes('left_out')) expect(expr).toMatch(/workspace=~"\$workspace"/);
    }
  });

  it('queries only metrics /metrics exports', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    const exported = await parsePrometheus(res.body);
    const names = new Set<string>();
    for (const [name, family] of Object.entries(exported)) {
      names.add(name);
      if (family.type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    }
    const used = new Set(
      expressions(JSON.parse(readFileSync(DASHBOARD, 'utf8'))).flatMap((e) => e.match(/\bsitewarden_[a-z_]+\b/g) ?? []),
    );
    expect(used.size).toBeGreaterThanOrEqual(6);
    expect([...used].filter((name) => !names.has(name))).toEqual([]);
  });

  it('answers every query of the board in a real Prometheus scraping /metrics, names joined from the info series', async (context) => {
    const binary = '/usr/bin/prometheus';
    if (!existsSync(binary)) {
      // CI installs Debian's prometheus package (.ci/run)
      if (process.env.CI) throw new Error(`${binary} is missing: apt-get install prometheus`);
      context.skip();
    }
    const prometheus = await startPrometheus(binary, await t.app.listen({ host: '127.0.0.1', port: 0 }));
    try {
      // the first scrape has landed once the info series can be read
      await prometheus.until('sitewarden_monitor_info', (r) => r.length > 0);
      const queries = expressions(JSON.parse(readFileSync(DASHBOARD, 'utf8'))).map((e) =>
        e.replace(/\$(workspace|domain|monitor)\b/g, '.*').replace(/\$__rate_interval/g, '1m'),
      );
      for (const query of queries) {
        const variable = /^label_values\((.+), (\w+)\)$/.exec(query);
        const result = await prometheus.query(variable ? variable[1]! : query);
        // a variable lists its label's values from the info series: the workspace's id, the domain, 'Home page'
        if (variable) expect(result.map((r) => r.metric[variable[2]!]).filter(Boolean), query).toHaveLength(1);
        // a rate needs two scrapes with checks between them: those queries must parse and run, the others find the series
        else if (!query.includes('rate(')) expect(result.length, query).toBeGreaterThan(0);
      }
      const [up] = await prometheus.query(queries.find((q) => q.startsWith('(sitewarden_monitor_up'))!);
      expect(up?.metric).toMatchObject({ domain: 'grafana.example.com', monitor: 'Home page' });
      expect(up?.value[1]).toBe('1');
    } finally {
      await prometheus.stop();
    }
  }, 60_000);
});

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Debian's Prometheus scraping `target` every second, on a loopback port, with its data in a temporary directory. */
async function startPrometheus(binary: string, target: string) {
  const dir = mkdtempSync(join(tmpdir(), 'sitewarden-prometheus-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'prometheus.yml'),
    `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: sitewarden\n    static_configs:\n      - targets: ['${new URL(target).host}']\n`,
  );
  const child: ChildProcess = spawn(
    binary,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));

  async function query(promql: string): Promise<Sample[]> {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await res.json()) as { status: string; error?: string; data?: { result: Sample[] } };
    if (body.status !== 'success') throw new Error(`${promql}: ${body.error}`);
    return body.data!.result;
  }
  return {
    query,
    /** Asks again (each answer is an event: Prometheus up, a scrape stored) until `done`, for at most 30 s. */
    async until(promql: string, done: (result: Sample[]) => boolean): Promise<void> {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const result = await query(promql).catch(() => null);
        if (result && done(result)) return;
        if (Date.now() > deadline) throw new Error(`Prometheus never answered ${promql} as expected`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
