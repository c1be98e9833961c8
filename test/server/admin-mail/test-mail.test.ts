import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, validRegistration, type TestApp } from '../helpers/test-app';
import { decodeQuotedPrintable, startSmtpSink, until, type SmtpSink } from '../notifications/receivers';

/** An SMTP server on loopback that refuses every recipient with a permanent 550. */
async function startRefusingSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const error = Object.assign(new Error('5.1.1 Mailbox unavailable: no such user here'), { responseCode: 550 });
      callback(error);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true&connectionTimeout=5000&greetingTimeout=5000&socketTimeout=5000`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/* POST /api/admin/mail/test: through real SMTP on loopback, a server that refuses, and the outbox. */
describe.each(DATABASE_KINDS)('the operators’ test e-mail on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let refusing: Awaited<ReturnType<typeof startRefusingSmtp>>;
  let viaSink: FastifyInstance;
  let viaRefusing: FastifyInstance;

  /** The administrator signed in on another app over the same database. */
  async function adminOn(app: FastifyInstance): Promise<Client> {
    const client = new Client(app);
    const { email, password } = validRegistration('operator@test-mail.test');
    const res = await client.post('/api/auth/login', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    return client;
  }

  beforeAll(async () => {
    [sink, refusing] = await Promise.all([startSmtpSink(), startRefusingSmtp()]);
    t = await createTestApp(kind);
    await signedInClient(t, 'operator@test-mail.test');
    const appWith = async (smtpUrl: string) => {
      const app = await buildApp({
        config: t.config,
        database: t.database.handle,
        mailer: createSmtpMailer(smtpUrl, 'Sitewarden <ops@sitewarden.test>'),
        webDir: '/nonexistent-web-dir',
        logger: false,
      });
      await app.ready();
      return app;
    };
    viaSink = await appWith(sink.url);
    viaRefusing = await appWith(refusing.url);
  }, 60_000);

  afterAll(async () => {
    await viaSink?.close();
    await viaRefusing?.close();
    await t?.close();
    await Promise.all([sink?.close(), refusing?.close()]);
  });

  it('hands the test to the SMTP server and says what it answered (message id), and the mail arrives', async () => {
    const admin = await adminOn(viaSink);
    const res = await admin.post('/api/admin/mail/test', { to: 'Inbox@Example.org' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      transport: 'smtp',
      to: 'inbox@example.org',
      message: 'The SMTP server accepted the e-mail.',
    });
    expect(body.messageId).toMatch(/^<.+@.+>$/);
    expect(body.response).toMatch(/^250/);
    const mail = await until(() => sink.messages.find((m) => m.to.includes('inbox@example.org')));
    const raw = decodeQuotedPrintable(mail.raw);
    expect(raw).toContain('Subject: Sitewarden test e-mail');
    expect(raw).toContain(`Message-ID: ${body.messageId}`);
    expect(raw).toContain('sent by operator@test-mail.test');
  });

  it('answers 502 with the SMTP server’s refusal, in the app’s error shape', async () => {
    const admin = await adminOn(viaRefusing);
    const res = await admin.post('/api/admin/mail/test', { to: 'nobody@example.org' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'SMTP_FAILED',
      message: expect.stringMatching(/^The e-mail was not sent: SMTP 550 .*Mailbox unavailable/),
      details: { responseCode: 550 },
    });
  });

  it('without SMTP says the test was kept in the outbox, refuses a bad address, and limits the tests per operator', async () => {
    const admin = new Client(t.app);
    const { email, password } = validRegistration('operator@test-mail.test');
    expect((await admin.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    const res = await admin.post('/api/admin/mail/test', { to: 'kept@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      transport: 'outbox',
      messageId: null,
      message: expect.stringContaining('kept in the outbox'),
    });
    expect(t.mailer.sent.map((m) => m.to)).toContain('kept@example.org');
    const bad = await admin.post('/api/admin/mail/test', { to: 'not an address' });
    expect(bad.statusCode).toBe(400);
    // five per minute: this app's operator has used one
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await admin.post('/api/admin/mail/test', { to: 'kept@example.org' })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
  });
});
