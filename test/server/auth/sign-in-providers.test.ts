import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthProviderId } from '../../../src/shared/helpers/auth-provider-errors';
import { createTestPki } from '../../../src/server/engine/testing/certificates';
import { userIdentities, users } from '../../../src/server/db/schema';
import { SIGN_IN_PATHS } from '../../../src/server/modules/auth/sign-in-providers';
import { DATABASE_KINDS } from '../helpers/databases';
import {
  fetchTrusting,
  ProviderBrowser,
  startOpenIdProvider,
  type ProviderAccount,
  type TestOpenIdProvider,
} from '../helpers/openid-provider';
import { Client, createTestApp, TEST_ORIGIN, validRegistration, type TestApp } from '../helpers/test-app';

// Two real OpenID providers on loopback (oidc-provider): one plays Google over HTTPS with a certificate made
// now (claims in the ID token, as Google sends them), the other is the generic single sign-on over plain HTTP
// (OIDC_ALLOW_INSECURE; claims from its user info endpoint only, as the spec has it).
const pki = createTestPki('localhost');
const fetchLoopback = fetchTrusting(pki.rootCa);
const providers = {} as Record<AuthProviderId, TestOpenIdProvider>;

beforeAll(async () => {
  const redirectUris = (Object.keys(SIGN_IN_PATHS) as AuthProviderId[]).map(
    (id) => `${TEST_ORIGIN}${SIGN_IN_PATHS[id].callback}`,
  );
  providers.google = await startOpenIdProvider({
    redirectUris,
    tls: { key: pki.fallback.key, cert: pki.fallback.chain },
    claimsInIdToken: true,
  });
  providers.oidc = await startOpenIdProvider({ redirectUris });
});
afterAll(async () => {
  await Promise.all(Object.values(providers).map((p) => p.close()));
});

