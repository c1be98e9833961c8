import type { FastifyInstance } from 'fastify';
import type { BackgroundTasks } from '../../background-tasks';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { Mailer } from '../../notifications/mailer';
import { createActivityRepository } from '../activity/activity.repository';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createApiKeyCache } from './api-key-cache';
import { registerApiKeyAuth } from './api-key-auth';
import type { ApiLimits } from './api-limits';
import { createApiKeysRepository } from './api-keys.repository';
import { registerApiKeyRoutes, registerV1UsageRoute } from './api-keys.routes';
import { createApiKeysService } from './api-keys.service';
import { createApiUsageRepository } from './api-usage.repository';
import { createInProcessLimits } from './in-process-limits';
import { createQuotaWarnings } from './quota-warnings';
import { createUsageRecorder } from './usage-recorder';

export interface ApiKeysModuleDeps {
  db: Database;
  workspace: WorkspaceResolver;
  feed: ChangeFeed;
  mailer: Mailer;
  background: Pick<BackgroundTasks, 'run'>;
  publicUrl: string;
  /** REDIS_URL: the rate limits and quotas are shared by every web process through it; otherwise each counts its own. */
  redisUrl?: string;
  /** Tests and the bench: how usage is batched. */
  usage?: Partial<Pick<Parameters<typeof createUsageRecorder>[0], 'intervalMs' | 'maxRows'>>;
}

/** What the /api/v1 plugin is given: `protect` puts key authentication, limits and usage on it (and GET /usage). */
export interface ApiKeyGuard {
  protect(v1: FastifyInstance): void;
}

async function limitsFor(redisUrl: string | undefined, onError: (error: unknown) => void): Promise<ApiLimits> {
  const local = createInProcessLimits();
  if (!redisUrl) return local;
  // loaded only when used: the embedded default never loads ioredis
  const { createRedisLimits } = await import('./redis-limits');
  return createRedisLimits(redisUrl, local, onError);
}

/**
 * The partner API's keys (issue 18, decision 056): the session routes of the Partner API screen
 * (/api/partner-api/keys, /api/partner-api/usage) and the guard of /api/v1.
 */
export async function registerApiKeysModule(app: FastifyInstance, deps: ApiKeysModuleDeps): Promise<ApiKeyGuard> {
  const repo = createApiKeysRepository(deps.db);
  const usage = createApiUsageRepository(deps.db);
  const limits = await limitsFor(deps.redisUrl, (error) =>
    app.log.warn({ err: error }, 'API limits: Redis unreachable, counting in this process'),
  );
  const recorder = createUsageRecorder({
    repo: usage,
    ...deps.usage,
    onError: (error) => app.log.error({ err: error }, 'API usage not recorded'),
  });
  app.addHook('onClose', async () => {
    await recorder.close();
    await limits.close();
  });
  const keys = createApiKeysService({
    repo,
    usage,
    activity: createActivityRepository(deps.db),
    feed: deps.feed,
    limits,
  });
  registerApiKeyRoutes(app, { keys, workspace: deps.workspace });
  const cache = createApiKeyCache({ lookup: (hash) => repo.byHash(hash), feed: deps.feed });
  const warnings = createQuotaWarnings({
    repo,
    mailer: deps.mailer,
    background: deps.background,
    publicUrl: deps.publicUrl,
  });
  return {
    protect(v1) {
      registerApiKeyAuth(v1, { keys: cache, limits, usage, recorder, warnings });
      registerV1UsageRoute(v1, { keys });
    },
  };
}
