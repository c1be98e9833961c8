import { PUSH_MESSAGE_MAX_BYTES, pushBodyFieldsSchema } from '../../../shared/contracts/push';
import { toStorableText } from '../../../shared/helpers/storable-text';
import { fieldError } from '../../http/errors';

const decoder = new TextDecoder('utf-8');

/** The first kilobyte of a text, cut on a character boundary, storable (a NUL or broken character becomes U+FFFD). */
export function firstKilobyte(text: string | Buffer): string | null {
  const bytes = typeof text === 'string' ? Buffer.from(text.slice(0, PUSH_MESSAGE_MAX_BYTES), 'utf8') : text;
  let end = Math.min(bytes.length, PUSH_MESSAGE_MAX_BYTES);
  // back off to the start of a UTF-8 character (continuation bytes are 10xxxxxx)
  if (end < bytes.length) while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  const kept = toStorableText(decoder.decode(bytes.subarray(0, end))).trim();
  return kept ? kept : null;
}

export interface BodyFields {
  exitCode?: number;
  message: string | null;
}

/**
 * What a POST body says: a JSON object or a form may carry `exitCode` and `msg` (or `message`), as the query does;
 * any other body (a log's tail, `curl -d "backup done"`) is the message itself. Only its first kilobyte is kept.
 */
export function readPingBody(body: Buffer | undefined, contentType: string | undefined): BodyFields {
  if (!body?.length) return { message: null };
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  let fields: unknown;
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      fields = JSON.parse(body.toString('utf8'));
    } catch {
      fields = undefined;
    }
  } else if (type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(body.toString('utf8'));
    if (form.has('exitCode') || form.has('msg') || form.has('message')) fields = Object.fromEntries(form);
  }
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) return { message: firstKilobyte(body) };
  const parsed = pushBodyFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(issue.path.join('.') || '_', issue.message);
  }
  const text = parsed.data.msg ?? parsed.data.message;
  return { exitCode: parsed.data.exitCode, message: text === undefined ? null : firstKilobyte(text) };
}
