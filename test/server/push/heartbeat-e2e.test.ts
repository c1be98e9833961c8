import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { testEngineOptions } from '../../../src/server/engine/testing/test-options';
import { createFamilyRegistry } from '../../../src/server/jobs/monitoring/families';
import { heartbeatFamily } from '../../../src/server/jobs/monitoring/families/heartbeat';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import { createInProcessScheduler, type InProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import type { MonitorLifecycleListener } from '../../../src/server/jobs/monitoring/family';
import { createMonitorSource } from '../../../src/server/modules/monitors/monitor-source';
import { schedulerHeartbeatChecks } from '../../../src/server/modules/push/heartbeat-checks';
import { createSecretSealer } from '../../../src/server/secrets/secret-sealer';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

/**
 * A heartbeat end to end: made through the monitors API, pinged through its push URL, checked by the runtime's
 * runner on the embedded scheduler (the heartbeat family in a registry of its own, as families/index.ts will list it),
 * its alerts in the alerts table. The pings of the past are written into the table with their times: the runner reads
 * the real clock, the scheduler a manual one.
 */
describe.each(DATABASE_KINDS)('a heartbeat monitor end to end on %s', (kind) => {
  let t: TestApp;
  let runtime: JobsRuntime;
  let scheduler: InProcessScheduler;
  let client: Client;
  let clock = Date.now();
  const forward: { domains?: DomainLifecycleListener; monitors?: MonitorLifecycleListener } = {};

  const db = () => t.database.handle.db;
  const alerts = () =>
    queryRows<{ title: string; message: string; is_resolved: boolean; monitor_id: string | null }>(
      db(),
      sql`select title, message, is_resolved, monitor_id from alerts order by created_at, id`,
    );
  /** The scheduler's minute passes: the silence checks due run, their results are written. */
  async function nextMinute() {
    clock += 61_000;
    await scheduler.settle();
    await runtime.flushHistory();
  }

  beforeAll(async () => {
    scheduler = createInProcessScheduler(() => clock);
    t = await createTestApp(kind, {
      lifecycle: {
        domainActivated: (d) => forward.domains?.domainActivated(d),
        domainDeactivated: (d) => forward.domains?.domainDeactivated(d),
      },
      monitorLifecycle: {
        monitorChanged: (id, options) => forward.monitors!.monitorChanged(id, options),
        monitorRemoved: (id, type) => forward.monitors!.monitorRemoved(id, type),
      },
      requestHeartbeatCheck: schedulerHeartbeatChecks(scheduler),
    });
    runtime = createJobsRuntime({
      config: {},
      database: t.database.handle,
      engine: testEngineOptions({ dnsServers: ['127.0.0.1:9'] }),
      scheduler,
      families: createFamilyRegistry([heartbeatFamily]),
      monitors: createMonitorSource(db(), createSecretSealer(t.config.secretsKey)),
      log: () => undefined,
    });
    forward.domains = runtime.monitoring.lifecycle;
    forward.monitors = runtime.monitoring.monitorLifecycle;
    await runtime.startWorker(2);
    client = await signedInClient(t, `heartbeat-${kind}@example.com`, 'pro');
  }, 60_000);

  afterAll(async () => {
    await runtime?.close();
    await t?.close();
  });

  it('raises an alert when the job goes silent, resolves it on the next ping, and alerts at once on a reported failure', async () => {
    const domainId = (await client.post('/api/domains', { name: 'backups.example' })).json<{ id: string }>().id;
    const created = await client.post(`/api/domains/${domainId}/monitors`, {
      type: 'heartbeat',
      name: 'Nightly backup',
      settings: { periodSeconds: 3600, graceSeconds: 300 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const monitor = created.json<{ id: string; pushUrl: string }>();
    const path = new URL(monitor.pushUrl).pathname;
    await scheduler.settle();
    await runtime.flushHistory();
    // its first check found no ping due yet: pending, nothing recorded
    expect((await client.get(`/api/monitors/${monitor.id}`)).json()).toMatchObject({ status: 'pending' });

    // made three hours ago, last pinged two hours ago: silent since an hour and five minutes after that ping
    await db().execute(sql`update monitors set created_at = now() - interval '3 hours' where id = ${monitor.id}`);
    await db().execute(
      sql`insert into monitor_pings (monitor_id, kind, received_at) values (${monitor.id}, 'ping', now() - interval '2 hours')`,
    );
    await nextMinute();
    expect(await alerts()).toEqual([
      expect.objectContaining({
        title: 'Nightly backup on backups.example has not reported in',
        is_resolved: false,
        monitor_id: monitor.id,
      }),
    ]);
    expect((await client.get(`/api/monitors/${monitor.id}`)).json()).toMatchObject({ status: 'down' });

    // the job runs again: no session, no cookie
    const ping = await t.app.inject({ method: 'GET', url: path });
    expect(ping.statusCode).toBe(200);
    await t.app.pushPings.flush();
    await nextMinute();
    const [resolved] = await alerts();
    expect(resolved).toMatchObject({ is_resolved: true });
    expect((await client.get(`/api/monitors/${monitor.id}`)).json()).toMatchObject({ status: 'up' });

    // a reported failure does not wait for the next silence check: its check is queued once the ping is stored
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${path}/fail`,
          payload: 'disk full',
          headers: { 'content-type': 'text/plain' },
        })
      ).statusCode,
    ).toBe(200);
    await t.app.pushPings.flush();
    await scheduler.settle();
    await runtime.flushHistory();
    const latest = (await alerts()).at(-1);
    expect(latest).toMatchObject({ title: 'Nightly backup on backups.example reported a failure', is_resolved: false });
    expect(latest!.message).toContain('disk full');
  });
});
