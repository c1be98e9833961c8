import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';
import { Agent, fetch as undiciFetch } from 'undici';

/** fetch as the server and the test's browser use it to reach the provider. */
export type LoopbackFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A fetch that trusts the given test root CA (in place of the system's roots). */
export function fetchTrusting(rootCa: string): LoopbackFetch {
  const dispatcher = new Agent({ connect: { ca: rootCa } });
  // tsc needs the assertion (the global fetch's types and undici's own differ in detail); typed lint does not see it.
  return (url, init) =>
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher }) as unknown as Promise<Response>;
}

/** Someone who can sign in at the test provider, with the claims it vouches for. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider's next login prompt (the prompt is answered without a form). */
  signInAs(account: ProviderAccount): void;
  close(): Promise<void>;
}

export interface OpenIdProviderOptions {
  /** Where the relying party may ask to be sent back. */
  redirectUris: string[];
  /** Serve HTTPS with this key and certificate (issuer https://localhost:port); plain HTTP on 127.0.0.1 otherwise. */
  tls?: { key: string; cert: string };
  /**
   * Put e-mail and profile claims in the ID token, as Google does. Otherwise the provider follows the spec to the
   * letter (conformIdTokenClaims) and serves them from its user info endpoint only.
   */
  claimsInIdToken?: boolean;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider, the certified implementation) on loopback, for the
 * sign-in tests: discovery, authorization with PKCE, token endpoint, signed ID tokens, user info. Its login and
 * consent interactions sign in the account named by signInAs() without a form.
 */
export async function startOpenIdProvider(options: OpenIdProviderOptions): Promise<TestOpenIdProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let nextAccount: string | undefined;
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = options.tls
    ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, (req, res) => handler(req, res))
    : http.createServer((req, res) => handler(req, res));
  const host = options.tls ? 'localhost' : '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `${options.tls ? 'https' : 'http'}://${host}:${port}`;

  const clientId = 'sitewarden-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    adapter: memoryAdapters(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: !options.claimsInIdToken,
    // Lifetimes set here, so the provider does not print a notice for each default it falls back on.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
  });

  /** Answers the login prompt as nextAccount and the consent prompt with every scope asked for. */
  async function interact(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!nextAccount) throw new Error('signInAs() was not called before the sign-in');
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: nextAccount } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent prompt without a signed-in account');
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const callback = provider.callback();
  handler = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      void callback(req, res);
      return;
    }
    interact(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      accounts.set(account.sub, account);
      nextAccount = account.sub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The provider's state (interactions, codes, grants, sessions) in maps that live as long as the provider. */
function memoryAdapters(): AdapterFactory {
  const rows = new Map<string, AdapterPayload>();
  const find = (model: string, match: (payload: AdapterPayload) => boolean) =>
    [...rows].find(([key, payload]) => key.startsWith(`${model}:`) && match(payload))?.[1];
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      upsert: async (id, payload) => void rows.set(key(id), payload),
      find: async (id) => rows.get(key(id)),
      findByUid: async (uid) => find(model, (payload) => payload.uid === uid),
      findByUserCode: async (userCode) => find(model, (payload) => payload.userCode === userCode),
      consume: async (id) => {
        const payload = rows.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => void rows.delete(key(id)),
      revokeByGrantId: async (grantId) => {
        for (const [rowKey, payload] of rows) if (payload.grantId === grantId) rows.delete(rowKey);
      },
    };
  };
}

/** A browser at the provider: keeps the provider's cookies and takes one redirect at a time. */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly fetchFn: LoopbackFetch) {}

  /** GETs the URL and answers where the provider redirects to next. */
  async follow(url: string): Promise<string> {
    const res = await this.fetchFn(url, {
      redirect: 'manual',
      headers: this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired =
        value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`the provider answered ${res.status} at ${url}: ${(await res.text()).slice(0, 500)}`);
    }
    return new URL(location, url).href;
  }
}
