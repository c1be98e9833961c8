import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { defaultEngineOptions, DEFAULT_TIMEOUTS, type EngineOptions } from '../../../src/server/engine';
import { checkFamilies, createFamilyRegistry } from '../../../src/server/jobs/monitoring/families';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import type { Domain } from '../../../src/shared/contracts/domains';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

/** A plain-HTTP site on loopback (no TLS on its port), answering 200 with a few security headers. */
async function plainHttpSite() {
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests++;
    res.writeHead(200, {
      'content-type': 'text/html',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    res.end('<!doctype html><title>Intranet</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Decision 071: host:port, localhost and IP-address domains, the operator's private-target setting, and "HTTP only".
describe.each(DATABASE_KINDS)('domains on addresses and ports on %s', (kind) => {
  let t: TestApp;
  let client: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await signedInClient(t, `ports-${kind}@example.com`, 'pro');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates every monitor type on a host:port domain: the URL keeps the port, TCP and DNS take the host', async () => {
    const domain = (await client.post('/api/domains', { name: 'shop.example.com:8443' })).json<Domain>();
    expect(domain.name).toBe('shop.example.com:8443');
    const add = (body: Record<string, unknown>) =>
      client.post(`/api/domains/${domain.id}/monitors`, { intervalSeconds: 300, ...body });
    const bodies = [
      { type: 'endpoint', name: 'Home', settings: { url: 'https://shop.example.com:8443/' } },
      { type: 'keyword', name: 'Banner', settings: { url: 'https://shop.example.com:8443/', keyword: 'Shop' } },
      {
        type: 'json',
        name: 'Health',
        settings: { url: 'https://api.shop.example.com:8443/health', path: '$.ok', operator: 'exists' },
      },
      { type: 'tcp', name: 'Port', settings: { host: 'shop.example.com', port: 8443, tls: true } },
      {
        type: 'dns-record',
        name: 'Address',
        settings: { host: 'shop.example.com', recordType: 'A', expected: ['203.0.113.7'] },
      },
      { type: 'heartbeat', name: 'Backup', settings: { periodSeconds: 3600 } },
    ];
    for (const body of bodies) {
      const res = await add(body);
      expect(res.statusCode, `${body.type}: ${res.body}`).toBe(201);
    }
    // the domain's port is not part of its host: another host is still refused, in words without the port
    const off = await add({ type: 'tcp', name: 'Elsewhere', settings: { host: 'example.org', port: 22 } });
    expect(off.statusCode).toBe(400);
    expect(off.json().details.fieldErrors['settings.host']).toEqual([
      'The host must be on shop.example.com or one of its subdomains',
    ]);
  });

  it('refuses localhost and private addresses with the reason when the operator does not allow private targets', async () => {
    for (const name of ['localhost:3000', '127.0.0.1:8080', '[::1]:8080', '192.168.1.20']) {
      const res = await client.post('/api/domains', { name });
      expect(res.statusCode, name).toBe(400);
      const body = res.json();
      expect(body.code).toBe('PRIVATE_TARGET');
      expect(body.message).toMatch(
        /is a (loopback|private) address\. This installation does not check private addresses: its operator has not allowed them \(ALLOW_PRIVATE_TARGETS\)\.$/,
      );
      expect(body.details.fieldErrors.name).toEqual([body.message]);
    }
    // a public address is a target like any name; it has no DNS records or registration to check
    const pub = await client.post('/api/domains', { name: '1.1.1.1:8080' });
    expect(pub.statusCode).toBe(201);
    expect(pub.json<Domain>().notApplicable.map((n) => n.check)).toEqual(['dns', 'whois']);
    expect(pub.json<Domain>().pendingChecks).toEqual(['uptime', 'ssl', 'security', 'performance']);
  });
});

describe.each(DATABASE_KINDS)('private targets allowed, HTTP only, checked for real on %s', (kind) => {
  let t: TestApp;
  let runtime: JobsRuntime;
  let client: Client;
  let site: Awaited<ReturnType<typeof plainHttpSite>>;
  let clock = Date.now();
  const scheduler = createInProcessScheduler(() => clock);
  const forward: { target?: DomainLifecycleListener } = {};

  const engine: EngineOptions = {
    ...defaultEngineOptions(),
    allowPrivateTargets: true,
    dnsServers: ['127.0.0.1:9'],
    dnsblZones: [],
    timeouts: { ...DEFAULT_TIMEOUTS, connectMs: 3_000, httpMs: 3_000, probeMs: 10_000 },
  };
  const rows = (domainId: string) =>
    queryRows<{ check_type: string; status: string }>(
      t.database.handle.db,
      sql`select check_type, status from domain_checks where domain_id = ${domainId} and monitor_id is null order by checked_at`,
    );
  const openAlerts = (domainId: string) =>
    queryRows<{ type: string }>(
      t.database.handle.db,
      sql`select type from alerts where domain_id = ${domainId} and is_resolved = false`,
    );
  /** The first checks (or an interval's) run, their results written. */
  async function settle(ms = 0) {
    clock += ms;
    await scheduler.settle();
    await runtime.flushHistory();
  }

  beforeAll(async () => {
    site = await plainHttpSite();
    t = await createTestApp(kind, {
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
      lifecycle: {
        domainActivated: (d) => forward.target?.domainActivated(d),
        domainDeactivated: (d) => forward.target?.domainDeactivated(d),
      },
    });
    runtime = createJobsRuntime({
      config: {},
      database: t.database.handle,
      engine,
      scheduler,
      // no Lighthouse in this worker: the performance family is other tests' business
      families: createFamilyRegistry(checkFamilies.all.filter((f) => f.id !== 'performance')),
      log: () => undefined,
    });
    forward.target = runtime.monitoring.lifecycle;
    await runtime.startWorker(4);
    client = await signedInClient(t, `http-only-${kind}@example.com`, 'pro');
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    await t?.close();
    await site?.close();
  });

  it('accepts localhost and addresses as domains, with DNS and registration not applicable', async () => {
    const local = await client.post('/api/domains', { name: 'localhost:3000' });
    expect(local.statusCode).toBe(201);
    expect(local.json<Domain>().notApplicable).toEqual([
      { check: 'dns', reason: 'Not applicable: localhost, which has no DNS records to watch.' },
      { check: 'whois', reason: 'Not applicable: localhost, which has no domain registration to check.' },
    ]);
    expect((await client.post('/api/domains', { name: '[::1]:8080' })).json<Domain>().name).toBe('[::1]:8080');
  });

  it('checks a loopback plain-HTTP server added as 127.0.0.1:PORT: Critical over HTTPS, Online once marked HTTP only', async () => {
    const name = `127.0.0.1:${site.port}`;
    const created = await client.post('/api/domains', { name });
    expect(created.statusCode).toBe(201);
    const id = created.json<Domain>().id;
    await settle();

    // as an HTTPS site: the site answers (over plain HTTP) but the certificate check fails, so the domain is Critical
    let domain = (await client.get(`/api/domains/${id}`)).json<Domain>();
    expect(site.requests()).toBeGreaterThan(0);
    expect(domain.status).toBe('critical');
    expect(domain.ssl.state).toBe('failed');
    // registration and DNS of an address were never asked: not applicable, not pending, no rows
    expect(domain.pendingChecks).toEqual(['performance']);
    expect((await rows(id)).map((r) => r.check_type).sort()).toEqual(['security', 'ssl', 'uptime']);

    // marked HTTP only (a PATCH of that one setting keeps the description): checked again at once over http://
    const before = (await rows(id)).length;
    const patched = await client.request('PATCH', `/api/domains/${id}`, { httpOnly: true });
    expect(patched.statusCode).toBe(200);
    await settle();
    domain = (await client.get(`/api/domains/${id}`)).json<Domain>();
    expect(domain).toMatchObject({ httpOnly: true, status: 'online', statusReason: 'The latest checks passed.' });
    expect(domain.ssl).toEqual({
      state: 'not-applicable',
      message: 'Not applicable: the site is served over plain HTTP (HTTP only), without a certificate.',
      checkedAt: null,
    });
    expect(domain.notApplicable.map((n) => n.check)).toEqual(['dns', 'whois', 'ssl']);
    const fresh = (await rows(id)).slice(before);
    // no certificate check ran; uptime and security did, over http://
    expect(fresh.map((r) => r.check_type).sort()).toEqual(['security', 'uptime']);
    const [uptime] = await queryRows<{ message: string; url: string }>(
      t.database.handle.db,
      sql`select details->>'message' as message, details->>'url' as url from domain_checks
          where domain_id = ${id} and check_type = 'uptime' order by checked_at desc limit 1`,
    );
    expect(uptime?.url).toBe(`http://${name}/`);
    expect(uptime?.message).toMatch(/^Responded 200 in \d+ ms$/);
    // the security check judged the headers plain HTTP can carry, not HSTS or a redirect to HTTPS
    const security = (await client.get(`/api/domains/${id}/security`)).json<{ headers: { header: string }[] }>();
    expect(security.headers.map((h) => h.header)).not.toContain('Strict-Transport-Security');
    expect(security.headers.map((h) => h.header)).toContain('X-Content-Type-Options');

    // later intervals keep it so, without alerts
    await settle(3_700_000);
    domain = (await client.get(`/api/domains/${id}`)).json<Domain>();
    expect(domain.status).toBe('online');
    expect(await openAlerts(id)).toEqual([]);
    expect((await rows(id)).slice(before).some((r) => r.check_type === 'ssl')).toBe(false);

    // an endpoint monitor on the address itself is accepted; a DNS record monitor is refused with the reason
    const monitor = await client.post(`/api/domains/${id}/monitors`, {
      type: 'endpoint',
      name: 'Health',
      intervalSeconds: 300,
      settings: { url: `http://${name}/health` },
    });
    expect(monitor.statusCode, monitor.body).toBe(201);
    const dns = await client.post(`/api/domains/${id}/monitors`, {
      type: 'dns-record',
      name: 'A',
      settings: { host: '127.0.0.1', expected: ['127.0.0.1'] },
    });
    expect(dns.statusCode).toBe(400);
    expect(dns.json().details.fieldErrors['settings.host']).toEqual([
      'DNS record monitors need a domain name: 127.0.0.1 has no DNS records of its own',
    ]);
  });
});
