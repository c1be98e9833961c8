import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { issueApiKey } from '../helpers/api-keys';
import { TEST_ORIGIN, validRegistration, type TestApp } from '../helpers/test-app';
import type { KnownValues } from './json-schema-sample';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first element of a list answer: the array itself, or the first array in the answer's object. */
function firstItem(body: unknown): Record<string, unknown> | undefined {
  const list = Array.isArray(body) ? body : isRecord(body) ? Object.values(body).find(Array.isArray) : undefined;
  const item: unknown = list?.[0];
  return isRecord(item) ? item : undefined;
}

export interface FuzzOwner {
  /** The session cookie header (it changes when a fuzzed sign-out ended the session). */
  cookie(): string;
  /** The Authorization header of the owner's partner API key (admin level, a limit no fuzz run reaches). */
  apiKey(): string;
  /** After each route: still signed in, the domain and the team still there (a DELETE may have ended them). */
  ensure(): Promise<void>;
  /**
   * Values for a route's path parameters from the owner's own lists, left to right: `/api/competitors/:id` takes
   * the first competitor GET /api/competitors lists, `/api/teams/:slug/members/:userId` a member of that team.
   * Parameters without a list keep the fixture's values (the domain's id, the team's slug, the user's id).
   */
  discover(url: string): Promise<KnownValues>;
}

/**
 * The signed-in caller of the fuzz: on the largest plan and an operator, so that neither plan limits nor the
 * operator check stand between a request and a route's deeper checks, with a domain and a team of its own.
 * The session is kept by hand (not a cookie jar): a fuzzed sign-up or demo sign-in must not switch accounts.
 */
export async function createFuzzOwner(t: TestApp): Promise<FuzzOwner> {
  const email = 'fuzz-owner@fuzz.test';
  let cookie = '';
  let made = 0;
  const known: KnownValues = {};
  let authorization = '';
  const call = (method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: { origin: TEST_ORIGIN, cookie, ...(url.startsWith('/api/v1/') ? { authorization } : {}) },
    });
  const signIn = async (first: boolean) => {
    const res = first
      ? await call('POST', '/api/auth/register', validRegistration(email))
      : await call('POST', '/api/auth/login', { email, password: validRegistration(email).password });
    const session = res.cookies.find((c) => c.name === 'sitewarden.sid');
    if (!session) throw new Error(`fuzz owner: sign-in failed (${res.statusCode} ${res.body})`);
    cookie = `sitewarden.sid=${session.value}`;
  };
  const ensure = async () => {
    if ((await call('GET', '/api/auth/user')).statusCode !== 200) await signIn(false);
    if (!known.id || (await call('GET', `/api/domains/${known.id}`)).statusCode !== 200) {
      const res = await call('POST', '/api/domains', { name: `fuzz-${++made}.example.com` });
      if (res.statusCode !== 201) throw new Error(`fuzz owner: domain not created (${res.statusCode} ${res.body})`);
      known.id = known.domainId = res.json<{ id: string }>().id;
    }
    if (!known.slug || (await call('GET', `/api/teams/${known.slug}`)).statusCode !== 200) {
      const res = await call('POST', '/api/teams', { name: `Fuzz team ${++made}` });
      if (res.statusCode !== 201) throw new Error(`fuzz owner: team not created (${res.statusCode} ${res.body})`);
      known.slug = res.json<{ slug: string }>().slug;
    }
  };
  const discover = async (url: string): Promise<KnownValues> => {
    const found: KnownValues = { ...known };
    const segments = url.split('/');
    for (const [index, segment] of segments.entries()) {
      if (!segment.startsWith(':')) continue;
      const name = segment.slice(1);
      const collection = segments
        .slice(0, index)
        .map((s) => (s.startsWith(':') ? (found[s.slice(1)] ?? '') : s))
        .join('/');
      const res = await call('GET', collection);
      if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
      const item = firstItem(res.json());
      const value = item?.[name] ?? item?.id;
      if (typeof value === 'string') found[name] = value;
    }
    return found;
  };

  await signIn(true);
  known.userId = (await call('GET', '/api/auth/user')).json<{ id: string }>().id;
  await t.database.handle.db
    .update(users)
    .set({ subscriptionTier: 'enterprise', isAdmin: true })
    .where(eq(users.email, email));
  // the partner API's routes get past the key check too: with a key of the personal workspace (where the domain is)
  authorization = `Bearer ${(await issueApiKey(t.database.handle.db, email, { permission: 'admin', rateLimit: 1_000_000 })).key}`;
  await ensure();
  return { cookie: () => cookie, apiKey: () => authorization, ensure, discover };
}
