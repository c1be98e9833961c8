import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { PromMetrics } from 'prom2javascript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { queryRows } from '../../../src/server/db/client';
import { SESSION_COOKIE } from '../../../src/server/http/session';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { MONITOR_RESPONSE_BUCKETS } from '../../../src/server/jobs/monitoring/monitor-metrics-batch';
import type { MonitorLifecycleListener } from '../../../src/server/jobs/monitoring/family';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import { createLighthouseScheduler } from '../../../src/server/jobs/lighthouse/lighthouse-scheduler';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import { createMonitorSource } from '../../../src/server/modules/monitors/monitor-source';
import { createMonitorMetrics, MONITOR_METRICS_FULL_READ_MS } from '../../../src/server/modules/ops/monitor-metrics';
import { createSecretSealer } from '../../../src/server/secrets/secret-sealer';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { gauges, histograms, parsePrometheus } from './prometheus';

const TOKEN = 'monitor-metrics-token-0123456789';
const DAY_S = 86_400;
/** The interval of a pro plan's checks: the test moves the scheduler's clock by it. */
const PRO_INTERVAL_MS = 300_000;
/** A monitor name a label must carry through the text format's escaping unchanged. */
const TRICKY_NAME = 'Say "hi" \\ C:\\api';

/*
 * Issue 20: with METRICS_MONITORS=on, /metrics exposes every monitor's figures (decision 064). Real checks of loopback
 * sites through the in-process scheduler on a clock the test moves; the page read by a real parser of the format.
 */
