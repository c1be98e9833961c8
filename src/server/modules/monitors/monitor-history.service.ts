import { PLANS } from '../../../shared/constants/plans';
import type {
  MonitorCheckLog,
  MonitorHistory,
  MonitorHistoryRange,
  MonitorOutages,
  MonitorPingLog,
} from '../../../shared/contracts/monitor-details';
import { heartbeatSettingsSchema } from '../../../shared/contracts/monitors';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { assessHeartbeat } from '../../jobs/monitoring/families/heartbeat';
import { readHeartbeatPings } from '../../jobs/monitoring/families/heartbeat-pings';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { MonitorHistoryRepository, PageRequest } from './monitor-history.repository';
import type { MonitorsRepository, ScopedMonitor } from './monitors.repository';

const DAY_MS = 86_400_000;
const RANGE_DAYS: Record<MonitorHistoryRange, number> = { '24h': 1, '7d': 7, '30d': 30 };
/** The monitor page's chart points: five minutes, an hour, six hours (a month of hourly points is too many to read). */
const BUCKET_SECONDS: Record<MonitorHistoryRange, number> = { '24h': 5 * 60, '7d': 3600, '30d': 6 * 3600 };

const iso = (v: Date | string): string => new Date(v).toISOString();
const percent = (up: number, total: number): number | null =>
  total > 0 ? Math.round((10_000 * up) / total) / 100 : null;

/** A page of rows fetched one past its size: the rows to show and whether more follow. */
function paged<T, U>(rows: T[], page: PageRequest, map: (row: T) => U) {
  return {
    page: page.page,
    pageSize: page.pageSize,
    hasMore: rows.length > page.pageSize,
    items: rows.slice(0, page.pageSize).map(map),
  };
}

export interface MonitorHistoryServiceDeps {
  db: Database;
  repo: MonitorHistoryRepository;
  monitors: Pick<MonitorsRepository, 'find'>;
  now?: () => Date;
}

/** A monitor's page (decision 075): its uptime and response times, its checks, outages and (heartbeats) pings. */
export function createMonitorHistoryService({ db, repo, monitors, now = () => new Date() }: MonitorHistoryServiceDeps) {
  /** Another workspace's monitor, or a malformed id, is a monitor that does not exist. */
  async function monitorIn(ws: Workspace, id: string): Promise<ScopedMonitor> {
    authorize(ws, 'workspace:read');
    const found = isUuid(id) ? await monitors.find(ws, id) : undefined;
    if (!found) throw notFound('Monitor not found.');
    return found;
  }

  const rangesOf = (ws: Workspace) =>
    (Object.keys(RANGE_DAYS) as MonitorHistoryRange[]).filter((r) => RANGE_DAYS[r] <= PLANS[ws.plan].retentionDays);

  return {
    async history(ws: Workspace, id: string, range: MonitorHistoryRange): Promise<MonitorHistory> {
      const { monitor } = await monitorIn(ws, id);
      const ranges = rangesOf(ws);
      if (!ranges.includes(range)) {
        throw new AppError(
          403,
          'PLAN_FEATURE',
          `The ${PLANS[ws.plan].name} plan keeps ${PLANS[ws.plan].retentionDays} days of history; choose a shorter range.`,
          { ranges },
        );
      }
      const t = now().getTime();
      const ago = (days: number) => new Date(t - days * DAY_MS);
      const retention = Math.min(30, PLANS[ws.plan].retentionDays);
      const [points, up] = await Promise.all([
        repo.responseTimes(monitor.id, ago(RANGE_DAYS[range]), BUCKET_SECONDS[range]),
        repo.uptime(monitor.id, ago(1), ago(7), ago(retention)),
      ]);
      return {
        range,
        ranges,
        bucketSeconds: BUCKET_SECONDS[range],
        uptime: {
          h24: percent(up.day_up, up.day_checks),
          d7: percent(up.week_up, up.week_checks),
          d30: retention >= 30 ? percent(up.month_up, up.month_checks) : null,
        },
        points: points.map((p) => ({
          at: iso(p.at),
          avgMs: p.avg_ms === null ? null : Math.round(Number(p.avg_ms)),
          maxMs: p.max_ms === null ? null : Math.round(Number(p.max_ms)),
          checks: Number(p.checks),
          failed: Number(p.checks) - Number(p.ok),
        })),
      };
    },

    async checks(ws: Workspace, id: string, status: string | undefined, page: PageRequest): Promise<MonitorCheckLog> {
      const { monitor } = await monitorIn(ws, id);
      return paged(await repo.checks(monitor.id, status, page), page, (r) => ({
        id: String(r.id),
        status: r.status,
        message: r.message,
        responseTimeMs: r.response_time,
        checkedAt: iso(r.checked_at),
      }));
    },

    async outages(ws: Workspace, id: string, page: PageRequest): Promise<MonitorOutages> {
      const { monitor } = await monitorIn(ws, id);
      return paged(await repo.outages(monitor.id, page), page, (r) => ({
        id: String(r.id),
        type: r.event_type,
        startedAt: iso(r.start_time),
        endedAt: r.end_time === null ? null : iso(r.end_time),
        durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
        statusCode: r.status_code,
        cause: r.error_message,
      }));
    },

    /** A heartbeat's pings, and when the next one is due by the same rule the silence check applies (decision 049). */
    async pings(ws: Workspace, id: string, page: PageRequest): Promise<MonitorPingLog> {
      const { monitor, domainActive } = await monitorIn(ws, id);
      if (monitor.type !== 'heartbeat')
        throw new AppError(400, 'NOT_A_HEARTBEAT', 'Only heartbeat monitors receive pings.');
      const [rows, latest] = await Promise.all([repo.pings(monitor.id, page), readHeartbeatPings(db, monitor.id)]);
      const settings = heartbeatSettingsSchema.safeParse(monitor.settings);
      let nextDueAt: string | null = null;
      if (latest && settings.success && monitor.isActive && domainActive) {
        const verdict = assessHeartbeat(latest, settings.data, now().getTime(), 'UTC');
        if (verdict.state !== 'down') nextDueAt = new Date(verdict.dueBy).toISOString();
      }
      return {
        ...paged(rows, page, (r) => ({
          id: String(r.id),
          kind: r.kind,
          exitCode: r.exit_code,
          message: r.message,
          receivedAt: iso(r.received_at),
          runMs: r.run_ms === null ? null : Math.round(Number(r.run_ms)),
        })),
        nextDueAt,
      };
    },
  };
}

export type MonitorHistoryService = ReturnType<typeof createMonitorHistoryService>;
