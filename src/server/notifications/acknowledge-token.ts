import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where an alert e-mail's Acknowledge link leads (outside /api: no session, no origin check; decision 073). */
export const ACKNOWLEDGE_PATH = '/public/alerts/acknowledge';

/** How long an e-mail's link works: an alert older than this is better handled in the app. */
export const ACKNOWLEDGE_LINK_DAYS = 7;

export interface AcknowledgeClaim {
  alertId: string;
  /** The recipient: the acknowledgement is recorded as theirs. */
  userId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`alert-acknowledge:${payload}`).digest('base64url');

/**
 * A signed, expiring token for one alert and one recipient (decision 073): `<payload>.<HMAC>` under the
 * installation's session secret. Nothing is stored: the signature is the proof, the expiry its limit, and
 * acknowledging twice changes nothing, so a copy of the link can do no more than its recipient could.
 */
export function acknowledgeToken(secret: string, claim: Omit<AcknowledgeClaim, 'expiresAt'>, now: Date): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + ACKNOWLEDGE_LINK_DAYS * 86_400;
  const payload = Buffer.from(`${claim.alertId}.${claim.userId}.${expiresAt}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenCheck = { ok: true; claim: AcknowledgeClaim } | { ok: false; reason: 'invalid' | 'expired' };

export function readAcknowledgeToken(secret: string, token: string, now: Date): TokenCheck {
  const [payload = '', signature = '', extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  const [alertId = '', userId = '', expires = ''] = Buffer.from(payload, 'base64url').toString().split('.');
  const expiresAt = Number(expires);
  if (!alertId || !userId || !Number.isInteger(expiresAt)) return { ok: false, reason: 'invalid' };
  if (expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { alertId, userId, expiresAt } };
}

export const acknowledgeLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${ACKNOWLEDGE_PATH}?token=${encodeURIComponent(token)}`;
