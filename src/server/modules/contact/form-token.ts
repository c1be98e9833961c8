import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTACT_MIN_FILL_SECONDS, CONTACT_TOKEN_MAX_AGE_SECONDS } from '../../../shared/contracts/contact';

/**
 * The contact form's timestamp token: when the form was shown, signed by the server. A message sent with a forged,
 * missing or stale token, or sooner after the form was shown than a person can type, is refused. No third party (no
 * captcha) is involved.
 */
export function signFormToken(secret: string, issuedAtMs: number): string {
  const issued = String(issuedAtMs);
  return `${issued}.${mac(secret, issued)}`;
}

export type FormTokenCheck = 'ok' | 'invalid' | 'too-fast';

export function checkFormToken(secret: string, token: string, nowMs: number): FormTokenCheck {
  const [issued, signature] = token.split('.');
  if (!issued || !signature || !/^\d{1,15}$/.test(issued)) return 'invalid';
  const expected = Buffer.from(mac(secret, issued));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const ageSeconds = (nowMs - Number(issued)) / 1000;
  if (ageSeconds < 0 || ageSeconds > CONTACT_TOKEN_MAX_AGE_SECONDS) return 'invalid';
  return ageSeconds < CONTACT_MIN_FILL_SECONDS ? 'too-fast' : 'ok';
}

function mac(secret: string, issued: string): string {
  return createHmac('sha256', `contact-form:${secret}`).update(issued).digest('base64url');
}
