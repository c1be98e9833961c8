import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/users';
import { SESSION_HINT_COOKIE } from '../../shared/prerender/boot-script';
import { notFound, unauthorized } from './errors';

export const SESSION_COOKIE = 'sitewarden.sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Set for every /api and /auth request. */
    user: UserRow | null;
    sessionToken: string | null;
  }
}

/** What the sessions ask the auth module (which provides it; http sits below the features). */
export interface SessionResolver {
  resolveSession(token: string): Promise<UserRow | undefined>;
}

export interface SessionOptions {
  auth: SessionResolver;
  secureCookies: boolean;
}

/** Reads the signed session cookie and attaches the user; an invalid or expired cookie is cleared. */
export function registerSessions(app: FastifyInstance, { auth, secureCookies }: SessionOptions): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!needsSession(request.url)) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) {
      // A hint that outlived its session would keep hiding the landing page for a moment on every visit.
      if (request.cookies[SESSION_HINT_COOKIE])
        void reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: secureCookies });
      return;
    }
    const unsigned = request.unsignCookie(raw);
    const user = unsigned.valid && unsigned.value ? await auth.resolveSession(unsigned.value) : undefined;
    if (!user) {
      clearSessionCookie(reply, secureCookies);
      return;
    }
    request.user = user;
    request.sessionToken = unsigned.value;
    // Sessions that began before the hint existed get it on their next call.
    if (!request.cookies[SESSION_HINT_COOKIE])
      setSessionHint(reply, new Date(Date.now() + HINT_REFRESH_MS), secureCookies);
  });
}

/** Heartbeat push URLs (modules/push) never use a session: their token is the key, and a ping stays cheap. */
export const SESSIONLESS_PREFIX = '/api/push/';
/** The partner API authenticates with keys only (modules/api-keys): a session cookie there means nothing. */
export const KEY_AUTH_PREFIX = '/api/v1/';

/** Stripe's webhook deliveries (modules/billing) carry a signature over their body, never a cookie. */
export const STRIPE_WEBHOOK_PATH = '/api/billing/webhook';

/** Calls no session is read for, so no page can forge one with a visitor's cookie (the origin check skips them). */
export function isSessionless(url: string): boolean {
  return (
    url.startsWith(SESSIONLESS_PREFIX) || url.startsWith(KEY_AUTH_PREFIX) || url.split('?')[0] === STRIPE_WEBHOOK_PATH
  );
}

function needsSession(url: string): boolean {
  return (url.startsWith('/api/') && !isSessionless(url)) || url.startsWith('/auth/');
}

export function setSessionCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    expires,
  });
  setSessionHint(reply, expires, secure);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true });
  void reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
}

const HINT_REFRESH_MS = 24 * 60 * 60 * 1000;

/**
 * A readable, meaningless companion of the session cookie: it only tells the page's boot script that someone is
 * probably signed in, so that a prerendered landing page is not shown to a person about to see their dashboard
 * (src/web/app/hydration.ts). It grants nothing; the session cookie stays HttpOnly.
 */
function setSessionHint(reply: FastifyReply, expires: Date, secure: boolean): void {
  void reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure, expires });
}

/** The signed-in user, or a 401 in the shape of SPEC §8. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in operator of this installation. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  // 404 rather than 403: the admin surface does not announce itself to ordinary users.
  if (!user.isAdmin) throw notFound();
  return user;
}
