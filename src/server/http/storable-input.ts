import type { FastifyInstance } from 'fastify';
import { isStorableText, toStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../shared/helpers/storable-text';
import { fieldError } from './errors';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/** A field path deeper than this is reported by its first segments only (the answer names the field, briefly). */
const REPORTED_DEPTH = 32;

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key);
  path.reverse();
  return path.length > REPORTED_DEPTH ? [...path.slice(0, REPORTED_DEPTH), '…'] : path;
}

/**
 * The path of the first string or object key in `value` that PostgreSQL could not store (see
 * shared/helpers/storable-text.ts), or undefined when there is none. Walks without recursion: a JSON body may be
 * nested 100,000 levels deep within the body limit.
 */
export function findUnstorableText(value: unknown): string[] | undefined {
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  while (pending.length) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) return pathOf(visit);
      continue;
    }
    if (visit.value === null || typeof visit.value !== 'object' || Buffer.isBuffer(visit.value)) continue;
    // Pushed last to first, so the first field in the body is the one reported.
    if (Array.isArray(visit.value)) {
      for (let i = visit.value.length - 1; i >= 0; i--)
        pending.push({ value: visit.value[i], key: String(i), parent: visit });
      continue;
    }
    const keys = Object.keys(visit.value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (!isStorableText(key)) return [...pathOf(visit), toStorableText(key)];
      pending.push({ value: (visit.value as Record<string, unknown>)[key], key, parent: visit });
    }
  }
  return undefined;
}

/**
 * Refuses, before any schema or route sees it, a request whose path parameters, query or body hold text the
 * database cannot store (a NUL, half a surrogate pair): 400 with the field named, instead of the database's error
 * becoming a 500. One rule for every route, whether its inputs have a zod schema or not (decision 033).
 */
export function registerStorableInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorableText(part);
      if (path) throw fieldError(path.join('.') || '_', UNSTORABLE_TEXT_MESSAGE);
    }
  });
}
