import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { parsePrometheus } from './prometheus';

const DASHBOARD = 'deploy/grafana/sitewarden-monitors.json';

interface Panel {
  title: string;
  type: string;
  targets?: { expr: string }[];
}

/** Every PromQL expression of the dashboard: its panels' queries and its template variables'. */
function expressions(dashboard: { panels: Panel[]; templating: { list: { query?: unknown; definition?: string }[] } }): string[] {
  const panels = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
  const variables = dashboard.templating.list.map((v) => v.definition).filter((q): q is string => typeof q === 'string' && q.includes('('));
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
      values (${id}, ${id}, true, now(), '{1,0,0,0,0,0,0,0,0}'::bigint[], 1, 0.05, now() + interval '30 days', now() + interval '1 year')`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is valid JSON with the panels operators asked for and the workspace, domain and monitor variables', () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8'));
    expect(dashboard.uid).toBe('sitewarden-monitors');
    expect(dashboard.templating.list.map((v: { name: string }) => v.name)).toEqual(['datasource', 'workspace', 'domain', 'monitor']);
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
    const used = new Set(expressions(JSON.parse(readFileSync(DASHBOARD, 'utf8'))).flatMap((e) => e.match(/\bsitewarden_[a-z_]+\b/g) ?? []));
    expect(used.size).toBeGreaterThanOrEqual(6);
    expect([...used].filter((name) => !names.has(name))).toEqual([]);
  });
});
