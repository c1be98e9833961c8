import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEngineOptions } from '../../../src/server/engine/options';
import { behaviours } from '../../../src/server/engine/testing/http-server';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { withPartnerWebhooks } from '../../../src/server/modules/partners/partner-webhook-jobs';
import { createPartnerWebhooks } from '../../../src/server/modules/partners/partner-webhooks';
import { withStatusPageIncidentJobs } from '../../../src/server/modules/status-pages/auto-incidents';
import { notificationJobs } from '../../../src/server/notifications';
import { createSecretSealer } from '../../../src/server/secrets/secret-sealer';
import type { PartnerDeliveryList } from '../../../src/shared/contracts/partner-webhooks';
import { DATABASE_KINDS } from '../helpers/databases';
import { downSite, startEngineOnClock, type EngineOnClock } from '../helpers/engine-on-clock';
import { createMemoryMailer, signedInClient, type Client } from '../helpers/test-app';
import { signatureValid, startHttpReceiver, type HttpReceiver, type Received } from '../notifications/receivers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const PATIENT = {
  ...defaultEngineOptions().timeouts,
  dnsMs: 5 * SECOND,
  connectMs: 10 * SECOND,
  httpMs: 10 * SECOND,
  rdapMs: 10 * SECOND,
  whoisMs: 10 * SECOND,
  probeMs: 30 * SECOND,
};

type EventBody = {
  id: string;
  event: string;
  partner: { id: string };
  domain?: { id: string; name: string; externalId: string | null };
  monitor?: { id: string; name: string; type: string } | null;
  incident?: { id: string; title: string; status: string };
  statusPage?: { id: string; name: string };
  resolution?: string;
};

/**
 * Decision 081 through the whole engine, as main.ts wires it: two agencies on the embedded scheduler's manual clock,
 * each with a webhook receiver on loopback. The first one's site goes down and comes back; its receiver hears of the
 * domain, its monitor and its status page's incident, signed with its own secret, the first post refused once and
 * retried. The second agency's receiver hears nothing of it.
 */
