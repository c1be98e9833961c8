import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFeed } from '../../../src/server/db/change-feed';
import { alerts } from '../../../src/server/db/schema';
import {
  createMonitoringRepository,
  type DomainContext,
} from '../../../src/server/jobs/monitoring/monitoring.repository';
import type { AlertNotifier, AlertRow } from '../../../src/server/jobs/monitoring/notifier';
import {
  holdDuringMaintenance,
  MAINTENANCE_RELEASE_JOB,
  withMaintenanceHold,
} from '../../../src/server/modules/maintenance/maintenance-hold';
import { createMaintenanceRepository } from '../../../src/server/modules/maintenance/maintenance.repository';
import { createInProcessScheduler } from '../../../src/server/jobs/scheduler/in-process';
import { notificationJobs } from '../../../src/server/notifications';
import { NOTIFY_RELEASE_JOB } from '../../../src/server/notifications/alert-notifier';
import { engineOptionsFromConfig } from '../../../src/server/modules/scan/engine-options';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** What the notification layer was told. */
function recordingNotifier() {
  const opened: string[] = [];
  const resolved: string[][] = [];
  const notifier: AlertNotifier = {
    alertOpened: async (_domain, alert) => void opened.push(alert.id),
    alertResolved: async (_domain, rows) => void resolved.push(rows.map((r) => r.id)),
  };
  return { notifier, opened, resolved };
}

