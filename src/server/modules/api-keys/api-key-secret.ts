import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_SHOWN_PREFIX_LENGTH, API_KEY_TOKEN_PREFIX } from '../../../shared/constants/partner-api';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A new key: `sw_live_` and 40 base62 characters (238 bits). Only its hash and prefix are stored. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const bytes = randomBytes(40);
  let body = '';
  // 248 of 256 byte values map evenly onto 62 characters; the few above are folded (a bias of under 1%).
  for (const byte of bytes) body += BASE62[byte % 62];
  const key = API_KEY_TOKEN_PREFIX + body;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_SHOWN_PREFIX_LENGTH) };
}

/** SHA-256 hex: keys are long random strings, so a fast hash is safe, and lookups stay one index probe. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
