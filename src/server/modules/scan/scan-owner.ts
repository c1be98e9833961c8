import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LAST_SCAN_TTL_MS } from './scan.service';

/**
 * A visitor's scans are theirs (decision 031): POST /api/scan gives the browser a random id in a signed, HttpOnly
 * cookie, and GET /api/scan answers only the scans made under that id. It grants nothing else, so it lives only
 * under /api/scan and only as long as the last scan is kept.
 */
export const SCAN_OWNER_COOKIE = 'sitewarden.scans';

/** The visitor's scan-owner id, when the browser has a valid one. */
export function visitorScanOwner(request: FastifyRequest): string | null {
  const raw = request.cookies[SCAN_OWNER_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** The visitor's id, made on their first scan; every scan keeps the cookie as long as its result. */
export function ensureVisitorScanOwner(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const id = visitorScanOwner(request) ?? randomBytes(18).toString('base64url');
  void reply.setCookie(SCAN_OWNER_COOKIE, id, {
    path: '/api/scan',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: LAST_SCAN_TTL_MS / 1000,
  });
  return id;
}
