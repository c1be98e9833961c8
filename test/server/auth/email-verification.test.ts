import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { emailVerificationTokens, users } from '../../../src/server/db/schema';
import { createMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring.repository';
import { createEmailChannel } from '../../../src/server/notifications/channels/email-channel';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import { createNotificationRepository } from '../../../src/server/notifications/notification.repository';
import { DATABASE_KINDS } from '../helpers/databases';
import {
  Client,
  createTestApp,
  GENEROUS_LIMITS,
  signedInClient,
  TEST_ORIGIN,
  validRegistration,
  type TestApp,
} from '../helpers/test-app';
import { decodeQuotedPrintable, startSmtpSink, until, type SmtpSink } from '../notifications/receivers';

/*
 * Decision 076: a password sign-up's address waits for a single-use link mailed through SMTP; the link's page has a
 * button, and only its POST confirms. Until then the account works, but no alert e-mail goes to the address.
 */
describe.each(DATABASE_KINDS)('e-mail verification through real SMTP on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let app: FastifyInstance;
  const RESENDS = 3;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { env: { EMAIL_VERIFICATION: 'on' } });
    // the installation's first account (its administrator, confirmed by being first) is somebody else
    await signedInClient(t, 'operator@verify.test');
    app = await buildApp({
      config: t.config,
      database: t.database.handle,
      mailer: createSmtpMailer(smtp.url, 'Sitewarden <accounts@sitewarden.test>'),
      limits: { ...GENEROUS_LIMITS, verificationEmail: { max: RESENDS, timeWindow: 60 * 60_000 } },
      webDir: '/nonexistent-web-dir',
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    await smtp?.close();
  });

  const db = () => t.database.handle.db;
  const userRow = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];

  /** The newest mail to `to`, once it arrives, with its link's path and query. */
  async function linkMailedTo(to: string, after = 0): Promise<{ subject: string; path: string; token: string }> {
    const message = await until(() => smtp.messages.slice(after).findLast((m) => m.to.includes(to)));
    const [head = '', ...body] = message.raw.split(/\r?\n\r?\n/);
    const subject = /^Subject: (.*)$/m.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
    const link = /http:\/\/localhost:3000\/verify-email\?token=[\w-]+/.exec(
      decodeQuotedPrintable(body.join('\n\n')),
    )?.[0];
    expect(link).toBeDefined();
    const path = link!.slice(TEST_ORIGIN.length);
    return { subject, path, token: new URL(link!).searchParams.get('token')! };
  }

  async function signUp(email: string): Promise<Client> {
    const client = new Client(app);
    const res = await client.post('/api/auth/register', validRegistration(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, emailVerified: false });
    return client;
  }

  it('mails a link whose GET confirms nothing; the button confirms once, and signs nobody out', async () => {
    const client = await signUp('new@verify.test');
    const mail = await linkMailedTo('new@verify.test');
    expect(mail.subject).toBe('Confirm your e-mail address for Sitewarden');
    // the account works meanwhile, and says where it stands
    expect((await client.get('/api/domains')).statusCode).toBe(200);
    expect((await client.get('/api/auth/email-verification')).json()).toEqual({
      email: 'new@verify.test',
      emailVerified: false,
      pendingEmail: null,
      mailKeptInOutbox: false,
    });

    // a link scanner follows the link: nothing is confirmed
    await app.inject({ method: 'GET', url: mail.path });
    expect((await userRow('new@verify.test'))?.emailVerifiedAt).toBeNull();
    const [link] = await db()
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.email, 'new@verify.test'));
    expect(link?.usedAt).toBeNull();

    // the page's button, from a browser that is not signed in
    const pressed = await new Client(app).post('/api/auth/verify-email', { token: mail.token });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json()).toMatchObject({ email: 'new@verify.test' });
    expect((await client.get('/api/auth/session')).json()).toMatchObject({ user: { emailVerified: true } });

    const again = await new Client(app).post('/api/auth/verify-email', { token: mail.token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This confirmation link is invalid or has expired.',
    });
    expect((await client.post('/api/auth/email-verification/resend')).json()).toMatchObject({
      code: 'ALREADY_VERIFIED',
    });
  });

  it('refuses an expired link, and a new one works', async () => {
    const client = await signUp('late@verify.test');
    const first = await linkMailedTo('late@verify.test');
    // a day passed: the link's expiry is behind us
    await db()
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.email, 'late@verify.test'));
    const expired = await client.post('/api/auth/verify-email', { token: first.token });
    expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await userRow('late@verify.test'))?.emailVerifiedAt).toBeNull();

    const count = smtp.messages.length;
    expect((await client.post('/api/auth/email-verification/resend')).statusCode).toBe(202);
    const second = await linkMailedTo('late@verify.test', count);
    expect((await client.post('/api/auth/verify-email', { token: second.token })).statusCode).toBe(200);
  });

  it('limits Resend per account, and only the newest link works', async () => {
    const client = await signUp('busy@verify.test');
    const first = await linkMailedTo('busy@verify.test');
    // sign-up's mail counts: two more, then 429 with the wait
    for (let i = 1; i < RESENDS; i++)
      expect((await client.post('/api/auth/email-verification/resend')).statusCode).toBe(202);
    const refused = await client.post('/api/auth/email-verification/resend');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await until(() => smtp.messages.filter((m) => m.to.includes('busy@verify.test')).length === RESENDS);
    const newest = await linkMailedTo('busy@verify.test');
    expect((await client.post('/api/auth/verify-email', { token: first.token })).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });
    expect((await client.post('/api/auth/verify-email', { token: newest.token })).statusCode).toBe(200);
  });

  it('sends no alert e-mail to an address until it is confirmed', async () => {
    const client = await signUp('owner@verify.test');
    const mail = await linkMailedTo('owner@verify.test');
    const created = await client.post('/api/domains', { name: 'owner-verify.example.com' });
    expect(created.statusCode).toBe(201);
    const domain = await createMonitoringRepository(db()).domainContext(created.json<{ id: string }>().id);
    const notifications = createNotificationRepository(db());
    const email = createEmailChannel({ mailer: t.mailer, store: notifications.store, timeoutMs: 5000 });

    const subject = { type: 'downtime' as const, severity: 'critical' as const, domainId: domain!.id };
    const before = await notifications.audience(domain!);
    expect(email.targets(before!, subject)).toEqual([]);
    await client.post('/api/auth/verify-email', { token: mail.token });
    const after = await notifications.audience(domain!);
    expect(email.targets(after!, subject).map((target) => target.label)).toEqual(['owner@verify.test']);
  });

  it('changes the address only once the new one is confirmed, with the password', async () => {
    const client = await signedInClient(t, 'mover@verify.test');
    const moving = new Client(app);
    await moving.post('/api/auth/login', { email: 'mover@verify.test', password: validRegistration('').password });
    const wrong = await moving.post('/api/auth/email-change', {
      email: 'moved@verify.test',
      currentPassword: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const taken = await moving.request('POST', '/api/auth/email-change', {
      email: 'operator@verify.test',
      currentPassword: validRegistration('').password,
    });
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });

    const asked = await moving.post('/api/auth/email-change', {
      email: 'moved@verify.test',
      currentPassword: validRegistration('').password,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      email: 'mover@verify.test',
      emailVerified: true,
      pendingEmail: 'moved@verify.test',
    });
    const mail = await linkMailedTo('moved@verify.test');
    expect(mail.subject).toBe('Confirm your new e-mail address for Sitewarden');
    // the old address stays the account's (and the alerts') until then
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ email: 'mover@verify.test' });

    expect((await new Client(app).post('/api/auth/verify-email', { token: mail.token })).statusCode).toBe(200);
    expect((await moving.get('/api/auth/user')).json()).toMatchObject({
      email: 'moved@verify.test',
      emailVerified: true,
    });
    const signIn = await new Client(app).post('/api/auth/login', {
      email: 'moved@verify.test',
      password: validRegistration('').password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('forgets a change asked for when it is cancelled', async () => {
    await signedInClient(t, 'stay@verify.test');
    const client = new Client(app);
    await client.post('/api/auth/login', { email: 'stay@verify.test', password: validRegistration('').password });
    await client.post('/api/auth/email-change', {
      email: 'elsewhere@verify.test',
      currentPassword: validRegistration('').password,
    });
    const mail = await linkMailedTo('elsewhere@verify.test');
    const cancelled = await client.request('DELETE', '/api/auth/email-change');
    expect(cancelled.json()).toMatchObject({ email: 'stay@verify.test', pendingEmail: null });
    expect((await client.post('/api/auth/verify-email', { token: mail.token })).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });
    expect((await userRow('stay@verify.test'))?.email).toBe('stay@verify.test');
  });
});

describe.each(DATABASE_KINDS)('e-mail verification turned off on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { EMAIL_VERIFICATION: 'off' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('confirms sign-ups at once, mails no link, and changes an address at once', async () => {
    await signedInClient(t, 'first@off.test');
    const client = new Client(t.app);
    const res = await client.post('/api/auth/register', validRegistration('second@off.test'));
    expect(res.json()).toMatchObject({ emailVerified: true });
    const changed = await client.post('/api/auth/email-change', {
      email: 'renamed@off.test',
      currentPassword: validRegistration('').password,
    });
    expect(changed.json()).toMatchObject({ email: 'renamed@off.test', emailVerified: true, pendingEmail: null });
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ email: 'renamed@off.test' });
    expect(t.mailer.sent.filter((m) => /Confirm your/.test(m.subject))).toEqual([]);
  });
});
