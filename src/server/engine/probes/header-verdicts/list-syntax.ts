/**
 * The small pieces of HTTP header syntax the verdicts share, written after the Fetch standard
 * (https://fetch.spec.whatwg.org/#header-value-get-decode-and-split) and RFC 9110 §5.6.
 */

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** RFC 9110 §5.6.2 token: the characters a directive name or a bare value may use. */
export const isToken = (s: string): boolean => TOKEN.test(s);

/** Strips HTTP tab or space (not other whitespace) from both ends, as Fetch does. */
export const trimHttpSpace = (s: string): string => s.replace(/^[\t ]+|[\t ]+$/g, '');

/**
 * Fetch's "get, decode, and split": a comma list whose commas inside double-quoted strings do not split; each item
 * is trimmed of tab and space and keeps its quotes. An empty value gives one empty item, as browsers see it.
 */
export function splitHeaderList(value: string): string[] {
  const items: string[] = [];
  let current = '';
  let i = 0;
  for (;;) {
    while (i < value.length && value[i] !== '"' && value[i] !== ',') current += value[i++];
    if (i < value.length && value[i] === '"') {
      const end = quotedStringEnd(value, i);
      current += value.slice(i, end);
      i = end;
      if (i < value.length) continue;
    }
    items.push(trimHttpSpace(current));
    current = '';
    if (i >= value.length) return items;
    i += 1; // the comma
  }
}

/** Index just past the HTTP quoted-string opening at `start` (or the end of `value` when it never closes). */
export function quotedStringEnd(value: string, start: number): number {
  let i = start + 1;
  while (i < value.length) {
    const c = value[i];
    if (c === '\\') i += 2;
    else if (c === '"') return i + 1;
    else i += 1;
  }
  return value.length;
}

/** True when `value` is exactly one closed quoted string, escapes included. */
export function isCompleteQuotedString(value: string): boolean {
  if (!value.startsWith('"')) return false;
  let i = 1;
  while (i < value.length) {
    const c = value[i];
    if (c === '\\') i += 2;
    else if (c === '"') return i === value.length - 1;
    else i += 1;
  }
  return false;
}

/** True when a comma appears outside quoted strings: the value holds a list, not one item. */
export function hasListComma(value: string): boolean {
  return splitHeaderList(value).length > 1;
}
