import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../modules/auth/auth.repository';
import type { AuthService } from '../modules/auth/auth.service';
import { notFound, unauthorized } from './errors';

export const SESSION_COOKIE = 'sitewarden.sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Set for every /api and /auth request. */
    user: UserRow | null;
    sessionToken: string | null;
  }
}

export interface SessionOptions {
  auth: AuthService;
  secureCookies: boolean;
}

/** Reads the signed session cookie and attaches the user; an invalid or expired cookie is cleared. */
export function registerSessions(app: FastifyInstance, { auth, secureCookies }: SessionOptions): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!needsSession(request.url)) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    const user = unsigned.valid && unsigned.value ? await auth.resolveSession(unsigned.value) : undefined;
    if (!user) {
      clearSessionCookie(reply, secureCookies);
      return;
    }
    request.user = user;
    request.sessionToken = unsigned.value;
  });
}

function needsSession(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/auth/');
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
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true });
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
