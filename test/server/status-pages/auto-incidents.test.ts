import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFeed, type CacheChange } from '../../../src/server/db/change-feed';
import { alerts, monitors } from '../../../src/server/db/schema';
import {
  createMonitoringRepository,
  type DomainContext,
} from '../../../src/server/jobs/monitoring/monitoring.repository';
import type { AlertNotifier, AlertRow } from '../../../src/server/jobs/monitoring/notifier';
import { withStatusPageIncidents } from '../../../src/server/modules/status-pages/auto-incidents';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

type Incident = {
  id: string;
  title: string;
  status: string;
  impact: string;
  automatic: boolean;
  affectedComponents: string[];
  resolvedAt: string | null;
  updates: { status: string; message: string; authorName: string | null }[];
};

describe.each(DATABASE_KINDS)('automatic incidents on %s', (kind) => {
  let t: TestApp;
  let alice: Client;
  let shop: string;
  let checkout: string;
  let context: DomainContext;
  let autoPage: string;
  let manualPage: string;
  let homeComponent: string;
  let monitorComponent: string;
  const inner: string[] = [];
  const notices: string[] = [];
  const changes: CacheChange[] = [];
  const logged: string[] = [];
  let notifier: AlertNotifier;

  const recording: AlertNotifier = {
    alertOpened: async (_domain, alert) => void inner.push(`opened ${alert.id}`),
    alertResolved: async (_domain, resolved) => void inner.push(`resolved ${resolved.map((a) => a.id).join(',')}`),
  };

  async function openAlert(type: AlertRow['type'], monitorId: string | null, message: string): Promise<AlertRow> {
    const [row] = await t.database.handle.db
      .insert(alerts)
      .values({
        domainId: shop,
        userId: context.userId,
        teamId: null,
        type,
        severity: 'critical',
        title: 'Down',
        message,
        monitorId,
      })
      .returning();
    return row!;
  }

  const incidents = async (pageId: string) =>
    (await alice.get(`/api/status-pages/${pageId}/incidents?state=all`)).json<{ data: Incident[] }>().data;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signedInClient(t, 'alice@example.com', 'pro');
    shop = (await alice.post('/api/domains', { name: 'shop.example.com' })).json().id;
    const [m] = await t.database.handle.db
      .insert(monitors)
      .values({ domainId: shop, type: 'endpoint', name: 'Checkout API', intervalSeconds: 300 })
      .returning();
    checkout = m!.id;
    autoPage = (await alice.post('/api/status-pages', { name: 'Shop status', autoIncidents: true })).json().id;
    // new pages open incidents by themselves unless told not to (decision 066)
    manualPage = (await alice.post('/api/status-pages', { name: 'Quiet status', autoIncidents: false })).json().id;
    const components = (
      await alice.request('PUT', `/api/status-pages/${autoPage}/components`, {
        components: [
          { domainId: shop, displayName: 'Storefront' },
          { domainId: shop, monitorId: checkout },
        ],
      })
    ).json<{ data: { id: string }[] }>().data;
    homeComponent = components[0]!.id;
    monitorComponent = components[1]!.id;
    await alice.request('PUT', `/api/status-pages/${manualPage}/components`, { components: [{ domainId: shop }] });
    context = (await createMonitoringRepository(t.database.handle.db).domainContext(shop))!;
    const feed = createLocalFeed();
    feed.subscribe((change) => changes.push(change));
    notifier = withStatusPageIncidents(recording, {
      db: t.database.handle.db,
      feed,
      notices: { incidentUpdated: async (id) => void notices.push(id), maintenanceScheduled: async () => undefined },
      log: (message) => void logged.push(message),
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  async function resolveAlerts(monitorId: string | null): Promise<AlertRow[]> {
    return t.database.handle.db
      .update(alerts)
      .set({ isResolved: true, resolvedAt: new Date() })
      .where(
        and(
          eq(alerts.domainId, shop),
          eq(alerts.isResolved, false),
          monitorId ? eq(alerts.monitorId, monitorId) : isNull(alerts.monitorId),
        ),
      )
      .returning();
  }

  it("opens one incident per outage on pages that ask for it, in the page's words, after the alert's own notifications", async () => {
    const alert = await openAlert(
      'downtime',
      null,
      'Health API on shop.example.com has not been reachable: expected 200-299',
    );
    await notifier.alertOpened(context, alert);
    expect(inner).toEqual([`opened ${alert.id}`]);
    const [incident, ...rest] = await incidents(autoPage);
    expect(rest).toEqual([]);
    expect(incident).toMatchObject({
      title: 'Storefront is down',
      status: 'investigating',
      impact: 'major',
      automatic: true,
      affectedComponents: [homeComponent],
      resolvedAt: null,
      updates: [
        {
          status: 'investigating',
          message: 'We are investigating an outage of Storefront. We will post an update here as soon as we know more.',
          authorName: null,
        },
      ],
    });
    // what visitors and subscribers read says nothing of hosts or expected status codes
    expect(JSON.stringify(incident)).not.toMatch(/shop\.example\.com|200-299|reachable/);
    expect(notices).toHaveLength(1);
    expect(changes).toEqual([{ type: 'status-page', pageId: autoPage }]);
    expect(await incidents(manualPage)).toEqual([]);

    // the same cause again (re-opened after a manual resolve of the alert): still one incident, no second mail
    await notifier.alertOpened(context, await openAlert('downtime', null, 'Still down'));
    expect(await incidents(autoPage)).toHaveLength(1);
    expect(notices).toHaveLength(1);
  });

  it("joins a monitor of the same domain to the open incident, by the monitor's public name, without a second mail", async () => {
    await notifier.alertOpened(context, await openAlert('downtime', checkout, 'Checkout API answered 503'));
    const all = await incidents(autoPage);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      title: 'Storefront and Checkout API are down',
      affectedComponents: [homeComponent, monitorComponent],
      resolvedAt: null,
    });
    expect(all[0]!.updates).toHaveLength(1);
    expect(notices).toHaveLength(1);
    expect(changes.at(-1)).toEqual({ type: 'status-page', pageId: autoPage });
  });

  it("resolves the incident once none of its components is down, in the page's words", async () => {
    const noticesBefore = notices.length;
    // the home page is back, the monitor is not: the outage goes on
    await notifier.alertResolved(context, await resolveAlerts(null), 'shop.example.com is back up after 4 minutes');
    let [incident] = await incidents(autoPage);
    expect(incident!.resolvedAt).toBeNull();
    expect(notices).toHaveLength(noticesBefore);

    await notifier.alertResolved(context, await resolveAlerts(checkout), 'Checkout API on shop.example.com is back up');
    [incident] = await incidents(autoPage);
    expect(incident!.status).toBe('resolved');
    expect(incident!.resolvedAt).not.toBeNull();
    expect(incident!.updates[0]).toEqual(
      expect.objectContaining({
        status: 'resolved',
        message: 'Storefront and Checkout API are working normally again. This incident has been resolved.',
        authorName: null,
      }),
    );
    expect(notices).toHaveLength(noticesBefore + 1);

    // a new outage after the recovery is a new incident, whichever part fails first
    await notifier.alertOpened(context, await openAlert('downtime', checkout, 'Down again'));
    const open = (await incidents(autoPage)).filter((i) => i.resolvedAt === null);
    expect(open.map((i) => i.title)).toEqual(['Checkout API is down']);
    expect(notices).toHaveLength(noticesBefore + 2);
    await notifier.alertResolved(context, await resolveAlerts(checkout), 'Back');
  });

  it('tells each page of one outage once, however many of its components fail', async () => {
    const second = (await alice.post('/api/status-pages', { name: 'Partners', autoIncidents: true })).json().id;
    const shown = (
      await alice.request('PUT', `/api/status-pages/${second}/components`, {
        components: [
          { domainId: shop, monitorId: checkout, displayName: 'Payments', groupName: 'Europe' },
          { domainId: shop, displayName: 'Website' },
        ],
      })
    ).json<{ data: { id: string }[] }>().data;
    const before = notices.length;
    await notifier.alertOpened(context, await openAlert('downtime', checkout, 'Checkout API answered 503'));
    await notifier.alertOpened(context, await openAlert('downtime', null, 'connection refused'));
    const [incident, ...rest] = await incidents(second);
    expect(rest).toEqual([]);
    expect(incident).toMatchObject({
      title: 'Payments and Website are down',
      affectedComponents: shown.map((c) => c.id),
    });
    expect((await incidents(autoPage)).filter((i) => i.resolvedAt === null)).toHaveLength(1);
    // one mail for each page
    expect(notices).toHaveLength(before + 2);
    await notifier.alertResolved(context, await resolveAlerts(checkout), 'Back');
    await notifier.alertResolved(context, await resolveAlerts(null), 'Back');
    expect((await incidents(second))[0]!.resolvedAt).not.toBeNull();
    expect(notices).toHaveLength(before + 4);
  });

  it('leaves other alerts alone, and never throws into the monitoring engine', async () => {
    const before = (await incidents(autoPage)).length;
    await notifier.alertOpened(context, await openAlert('ssl_expiry', null, 'Certificate expires in 7 days'));
    expect(await incidents(autoPage)).toHaveLength(before);

    const failing = withStatusPageIncidents(recording, {
      db: t.database.handle.db,
      notices: {
        incidentUpdated: async () => {
          throw new Error('queue unavailable');
        },
        maintenanceScheduled: async () => undefined,
      },
      log: (message) => void logged.push(message),
    });
    await expect(failing.alertOpened(context, await openAlert('downtime', checkout, 'x'))).resolves.toBeUndefined();
    await expect(failing.alertResolved(context, await resolveAlerts(checkout), 'Back')).resolves.toBeUndefined();
    expect(logged).toEqual([
      'status page incidents: could not open an incident',
      'status page incidents: could not resolve an incident',
    ]);
  });
});
