import { createHmac } from 'node:crypto';
import { hashToken, randomToken } from '../../modules/auth/tokens';

/**
 * The two secrets of a subscription (decision 053). Only their SHA-256 is stored (status_subscribers), so a copy of
 * the database opens no subscription.
 * - The confirmation token is random and e-mailed once; a new request sends a new one.
 * - The unsubscribe token goes into every mail, so the mail job must be able to write it again: it is derived, an
 *   HMAC of the subscriber id under the installation's session secret, and its hash is stored for the lookup.
 */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: hashToken(token) };
}

export function unsubscribeToken(secret: string, subscriberId: string): string {
  return createHmac('sha256', secret).update(`status-unsubscribe:${subscriberId}`).digest('base64url');
}

export { hashToken };
