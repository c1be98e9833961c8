import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps, type AppLimits } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { syncBlogContent } from '../../../src/server/modules/blog/blog-sync';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import type { MailMessage, Mailer } from '../../../src/server/notifications/mailer';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A mailer that keeps what it sends, so tests can read links out of e-mails. `hold()` keeps every send pending
 * until the returned function is called (`pending` counts them), to see what does or does not wait for the mail.
 */
export function createMemoryMailer(): Mailer & { sent: MailMessage[]; readonly pending: number; hold(): () => void } {
  const sent: MailMessage[] = [];
  let gate: Promise<void> | undefined;
  let pending = 0;
  return {
    kind: 'outbox',
    sent,
    get pending() {
      return pending;
    },
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
    async send(message) {
      pending += 1;
      try {
        await gate;
        sent.push(message);
      } finally {
        pending -= 1;
      }
    },
  };
}

const PLENTY = { max: 10_000, timeWindow: 60_000 };
/** Limits no ordinary test reaches; the tests of the limits set their own. */
export const GENEROUS_LIMITS: AppLimits = {
  login: PLENTY,
  register: PLENTY,
  reset: PLENTY,
  signIn: { pair: PLENTY, email: PLENTY, pairUnderAttack: PLENTY.max },
  resetEmail: PLENTY,
  verificationEmail: PLENTY,
};

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  mailer: ReturnType<typeof createMemoryMailer>;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DatabaseKind,
  options: {
    limits?: Partial<AppLimits>;
    env?: Record<string, string>;
    webDir?: string;
    lifecycle?: DomainLifecycleListener;
    monitorLifecycle?: AppDeps['monitorLifecycle'];
    checkQueue?: AppDeps['checkQueue'];
    lighthouse?: AppDeps['lighthouse'];
    signInProviderFetch?: AppDeps['signInProviderFetch'];
    blogContentDir?: string;
    resourceContentDir?: string;
    onRoute?: AppDeps['onRoute'];
    push?: AppDeps['push'];
    requestHeartbeatCheck?: AppDeps['requestHeartbeatCheck'];
    subscribeLimits?: AppDeps['subscribeLimits'];
    subscriberNotices?: AppDeps['subscriberNotices'];
    /** Partner events of incidents (decision 081), e.g. on a test's in-process scheduler. */
    partnerEvents?: AppDeps['partnerEvents'];
    /** The change feed the app publishes on (a test listens, or shares it with a jobs-side cache). */
    feed?: AppDeps['feed'];
    apiUsage?: AppDeps['apiUsage'];
    queue?: AppDeps['queue'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/sitewarden-test-unused',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // monitors' sealed secrets (decision 048): a fixed key, so no test writes one into DATA_DIR
    SECRETS_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    // No test may send DNS traffic off this machine: probes resolve through a loopback port unless a test
    // points them at its own DNS server.
    DNS_SERVERS: '127.0.0.1:9',
    // Tests change accounts, plans and memberships straight in the database, as another process would; the
    // session cache's window is tested on its own (test/server/auth/session-cache.test.ts).
    SESSION_CACHE_MS: '0',
    ...options.env,
  });
  const mailer = createMemoryMailer();
  const app = await buildApp({
    config,
    database: database.handle,
    mailer,
    limits: { ...GENEROUS_LIMITS, ...options.limits },
    webDir: options.webDir ?? '/nonexistent-web-dir',
    lifecycle: options.lifecycle,
    monitorLifecycle: options.monitorLifecycle,
    checkQueue: options.checkQueue,
    lighthouse: options.lighthouse,
    signInProviderFetch: options.signInProviderFetch,
    resourceContentDir: options.resourceContentDir,
    onRoute: options.onRoute,
    push: options.push,
    requestHeartbeatCheck: options.requestHeartbeatCheck,
    subscribeLimits: options.subscribeLimits,
    subscriberNotices: options.subscriberNotices,
    partnerEvents: options.partnerEvents,
    feed: options.feed,
    apiUsage: options.apiUsage,
    queue: options.queue,
    logger: false,
  });
  await app.ready();
  // the blog's posts, as `sitewarden start` loads them once it listens (startup/content-sync.ts)
  await syncBlogContent(database.handle.db, options.blogContentDir);
  return {
    app,
    database,
    mailer,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Cookie jar of one browser: keeps cookies across `inject` calls. */
export class Client {
  private cookies = new Map<string, string>();
  /** `remoteAddress`: the browser's address (default 127.0.0.1), for per-address limits. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress?: string,
  ) {}

  async request(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      payload: payload as Record<string, unknown> | undefined,
      headers: {
        origin: TEST_ORIGIN,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
    });
    this.store(res);
    return res;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, payload?: unknown) => this.request('POST', url, payload);

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export const validRegistration = (email: string) => ({
  email,
  password: 'correct-horse-battery',
  firstName: 'Ada',
  lastName: 'Lovelace',
  termsAccepted: true,
});

/** A new account, signed in, optionally moved to a paid plan. */
export async function signedInClient(
  t: TestApp,
  email: string,
  plan: 'free' | 'pro' | 'agency' | 'enterprise' = 'free',
): Promise<Client> {
  const client = new Client(t.app);
  const res = await client.post('/api/auth/register', validRegistration(email));
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  // a test account's address is its own: confirmed as its link would (decision 076; tests of the link sign up themselves)
  await t.database.handle.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)));
  if (plan !== 'free') {
    await t.database.handle.db.update(users).set({ subscriptionTier: plan }).where(eq(users.email, email));
  }
  return client;
}
