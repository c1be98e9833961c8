import { PLANS } from '../../../shared/constants/plans';
import type { DashboardStats } from '../../../shared/contracts/dashboard';
import { createLruCache } from '../scan/lru-cache';
import { authorize, type Workspace } from '../workspaces/workspace';
import { createWorkspaceCache } from '../workspaces/workspace-cache';
import { workspaceKey, type WorkspaceVersions } from '../workspaces/workspace-versions';
import type { DashboardRepository } from './dashboard.repository';

/** The System Health window: the last 30 days, or the plan's retention when shorter (free keeps 7). */
export const UPTIME_WINDOW_DAYS = 30;
/**
 * Thirty days of rollups move slowly, and summing them is the costly part of the stats (a row per domain and
 * day): each process keeps a workspace's figure this long. Counts (domains, certificates, alerts) stay live.
 */
export const UPTIME_CACHE_MS = 60_000;
/**
 * The whole answer is kept this long per workspace and process, while the workspace's version holds: a domain
 * added or removed, or an alert resolved, in this process shows on the next request; certificates and alerts
 * the monitoring engine changes show within this time (the screens poll every 30 s).
 */
export const STATS_CACHE_MS = 5_000;

type Uptime = { checks: number; successful: number };

export interface DashboardServiceDeps {
  repo: DashboardRepository;
  versions: WorkspaceVersions;
  now?: () => Date;
}

export function createDashboardService({ repo, versions, now = () => new Date() }: DashboardServiceDeps) {
  const cache = createLruCache<Uptime>(10_000, UPTIME_CACHE_MS);
  /** One query per workspace at a time: fifty dashboards opening together share it. */
  const pending = new Map<string, Promise<Uptime>>();
  const answers = createWorkspaceCache<DashboardStats>({ ttlMs: STATS_CACHE_MS, maxBytes: 4 * 1024 * 1024, sizeOf: () => 256 });

  function uptime(ws: Workspace, since: string): Promise<Uptime> {
    const key = `${workspaceKey(ws)}|${since}`;
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    let p = pending.get(key);
    if (!p) {
      p = repo.uptime(ws, since).then((value) => {
        cache.set(key, value);
        return value;
      });
      p.finally(() => pending.delete(key)).catch(() => undefined);
      pending.set(key, p);
    }
    return p;
  }

  return {
    /**
     * SPEC §3.1 dashboard stats of the current workspace. systemUptime is successful uptime checks over all
     * checks of the active domains in the window (each check weighs the same), from the daily rollups the
     * history writer keeps current; before any check has been made it is 100: the contract has no "unknown",
     * and nothing has failed yet. totalDomains counts deleted domains too (active is the other figure);
     * certificates and alerts count for active domains only, as a deleted domain is no longer watched.
     */
    async stats(ws: Workspace): Promise<DashboardStats> {
      authorize(ws, 'workspace:read');
      const at = now();
      const days = Math.min(UPTIME_WINDOW_DAYS, PLANS[ws.plan].retentionDays);
      const since = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - (days - 1))).toISOString().slice(0, 10);
      return answers.get(`${workspaceKey(ws)}|${since}`, versions.of(ws), () => figures(ws, at, since));
    },
  };

  async function figures(ws: Workspace, at: Date, since: string): Promise<DashboardStats> {
    const [counts, up] = await Promise.all([repo.counts(ws, at), uptime(ws, since)]);
    return {
      systemUptime: up.checks > 0 ? Math.round((10_000 * up.successful) / up.checks) / 100 : 100,
      activeDomains: Number(counts.active_domains),
      totalDomains: Number(counts.total_domains),
      sslExpiringSoon: Number(counts.ssl_expiring),
      activeAlerts: Number(counts.active_alerts),
    };
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>;