/** A distinct person per test: the apps (one per database) live for the whole file. */
function person(overrides: Partial<ProviderAccount> = {}): ProviderAccount {
  const id = randomUUID();
  return {
    sub: `sub-${id}`,
    email: `person-${id}@example.com`,
    emailVerified: true,
    givenName: 'Grace',
    familyName: 'Hopper',
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)('sign-in through OpenID providers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        GOOGLE_CLIENT_ID: providers.google.clientId,
        GOOGLE_CLIENT_SECRET: providers.google.clientSecret,
        GOOGLE_ISSUER: providers.google.issuer,
        OIDC_ISSUER: providers.oidc.issuer,
        OIDC_CLIENT_ID: providers.oidc.clientId,
        OIDC_CLIENT_SECRET: providers.oidc.clientSecret,
        OIDC_ALLOW_INSECURE: '1',
      },
      signInProviderFetch: fetchLoopback,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * One browser's sign-in: Sitewarden's start route, the provider's authorization and interactions (redirect by
   * redirect, with the provider's cookies), then Sitewarden's callback (optionally tampered with first).
   */
  async function signIn(
    client: Client,
    provider: AuthProviderId,
    account: ProviderAccount,
    tamper?: (callback: URL) => void,
    /** What the auth screen's button carries: `?plan=pro` from a pricing link, or `?next=`. */
    search = '',
  ) {
    providers[provider].signInAs(account);
    const start = await client.get(`${SIGN_IN_PATHS[provider].start}${search}`);
    expect(start.statusCode).toBe(302);
    let location = String(start.headers.location);
    expect(location.startsWith(providers[provider].issuer)).toBe(true);
    const browser = new ProviderBrowser(fetchLoopback);
    for (let hops = 0; !location.startsWith(TEST_ORIGIN); hops++) {
      if (hops === 10) throw new Error(`still at the provider after 10 redirects: ${location}`);
      location = await browser.follow(location);
    }
    const callback = new URL(location);
    expect(callback.pathname).toBe(SIGN_IN_PATHS[provider].callback);
    tamper?.(callback);
    return client.get(`${callback.pathname}${callback.search}`);
  }

  const identitiesOf = (email: string) =>
    t.database.handle.db
      .select({
        provider: userIdentities.provider,
        subject: userIdentities.subject,
        issuer: userIdentities.issuer,
        userId: userIdentities.userId,
      })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(eq(users.email, email));
  const usersWith = (email: string) => t.database.handle.db.select().from(users).where(eq(users.email, email));

  describe.each(['google', 'oidc'] as const)('%s', (provider) => {
    it('creates the account of a new user with a verified e-mail and signs them in', async () => {
      const client = new Client(t.app);
      const account = person();
      const done = await signIn(client, provider, account);
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe('/');

      const me = await client.get('/api/auth/user');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: account.email, firstName: 'Grace', lastName: 'Hopper' });
      // the installation's first account (Google's case runs first on this app) becomes its administrator (decision 045)
      expect(me.json<{ isAdmin: boolean }>().isAdmin).toBe(provider === 'google');
      expect(await identitiesOf(account.email!)).toEqual([
        { provider, subject: account.sub, issuer: providers[provider].issuer, userId: me.json().id },
      ]);
      expect((await usersWith(account.email!))[0]?.password).toBeNull();
    });

    it('finds the same account at the next sign-in by its identity, even after the e-mail changed', async () => {
      const account = person();
      const first = new Client(t.app);
      await signIn(first, provider, account);
      const firstUser = (await first.get('/api/auth/user')).json();

      const renamed = { ...account, email: `renamed-${randomUUID()}@example.com` };
      const second = new Client(t.app);
      expect((await signIn(second, provider, renamed)).headers.location).toBe('/');
      const me = await second.get('/api/auth/user');
      expect(me.json()).toMatchObject({ id: firstUser.id, email: account.email });
      expect(await usersWith(renamed.email)).toHaveLength(0);
    });

    it('links an existing account by the verified e-mail and signs into it', async () => {
      const email = `owner-${randomUUID()}@example.com`;
      const owner = new Client(t.app);
      const registered = (await owner.post('/api/auth/register', validRegistration(email))).json();

      const client = new Client(t.app);
      // Providers may spell the address with capitals; accounts are kept in lower case.
      expect((await signIn(client, provider, person({ email: email.toUpperCase() }))).headers.location).toBe('/');
      const me = await client.get('/api/auth/user');
      expect(me.json()).toMatchObject({ id: registered.id, email, firstName: 'Ada' });
      expect(await identitiesOf(email)).toHaveLength(1);
      expect(await usersWith(email)).toHaveLength(1);
      // The password still works.
      const login = await new Client(t.app).post('/api/auth/login', { email, password: 'correct-horse-battery' });
      expect(login.statusCode).toBe(200);
    });

    it('takes an account whose address was never confirmed from whoever signed up with it (decision 076)', async () => {
      const email = `squatter-${randomUUID()}@example.com`;
      const squatter = new Client(t.app);
      await squatter.post('/api/auth/register', validRegistration(email));
      // as a sign-up leaves it under EMAIL_VERIFICATION=on: the address waits for its link
      await t.database.handle.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, email));

      const owner = new Client(t.app);
      expect((await signIn(owner, provider, person({ email }))).headers.location).toBe('/');
      expect((await owner.get('/api/auth/user')).json()).toMatchObject({ email, emailVerified: true });
      // the one who signed up without proving the address is signed out, and the password is gone
      expect((await squatter.get('/api/auth/user')).statusCode).toBe(401);
      const login = await new Client(t.app).post('/api/auth/login', { email, password: 'correct-horse-battery' });
      expect(login.statusCode).toBe(401);
    });

    it("refuses an existing account's e-mail that the provider has not verified, and makes no second account", async () => {
      const email = `victim-${randomUUID()}@example.com`;
      await new Client(t.app).post('/api/auth/register', validRegistration(email));

      const client = new Client(t.app);
      const done = await signIn(client, provider, person({ email, emailVerified: false }));
      expect(done.headers.location).toBe(`/auth?error=provider_email_unverified&provider=${provider}`);
      expect((await client.get('/api/auth/user')).statusCode).toBe(401);
      expect(await usersWith(email)).toHaveLength(1);
      expect(await identitiesOf(email)).toHaveLength(0);
    });

    it('refuses to create an account on an unverified e-mail', async () => {
      const account = person({ emailVerified: false });
      const client = new Client(t.app);
      const done = await signIn(client, provider, account);
      expect(done.headers.location).toBe(`/auth?error=provider_email_unverified&provider=${provider}`);
      expect((await client.get('/api/auth/user')).statusCode).toBe(401);
      expect(await usersWith(account.email!)).toHaveLength(0);
    });

    it('refuses a sign-in without an e-mail address', async () => {
      const client = new Client(t.app);
      const done = await signIn(client, provider, person({ email: undefined }));
      expect(done.headers.location).toBe(`/auth?error=provider_email_missing&provider=${provider}`);
      expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    });

    it('refuses a callback whose state is not the one this browser started with', async () => {
      const account = person();
      const client = new Client(t.app);
      const done = await signIn(client, provider, account, (callback) => callback.searchParams.set('state', 'forged'));
      expect(done.headers.location).toBe(`/auth?error=provider_failed&provider=${provider}`);
      expect((await client.get('/api/auth/user')).statusCode).toBe(401);
      expect(await usersWith(account.email!)).toHaveLength(0);
    });

    it('signs up from a pricing link (?plan=pro) and continues to that plan’s checkout, as the e-mail sign-up does', async () => {
      const client = new Client(t.app);
      const account = person();
      const done = await signIn(client, provider, account, undefined, '?plan=pro');
      expect(done.headers.location).toBe('/billing?plan=pro');
      expect((await client.get('/api/auth/user')).json()).toMatchObject({ email: account.email });
      // a page of this site is kept too
      const back = await signIn(
        new Client(t.app),
        provider,
        account,
        undefined,
        `?next=${encodeURIComponent('/domains?tab=ssl')}`,
      );
      expect(back.headers.location).toBe('/domains?tab=ssl');
    });

    it('follows only a plan of the list or a path of this site after a provider sign-in', async () => {
      for (const search of [
        '?plan=free',
        '?plan=platinum',
        '?plan=pro%26next%3D%2F%2Fevil.example',
        '?next=https%3A%2F%2Fevil.example%2F',
        '?next=%2F%2Fevil.example',
        '?next=%2F%5Cevil.example',
        '?plan=pro&plan=agency',
      ]) {
        const done = await signIn(new Client(t.app), provider, person(), undefined, search);
        expect(done.headers.location, search).toBe('/');
      }
    });

    it('keeps the chosen plan when the provider sign-in fails, so trying again still leads to checkout', async () => {
      const client = new Client(t.app);
      const done = await signIn(client, provider, person({ email: undefined }), undefined, '?plan=agency');
      expect(done.headers.location).toBe(`/auth?error=provider_email_missing&provider=${provider}&plan=agency`);
      const forged = await signIn(
        new Client(t.app),
        provider,
        person(),
        (callback) => callback.searchParams.set('state', 'forged'),
        '?plan=agency',
      );
      expect(forged.headers.location).toBe(`/auth?error=provider_failed&provider=${provider}&plan=agency`);
    });

    it('refuses a callback that arrives without the browser having started a sign-in', async () => {
      const account = person();
      const started = new Client(t.app);
      // The code is real, but it reaches a browser that never went to the provider (a login CSRF attempt).
      let stolen = '';
      await signIn(started, provider, account, (callback) => {
        stolen = `${callback.pathname}${callback.search}`;
        callback.searchParams.set('state', 'abandoned');
      });
      const victim = new Client(t.app);
      const done = await victim.get(stolen);
      expect(done.headers.location).toBe(`/auth?error=provider_failed&provider=${provider}`);
      expect((await victim.get('/api/auth/user')).statusCode).toBe(401);
    });
  });

  it('refuses an identity that another issuer vouched for, and records the issuer of a migrated identity', async () => {
    const db = t.database.handle.db;
    const moved = person();
    const [owner] = await db
      .insert(users)
      .values({ email: `moved-${randomUUID()}@example.com` })
      .returning();
    await db.insert(userIdentities).values({
      userId: owner!.id,
      provider: 'oidc',
      subject: moved.sub,
      issuer: 'https://old-issuer.example',
      email: owner!.email,
    });
    const client = new Client(t.app);
    expect((await signIn(client, 'oidc', moved)).headers.location).toBe('/auth?error=provider_failed&provider=oidc');
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);

    // Rows migrated from users.replit_id carry no issuer: the first sign-in records the configured one.
    const migrated = person();
    const [user] = await db
      .insert(users)
      .values({ email: `migrated-${randomUUID()}@example.com` })
      .returning();
    await db
      .insert(userIdentities)
      .values({ userId: user!.id, provider: 'oidc', subject: migrated.sub, issuer: null, email: user!.email });
    const again = new Client(t.app);
    expect((await signIn(again, 'oidc', migrated)).headers.location).toBe('/');
    expect((await again.get('/api/auth/user')).json().id).toBe(user!.id);
    expect(await identitiesOf(user!.email)).toMatchObject([{ issuer: providers.oidc.issuer }]);
  });
});
