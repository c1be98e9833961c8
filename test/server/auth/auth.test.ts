import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, termsAcceptances, users } from '../../../src/server/db/schema';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, validRegistration, type TestApp } from '../helpers/test-app';

describe.each(DATABASE_KINDS)('accounts and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 with the spec message when nobody is signed in', async () => {
    const res = await new Client(t.app).get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You need to log in to continue.', code: 'UNAUTHORIZED' });
  });

  it("answers the browser's session probe with null, not 401, when nobody is signed in", async () => {
    const res = await new Client(t.app).get('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('lists every invalid field with the spec messages', async () => {
    const res = await new Client(t.app).post('/api/auth/register', {
      email: 'not-an-email',
      password: '123',
      firstName: ' ',
      termsAccepted: false,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.fieldErrors).toMatchObject({
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      termsAccepted: ['You must accept the terms'],
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('signs up, hashes the password with argon2id, records terms and signs the user in', async () => {
    const client = new Client(t.app);
    const res = await client.request('POST', '/api/auth/register', validRegistration('  Ada@Example.com '), {
      'user-agent': 'TestBrowser/1.0',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      subscriptionTier: 'free',
      currentTeamId: null,
    });
    expect(res.json()).not.toHaveProperty('password');

    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/sitewarden\.sid=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // PUBLIC_URL is http in this test

    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ada@example.com');
    const probe = await client.get('/api/auth/session');
    expect(probe.json().user).toEqual(me.json());

    const db = t.database.handle.db;
    const [row] = await db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(row?.password).toMatch(/^\$argon2id\$/);
    const terms = await db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, row!.id));
    expect(terms).toHaveLength(1);
    expect(terms[0]?.userAgent).toBe('TestBrowser/1.0');
  });

  it('refuses a second account with the same e-mail', async () => {
    const res = await new Client(t.app).post('/api/auth/register', validRegistration('ADA@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await new Client(t.app).post('/api/auth/login', { email: 'ada@example.com', password: 'wrong-pass' });
    const unknown = await new Client(t.app).post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong-pass',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('validates login with the login messages', async () => {
    const res = await new Client(t.app).post('/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors).toMatchObject({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('rotates the session on sign-in and ends it on sign-out', async () => {
    const client = new Client(t.app);
    await client.post('/api/auth/login', { email: 'ada@example.com', password: 'correct-horse-battery' });
    const first = client.cookie('sitewarden.sid');
    await client.post('/api/auth/login', { email: 'ada@example.com', password: 'correct-horse-battery' });
    const second = client.cookie('sitewarden.sid');
    expect(first).toBeDefined();
    expect(second).not.toBe(first);

    // the replaced session no longer works
    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { 'sitewarden.sid': first! } });
    expect(stale.statusCode).toBe(401);

    const out = await client.post('/api/auth/logout');
    expect(out.statusCode).toBe(204);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { 'sitewarden.sid': second! } });
    expect(replay.statusCode).toBe(401);
  });

  it('does not accept a forged session cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { 'sitewarden.sid': 'forged.value' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores session ids hashed and cleans expired sessions', async () => {
    const client = new Client(t.app);
    await client.post('/api/auth/login', { email: 'ada@example.com', password: 'correct-horse-battery' });
    const db = t.database.handle.db;
    const rows = await db.select().from(sessions);
    const cookieToken = t.app.unsignCookie(client.cookie('sitewarden.sid')!).value!;
    expect(rows.some((r) => r.sid === cookieToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.sid))).toBe(true);

    await db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    const removed = await t.app.services.auth.deleteExpiredSessions();
    expect(removed).toBeGreaterThan(0);
    expect(await db.select().from(sessions)).toHaveLength(0);
  });

  it('resets a forgotten password with a single-use link and ends other sessions', async () => {
    const other = new Client(t.app);
    await other.post('/api/auth/login', { email: 'ada@example.com', password: 'correct-horse-battery' });

    const unknown = await new Client(t.app).post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    const known = await new Client(t.app).post('/api/auth/forgot-password', { email: 'ada@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());

    // The e-mail goes out after the answer (both answers take the same time); it arrives soon after.
    const mail = await vi.waitFor(() => {
      const last = t.mailer.sent.at(-1);
      expect(last?.to).toBe('ada@example.com');
      return last!;
    });
    const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const reset = await new Client(t.app).post('/api/auth/reset-password', { token, password: 'a-brand-new-password' });
    expect(reset.statusCode).toBe(200);
    const again = await new Client(t.app).post('/api/auth/reset-password', { token, password: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This reset link is invalid or has expired.',
    });

    expect((await other.get('/api/auth/user')).statusCode).toBe(401);
    const oldLogin = await new Client(t.app).post('/api/auth/login', {
      email: 'ada@example.com',
      password: 'correct-horse-battery',
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await new Client(t.app).post('/api/auth/login', {
      email: 'ada@example.com',
      password: 'a-brand-new-password',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('answers "forgot password" before the e-mail is sent, and still sends it', async () => {
    expect(
      (await new Client(t.app).post('/api/auth/register', validRegistration('turing@example.com'))).statusCode,
    ).toBe(201);
    const release = t.mailer.hold();
    try {
      const sentBefore = t.mailer.sent.length;
      // The answer comes back while the mailer is held: it cannot be waiting for the send (the old behaviour, and
      // what made a known address answer slower than an unknown one).
      const answer = await new Client(t.app).post('/api/auth/forgot-password', { email: 'turing@example.com' });
      expect(answer.statusCode).toBe(202);
      await vi.waitFor(() => expect(t.mailer.pending).toBe(1));
      expect(t.mailer.sent).toHaveLength(sentBefore);
      release();
      await vi.waitFor(() => expect(t.mailer.sent).toHaveLength(sentBefore + 1));
      expect(t.mailer.sent.at(-1)).toMatchObject({
        to: 'turing@example.com',
        text: expect.stringMatching(/reset-password\?token=/),
      });
    } finally {
      release();
    }
  });

  it('sends visitors back to /auth with a clear reason when a provider is not configured', async () => {
    const google = await new Client(t.app).get('/auth/google');
    expect(google.statusCode).toBe(302);
    expect(google.headers.location).toBe('/auth?error=provider_unavailable&provider=google');
    const oidc = await new Client(t.app).get('/api/login');
    expect(oidc.statusCode).toBe(302);
    expect(oidc.headers.location).toBe('/auth?error=provider_unavailable&provider=oidc');
  });
});
