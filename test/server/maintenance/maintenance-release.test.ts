import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviours } from '../../../src/server/engine/testing/http-server';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { withMaintenanceHold } from '../../../src/server/modules/maintenance/maintenance-hold';
import { notificationJobs } from '../../../src/server/notifications';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import type { Alert } from '../../../src/shared/contracts/alerts';
import type { Domain } from '../../../src/shared/contracts/domains';
import { DATABASE_KINDS } from '../helpers/databases';
import { downSite, startEngineOnClock, type EngineOnClock } from '../helpers/engine-on-clock';
import { signedInClient, type Client } from '../helpers/test-app';
import { startSmtpSink, type SmtpSink } from '../notifications/receivers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Decision 073, through the whole engine on the scheduler's manual clock: a site that goes down during its maintenance
 * window opens an alert that is labelled with the window, notifies nobody and does not need attention; when the window
 * ends with the site still down, the alert counts again and the e-mail goes out then. One that recovered within the
 * window is never told.
 */
describe.each(DATABASE_KINDS)('alerts during a maintenance window on %s', (kind) => {
  let lab: LoopbackLab;
  let engine: EngineOnClock;
  let smtp: SmtpSink;
  let client: Client;
  let now: () => Date;

  const mailSubjects = () => smtp.messages.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? '');
  const alertsOf = async (domainId: string) =>
    (await client.get(`/api/alerts?domainId=${domainId}&type=downtime`)).json<Alert[]>();
  const attention = async () =>
    (await client.get('/api/alerts?unresolvedOnly=true&acknowledged=false')).json<Alert[]>();
  const domain = async (id: string) => (await client.get(`/api/domains/${id}`)).json<Domain>();
  const window = async (domainId: string, title: string, minutes: number) => {
    const at = now().getTime();
    const res = await client.post('/api/maintenance-windows', {
      title,
      startsAt: new Date(at - MINUTE).toISOString(),
      endsAt: new Date(at + minutes * MINUTE).toISOString(),
      targets: [{ domainId }],
      notifySubscribers: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const addDomain = async (name: string) => {
    lab.addSite(name, { expiresInDays: 200 });
    const res = await client.post('/api/domains', { name });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };

  beforeAll(async () => {
    [lab, smtp] = await Promise.all([startLoopbackLab({ allowPrivateTargets: true }), startSmtpSink()]);
    engine = await startEngineOnClock(kind, lab, (app, clock) => {
      now = clock.now;
      return withMaintenanceHold(
        notificationJobs({
          config: { publicUrl: app.config.publicUrl, twilio: undefined },
          db: app.database.handle.db,
          mailer: createSmtpMailer(smtp.url, 'Sitewarden <alerts@sitewarden.test>'),
          engine: lab.options,
          retry: { backoffMs: 100 },
          log: () => undefined,
        }),
        { db: app.database.handle.db, feed: clock.feed, now: clock.now },
      );
    });
    client = await signedInClient(engine.t, 'maintainer@example.com', 'pro');
    expect(
      (
        await client.request('PUT', '/api/settings/alert-preferences', {
          channelEmail: true,
          alertThresholds: { downtimeMinutes: 0 },
        })
      ).statusCode,
    ).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    await Promise.all([lab?.close(), smtp?.close()]);
  });

  it('labels the alert with its window and counts it nowhere while the window lasts, then counts and notifies it when the window ends', async () => {
    const site = `upgrade.${LAB_SUFFIX}`;
    const id = await addDomain(site);
    await engine.advance(5 * SECOND);
    const windowId = await window(id, 'Database upgrade', 10);

    lab.router.routes.set(site, downSite);
    await engine.advance(MINUTE);
    const [held] = await alertsOf(id);
    expect(held).toMatchObject({
      title: `${site} is down`,
      isResolved: false,
      maintenance: { windowId, title: 'Database upgrade' },
    });
    expect(Date.parse(held!.maintenance!.until!)).toBeGreaterThan(now().getTime());
    expect((await attention()).filter((a) => a.domainId === id).every((a) => a.maintenance !== null)).toBe(true);
    expect((await domain(id)).activeAlerts).toBe(0);
    expect(mailSubjects()).toEqual([]);

    // still down when the window ends: the same alert, no longer held, counted and told now
    await engine.advance(10 * MINUTE);
    const after = await alertsOf(id);
    expect(after.map((a) => [a.id, a.isResolved, a.maintenance])).toEqual([[held!.id, false, null]]);
    expect((await domain(id)).activeAlerts).toBe(1);
    expect(mailSubjects()).toEqual([`[Critical] ${site} is down`]);

    // its recovery is told too, as it was told it broke
    lab.router.routes.set(site, behaviours.secure());
    await engine.advance(MINUTE);
    expect(mailSubjects()).toEqual([`[Critical] ${site} is down`, expect.stringMatching(/^\[Resolved\]/)]);
  }, 120_000);

  it('tells nobody of an alert that closed within the window, even after it, and says so on the alert', async () => {
    const site = `brief.${LAB_SUFFIX}`;
    const id = await addDomain(site);
    await engine.advance(5 * SECOND);
    const windowId = await window(id, 'Restart', 5);
    const before = mailSubjects().length;
    lab.router.routes.set(site, downSite);
    await engine.advance(MINUTE);
    expect((await alertsOf(id))[0]).toMatchObject({ isResolved: false, maintenance: { title: 'Restart' } });
    lab.router.routes.set(site, behaviours.secure());
    await engine.advance(MINUTE);
    await engine.advance(5 * MINUTE);
    // resolved, it keeps the window it opened and closed in: why nobody heard of it (077)
    expect((await alertsOf(id)).map((a) => [a.isResolved, a.maintenance])).toEqual([
      [true, { windowId, title: 'Restart', until: expect.any(String) }],
    ]);
    expect(mailSubjects()).toHaveLength(before);
  }, 120_000);
});
