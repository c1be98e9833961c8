import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import type { EngineOptions } from '../../../src/server/engine';
import { rr } from '../../../src/server/engine/testing/dns-server';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { checkFamilies } from '../../../src/server/jobs/monitoring/families';
import type { MonitorLifecycleListener } from '../../../src/server/jobs/monitoring/family';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import { createBullmqScheduler } from '../../../src/server/jobs/scheduler/bullmq';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { Scheduler } from '../../../src/server/jobs/scheduler/types';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import { createMonitorSource } from '../../../src/server/modules/monitors/monitor-source';
import { createSecretSealer } from '../../../src/server/secrets/secret-sealer';
import type { Monitor, MonitorList } from '../../../src/shared/contracts/monitors';
import { DATABASE_KINDS } from '../helpers/databases';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

/** A TCP service on loopback that counts the connections it accepted; closing it makes its port refuse. */
async function tcpService() {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An app whose monitors API tells a jobs runtime on the given scheduler, with the installation's check families. */
async function monitoringStack(kind: (typeof DATABASE_KINDS)[number], engine: EngineOptions, scheduler: Scheduler) {
  const forward: { domains?: DomainLifecycleListener; monitors?: MonitorLifecycleListener } = {};
  const t = await createTestApp(kind, {
    lifecycle: {
      domainActivated: (d) => forward.domains?.domainActivated(d),
      domainDeactivated: (d) => forward.domains?.domainDeactivated(d),
    },
    monitorLifecycle: {
      monitorChanged: (id, options) => forward.monitors!.monitorChanged(id, options),
      monitorRemoved: (id, type) => forward.monitors!.monitorRemoved(id, type),
    },
  });
  const runtime = createJobsRuntime({
    config: {},
    database: t.database.handle,
    engine,
    scheduler,
    // the monitor families only: the home page's checks of these domains are other tests' business
    families: { ...checkFamilies, domainFamilies: [] },
    monitors: createMonitorSource(t.database.handle.db, createSecretSealer(t.config.secretsKey)),
    log: () => undefined,
  });
  forward.domains = runtime.monitoring.lifecycle;
  forward.monitors = runtime.monitoring.monitorLifecycle;
  await runtime.startWorker(4);
  return { t, runtime };
}

const monitorsOf = async (client: Client, domainId: string) =>
  (await client.get(`/api/domains/${domainId}/monitors`)).json<MonitorList>().data;
const byName = (list: Monitor[], name: string) => list.find((m) => m.name === name)!;

/*
 * The probed monitor types through the real runner, from the monitors API to the alerts table: an HTTPS endpoint on
 * a non-standard port with a JSON assertion, a TCP port and a DNS record, each against loopback servers. The
 * scheduler's clock is driven by the test; the probes meet real servers.
 */
describe.each(DATABASE_KINDS)('monitors checked end to end on %s', (kind) => {
  const site = `monitored.${LAB_SUFFIX}`;
  let lab: LoopbackLab;
  let tcp: Awaited<ReturnType<typeof tcpService>>;
  let t: TestApp;
  let runtime: JobsRuntime;
  let client: Client;
  let clock = Date.now();
  let healthy = true;
  const scheduler = createInProcessScheduler(() => clock);

  const alerts = () =>
    queryRows<{ title: string; is_resolved: boolean; monitor_id: string | null }>(
      t.database.handle.db,
      sql`select title, is_resolved, monitor_id from alerts order by created_at, id`,
    );
  /** An interval of the monitors passes: their checks (and any re-check they ask for) run, the results are written. */
  async function nextInterval() {
    clock += 301_000;
    await scheduler.settle();
    await runtime.flushHistory();
  }

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    lab.addSite(site, {
      https: (req, res) => {
        res.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: healthy ? 'ok' : 'degraded' }));
      },
    });
    tcp = await tcpService();
    ({ t, runtime } = await monitoringStack(kind, lab.options, scheduler));
    client = await signedInClient(t, `monitors-${kind}@example.com`, 'pro');
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    await t?.close();
    await tcp?.close();
    await lab?.close();
  });

  it('checks each monitor at once, alerts naming the monitor when its target fails, and resolves on recovery', async () => {
    const domainId = (await client.post('/api/domains', { name: site })).json<{ id: string }>().id;
    const add = async (body: Record<string, unknown>) => {
      const res = await client.post(`/api/domains/${domainId}/monitors`, {
        intervalSeconds: 300,
        downtimeMinutes: 0,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await add({
      type: 'json',
      name: 'Health API',
      settings: {
        url: `https://${site}:${lab.https.port}/health`,
        path: '$.status',
        operator: 'equals',
        expected: 'ok',
      },
    });
    await add({ type: 'tcp', name: 'Database port', settings: { host: site, port: tcp.port } });
    await add({
      type: 'dns-record',
      name: 'Web address',
      settings: { host: site, recordType: 'A', expected: ['127.0.0.1'] },
    });

    // the first checks ran at once, without waiting for an interval
    await scheduler.settle();
    await runtime.flushHistory();
    let list = await monitorsOf(client, domainId);
    expect(list.map((m) => [m.name, m.status])).toEqual(
      expect.arrayContaining([
        ['Health API', 'up'],
        ['Database port', 'up'],
        ['Web address', 'up'],
      ]),
    );
    expect(byName(list, 'Health API').responseTimeMs).toBeGreaterThan(0);
    expect(tcp.connections()).toBeGreaterThan(0);

    // the API answers degraded, the database port closes, the address moves
    healthy = false;
    await tcp.close();
    lab.dns.set(site, [rr.a('127.0.0.2')]);
    await nextInterval();
    list = await monitorsOf(client, domainId);
    expect(byName(list, 'Health API')).toMatchObject({ status: 'down' });
    expect(byName(list, 'Health API').lastMessage).toContain('Answered 503');
    expect(byName(list, 'Database port')).toMatchObject({ status: 'down' });
    expect(byName(list, 'Web address')).toMatchObject({ status: 'down' });
    const open = (await alerts()).filter((a) => !a.is_resolved);
    expect(open.map((a) => a.title)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Health API on ${site}`),
        expect.stringContaining(`Database port on ${site}`),
        expect.stringContaining(`Web address on ${site}`),
      ]),
    );
    expect(open.every((a) => a.monitor_id !== null)).toBe(true);
    // the alerts screen names the monitor
    const listed = (await client.get('/api/alerts')).json<{ monitorName: string | null }[]>();
    expect(listed.map((a) => a.monitorName)).toEqual(
      expect.arrayContaining(['Health API', 'Database port', 'Web address']),
    );

    // the API recovers and the address comes back: their alerts resolve; the closed port's stays open
    healthy = true;
    lab.dns.set(site, [rr.a('127.0.0.1')]);
    await nextInterval();
    const after = await alerts();
    const stillOpen = after.filter((a) => !a.is_resolved).map((a) => a.title);
    expect(stillOpen).toEqual([expect.stringContaining(`Database port on ${site}`)]);
    list = await monitorsOf(client, domainId);
    expect(byName(list, 'Health API')).toMatchObject({ status: 'up' });
    expect(byName(list, 'Health API').uptime24h).toBeGreaterThan(0);
    expect(byName(list, 'Health API').uptime24h).toBeLessThan(100);
  });
});

/*
 * The SSRF guard holds for monitors whichever scheduler runs them: a TCP monitor of a domain whose name resolves to a
 * private address is refused before any connection, so a port scan of an internal network through monitors finds
 * nothing. Run on the embedded scheduler and on BullMQ (CI has Redis).
 */
const ADAPTERS: { name: string; make: () => Scheduler; available: boolean }[] = [
  { name: 'the in-process scheduler', make: () => createInProcessScheduler(), available: true },
  {
    name: 'BullMQ',
    make: () =>
      createBullmqScheduler({ redisUrl: TEST_REDIS_URL, queueName: `test-ssrf-${randomBytes(4).toString('hex')}` }),
    available: REDIS_AVAILABLE,
  },
];

describe.each(ADAPTERS.filter((a) => a.available))('private targets refused on $name', ({ make }) => {
  const site = `internal.${LAB_SUFFIX}`;
  let lab: LoopbackLab;
  let tcp: Awaited<ReturnType<typeof tcpService>>;
  let stack: Awaited<ReturnType<typeof monitoringStack>>;
  let scheduler: Scheduler;

  beforeAll(async () => {
    // what an installation runs with: private targets not allowed
    lab = await startLoopbackLab({ allowPrivateTargets: false });
    lab.addSite(site);
    tcp = await tcpService();
    scheduler = make();
    stack = await monitoringStack('pglite', lab.options, scheduler);
  }, 60_000);

  afterAll(async () => {
    for (const s of (await scheduler?.getSchedules()) ?? []) await scheduler.removeSchedule(s.id);
    await stack?.runtime.close();
    await stack?.t.close();
    await tcp?.close();
    await lab?.close();
  });

  it('refuses a TCP monitor aimed at a loopback port, and the port sees no connection', async () => {
    const client = await signedInClient(stack.t, 'ssrf@example.com', 'pro');
    const domainId = (await client.post('/api/domains', { name: site })).json<{ id: string }>().id;
    const res = await client.post(`/api/domains/${domainId}/monitors`, {
      type: 'tcp',
      name: 'Internal port',
      intervalSeconds: 300,
      settings: { host: site, port: tcp.port },
    });
    expect(res.statusCode, res.body).toBe(201);
    const started = Date.now();
    let monitor: Monitor | undefined;
    for (;;) {
      await stack.runtime.flushHistory();
      monitor = (await monitorsOf(client, domainId))[0];
      if (monitor?.lastCheckedAt) break;
      if (Date.now() - started > 30_000) throw new Error('the first check did not run within 30 s');
      await new Promise((r) => setTimeout(r, 100)); // BullMQ's clock is real: poll it
    }
    expect(monitor.status).toBe('down');
    expect(monitor.lastMessage).toMatch(/private|refused|not allowed/i);
    expect(tcp.connections()).toBe(0);
  });
});
