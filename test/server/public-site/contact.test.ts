import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../../src/server/db/schema';
import { CONTACT_LIMIT } from '../../../src/server/modules/contact/contact.routes';
import { signFormToken } from '../../../src/server/modules/contact/form-token';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

describe.each(DATABASE_KINDS)('the contact form on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  const send = (payload: Record<string, unknown>, remoteAddress = `198.51.100.${++ip}`) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress, headers: { origin: TEST_ORIGIN } });
  /** A token for a form shown `secondsAgo` ago. */
  const token = (secondsAgo: number) => signFormToken(t.config.sessionSecret, Date.now() - secondsAgo * 1000);
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    company: 'Navy',
    subject: 'Technical support',
    message: 'Our certificate alert arrived twice for <script>shop.example</script>. Is that expected?',
    formToken: token(30),
    website: '',
    ...overrides,
  });
  const stored = async () => t.database.handle.db.select().from(contactMessages);

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { OPERATOR_EMAIL: 'ops@example.com, owner@example.com' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hands out a signed form token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/form-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ token: string }>().token).toMatch(/^\d+\.[\w-]+$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stores a message, tells every operator with the text escaped, and lets admins read it', async () => {
    const res = await send(message());
    expect(res.statusCode).toBe(201);
    expect(res.json<{ message: string }>().message).toMatch(/Thanks, your message is with us/);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'Technical support' });

    expect(t.mailer.sent.map((mail) => mail.to)).toEqual(['ops@example.com', 'owner@example.com']);
    const notice = t.mailer.sent[0]!;
    expect(notice.subject).toBe('Contact form: Technical support from Grace Hopper');
    expect(notice.html).toContain('&lt;script&gt;shop.example&lt;/script&gt;');
    expect(notice.html).not.toContain('<script>');

    const admin = await signedInClient(t, 'admin@contact.test');
    await t.database.handle.db.update(users).set({ isAdmin: true }).where(eq(users.email, 'admin@contact.test'));
    const list = await admin.get('/api/admin/contact-messages');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { email: string; company: string }[] }>().data).toEqual([
      expect.objectContaining({ email: 'grace@example.com', company: 'Navy' }),
    ]);
  });

  it('refuses spam: a filled honeypot is dropped silently, fast or forged forms and link lists are refused', async () => {
    const before = (await stored()).length;
    const mails = t.mailer.sent.length;

    const honeypot = await send(message({ website: 'https://spam.example' }));
    expect(honeypot.statusCode).toBe(201);

    const tooFast = await send(message({ formToken: token(0) }));
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json()).toMatchObject({ code: 'FORM_TOO_FAST' });

    const forged = await send(message({ formToken: `${Date.now() - 60_000}.forged` }));
    expect(forged.json()).toMatchObject({ code: 'FORM_EXPIRED', message: expect.stringMatching(/expired/) });
    const stale = await send(message({ formToken: token(25 * 60 * 60) }));
    expect(stale.json()).toMatchObject({ code: 'FORM_EXPIRED' });

    const links = await send(message({ message: 'Cheap: https://a.example http://b.example www.c.example' }));
    expect(links.statusCode).toBe(400);
    expect(links.json()).toMatchObject({
      details: { fieldErrors: { message: ['Please include no more than 2 links'] } },
    });

    expect((await stored()).length).toBe(before);
    expect(t.mailer.sent.length).toBe(mails);
  });

  it('says which fields are wrong', async () => {
    const res = await send(message({ name: ' ', email: 'not-an-email', message: 'Hi', subject: 'Lunch' }));
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json<{ details: { fieldErrors: Record<string, string[]> } }>().details;
    expect(fieldErrors).toMatchObject({
      name: ['Please enter your name'],
      email: ['Please enter a valid email address'],
      message: ['Please write at least 10 characters'],
      subject: ['Please choose a subject'],
    });
  });

  it('limits messages per address', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) expect((await send(message(), address)).statusCode).toBe(201);
    const limited = await send(message(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfter: expect.any(Number) } });
  });
});
