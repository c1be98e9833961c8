import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { acknowledgeLink, acknowledgeToken } from '../../../src/server/notifications/acknowledge-token';
import { notificationJobs } from '../../../src/server/notifications';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import type { Alert } from '../../../src/shared/contracts/alerts';
import type { AdminDeliveryDetail, AdminDeliveryList } from '../../../src/shared/contracts/admin-deliveries';
import { DATABASE_KINDS } from '../helpers/databases';
import { downSite, startEngineOnClock, type EngineOnClock } from '../helpers/engine-on-clock';
import { Client, signedInClient } from '../helpers/test-app';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../notifications/receivers';

const MINUTE = 60_000;

/**
 * Decision 073: an alert e-mail's Acknowledge link, followed as a recipient would, without a session: the GET shows
 * the alert and a button and changes nothing (link scanners), the button's POST acknowledges it as the recipient;
 * once done, or for a resolved alert, the link says so. The mail is read from the SMTP sink.
 */
describe.each(DATABASE_KINDS)('the Acknowledge link of an alert e-mail on %s', (kind) => {
  let lab: LoopbackLab;
  let engine: EngineOnClock;
  let smtp: SmtpSink;
  let owner: Client;
  const site = `ack.${LAB_SUFFIX}`;
  const anonymous = () => new Client(engine.t.app);
  /** The link as the e-mail's text part carries it, as a path and query the app answers. */
  const linkIn = (raw: string) => {
    const url = /Acknowledge it [^\n]*: (\S+)/.exec(decodeQuotedPrintable(raw))?.[1];
    expect(url).toBeDefined();
    return new URL(url!).pathname + new URL(url!).search;
  };

  beforeAll(async () => {
    [lab, smtp] = await Promise.all([startLoopbackLab({ allowPrivateTargets: true }), startSmtpSink()]);
    lab.addSite(site, { expiresInDays: 200 });
    engine = await startEngineOnClock(kind, lab, (app) =>
      notificationJobs({
        config: { publicUrl: app.config.publicUrl, twilio: undefined, sessionSecret: app.config.sessionSecret },
        db: app.database.handle.db,
        mailer: createSmtpMailer(smtp.url, 'Sitewarden <alerts@sitewarden.test>'),
        engine: lab.options,
        retry: { backoffMs: 100 },
        log: () => undefined,
      }),
    );
    owner = await signedInClient(engine.t, 'on-call@example.com', 'pro');
    expect(
      (
        await owner.request('PUT', '/api/settings/alert-preferences', {
          channelEmail: true,
          alertThresholds: { downtimeMinutes: 0 },
        })
      ).statusCode,
    ).toBe(200);
    expect((await owner.post('/api/domains', { name: site })).statusCode).toBe(201);
    await engine.advance(5_000);
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    await Promise.all([lab?.close(), smtp?.close()]);
  });

  it('shows the alert with a button on GET, acknowledges it as the recipient on POST, and says so after', async () => {
    lab.router.routes.set(site, downSite);
    await engine.advance(MINUTE);
    expect(smtp.messages).toHaveLength(1);
    const path = linkIn(smtp.messages[0]!.raw);
    expect(decodeQuotedPrintable(smtp.messages[0]!.raw)).toMatch(/>Acknowledge<\/a>/);

    // a link scanner's GET: the alert and a button, nothing acknowledged
    const visitor = anonymous();
    const look = await visitor.get(path);
    expect(look.statusCode).toBe(200);
    expect(look.headers['content-type']).toMatch(/^text\/html/);
    expect(look.body).toContain('Acknowledge this alert?');
    expect(look.body).toContain(`${site} is down`);
    const action = /<form method="post" action="([^"]+)"/.exec(look.body)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBe(path);
    const [stillOpen] = (await owner.get('/api/alerts?type=downtime')).json<Alert[]>();
    expect(stillOpen).toMatchObject({ isResolved: false, acknowledgedAt: null });

    // the button
    const pressed = await visitor.request('POST', action!, undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('Alert acknowledged');
    expect(pressed.body).toContain('Acknowledged by you (Ada Lovelace)');
    const [acknowledged] = (await owner.get('/api/alerts?type=downtime')).json<Alert[]>();
    expect(acknowledged).toMatchObject({
      id: stillOpen!.id,
      isResolved: false,
      acknowledgedBy: { name: 'Ada Lovelace' },
    });

    // followed again: it says it is done, and by whom
    const again = await anonymous().request('POST', path);
    expect(again.body).toContain('This alert is acknowledged already');
    expect(again.body).toContain('Ada Lovelace acknowledged it');
  }, 60_000);

  it('says a resolved alert is resolved, and refuses a forged, expired or foreign link', async () => {
    const [alert] = (await owner.get('/api/alerts?type=downtime')).json<Alert[]>();
    const path = linkIn(smtp.messages[0]!.raw);
    expect((await owner.request('PATCH', `/api/alerts/${alert!.id}/resolve`)).statusCode).toBe(200);
    const resolved = await anonymous().get(path);
    expect(resolved.body).toContain('This alert is resolved already');
    expect(resolved.body).not.toContain('<form');

    const { sessionSecret, publicUrl } = engine.t.config;
    const tail = (link: string) => link.slice(publicUrl.replace(/\/+$/, '').length);
    const forged = tail(
      acknowledgeLink(
        publicUrl,
        acknowledgeToken('another secret', { alertId: alert!.id, userId: acknowledged(path) }, new Date()),
      ),
    );
    expect((await anonymous().request('POST', forged)).statusCode).toBe(404);
    const old = tail(
      acknowledgeLink(
        publicUrl,
        acknowledgeToken(
          sessionSecret,
          { alertId: alert!.id, userId: acknowledged(path) },
          new Date(Date.now() - 8 * 24 * 3_600_000),
        ),
      ),
    );
    const expired = await anonymous().get(old);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This acknowledge link has expired');
    // another account's token for this alert: it is not theirs to acknowledge
    const stranger = await signedInClient(engine.t, 'stranger@example.com');
    const strangerId = (await stranger.get('/api/auth/user')).json<{ id: string }>().id;
    const foreign = tail(
      acknowledgeLink(
        publicUrl,
        acknowledgeToken(sessionSecret, { alertId: alert!.id, userId: strangerId }, new Date()),
      ),
    );
    expect((await anonymous().request('POST', foreign)).body).toContain('You cannot acknowledge this alert');
  }, 60_000);

  it("keeps the link's token out of the copy /admin/mailgun shows", async () => {
    const list = (await owner.get('/api/admin/deliveries?channel=email')).json<AdminDeliveryList>();
    const detail = (await owner.get(`/api/admin/deliveries/${list.data.at(-1)!.id}`)).json<AdminDeliveryDetail>();
    expect(detail.message?.text).toContain('/public/alerts/acknowledge?token=redacted');
    const token = new URLSearchParams(linkIn(smtp.messages[0]!.raw).split('?')[1]).get('token')!;
    expect(JSON.stringify(detail)).not.toContain(token);
  });
});

/** The recipient's id inside a link's token (its payload is base64url of `<alert>.<user>.<expiry>`). */
function acknowledged(path: string): string {
  const token = new URLSearchParams(path.split('?')[1]).get('token')!;
  return Buffer.from(token.split('.')[0]!, 'base64url').toString().split('.')[1]!;
}
