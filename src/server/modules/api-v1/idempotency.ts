import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../../shared/contracts/api-v1';
import { IDEMPOTENCY_WINDOW_HOURS } from '../../../shared/constants/partner-api';
import { jsonDepth, STORED_JSON_MAX_DEPTH } from '../../../shared/helpers/stored-json';
import { AppError, badRequest, conflict, fieldError } from '../../http/errors';
import { requireApiCaller } from '../api-keys/api-caller';
import type { IdempotencyRepository } from './idempotency.repository';

const WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 3_600_000;
/** A v1 body holds stored user JSON (32 levels at most) a level or two down: anything deeper is not a v1 request. */
const HASHED_BODY_MAX_DEPTH = 2 * STORED_JSON_MAX_DEPTH;
/** Expired answers are deleted at most this often per process (each claim also frees its own expired key). */
const PRUNE_EVERY_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** A POST whose Idempotency-Key this call took: its answer is stored when sent. */
    idempotencyClaim: { keyId: string; key: string } | null;
  }
}

/**
 * `Idempotency-Key` on POST /api/v1 calls (decision 057): the same key of the same API key within 24 hours answers
 * the first call's status and body again without doing the work; the same key with another request is refused
 * (422); while the first call runs, a second one gets 409. Answers of 500 and above are not kept, so a retry works.
 */
export function registerIdempotency(
  v1: FastifyInstance,
  { repo, now = () => new Date() }: { repo: IdempotencyRepository; now?: () => Date },
): void {
  let prunedAt = 0;
  v1.decorateRequest('idempotencyClaim', null);

  v1.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (request.method !== 'POST' || header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw badRequest(
        `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
        undefined,
        'INVALID_IDEMPOTENCY_KEY',
      );
    }
    const { keyId } = requireApiCaller(request);
    const at = now().getTime();
    const expiredBefore = new Date(at - WINDOW_MS);
    if (at - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = at;
      await repo.prune(expiredBefore);
    }
    // a body nested deeper than any v1 route takes cannot be serialized safely (the stack): refused, not a 500
    if (jsonDepth(request.body, HASHED_BODY_MAX_DEPTH) > HASHED_BODY_MAX_DEPTH) {
      throw fieldError('_', `The request body is nested more than ${HASHED_BODY_MAX_DEPTH} levels deep.`);
    }
    const requestHash = createHash('sha256')
      .update(`${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const found = await repo.claim(keyId, key, requestHash, expiredBefore);
    if (found === 'claimed') {
      request.idempotencyClaim = { keyId, key };
      return;
    }
    if (found.requestHash !== requestHash) {
      throw new AppError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for another request in the last 24 hours. Use a new key for a new request.',
      );
    }
    if (found.status === null)
      throw conflict(
        'The first request with this Idempotency-Key is still running. Retry in a moment.',
        'IDEMPOTENCY_IN_PROGRESS',
      );
    return reply
      .code(found.status)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(found.body ?? '');
  });

  v1.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    if (reply.statusCode >= 500) await repo.release(claim.keyId, claim.key);
    else await repo.complete(claim.keyId, claim.key, reply.statusCode, typeof payload === 'string' ? payload : '');
    return payload;
  });
}
