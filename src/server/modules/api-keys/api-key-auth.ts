import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_RATE_WINDOW_SECONDS, planHasPartnerApi } from '../../../shared/constants/partner-api';
import { PLANS } from '../../../shared/constants/plans';
import { toErrorResponse } from '../../http/error-handler';
import { ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE } from '../../../shared/constants/accounts';
import { AppError, forbidden, unauthorized } from '../../http/errors';
import { ROLE_OF_KEY_PERMISSION } from '../workspaces/permissions';
import type { ApiCaller } from './api-caller';
import type { ApiKeyCache } from './api-key-cache';
import { hashApiKey } from './api-key-secret';
import { monthStart, nextMonthStart, windowStart, type AdmitDecision, type ApiLimits } from './api-limits';
import { permissionOf } from './api-key-view';
import type { ApiUsageRepository } from './api-usage.repository';
import type { QuotaWarnings } from './quota-warnings';
import type { UsageRecorder } from './usage-recorder';

export interface ApiKeyAuthDeps {
  keys: Pick<ApiKeyCache, 'resolve'>;
  limits: ApiLimits;
  usage: Pick<ApiUsageRepository, 'countSince' | 'countKeySince'>;
  recorder: Pick<UsageRecorder, 'record'>;
  warnings: Pick<QuotaWarnings, 'check'>;
  now?: () => number;
}

/** What the answer's usage row needs, for calls whose key was recognised (refused ones included). */
interface CallNote {
  keyId: string;
  error: string | null;
}

const QUERY_KEY_NAMES = ['api_key', 'apiKey', 'key', 'token'];
const POLICY = 'hour';
const REALM = 'sitewarden-api';

/** The IETF httpapi ratelimit-headers draft's fields, and the X-RateLimit-* ones clients already read (decision 056). */
function limitHeaders(reply: FastifyReply, limit: number, decision: AdmitDecision, now: number): void {
  const resetIn = Math.max(0, Math.ceil((decision.windowEndsAt - now) / 1000));
  void reply.headers({
    'ratelimit-policy': `"${POLICY}";q=${limit};w=${API_KEY_RATE_WINDOW_SECONDS}`,
    ratelimit: `"${POLICY}";r=${decision.remaining};t=${resetIn}`,
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(decision.remaining),
    // seconds until the window starts over, like RateLimit's t and Retry-After (not an epoch time: decision 056)
    'x-ratelimit-reset': String(resetIn),
  });
}

function refusal(decision: AdmitDecision, quota: number, now: number): AppError {
  if (decision.refused === 'rate') {
    const retryAfter = Math.max(1, Math.ceil((decision.windowEndsAt - now) / 1000));
    return new AppError(
      429,
      'RATE_LIMITED',
      `This API key's rate limit is used up for this hour. Try again in ${retryAfter} seconds.`,
      { retryAfter },
    );
  }
  const resetsAt = nextMonthStart(now);
  const retryAfter = Math.max(1, Math.ceil((resetsAt.getTime() - now) / 1000));
  return new AppError(
    429,
    'QUOTA_EXCEEDED',
    `This workspace has used all ${quota.toLocaleString('en-US')} API requests of its plan this month. The count starts over on ${resetsAt.toISOString().slice(0, 10)} at 00:00 UTC; upgrade the plan for more.`,
    { retryAfter, resetsAt: resetsAt.toISOString() },
  );
}

/**
 * Key authentication, limits and usage for the /api/v1 plugin it is registered in: `Authorization: Bearer <key>`
 * only (a key in the query string is refused, since URLs end up in logs); the key looked up through the cache
 * (revocations heard on the change feed); the key's rate limit and the workspace's monthly quota decided together;
 * the limit headers on every answer; each call recorded once answered.
 */
export function registerApiKeyAuth(v1: FastifyInstance, deps: ApiKeyAuthDeps): void {
  const now = deps.now ?? Date.now;
  const notes = new WeakMap<FastifyRequest, CallNote>();

  v1.addHook('onRequest', async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && QUERY_KEY_NAMES.some((name) => name in query)) {
      throw unauthorized(
        'API keys are accepted only in the Authorization header (Bearer), never in the address.',
        'API_KEY_IN_QUERY',
      );
    }
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match)
      throw unauthorized('An API key is required: send it as Authorization: Bearer <key>.', 'API_KEY_REQUIRED');
    const found = await deps.keys.resolve(hashApiKey(match[1]!));
    const at = now();
    if (!found || !found.key.isActive || !found.partner.isActive)
      throw unauthorized('This API key is not valid or has been revoked.', 'API_KEY_INVALID');
    if (found.key.expiresAt && found.key.expiresAt.getTime() <= at)
      throw unauthorized('This API key has expired.', 'API_KEY_EXPIRED');
    notes.set(request, { keyId: found.key.id, error: null });
    // the workspace's owner was disabled by an operator (decision 062); the cache forgets on the user's change
    if (found.ownerDisabled) throw forbidden(ACCOUNT_DISABLED_MESSAGE, ACCOUNT_DISABLED_CODE);
    if (!planHasPartnerApi(found.plan))
      throw forbidden('The partner API is part of the paid plans. Upgrade to use your API keys.', 'PLAN_REQUIRED');

    const quota = PLANS[found.plan].apiRequestsMonthly;
    const decision = await deps.limits.admit({
      keyId: found.key.id,
      rateLimit: found.key.rateLimit,
      partnerId: found.partner.id,
      quota,
      now: at,
      seed: () => deps.usage.countSince(found.partner.id, monthStart(at)),
      windowSeed: () => deps.usage.countKeySince(found.key.id, new Date(windowStart(at))),
    });
    limitHeaders(reply, found.key.rateLimit, decision, at);
    if (decision.refused) throw refusal(decision, quota, at);
    deps.warnings.check(found.partner, found.plan, decision.quotaUsed, at);

    const permission = permissionOf(found.key);
    const caller: ApiCaller = {
      keyId: found.key.id,
      partnerId: found.partner.id,
      permission,
      workspace: {
        kind: found.partner.teamId ? 'team' : 'personal',
        userId: found.partner.userId,
        teamId: found.partner.teamId,
        role: ROLE_OF_KEY_PERMISSION[permission],
        plan: found.plan,
        apiKey: permission,
      },
    };
    request.apiCaller = caller;
  });

  // RFC 9110 11.6.1: a 401 names the scheme that would do; RFC 6750 3.1: a key that was sent but refused is invalid_token
  v1.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 401) return;
    const sent = Boolean(request.headers.authorization);
    void reply.header(
      'www-authenticate',
      sent ? `Bearer realm="${REALM}", error="invalid_token"` : `Bearer realm="${REALM}"`,
    );
  });

  v1.addHook('onError', async (request, _reply, error) => {
    const note = notes.get(request);
    if (note) note.error = toErrorResponse(error).body.message;
  });

  v1.addHook('onResponse', async (request, reply) => {
    const note = notes.get(request);
    if (!note) return;
    const size = (value: unknown) => {
      const n = Number(value);
      return Number.isFinite(n) && value !== undefined && value !== '' ? n : null;
    };
    deps.recorder.record({
      keyId: note.keyId,
      endpoint: request.routeOptions.url ?? '(no route)',
      method: request.method,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      requestSize: size(request.headers['content-length']),
      responseSize: size(reply.getHeader('content-length')),
      error: reply.statusCode >= 400 ? note.error : null,
      at: new Date(now()),
    });
  });
}
