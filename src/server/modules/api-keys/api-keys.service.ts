import {
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_RATE_LIMIT_CEILING,
  API_KEYS_PER_WORKSPACE_MAX,
  planHasPartnerApi,
  type ApiKeyPermission,
} from '../../../shared/constants/partner-api';
import { PLANS } from '../../../shared/constants/plans';
import {
  partnerApiMessages,
  type ApiKey,
  type ApiKeyList,
  type ApiUsage,
  type CreateApiKeyInput,
  type CreatedApiKey,
  type UpdateApiKeyInput,
} from '../../../shared/contracts/partner-api';
import type { ChangeFeed } from '../../db/change-feed';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { ActivityRepository } from '../activity/activity.repository';
import { authorize, type Workspace } from '../workspaces/workspace';
import { apiKeyView } from './api-key-view';
import { newApiKey } from './api-key-secret';
import { monthStart, nextMonthStart, type ApiLimits } from './api-limits';
import type { ApiKeyChanges, ApiKeyRow, ApiKeysRepository, PartnerRow } from './api-keys.repository';
import type { ApiUsageRepository, UsageFigures } from './api-usage.repository';

export interface ApiKeysServiceDeps {
  repo: ApiKeysRepository;
  usage: Pick<ApiUsageRepository, 'countSince' | 'report'>;
  activity: ActivityRepository;
  /** Tells every process's key cache that a key changed or was revoked. */
  feed: Pick<ChangeFeed, 'publish'>;
  /** The month's count as the limits hold it (ahead of api_usage by the calls not yet written). */
  limits: Pick<ApiLimits, 'used'>;
  now?: () => Date;
}

export const PLAN_REQUIRED_MESSAGE =
  'API keys are part of the Pro, Agency and Enterprise plans. Upgrade your plan to create keys and use the partner API.';
const MANAGE_MESSAGE = 'Only the workspace owner and admins can manage API keys.';
const DAY_MS = 86_400_000;

const average = (f: UsageFigures) => (f.timed ? Math.round((f.timeSum / f.timed) * 10) / 10 : null);