describe.each(DATABASE_KINDS)('partner webhooks through the monitoring engine on %s', (kind) => {
  let lab: LoopbackLab;
  let engine: EngineOnClock;
  let agency: Client;
  let other: Client;
  let hooks: HttpReceiver;
  let otherHooks: HttpReceiver;
  const secrets = { agency: '', other: '' };
  const site = `client.${LAB_SUFFIX}`;
  const otherSite = `other-client.${LAB_SUFFIX}`;
  const advance = (ms: number) => engine.advance(ms);
  let refusedOnce = false;

  /** Checks the signature with the agency's secret; refuses the first domain.down once (a receiver restarting). */
  const answer = (secret: () => string) => (req: Received) => {
    if (!signatureValid(secret(), req)) return { status: 401, body: 'bad signature' };
    if (req.headers['x-sitewarden-event'] === 'domain.down' && !refusedOnce) {
      refusedOnce = true;
      return { status: 503, body: 'restarting' };
    }
    return { status: 204 };
  };
  const bodies = (receiver: HttpReceiver) => receiver.received.map((r) => JSON.parse(r.body) as EventBody);
  const accepted = (receiver: HttpReceiver) =>
    receiver.received.filter((r) => signatureValid(secrets.agency, r)).map((r) => JSON.parse(r.body) as EventBody);

  async function setUpPartner(client: Client, url: string): Promise<string> {
    const saved = await client.request('PUT', '/api/partner', {
      companyName: 'Agency',
      contactEmail: 'ops@agency.example',
      webhookUrl: url,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const secret = await client.post('/api/partner/webhook-secret');
    expect(secret.statusCode, secret.body).toBe(201);
    return secret.json<{ secret: string }>().secret;
  }

  beforeAll(async () => {
    [lab, hooks, otherHooks] = await Promise.all([
      // a busy machine must not look like an outage: the down site answers 503 at once, so long budgets cost nothing
      startLoopbackLab({ allowPrivateTargets: true, timeouts: PATIENT }),
      startHttpReceiver(),
      startHttpReceiver(),
    ]);
    hooks.fallback = answer(() => secrets.agency);
    otherHooks.fallback = answer(() => secrets.other);
    lab.addSite(site, { expiresInDays: 200 });
    lab.addSite(otherSite, { expiresInDays: 200 });
    engine = await startEngineOnClock(
      kind,
      lab,
      (t) => {
        const partnerWebhooks = createPartnerWebhooks({
          db: t.database.handle.db,
          sealer: createSecretSealer(t.config.secretsKey),
          engine: lab.options,
          publicUrl: t.config.publicUrl,
          retry: { backoffMs: 2 * SECOND },
          log: () => undefined,
        });
        return withStatusPageIncidentJobs(
          withPartnerWebhooks(
            notificationJobs({
              config: { publicUrl: t.config.publicUrl },
              db: t.database.handle.db,
              mailer: createMemoryMailer(),
              engine: lab.options,
              log: () => undefined,
            }),
            partnerWebhooks,
          ),
          { db: t.database.handle.db, events: partnerWebhooks.events },
        );
      },
      { monitorChecks: true },
    );
    agency = await signedInClient(engine.t, 'agency@example.com', 'agency');
    other = await signedInClient(engine.t, 'other-agency@example.com', 'pro');
    for (const client of [agency, other]) {
      const prefs = await client.request('PUT', '/api/settings/alert-preferences', {
        alertThresholds: { downtimeMinutes: 0 },
      });
      expect(prefs.statusCode).toBe(200);
    }
    secrets.agency = await setUpPartner(agency, `${hooks.url}/hooks/sitewarden?token=kept-out-of-the-log`);
    secrets.other = await setUpPartner(other, `${otherHooks.url}/hooks`);
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    await Promise.all([lab?.close(), hooks?.close(), otherHooks?.close()]);
  });

  it("signs the client's down and up events to its partner alone, retrying a refused post, all in the partner's log", async () => {
    const domainId = (await agency.post('/api/domains', { name: site })).json<{ id: string }>().id;
    await other.post('/api/domains', { name: otherSite });
    const link = await agency.post('/api/partner/domains', { domainId, externalId: 'crm-42' });
    expect(link.statusCode, link.body).toBe(201);
    const monitor = await agency.post(`/api/domains/${domainId}/monitors`, {
      type: 'endpoint',
      name: 'Shop API',
      intervalSeconds: 60,
      downtimeMinutes: 0,
      settings: { url: `https://${site}:${lab.https.port}/api` },
    });
    expect(monitor.statusCode, monitor.body).toBe(201);
    const page = (await agency.post('/api/status-pages', { name: 'Client status', autoIncidents: true })).json<{
      id: string;
    }>();
    await agency.request('PUT', `/api/status-pages/${page.id}/components`, {
      components: [{ domainId, displayName: 'Shop' }],
    });
    await advance(5 * SECOND);
    expect(hooks.received).toEqual([]);

    lab.router.routes.set(site, downSite);
    // the monitor's next check comes within its minute; the refused domain.down goes again after its backoff
    await advance(2 * MINUTE);
    const down = accepted(hooks);
    expect(down.map((b) => b.event).sort()).toEqual(['domain.down', 'domain.down', 'incident.opened', 'monitor.down']);
    const domainDown = down.filter((b) => b.event === 'domain.down');
    // the retry is the same event: one id, one delivery header
    expect(domainDown[0]).toEqual(domainDown[1]);
    expect(domainDown[0]).toMatchObject({
      id: expect.stringMatching(/^evt_\d+$/),
      domain: { id: domainId, name: site, externalId: 'crm-42' },
      monitor: null,
    });
    const deliveryHeaders = hooks.received
      .filter((r) => r.headers['x-sitewarden-event'] === 'domain.down')
      .map((r) => r.headers['x-sitewarden-delivery']);
    expect(new Set(deliveryHeaders).size).toBe(1);
    expect(down.find((b) => b.event === 'monitor.down')).toMatchObject({
      domain: { name: site },
      monitor: { name: 'Shop API', type: 'endpoint' },
    });
    expect(down.find((b) => b.event === 'incident.opened')).toMatchObject({
      incident: { title: 'Shop is down', status: 'investigating' },
      statusPage: { id: page.id, name: 'Client status' },
    });
    expect(hooks.received.every((r) => r.path === '/hooks/sitewarden?token=kept-out-of-the-log')).toBe(true);

    lab.router.routes.set(site, behaviours.secure());
    await advance(2 * MINUTE);
    const up = accepted(hooks).slice(down.length);
    expect(up.map((b) => b.event).sort()).toEqual(['domain.up', 'incident.resolved', 'monitor.up']);
    expect(up.find((b) => b.event === 'domain.up')).toMatchObject({
      domain: { name: site },
      resolution: expect.stringContaining('back up'),
    });
    expect(up.find((b) => b.event === 'incident.resolved')).toMatchObject({ incident: { status: 'resolved' } });

    // nothing of it reached the other agency, whose own client stayed up
    expect(bodies(otherHooks)).toEqual([]);

    // the partner's delivery log: one row per attempt, the refused one retried, no token from the address
    const log = (await agency.get('/api/partner/deliveries')).json<PartnerDeliveryList>();
    expect(log.total).toBe(7);
    const domainDownRows = log.data.filter((d) => d.event === 'domain.down');
    expect(domainDownRows.map((d) => [d.attempt, d.status, d.responseCode]).sort()).toEqual([
      [1, 'retrying', 503],
      [2, 'sent', 204],
    ]);
    expect(domainDownRows[0]!.subject).toBe(site);
    expect(log.data.filter((d) => d.event !== 'domain.down').every((d) => d.status === 'sent')).toBe(true);
    expect(JSON.stringify(log)).not.toContain('kept-out-of-the-log');
    expect((await other.get('/api/partner/deliveries')).json<PartnerDeliveryList>().total).toBe(0);
  }, 180_000);
});
