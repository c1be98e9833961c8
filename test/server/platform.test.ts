import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import { DATABASE_KINDS } from './helpers/databases';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

describe.each(DATABASE_KINDS)('platform behaviour on %s', (kind) => {
  let t: TestApp;
  const webDir = mkdtempSync(path.join(tmpdir(), 'sw-web-'));
  beforeAll(async () => {
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Sitewarden</title><div id="root"></div>');
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp(kind, { webDir });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('applies every migration: the data model of the spec exists', async () => {
    const rows = await queryRows<{ table_name: string }>(
      t.database.handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = new Set(rows.map((r) => r.table_name));
    for (const name of [
      'users',
      'sessions',
      'terms_acceptances',
      'teams',
      'team_members',
      'team_invitations',
      'activity_logs',
      'domains',
      'domain_checks',
      'ssl_certificates',
      'dns_records',
      'performance_metrics',
      'alerts',
      'alert_preferences',
      'slack_integrations',
      'uptime_stats',
      'uptime_events',
      'invitations',
      'blog_posts',
      'performance_scans',
      'performance_network_timings',
      'performance_resource_metrics',
      'performance_third_party',
      'performance_budgets',
      'performance_snapshots',
      'full_audit_results',
      'competitors',
      'benchmark_comparisons',
      'industry_benchmarks',
      'resource_categories',
      'resources',
      'resource_views',
      'resource_downloads',
      'related_resources',
      'api_partners',
      'partners',
      'api_keys',
      'partner_domains',
      'api_usage',
      'api_usage_aggregates',
      'status_pages',
      'status_page_domains',
      'status_incidents',
      'status_incident_updates',
      'status_subscribers',
      'alert_thresholds',
      'billing_history',
    ]) {
      expect(tables, name).toContain(name);
    }
  });

  it('keeps a domain name unique per workspace, not globally', async () => {
    const db = t.database.handle.db;
    const [a] = await queryRows<{ id: string }>(db, sql`insert into users (email) values ('a@x.io') returning id`);
    const [b] = await queryRows<{ id: string }>(db, sql`insert into users (email) values ('b@x.io') returning id`);
    await db.execute(sql`insert into domains (name, user_id) values ('example.com', ${a!.id})`);
    await db.execute(sql`insert into domains (name, user_id) values ('example.com', ${b!.id})`);
    await expect(
      db.execute(sql`insert into domains (name, user_id) values ('example.com', ${a!.id})`),
    ).rejects.toThrow();
  });

  it('reports health, readiness and Prometheus metrics', async () => {
    const c = new Client(t.app);
    expect((await c.get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await c.get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    await c.get('/api/auth/user');
    const metrics = await c.get('/metrics');
    expect(metrics.headers['content-type']).toMatch(/text\/plain/);
    expect(metrics.body).toMatch(/process_resident_memory_bytes \d+/);
    expect(metrics.body).toMatch(/http_requests_total\{method="GET",route="\/api\/auth\/user",status="401"\} \d+/);
    expect(metrics.body).toMatch(/http_request_duration_seconds_bucket\{.*le="\+Inf"\}/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await new Client(t.app).get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the web app for known routes and the 404 page with status 404 for unknown paths', async () => {
    const c = new Client(t.app);
    const home = await c.get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    expect((await c.get('/auth')).statusCode).toBe(200);
    expect((await c.get('/domains')).statusCode).toBe(200);
    const missing = await c.get('/definitely/not/here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.body).toContain('<div id="root">');
    const asset = await c.get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('rejects malformed JSON and oversized bodies with the error shape, never a stack trace', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(huge.body).not.toMatch(/node_modules|\.ts:\d+/);
  });

  it('refuses state-changing calls from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it('sets security headers', async () => {
    const res = await new Client(t.app).get('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('publishes the OpenAPI document', async () => {
    const res = await new Client(t.app).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/register');
  });
});

describe('web vitals reporting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores what a page reports and rejects nonsense', async () => {
    const c = new Client(t.app);
    const ok = await c.post('/api/metrics/web-vitals', {
      lcp: [1200.5],
      cls: [0.01],
      ttfb: [80],
      fcp: [900],
      inp: [],
      pageLoadTime: 1500,
      entries: [{ name: 'LCP', value: 1200.5, rating: 'good', id: 'v1', navigationType: 'navigate' }],
      timestamp: new Date().toISOString(),
      url: 'http://localhost:3000/',
    });
    expect(ok.statusCode).toBe(204);
    const rows = await queryRows<{ lcp: number[]; page_load_time: number }>(
      t.database.handle.db,
      sql`select lcp, page_load_time from web_vitals_reports`,
    );
    expect(rows[0]).toMatchObject({ lcp: [1200.5], page_load_time: 1500 });

    const bad = await c.post('/api/metrics/web-vitals', { lcp: ['fast'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});
