/**
 * Text PostgreSQL can store as written: no NUL (U+0000), which `text` and `jsonb` refuse, and no half of a UTF-16
 * surrogate pair, which has no UTF-8 form (`text` would silently turn it into U+FFFD, `jsonb` refuses it). Other
 * control characters are stored as sent; fields that must not hold them say so in their own schemas.
 * The server applies this to every string of every request (http/storable-input.ts, decision 033).
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'This text contains a character that cannot be saved (a NUL character or a broken Unicode character). Remove it and try again.';

export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

/** The text with every unstorable character replaced by U+FFFD, to name a field without echoing what broke it. */
export function toStorableText(text: string): string {
  return text.replaceAll(NUL, '\uFFFD').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}