describe.each(DATABASE_KINDS)('per-monitor metrics on %s', (kind) => {
  const healthy = `healthy-metrics.${LAB_SUFFIX}`;
  const broken = `broken-metrics.${LAB_SUFFIX}`;
  let lab: LoopbackLab;
  let t: TestApp;
  let runtime: JobsRuntime;
  let client: Client;
  let clock = Date.now();
  const scheduler = createInProcessScheduler(() => clock);
  const ids: Record<string, string> = {};

  const scrape = (
    headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` },
    remoteAddress = '203.0.113.9',
  ) => t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
  async function metrics(): Promise<PromMetrics> {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    return parsePrometheus(res.body);
  }
  const series = (m: PromMetrics, name: string, monitorId: string) =>
    gauges(m, name).find((s) => s.labels.monitor_id === monitorId);
  const value = (m: PromMetrics, name: string, monitorId: string) => series(m, name, monitorId)?.value;
  const histogramOf = (m: PromMetrics, monitorId: string) =>
    histograms(m, 'sitewarden_monitor_response_time_seconds').find((s) => s.labels.monitor_id === monitorId);

  async function nextInterval() {
    clock += PRO_INTERVAL_MS + 1000;
    await scheduler.settle();
    await runtime.flushHistory();
  }

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    lab.addSite(healthy, { expiresInDays: 200 });
    lab.addSite(broken, {
      https: (_req, res) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal Server Error');
      },
    });
    const forward: { domains?: DomainLifecycleListener; monitors?: MonitorLifecycleListener } = {};
    t = await createTestApp(kind, {
      env: { METRICS_MONITORS: 'on', METRICS_TOKEN: TOKEN },
      lifecycle: {
        domainActivated: (d) => forward.domains?.domainActivated(d),
        domainDeactivated: (d) => forward.domains?.domainDeactivated(d),
      },
      monitorLifecycle: {
        monitorChanged: (id, options) => forward.monitors!.monitorChanged(id, options),
        monitorRemoved: (id, type) => forward.monitors!.monitorRemoved(id, type),
      },
    });
    runtime = createJobsRuntime({
      config: { metricsMonitors: true },
      database: t.database.handle,
      engine: lab.options,
      scheduler,
      // Lighthouse never starts Chromium here: its daily check answers at once
      lighthouse: createLighthouseScheduler({
        run: async () => ({
          status: 'error',
          message: 'stand-in Lighthouse',
          details: null,
          raw: null,
          durationMs: 0,
          waitedMs: 0,
        }),
      }),
      monitors: createMonitorSource(t.database.handle.db, createSecretSealer(t.config.secretsKey)),
      log: () => undefined,
    });
    forward.domains = runtime.monitoring.lifecycle;
    forward.monitors = runtime.monitoring.monitorLifecycle;
    await runtime.startWorker(4);
    client = await signedInClient(t, `metrics-${kind}@example.com`, 'pro');
    ids.healthy = (await client.post('/api/domains', { name: healthy })).json<{ id: string }>().id;
    ids.broken = (await client.post('/api/domains', { name: broken })).json<{ id: string }>().id;
    const monitor = await client.post(`/api/domains/${ids.healthy}/monitors`, {
      type: 'endpoint',
      name: TRICKY_NAME,
      intervalSeconds: 300,
      settings: { url: `https://${healthy}:${lab.https.port}/api` },
    });
    expect(monitor.statusCode, monitor.body).toBe(201);
    ids.monitor = monitor.json<{ id: string }>().id;
    // every family's first check runs at once (decision 041)
    await scheduler.settle();
    await runtime.flushHistory();
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    await t?.close();
    await lab?.close();
  });

  it('tells up for a healthy home page and monitor, down for a site answering 500, with their last check time', async () => {
    const before = Date.now() / 1000;
    const m = await metrics();
    expect(value(m, 'sitewarden_monitor_up', ids.healthy!)).toBe(1);
    expect(value(m, 'sitewarden_monitor_up', ids.broken!)).toBe(0);
    expect(value(m, 'sitewarden_monitor_up', ids.monitor!)).toBe(1);
    // the names are on the info series; every other series carries the id alone, to be joined on it
    expect(series(m, 'sitewarden_monitor_up', ids.healthy!)?.labels).toEqual({ monitor_id: ids.healthy });
    expect(series(m, 'sitewarden_monitor_info', ids.healthy!)).toEqual({
      value: 1,
      labels: {
        workspace: expect.stringMatching(/^[0-9a-f-]{36}$/),
        domain: healthy,
        monitor: 'Home page',
        monitor_id: ids.healthy,
      },
    });
    for (const id of [ids.healthy!, ids.broken!, ids.monitor!]) {
      const last = value(m, 'sitewarden_monitor_last_check_timestamp_seconds', id)!;
      expect(last).toBeGreaterThan(before - 120);
      expect(last).toBeLessThanOrEqual(Date.now() / 1000);
    }
    expect(gauges(m, 'sitewarden_monitors_left_out')[0]?.value).toBe(0);
    expect(gauges(m, 'sitewarden_monitors_exported')[0]?.value).toBe(3);
  });

  it("carries a monitor's name with quotes and backslashes through the label escaping", async () => {
    const m = await metrics();
    expect(series(m, 'sitewarden_monitor_info', ids.monitor!)?.labels).toMatchObject({
      domain: healthy,
      monitor: TRICKY_NAME,
    });
    expect((await scrape()).body).toContain('monitor="Say \\"hi\\" \\\\ C:\\\\api"');
  });

  it('tells when the certificate and the registration expire, as timestamps in seconds', async () => {
    const m = await metrics();
    // what the TLS check found (a check that did not connect under load would say so here first)
    const [ssl] = await queryRows<{ status: string; message: string }>(
      t.database.handle.db,
      sql`select status, details->>'message' as message from domain_checks where domain_id = ${ids.healthy} and check_type = 'ssl' order by checked_at desc limit 1`,
    );
    expect(ssl, 'the TLS check ran').toMatchObject({ status: 'healthy' });
    const served = lab.pki.hosts[healthy] ?? lab.pki.fallback;
    expect(value(m, 'sitewarden_monitor_certificate_expiry_timestamp_seconds', ids.healthy!)).toBe(
      Math.floor(served.notAfter.getTime() / 1000),
    );
    // the endpoint monitor's certificate is the site's: the home page's TLS check tells it, not the monitor
    const registration = value(m, 'sitewarden_domain_registration_expiry_timestamp_seconds', ids.healthy!)!;
    expect(registration - Date.now() / 1000).toBeGreaterThan(199.9 * DAY_S);
    expect(registration - Date.now() / 1000).toBeLessThanOrEqual(200 * DAY_S);
    expect(series(m, 'sitewarden_domain_registration_expiry_timestamp_seconds', ids.monitor!)).toBeUndefined();
    expect(Object.keys(m).filter((name) => name.endsWith('_days_left'))).toEqual([]);
  });

  it('counts every check in the response time histogram, across intervals', async () => {
    const first = histogramOf(await metrics(), ids.healthy!)!;
    expect(Object.keys(first.buckets).sort()).toEqual([...MONITOR_RESPONSE_BUCKETS.map(String), '+Inf'].sort());
    expect(first.count).toBeGreaterThanOrEqual(1);
    expect(first.buckets['+Inf']).toBe(first.count);
    expect(first.sum).toBeGreaterThan(0);

    await nextInterval();
    await nextInterval();
    const later = await metrics();
    const grown = histogramOf(later, ids.healthy!)!;
    expect(grown.count).toBe(first.count + 2);
    // each bucket counts the checks whose stored response time is within it (cumulative, as the format wants)
    const times = await queryRows<{ ms: number }>(
      t.database.handle.db,
      sql`select response_time as ms from domain_checks where domain_id = ${ids.healthy} and monitor_id is null and check_type = 'uptime' and response_time is not null`,
    );
    expect(times).toHaveLength(grown.count);
    for (const le of MONITOR_RESPONSE_BUCKETS)
      expect([le, grown.buckets[String(le)]]).toEqual([le, times.filter((r) => r.ms / 1000 <= le).length]);
    expect(grown.buckets['+Inf']).toBe(grown.count);
    expect(grown.sum).toBeCloseTo(
      times.reduce((sum, r) => sum + r.ms / 1000, 0),
      6,
    );
    expect(histogramOf(later, ids.monitor!)!.count).toBeGreaterThanOrEqual(3);
    // the broken site's checks are timed too (it answered, with a 500); it stays down
    expect(histogramOf(later, ids.broken!)!.count).toBeGreaterThanOrEqual(3);
    expect(value(later, 'sitewarden_monitor_up', ids.broken!)).toBe(0);
  });

  it('starts a histogram counted with other bounds again, count and sum with it, and shows none meanwhile', async () => {
    // as stored by a version with the 8 bounds from 100 ms (decision 064, before issue 31)
    await t.database.handle.db.execute(sql`
      update monitor_metrics set response_buckets = '{40,0,0,0,0,0,0,0,0}'::bigint[], response_count = 40, response_sum = 2, updated_at = now()
      where subject_id = ${ids.broken}`);
    const meanwhile = await metrics();
    expect(histogramOf(meanwhile, ids.broken!)).toBeUndefined();
    expect(value(meanwhile, 'sitewarden_monitor_up', ids.broken!)).toBe(0);

    await nextInterval();
    const restarted = histogramOf(await metrics(), ids.broken!)!;
    expect(Object.keys(restarted.buckets)).toHaveLength(MONITOR_RESPONSE_BUCKETS.length + 1);
    expect(restarted.count).toBe(1);
    expect(restarted.buckets['+Inf']).toBe(1);
    expect(restarted.sum).toBeLessThan(2);
  });

  it("answers Prometheus's gzip with the page it sends as text, each new check in it", async () => {
    const gzipped = async () => {
      const res = await scrape({ authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      return parsePrometheus(gunzipSync(res.rawPayload).toString());
    };
    const perMonitor = (m: PromMetrics) =>
      Object.fromEntries(Object.entries(m).filter(([name]) => name.startsWith('sitewarden_monitor')));
    const before = await gzipped();
    expect(perMonitor(before)).toEqual(perMonitor(await metrics()));
    // unchanged families are sent as compressed at the previous scrape; the histogram's is compressed again
    await nextInterval();
    const after = await gzipped();
    expect(histogramOf(after, ids.healthy!)!.count).toBe(histogramOf(before, ids.healthy!)!.count + 1);
    expect(perMonitor(after)).toEqual(perMonitor(await metrics()));
    expect(gauges(after, 'sitewarden_monitor_info')).toEqual(gauges(before, 'sitewarden_monitor_info'));
  });

  it('passes promtool check metrics (names in base units, histograms whole)', async (context) => {
    const promtool = '/usr/bin/promtool';
    if (!existsSync(promtool)) {
      // CI installs Debian's prometheus package for it (.ci/run)
      if (process.env.CI) throw new Error(`${promtool} is missing: apt-get install prometheus`);
      context.skip();
    }
    const body = (await scrape()).body;
    const checked = spawnSync(promtool, ['check', 'metrics'], { input: body, encoding: 'utf8' });
    expect(`${checked.stdout}${checked.stderr}`.trim()).toBe('');
    expect(checked.status).toBe(0);
  });

  it('leaves out a paused monitor, and shows a rename, by the next full read of its snapshot (30 s)', async () => {
    let now = Date.now();
    const source = createMonitorMetrics(t.database.handle.db, { max: 10_000, now: () => now });
    const upSeries = async () => {
      const m = await parsePrometheus(await source.render());
      // each up series with the labels of its monitor's info series, as a PromQL join would give them
      const info = new Map(gauges(m, 'sitewarden_monitor_info').map((s) => [s.labels.monitor_id, s.labels]));
      return gauges(m, 'sitewarden_monitor_up').map((s) => ({
        ...s,
        labels: { ...info.get(s.labels.monitor_id), ...s.labels },
      }));
    };
    expect((await upSeries()).find((s) => s.labels.monitor_id === ids.monitor)?.labels.monitor).toBe(TRICKY_NAME);

    expect((await client.request('PATCH', `/api/monitors/${ids.monitor}`, { isActive: false })).statusCode).toBe(200);
    // a pause adds no check: the snapshot shows it at its next full read, at most 30 s later
    now += MONITOR_METRICS_FULL_READ_MS;
    const paused = await upSeries();
    expect(paused.filter((s) => s.labels.monitor_id === ids.monitor)).toEqual([]);
    expect(paused.find((s) => s.labels.monitor_id === ids.healthy)?.value).toBe(1);

    expect(
      (await client.request('PATCH', `/api/monitors/${ids.monitor}`, { isActive: true, name: 'Renamed API' }))
        .statusCode,
    ).toBe(200);
    now += MONITOR_METRICS_FULL_READ_MS;
    const renamed = (await upSeries()).find((s) => s.labels.monitor_id === ids.monitor);
    expect(renamed).toMatchObject({ value: 1, labels: { monitor: 'Renamed API' } });
    expect((await client.request('PATCH', `/api/monitors/${ids.monitor}`, { name: TRICKY_NAME })).statusCode).toBe(200);
  });

  it('keeps the bearer rule: no token or a wrong one gets 401 and no workspace, domain or monitor', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token' },
      { cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}` },
    ];
    for (const headers of attempts) {
      for (const address of ['127.0.0.1', '203.0.113.9']) {
        const res = await scrape(headers, address);
        expect(res.statusCode).toBe(401);
        expect(res.body).not.toContain('sitewarden_monitor');
        expect(res.body).not.toContain(healthy);
        expect(res.body).not.toContain(ids.healthy!);
      }
    }
  });
});

describe.each(DATABASE_KINDS)('per-monitor metrics off by default, and capped, on %s', (kind) => {
  let t: TestApp;
  let capped: TestApp;

  async function seedFigures(app: TestApp, names: string[]) {
    const client = await signedInClient(app, `seed-${kind}-${names.length}@example.com`, 'pro');
    for (const name of names) {
      const id = (await client.post('/api/domains', { name })).json<{ id: string }>().id;
      await app.database.handle.db.execute(sql`
        insert into monitor_metrics (subject_id, domain_id, up, last_checked_at, response_buckets, response_count, response_sum)
        values (${id}, ${id}, true, now(), ${`{${[1, ...MONITOR_RESPONSE_BUCKETS.map(() => 0)].join(',')}}`}::bigint[], 1, 0.004)`);
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    capped = await createTestApp(kind, { env: { METRICS_MONITORS: 'on', METRICS_MONITORS_MAX: '2' } });
    await seedFigures(t, ['quiet.example.com']);
    await seedFigures(capped, ['a.example.com', 'b.example.com', 'c.example.com']);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await capped?.close();
  });

  it('exposes no per-monitor series without METRICS_MONITORS', async () => {
    expect(
      loadConfig({ DATA_DIR: '/tmp/sitewarden-test-unused', SESSION_SECRET: 'x'.repeat(32) }).metricsMonitors,
    ).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    const m = await parsePrometheus(res.body);
    expect(Object.keys(m).filter((name) => name.startsWith('sitewarden_monitor'))).toEqual([]);
    expect(res.body).not.toContain('quiet.example.com');
    expect(m.process_resident_memory_bytes).toBeDefined();
  });

  it('without a token answers this machine only, per-monitor series included', async () => {
    const refused = await capped.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('example.com');
  });

  it('shows at most METRICS_MONITORS_MAX monitors and says how many were left out', async () => {
    const res = await capped.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    const m = await parsePrometheus(res.body);
    expect(gauges(m, 'sitewarden_monitor_up')).toHaveLength(2);
    expect(gauges(m, 'sitewarden_monitors_exported')[0]?.value).toBe(2);
    expect(gauges(m, 'sitewarden_monitors_left_out')[0]?.value).toBe(1);
  });
});
