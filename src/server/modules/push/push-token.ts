import { PUSH_TOKEN_PATTERN } from '../../../shared/contracts/push';
import { hashToken } from '../auth/tokens';

/**
 * What a push token is stored and looked up by: its SHA-256 in hex (monitors.push_token_hash), as every other token
 * of ours (auth/tokens.ts). A copy of the database alone cannot ping anyone's monitors.
 */
export const hashPushToken = hashToken;

/** Whether a path segment could be a push token at all (a malformed one is answered 404 without a lookup). */
export const isPlausiblePushToken = (token: string) => PUSH_TOKEN_PATTERN.test(token);