/** The partner API's keys and usage for the signed-in screens (/api/partner-api; issue 18, decision 056). */
export function createApiKeysService({
  repo,
  usage,
  activity,
  feed,
  limits,
  now = () => new Date(),
}: ApiKeysServiceDeps) {
  /** The workspace's partner account, on a plan that has the partner API; `manage`: for owners and admins only. */
  async function partnerOf(ws: Workspace, manage = false): Promise<PartnerRow> {
    if (!planHasPartnerApi(ws.plan)) throw forbidden(PLAN_REQUIRED_MESSAGE, 'PLAN_REQUIRED');
    if (manage) authorize(ws, 'settings:manage', MANAGE_MESSAGE);
    return repo.partnerFor(ws);
  }

  async function keyOf(partner: PartnerRow, id: string): Promise<ApiKeyRow> {
    const row = isUuid(id) ? await repo.byId(partner.id, id) : undefined;
    if (!row) throw notFound('API key not found.', 'API_KEY_NOT_FOUND');
    return row;
  }

  function checkRateLimit(ws: Workspace, rateLimit: number): void {
    const ceiling = API_KEY_RATE_LIMIT_CEILING[ws.plan];
    if (rateLimit > ceiling) {
      throw fieldError(
        'rateLimit',
        `The ${PLANS[ws.plan].name} plan allows at most ${ceiling.toLocaleString('en-US')} requests per hour per key.`,
      );
    }
  }

  function expiryOf(value: string | null | undefined): Date | null | undefined {
    if (value === undefined || value === null) return value;
    const at = new Date(value);
    if (at.getTime() <= now().getTime()) throw fieldError('expiresAt', partnerApiMessages.expiryInPast);
    return at;
  }

  const changed = (keyId: string) => feed.publish({ type: 'api-key', keyId });
  const entry = (action: string, row: ApiKeyRow, metadata: Record<string, unknown> = {}) => ({
    action,
    entityType: 'api_key',
    entityId: row.id,
    metadata: { name: row.name, prefix: row.keyPrefix, ...metadata },
  });

  return {
    async list(ws: Workspace): Promise<ApiKeyList> {
      const partner = await partnerOf(ws);
      const at = now();
      return {
        keys: (await repo.list(partner.id)).map((row) => apiKeyView(row, at)),
        rateLimitCeiling: API_KEY_RATE_LIMIT_CEILING[ws.plan],
      };
    },

    async create(ws: Workspace, input: CreateApiKeyInput): Promise<CreatedApiKey> {
      const partner = await partnerOf(ws, true);
      const rateLimit = input.rateLimit ?? Math.min(API_KEY_DEFAULT_RATE_LIMIT, API_KEY_RATE_LIMIT_CEILING[ws.plan]);
      checkRateLimit(ws, rateLimit);
      const expiresAt = expiryOf(input.expiresAt) ?? null;
      if ((await repo.countActive(partner.id)) >= API_KEYS_PER_WORKSPACE_MAX) {
        throw new AppError(
          409,
          'API_KEY_LIMIT',
          `A workspace can hold ${API_KEYS_PER_WORKSPACE_MAX} API keys. Revoke a key you no longer use first.`,
        );
      }
      const permission: ApiKeyPermission = input.permission ?? 'read';
      const secret = newApiKey();
      const row = await repo.create({
        partnerId: partner.id,
        keyHash: secret.hash,
        keyPrefix: secret.prefix,
        name: input.name.trim(),
        permissions: [permission],
        rateLimit,
        expiresAt,
      });
      await activity.record(ws, entry('api_key.created', row, { permission }));
      return { ...apiKeyView(row, now()), key: secret.key };
    },

    async update(ws: Workspace, id: string, input: UpdateApiKeyInput): Promise<ApiKey> {
      const partner = await partnerOf(ws, true);
      const current = await keyOf(partner, id);
      if (!current.isActive)
        throw conflict('This API key has been revoked and can no longer be changed.', 'API_KEY_REVOKED');
      const changes: ApiKeyChanges = {};
      if (input.name !== undefined) changes.name = input.name.trim();
      if (input.permission !== undefined) changes.permissions = [input.permission];
      if (input.rateLimit !== undefined) {
        checkRateLimit(ws, input.rateLimit);
        changes.rateLimit = input.rateLimit;
      }
      if (input.expiresAt !== undefined) changes.expiresAt = expiryOf(input.expiresAt);
      const row = await repo.update(partner.id, current.id, changes);
      if (!row) throw conflict('This API key has been revoked and can no longer be changed.', 'API_KEY_REVOKED');
      await changed(row.id);
      return apiKeyView(row, now());
    },

    /** Kept, listed as revoked, and refused from the next call on in every process. */
    async revoke(ws: Workspace, id: string): Promise<void> {
      const partner = await partnerOf(ws, true);
      const current = await keyOf(partner, id);
      if (!current.isActive) return;
      const row = await repo.revoke(partner.id, current.id, now());
      if (!row) return;
      await changed(row.id);
      await activity.record(ws, entry('api_key.revoked', row));
    },

    /** Calls per day and per endpoint over the last `days` days (UTC), and this month's quota. */
    async usage(ws: Workspace, days: number): Promise<ApiUsage> {
      const partner = await partnerOf(ws);
      return usageOf(partner, ws.plan, days);
    },

    /** The same for a /api/v1 caller (its key's workspace). */
    usageOf: (partner: Pick<PartnerRow, 'id'>, plan: Workspace['plan'], days: number) => usageOf(partner, plan, days),
  };

  async function usageOf(partner: Pick<PartnerRow, 'id'>, plan: Workspace['plan'], days: number): Promise<ApiUsage> {
    const at = now();
    const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
    const from = new Date(today - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    const [report, held] = await Promise.all([usage.report(partner.id, from), limits.used(partner.id, at.getTime())]);
    const used = held ?? (await usage.countSince(partner.id, monthStart(at.getTime())));
    const dayList = Array.from({ length: days }, (_, i) =>
      new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    );
    return {
      quota: { used, limit: PLANS[plan].apiRequestsMonthly, resetsAt: nextMonthStart(at.getTime()).toISOString() },
      days: dayList.map((date) => {
        const f = report.days.get(date);
        return { date, requests: f?.requests ?? 0, errors: f?.errors ?? 0, avgResponseMs: f ? average(f) : null };
      }),
      endpoints: [...report.endpoints]
        .map(([key, f]) => {
          const space = key.indexOf(' ');
          return {
            method: key.slice(0, space),
            endpoint: key.slice(space + 1),
            requests: f.requests,
            errors: f.errors,
            avgResponseMs: average(f),
          };
        })
        .sort((a, b) => b.requests - a.requests || a.endpoint.localeCompare(b.endpoint)),
    };
  }
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
