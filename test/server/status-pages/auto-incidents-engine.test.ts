import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviours } from '../../../src/server/engine/testing/http-server';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { withStatusPageIncidentJobs } from '../../../src/server/modules/status-pages/auto-incidents';
import { notificationJobs } from '../../../src/server/notifications';
import { DATABASE_KINDS } from '../helpers/databases';
import { downSite, startEngineOnClock, type EngineOnClock } from '../helpers/engine-on-clock';
import { createMemoryMailer, signedInClient, type Client } from '../helpers/test-app';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

type Incident = {
  title: string;
  status: string;
  automatic: boolean;
  resolvedAt: string | null;
  updates: { status: string; message: string }[];
};

/**
 * Automatic incidents as main.ts wires them: the notification layer's notifier wrapped, a loopback site checked every
 * minute on the embedded scheduler's manual clock. The site goes down: its page opens an incident; it recovers: the
 * incident is resolved with the recovery message.
 */
describe.each(DATABASE_KINDS)('automatic incidents through the monitoring engine on %s', (kind) => {
  let lab: LoopbackLab;
  let engine: EngineOnClock;
  let client: Client;
  const site = `incidents.${LAB_SUFFIX}`;
  const notices: string[] = [];
  const advance = (ms: number) => engine.advance(ms);

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    lab.addSite(site, { expiresInDays: 200 });
    engine = await startEngineOnClock(kind, lab, (t) =>
      withStatusPageIncidentJobs(
        notificationJobs({
          config: { publicUrl: t.config.publicUrl },
          db: t.database.handle.db,
          mailer: createMemoryMailer(),
          engine: lab.options,
          log: () => undefined,
        }),
        {
          db: t.database.handle.db,
          notices: () => ({
            incidentUpdated: async (id) => void notices.push(id),
            maintenanceScheduled: async () => undefined,
          }),
        },
      ),
    );
    client = await signedInClient(engine.t, 'incidents@example.com', 'pro');
    expect(
      (await client.request('PUT', '/api/settings/alert-preferences', { alertThresholds: { downtimeMinutes: 0 } }))
        .statusCode,
    ).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    await lab?.close();
  });

  it("opens the page's incident when the site goes down and resolves it when it is back", async () => {
    const domainId = (await client.post('/api/domains', { name: site })).json<{ id: string }>().id;
    const page = (await client.post('/api/status-pages', { name: 'Incidents', autoIncidents: true })).json<{
      id: string;
    }>();
    await client.request('PUT', `/api/status-pages/${page.id}/components`, {
      components: [{ domainId, displayName: 'Website' }],
    });
    const incidents = async () =>
      (await client.get(`/api/status-pages/${page.id}/incidents`)).json<{ data: Incident[] }>().data;
    await advance(5 * SECOND);
    expect(await incidents()).toEqual([]);

    lab.router.routes.set(site, downSite);
    await advance(MINUTE);
    const [opened, ...others] = await incidents();
    expect(others).toEqual([]);
    expect(opened).toMatchObject({
      title: 'Website is down',
      status: 'investigating',
      automatic: true,
      resolvedAt: null,
    });
    expect(notices).toHaveLength(1);
    // still down: the same incident
    await advance(2 * MINUTE);
    expect(await incidents()).toHaveLength(1);
    expect((await client.get(`/api/status-pages/${page.id}`)).json()).toMatchObject({ activeIncidentCount: 1 });

    lab.router.routes.set(site, behaviours.secure());
    await advance(MINUTE);
    const [resolved] = await incidents();
    expect(resolved).toMatchObject({ status: 'resolved', automatic: true });
    expect(resolved!.resolvedAt).not.toBeNull();
    expect(resolved!.updates.map((u) => u.status)).toEqual(['resolved', 'investigating']);
    expect(notices).toHaveLength(2);
  }, 120_000);
});
