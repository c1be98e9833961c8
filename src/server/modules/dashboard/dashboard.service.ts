import type { DashboardStats } from '../../../shared/contracts/dashboard';
import { countStatuses, isFailingStatus } from '../../../shared/helpers/domain-state';
import { authorize, type Workspace } from '../workspaces/workspace';
import { createWorkspaceCache } from '../workspaces/workspace-cache';
import { workspaceKey, type WorkspaceVersions } from '../../db/workspace-versions';
import type { DomainSummary, DomainsService } from '../domains/domains.service';
import type { DashboardRepository } from './dashboard.repository';

/**
 * The whole answer is kept this long per workspace and process, while the workspace's version holds: a domain
 * added or removed, an alert resolved or acknowledged, a check that changed a status and an alert the monitoring
 * engine opened or closed show on the next request (decision 069); the uptime percentage of checks that changed no
 * status shows within this time (the screens poll every 30 s).
 */
export const STATS_CACHE_MS = 5_000;

export interface DashboardServiceDeps {
  domains: Pick<DomainsService, 'summaries'>;
  versions: WorkspaceVersions;
  /** Monitors down (issue 16); absent: none counted. */
  monitors?: Pick<DashboardRepository, 'monitorsDown'>;
}

/**
 * The four cards' figures, counted over the domain answers GET /api/domains gives (decision 041): the status,
 * certificate state, alert count and uptime checks of each domain are worked out once, in the domains service, and
 * the cards only add them up, so a card cannot say what the table contradicts.
 */
export function summarizeDomains(all: readonly DomainSummary[], monitorsDown = 0): DashboardStats {
  const active = all.filter((s) => s.domain.isActive);
  const ssl = { pending: 0, failed: 0, invalid: 0, expiring: 0, valid: 0, 'not-applicable': 0 };
  let checks = 0;
  let successful = 0;
  for (const { domain, uptime } of active) {
    ssl[domain.ssl.state]++;
    checks += uptime.checks;
    successful += uptime.successful;
  }
  const domainStates = countStatuses(active.map((s) => s.domain.status));
  return {
    systemUptime: checks > 0 ? Math.round((10_000 * successful) / checks) / 100 : null,
    uptimeChecks: checks,
    activeDomains: active.length,
    totalDomains: all.length,
    sslExpiringSoon: ssl.expiring + ssl.invalid,
    ssl,
    // every unresolved alert the alerts list shows, a deleted domain's included: the card and the list agree
    activeAlerts: all.reduce((n, s) => n + s.domain.activeAlerts, 0),
    acknowledgedAlerts: all.reduce((n, s) => n + s.domain.acknowledgedAlerts, 0),
    domainStates,
    failingDomains: active.filter((s) => isFailingStatus(s.domain.status)).length,
    pendingDomains: domainStates.pending,
    monitorsDown,
  };
}

export function createDashboardService({ domains, versions, monitors }: DashboardServiceDeps) {
  const answers = createWorkspaceCache<DashboardStats>({
    ttlMs: STATS_CACHE_MS,
    maxBytes: 4 * 1024 * 1024,
    sizeOf: () => 512,
  });
  return {
    /**
     * SPEC §3.1 dashboard stats of the current workspace. totalDomains counts deleted domains too (active is the
     * other figure); uptime and certificates count for active domains only, as a deleted domain is no longer watched.
     */
    async stats(ws: Workspace): Promise<DashboardStats> {
      authorize(ws, 'workspace:read');
      return answers.get(workspaceKey(ws), versions.of(ws), async () => {
        const [summaries, monitorsDown] = await Promise.all([domains.summaries(ws), monitors?.monitorsDown(ws) ?? 0]);
        return summarizeDomains(summaries, monitorsDown);
      });
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
