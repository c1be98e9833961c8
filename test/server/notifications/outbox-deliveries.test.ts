import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackLab, LAB_SUFFIX, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { notificationJobs } from '../../../src/server/notifications';
import { createOutboxMailer } from '../../../src/server/notifications/mailer';
import type { AdminDeliveryList } from '../../../src/shared/contracts/admin-deliveries';
import type { DeliveryList } from '../../../src/shared/contracts/notification-settings';
import { DATABASE_KINDS } from '../helpers/databases';
import { downSite, startEngineOnClock, type EngineOnClock } from '../helpers/engine-on-clock';
import { signedInClient, type Client } from '../helpers/test-app';

const MINUTE = 60_000;

/**
 * Decision 073: with no mail server set (no SMTP_URL) an alert's e-mail is kept in the outbox. The delivery log and
 * /admin/mailgun say so ('outbox'), not 'sent': nobody received it.
 */
describe.each(DATABASE_KINDS)('alert e-mail kept in the outbox on %s', (kind) => {
  let lab: LoopbackLab;
  let engine: EngineOnClock;
  let client: Client;
  const site = `outbox.${LAB_SUFFIX}`;

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    lab.addSite(site, { expiresInDays: 200 });
    engine = await startEngineOnClock(kind, lab, (app) =>
      notificationJobs({
        config: { publicUrl: app.config.publicUrl, twilio: undefined },
        db: app.database.handle.db,
        mailer: createOutboxMailer(app.database.handle.db, 'Sitewarden <alerts@sitewarden.test>'),
        engine: lab.options,
        retry: { backoffMs: 100 },
        log: () => undefined,
      }),
    );
    // the installation's first account: its administrator too
    client = await signedInClient(engine.t, 'outbox-owner@example.com', 'pro');
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
    await lab?.close();
  });

  it('logs the e-mail as kept in the outbox, in the delivery log and in /admin/mailgun, and the outbox holds it', async () => {
    expect((await client.post('/api/domains', { name: site })).statusCode).toBe(201);
    await engine.advance(5_000);
    lab.router.routes.set(site, downSite);
    await engine.advance(MINUTE);

    const log = (await client.get('/api/notifications/deliveries')).json<DeliveryList>();
    expect(log.data.map((d) => [d.channel, d.status])).toEqual([['email', 'outbox']]);
    const kept = (await client.get('/api/admin/deliveries?status=outbox')).json<AdminDeliveryList>();
    expect(kept.data.map((d) => [d.channel, d.status, d.target])).toEqual([
      ['email', 'outbox', 'outbox-owner@example.com'],
    ]);
    expect(kept.data[0]!.sentAt).not.toBeNull();
    expect((await client.get('/api/admin/deliveries?status=sent')).json<AdminDeliveryList>().data).toEqual([]);
    const outbox = (await client.get('/api/admin/outbox')).json<{ data: { to: string; subject: string }[] }>().data;
    expect(outbox.map((m) => [m.to, m.subject])).toContainEqual([
      'outbox-owner@example.com',
      `[Critical] ${site} is down`,
    ]);
  }, 60_000);
});
