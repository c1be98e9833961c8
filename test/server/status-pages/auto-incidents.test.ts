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

  it("opens one incident per cause on pages that ask for it, after the alert's own notifications", async () => {
    const alert = await openAlert('downtime', null, 'shop.example.com did not answer: connection refused');
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
        { status: 'investigating', message: 'shop.example.com did not answer: connection refused', authorName: null },
      ],
    });
    expect(notices).toHaveLength(1);
    expect(changes).toEqual([{ type: 'status-page', pageId: autoPage }]);
    expect(await incidents(manualPage)).toEqual([]);

    // the same cause again (re-opened after a manual resolve of the alert): still one incident
    await notifier.alertOpened(context, await openAlert('downtime', null, 'Still down'));
    expect(await incidents(autoPage)).toHaveLength(1);
    expect(notices).toHaveLength(1);
  });

  it("opens a monitor's incident apart from its domain's, named after the monitor", async () => {
    await notifier.alertOpened(context, await openAlert('downtime', checkout, 'Checkout API answered 503'));
    const open = (await incidents(autoPage)).filter((i) => i.resolvedAt === null);
    expect(open.map((i) => i.title).sort()).toEqual(['Checkout API on shop.example.com is down', 'Storefront is down']);
    expect(open.find((i) => i.title.startsWith('Checkout'))!.affectedComponents).toEqual([monitorComponent]);
  });

  it('resolves the incident of the cause that recovered, with the recovery message', async () => {
    const noticesBefore = notices.length;
    const alert = await openAlert('downtime', null, 'Down');
    await notifier.alertResolved(context, [alert], 'shop.example.com is back up after 4 minutes');
    const all = await incidents(autoPage);
    const home = all.find((i) => i.title === 'Storefront is down')!;
    expect(home.status).toBe('resolved');
    expect(home.resolvedAt).not.toBeNull();
    expect(home.updates[0]).toEqual(
      expect.objectContaining({
        status: 'resolved',
        message: 'shop.example.com is back up after 4 minutes',
        authorName: null,
      }),
    );
    // the monitor's outage goes on
    expect(all.find((i) => i.title.startsWith('Checkout'))!.resolvedAt).toBeNull();
    expect(notices).toHaveLength(noticesBefore + 1);

    // a new outage after the recovery is a new incident
    await notifier.alertOpened(context, await openAlert('downtime', null, 'Down again'));
    expect((await incidents(autoPage)).filter((i) => i.title === 'Storefront is down')).toHaveLength(2);
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
    await expect(
      failing.alertResolved(context, [await openAlert('downtime', checkout, 'x')], 'Back'),
    ).resolves.toBeUndefined();
    expect(logged).toEqual(['status page incidents: could not resolve an incident']);
  });
});
