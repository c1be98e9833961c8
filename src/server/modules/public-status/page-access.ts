import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { SESSION_COOKIE } from '../../http/session';
import type { UserRow } from '../auth/auth.repository';
import { createWorkspaceRepository } from '../workspaces/workspace.repository';
import type { StatusPageRow } from './public-status.repository';

/** How long a private page stays unlocked in a browser after its password was given. */
const UNLOCK_MS = 7 * 86_400_000;

export const unlockCookieName = (pageId: string) => `sw_status_${pageId.replace(/-/g, '').slice(0, 12)}`;

/**
 * Changing the page's password ends every unlock: the cookie names the hash it was given against (a digest of it,
 * never the hash itself).
 */
const passwordFingerprint = (hash: string) => createHash('sha256').update(hash).digest('base64url').slice(0, 16);

export interface PageAccessOptions {
  db: Database;
  secureCookies: boolean;
  /** The signed-in user of a session token (the session hook reads it for /api only; a private page reads it here). */
  resolveSession: (token: string) => Promise<UserRow | undefined>;
}

/**
 * Who may see a private page (issue 17): signed-in members of its workspace, and browsers holding the signed,
 * HttpOnly cookie the page's password earned (scoped to that page's path). Public pages: everyone.
 */
export function createPageAccess({ db, secureCookies, resolveSession }: PageAccessOptions) {
  const workspaces = createWorkspaceRepository(db);

  /** Only private pages ask: public ones are answered without reading a session. */
  async function userOf(request: FastifyRequest): Promise<UserRow | null> {
    if (request.user) return request.user;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const cookie = request.unsignCookie(raw);
    return cookie.valid && cookie.value ? ((await resolveSession(cookie.value)) ?? null) : null;
  }

  async function isMember(request: FastifyRequest, row: StatusPageRow): Promise<boolean> {
    const user = await userOf(request);
    if (!user) return false;
    if (!row.teamId) return user.id === row.userId;
    return (await workspaces.membership(row.teamId, user.id)) !== undefined;
  }

  function unlocked(request: FastifyRequest, row: StatusPageRow, now: number): boolean {
    if (!row.passwordHash) return false;
    const raw = request.cookies[unlockCookieName(row.id)];
    if (!raw) return false;
    const cookie = request.unsignCookie(raw);
    if (!cookie.valid || !cookie.value) return false;
    const [pageId, expires, fingerprint] = cookie.value.split('.');
    return pageId === row.id && Number(expires) > now && fingerprint === passwordFingerprint(row.passwordHash);
  }

  return {
    async canSee(request: FastifyRequest, row: StatusPageRow, now = Date.now()): Promise<boolean> {
      if (row.isPublic) return true;
      return unlocked(request, row, now) || (await isMember(request, row));
    },

    /** After the right password: the cookie, for this page's path (on its own domain, the whole host). */
    grant(reply: FastifyReply, row: StatusPageRow, path: string, now = Date.now()): void {
      if (!row.passwordHash) return;
      const expires = now + UNLOCK_MS;
      void reply.setCookie(unlockCookieName(row.id), `${row.id}.${expires}.${passwordFingerprint(row.passwordHash)}`, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path,
        expires: new Date(expires),
      });
    },
  };
}

export type PageAccess = ReturnType<typeof createPageAccess>;
