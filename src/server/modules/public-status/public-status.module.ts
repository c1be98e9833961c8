import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { createLimiter, type LimitStore } from '../../platform/limits';
import { createComponentStatusRepository } from '../status-pages/component-status.repository';
import type { CustomDomainRouter } from './custom-domains';
import { createPageAccess, type PageAccessOptions } from './page-access';
import { createPublicStatusRepository } from './public-status.repository';
import { registerPublicStatusRoutes } from './public-status.routes';
import { createPublicStatusService } from './public-status.service';
import { findRefreshScript } from './refresh-script';
import { createStatusPageCache, type StatusPageCache } from './status-page-cache';
import { loadStatusPageModel } from './status-page-model';
import { createPastDaysCache } from './past-days-cache';

/** Password guesses per address on private pages: 10 per 15 minutes. */
const UNLOCK_LIMIT = { max: 10, windowMs: 15 * 60_000 };
/** Custom domains claimed in other processes (or by a change unheard of) are picked up at least this often. */
const DOMAINS_REFRESH_MS = 60_000;

export interface PublicStatusModuleDeps {
  db: Database;
  feed: ChangeFeed;
  publicUrl: string;
  secureCookies: boolean;
  /** Members of a private page's workspace see it: their session, read on those pages only. */
  resolveSession: PageAccessOptions['resolveSession'];
  /** The custom domain map buildApp gave Fastify's rewriteUrl: filled and kept current here. */
  domains: CustomDomainRouter;
  /** The web build (its status-refresh script). */
  webDir: string;
  /** Tests: a smaller password allowance. */
  unlockLimit?: { max: number; windowMs: number };
  /** Where the limits count (the process's; shared by the web processes with REDIS_URL: decision 080). */
  limitStore: LimitStore;
}

/**
 * The public status pages (issue 17, decision 052): the cache of page models, kept current by the change feed, the
 * custom domain map, and the routes. Returns the cache (tests and the bench watch it).
 */
export function registerPublicStatusModule(app: FastifyInstance, deps: PublicStatusModuleDeps): StatusPageCache {
  const repo = createPublicStatusRepository(deps.db);
  const componentStatus = createComponentStatusRepository(deps.db);
  const pastDays = createPastDaysCache(repo);
  const cache = createStatusPageCache({
    feed: deps.feed,
    async load(slug, now) {
      const row = await repo.pageBySlug(slug);
      return row ? { row, model: await loadStatusPageModel({ repo, componentStatus, pastDays }, row, now) } : undefined;
    },
  });
  const limit = deps.unlockLimit ?? UNLOCK_LIMIT;
  const service = createPublicStatusService({
    repo,
    cache,
    access: createPageAccess({ db: deps.db, secureCookies: deps.secureCookies, resolveSession: deps.resolveSession }),
    publicUrl: deps.publicUrl,
    unlockLimiter: createLimiter(deps.limitStore, 'status-page-unlock', limit.max, limit.windowMs),
    refreshScript: findRefreshScript(deps.webDir),
  });

  const reloadDomains = () =>
    repo.customDomains().then(
      (entries) => deps.domains.replace(entries),
      (error: unknown) => app.log.warn({ err: error }, 'status page custom domains'),
    );
  deps.feed.subscribe((change) => {
    if (change.type === 'status-page' || change.type === 'resync') void reloadDomains();
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await reloadDomains();
    timer = setInterval(() => void reloadDomains(), DOMAINS_REFRESH_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  registerPublicStatusRoutes(app, { service, domains: deps.domains });
  return cache;
}
