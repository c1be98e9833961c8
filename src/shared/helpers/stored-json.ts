/**
 * The one rule for JSON a user hands us to keep as it is (a partner domain's metadata, a monitor's settings): at most
 * STORED_JSON_MAX_DEPTH levels deep and STORED_JSON_MAX_BYTES as JSON. Without it, a value nested a few thousand
 * levels deep passed validation and overflowed the stack when serialized for the database (a 500), and any size up to
 * the body limit was stored and sent back in every answer. Walks without recursion, so any depth is measured safely.
 */

export const STORED_JSON_MAX_DEPTH = 32;
export const STORED_JSON_MAX_BYTES = 16 * 1024;

/**
 * How deep `value` nests: a scalar 0, `{}` or `[]` 1, `{"a":{}}` 2. Counting stops past `limit` (the answer is then
 * `limit + 1`), so a very deep value costs no more than the limit's worth of walking per branch.
 */
export function jsonDepth(value: unknown, limit = Number.MAX_SAFE_INTEGER): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return limit + 1;
    if (depth > deepest) deepest = depth;
    for (const child of Array.isArray(node) ? node : Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** UTF-8 bytes of a string (no TextEncoder here: shared code runs on both sides). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Why `value` may not be stored as user JSON (a sentence for the field's error), or undefined when it may. */
export function storedJsonProblem(value: unknown): string | undefined {
  if (jsonDepth(value, STORED_JSON_MAX_DEPTH) > STORED_JSON_MAX_DEPTH)
    return `Nested more than ${STORED_JSON_MAX_DEPTH} levels deep: flatten it to at most ${STORED_JSON_MAX_DEPTH}.`;
  if (utf8Bytes(JSON.stringify(value) ?? '') > STORED_JSON_MAX_BYTES)
    return `Larger than ${STORED_JSON_MAX_BYTES / 1024} KB as JSON: keep it to at most ${STORED_JSON_MAX_BYTES / 1024} KB.`;
  return undefined;
}