describe.each(DATABASE_KINDS)('alerts held during maintenance on %s', (kind) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  let shop: string;
  let api: string;
  let checkout: string;
  let bobsSite: string;
  const feed = createLocalFeed();

  const domainOf = async (id: string): Promise<DomainContext> =>
    (await createMonitoringRepository(t.database.handle.db).domainContext(id))!;
  /** An alert the monitoring engine raised (stored first, then handed to the notifier). */
  async function raise(domainId: string, monitorId: string | null = null): Promise<AlertRow> {
    const domain = await domainOf(domainId);
    const [row] = await t.database.handle.db
      .insert(alerts)
      .values({
        domainId,
        monitorId,
        userId: domain.userId,
        teamId: domain.teamId,
        type: 'downtime',
        severity: 'critical',
        title: 'Down',
        message: 'Down',
      })
      .returning();
    return row!;
  }
  /** The alert as the engine resolves it (update ... returning: its metadata as stored). */
  async function resolve(id: string): Promise<AlertRow> {
    const [row] = await t.database.handle.db
      .update(alerts)
      .set({ isResolved: true, resolvedAt: new Date() })
      .where(eq(alerts.id, id))
      .returning();
    return row!;
  }
  const stored = async (id: string) => (await t.database.handle.db.select().from(alerts).where(eq(alerts.id, id)))[0]!;
  const schedule = async (
    client: Client,
    targets: unknown[],
    startsAt = Date.now() - HOUR,
    endsAt = Date.now() + HOUR,
  ) => {
    const res = await client.post('/api/maintenance-windows', {
      title: 'Upgrade',
      startsAt: iso(startsAt),
      endsAt: iso(endsAt),
      targets,
      notifySubscribers: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { feed });
    alice = await signedInClient(t, 'alice@example.com', 'pro');
    bob = await signedInClient(t, 'bob@example.com', 'pro');
    shop = (await alice.post('/api/domains', { name: 'shop.example.com' })).json().id;
    api = (await alice.post('/api/domains', { name: 'api.example.com' })).json().id;
    bobsSite = (await bob.post('/api/domains', { name: 'shop.example.org' })).json().id;
    checkout = (
      await alice.post(`/api/domains/${api}/monitors`, {
        type: 'heartbeat',
        name: 'Checkout job',
        settings: { periodSeconds: 3_600 },
      })
    ).json().id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('holds an alert opened during a window (one scheduled a moment ago), notes it, and holds its resolution', async () => {
    const inner = recordingNotifier();
    // a long cache: only the feed can make the new window count
    const notifier = holdDuringMaintenance(inner.notifier, {
      repo: createMaintenanceRepository(t.database.handle.db),
      feed,
      ttlMs: 3_600_000,
    });
    const before = await raise(shop);
    await notifier.alertOpened(await domainOf(shop), before);
    expect(inner.opened).toEqual([before.id]);

    const windowId = await schedule(alice, [{ domainId: shop }]);
    const during = await raise(shop);
    await notifier.alertOpened(await domainOf(shop), during);
    expect(inner.opened).toEqual([before.id]);
    // the alert stays, open, for the app to show; it says why nobody heard of it
    expect(await stored(during.id)).toMatchObject({ isResolved: false, metadata: { heldForMaintenance: windowId } });

    // resolved together: only the one people were told about is resolved for them
    await notifier.alertResolved(await domainOf(shop), [await resolve(before.id), await resolve(during.id)], 'Back up');
    expect(inner.resolved).toEqual([[before.id]]);
    await notifier.alertResolved(await domainOf(shop), [await resolve(during.id)], 'Back up');
    expect(inner.resolved).toEqual([[before.id]]);

    // deleted: alerts reach people again at once
    expect((await alice.request('DELETE', `/api/maintenance-windows/${windowId}`)).statusCode).toBe(204);
    const after = await raise(shop);
    await notifier.alertOpened(await domainOf(shop), after);
    expect(inner.opened).toEqual([before.id, after.id]);
    expect((await stored(after.id)).metadata).not.toHaveProperty('heldForMaintenance');
  });

  it('holds only what the window covers, only while it is on, and only in its workspace', async () => {
    const inner = recordingNotifier();
    const notifier = withMaintenanceHold(() => ({ notifier: inner.notifier }), { db: t.database.handle.db, feed })({
      scheduler: createInProcessScheduler(),
    }).notifier!;
    await schedule(alice, [{ domainId: api, monitorId: checkout }]);
    // tomorrow's window on the shop holds nothing today
    await schedule(alice, [{ domainId: shop }], Date.now() + 24 * HOUR, Date.now() + 25 * HOUR);

    const monitorAlert = await raise(api, checkout);
    const homePage = await raise(api);
    const shopAlert = await raise(shop);
    const bobs = await raise(bobsSite);
    for (const [domainId, alert] of [
      [api, monitorAlert],
      [api, homePage],
      [shop, shopAlert],
      [bobsSite, bobs],
    ] as const) {
      await notifier.alertOpened(await domainOf(domainId), alert);
    }
    expect(inner.opened).toEqual([homePage.id, shopAlert.id, bobs.id]);
    expect((await stored(monitorAlert.id)).metadata).toHaveProperty('heldForMaintenance');
  });

  it('holds, for a window that began while an alert was open, the notice quiet hours kept back and every escalation, until the window ends (077)', async () => {
    const inner = recordingNotifier();
    const quietHoursEnded: string[] = [];
    const extension = withMaintenanceHold(
      () => ({
        notifier: inner.notifier,
        // the notification layer's job when quiet hours end: it would send the notice it held
        handlers: { [NOTIFY_RELEASE_JOB]: async (job) => void quietHoursEnded.push(String(job.data.alertId)) },
      }),
      { db: t.database.handle.db, feed },
    )({ scheduler: createInProcessScheduler() });
    const handle = (name: string, alert: AlertRow) =>
      extension.handlers![name]!({ id: name, name, attempt: 1, data: { alertId: alert.id, domainId: alert.domainId } });
    const quiet = (await alice.post('/api/domains', { name: 'quiet.example.com' })).json().id as string;
    const elsewhere = (await alice.post('/api/domains', { name: 'elsewhere.example.com' })).json().id as string;

    // opened at night: the notification layer holds its notice for the end of quiet hours
    const warning = await raise(quiet);
    await extension.notifier!.alertOpened(await domainOf(quiet), warning);
    const windowId = await schedule(alice, [{ domainId: quiet }]);

    // quiet hours end during the window: the notice waits for the window's end, and the alert says why
    await handle(NOTIFY_RELEASE_JOB, warning);
    expect(quietHoursEnded).toEqual([]);
    expect(await stored(warning.id)).toMatchObject({ metadata: { heldForMaintenance: windowId } });
    // the cause gets worse meanwhile: the new (critical) alert is held too
    const escalation = await raise(quiet);
    await extension.notifier!.alertOpened(await domainOf(quiet), escalation);
    expect(inner.opened).toEqual([warning.id]);

    // another domain's quiet hours end as before
    const other = await raise(elsewhere);
    await handle(NOTIFY_RELEASE_JOB, other);
    expect(quietHoursEnded).toEqual([other.id]);

    // the window is over (deleted here): its end releases both, each notified then
    expect((await alice.request('DELETE', `/api/maintenance-windows/${windowId}`)).statusCode).toBe(204);
    await handle(MAINTENANCE_RELEASE_JOB, warning);
    await handle(MAINTENANCE_RELEASE_JOB, escalation);
    expect(inner.opened).toEqual([warning.id, warning.id, escalation.id]);
    expect((await stored(warning.id)).metadata).not.toHaveProperty('heldForMaintenance');
  });

  it('keeps the e-mail of the real notification layer back during a window and sends it outside one', async () => {
    const scheduler = createInProcessScheduler();
    const { db } = t.database.handle;
    const extension = withMaintenanceHold(
      notificationJobs({
        config: { publicUrl: t.config.publicUrl },
        db,
        mailer: t.mailer,
        engine: engineOptionsFromConfig(t.config),
        log: () => undefined,
      }),
      { db, feed },
    )({ scheduler });
    scheduler.startWorker((job) => extension.handlers![job.name]!(job), { concurrency: 1 });
    try {
      const other = (await alice.post('/api/domains', { name: 'mail.example.com' })).json().id as string;
      await schedule(alice, [{ domainId: other }]);
      const mailedAbout = (name: string) =>
        t.mailer.sent.filter((m) => m.to === 'alice@example.com' && m.text.includes(name));
      // held first, then one outside any window: deliveries run one at a time, in order
      await extension.notifier!.alertOpened(await domainOf(other), await raise(other));
      await extension.notifier!.alertOpened(await domainOf(shop), await raise(shop));
      await expect.poll(() => mailedAbout('shop.example.com').length).toBe(1);
      expect(mailedAbout('mail.example.com')).toEqual([]);
    } finally {
      await scheduler.close();
    }
  });
});
