import { PLANS } from '../../../shared/constants/plans';
import {
  TREND_MESSAGES,
  type Analytics,
  type AnalyticsDomain,
  type AnalyticsMonitor,
  type Reliability,
  type TrendPoint,
  type TrendRange,
  type Trends,
} from '../../../shared/contracts/trends';
import {
  combineReliability,
  reliabilityOf,
  type Outage,
  type ReliabilityParts,
} from '../../../shared/helpers/reliability';
import { uptimeExcludingMaintenance } from '../../../shared/helpers/maintenance-uptime';
import { isRangeAllowed, trendWindow, type TrendWindow } from '../../../shared/helpers/trend-window';
import { AppError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { MaintenanceRepository } from '../maintenance/maintenance.repository';
import { authorize, type Workspace } from '../workspaces/workspace';
import { EMPTY_HISTORY, historyByDomain, periodFigures, seriesPoints, type History } from './trend-series';
import type { DomainSelection, MonitorBucket, OutageRow, TrendDomain, TrendsRepository } from './trends.repository';

interface Loaded {
  window: TrendWindow;
  domains: TrendDomain[];
  history: History;
  outages: OutageRow[];
}

const hasFigures = (p: TrendPoint) => p.checks > 0 || p.sslDaysLeft !== null || p.performanceScore !== null;

/** One row of the CSV export: a domain's home-page figures, or one of its monitors' (monitor set), in one period. */
export interface ExportRow extends TrendPoint {
  domain: string;
  monitor: string | null;
}

interface MonitorHistory {
  id: string;
  name: string;
  domainId: string;
  history: History;
}

/** The monitors' buckets, one history each, ordered by domain (as listed) then monitor name. */
function monitorHistories(rows: readonly MonitorBucket[], domains: readonly TrendDomain[]): MonitorHistory[] {
  const map = new Map<string, MonitorHistory>();
  for (const row of rows) {
    let own = map.get(row.monitorId);
    if (!own)
      map.set(
        row.monitorId,
        (own = {
          id: row.monitorId,
          name: row.monitorName,
          domainId: row.domainId,
          history: { uptime: [], ssl: [], performance: [] },
        }),
      );
    own.history.uptime.push(row);
  }
  const order = new Map(domains.map((d, i) => [d.id, i]));
  return [...map.values()].sort(
    (a, b) => (order.get(a.domainId) ?? 0) - (order.get(b.domainId) ?? 0) || a.name.localeCompare(b.name),
  );
}

const publicReliability = ({
  incidents,
  openIncidents,
  downtimeMs,
  mttrMs,
  mtbfMs,
}: ReliabilityParts | Reliability): Reliability => ({
  incidents,
  openIncidents,
  downtimeMs: Math.round(downtimeMs),
  mttrMs: mttrMs === null ? null : Math.round(mttrMs),
  mtbfMs: mtbfMs === null ? null : Math.round(mtbfMs),
});

const toOutage = (o: OutageRow): Outage => ({ start: o.start, end: o.end });

export interface TrendsServiceDeps {
  repo: TrendsRepository;
  /** The maintenance windows covering a domain (modules/maintenance): the uptime without their time. */
  maintenance: Pick<MaintenanceRepository, 'domainWindows'>;
  now?: () => Date;
}

export function createTrendsService({ repo, maintenance, now = () => new Date() }: TrendsServiceDeps) {
  /** Refuses a range beyond the plan's retention with the plan named, like the other plan limits (403). */
  function windowFor(ws: Workspace, range: TrendRange): TrendWindow {
    const plan = PLANS[ws.plan];
    if (!isRangeAllowed(range, plan.retentionDays)) {
      throw new AppError(403, 'PLAN_RETENTION', TREND_MESSAGES.beyondRetention(plan.name, plan.retentionDays), {
        retentionDays: plan.retentionDays,
        plan: ws.plan,
      });
    }
    return trendWindow(range, now(), plan.retentionDays);
  }

  /** Reads the window and the one before it (for the comparison) in one pass per source. */
  async function load(ws: Workspace, range: TrendRange, domainId?: string): Promise<Loaded> {
    authorize(ws, 'workspace:read');
    const window = windowFor(ws, range);
    if (domainId !== undefined && !isUuid(domainId)) throw notFound('Domain not found.');
    const selection: DomainSelection = { ws, domainId };
    const domains = await repo.domains(selection);
    if (domainId !== undefined && domains.length === 0) throw notFound('Domain not found.');
    const span = { from: window.previous?.from ?? window.from, to: window.to };
    const [uptime, ssl, performance, outages] = await Promise.all([
      window.bucket === 'hour'
        ? repo.uptimeByHour(selection, span, window.bucketMs)
        : repo.uptimeByDay(selection, span),
      repo.sslDaysLeft(selection, span, window.bucketMs),
      repo.performanceScores(selection, span, window.bucketMs),
      repo.outages(selection, span),
    ]);
    return { window, domains, history: { uptime, ssl, performance }, outages };
  }

  function windowFields(ws: Workspace, range: TrendRange, window: TrendWindow) {
    return {
      range,
      bucket: window.bucket,
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      retentionDays: PLANS[ws.plan].retentionDays,
    };
  }

  /** The current window's figures and, when the plan keeps it, the previous window's. */
  function comparison({ window, history, outages }: Loaded) {
    const from = window.from.getTime();
    const to = window.to.getTime();
    const startedIn = (a: number, b: number) => outages.filter((o) => o.start >= a && o.start < b).length;
    const previous = window.previous
      ? periodFigures(history, window.previous.from.getTime(), from, startedIn(window.previous.from.getTime(), from))
      : null;
    return { current: periodFigures(history, from, to, startedIn(from, to)), previous };
  }

  function reliabilityParts(domain: TrendDomain, outages: OutageRow[], window: TrendWindow): ReliabilityParts {
    const own = outages.filter((o) => o.domainId === domain.id).map(toOutage);
    return reliabilityOf(own, window.from.getTime(), window.to.getTime(), domain.createdAt);
  }

  return {
    /** GET /api/trends: one domain's history over the range, with this period against the previous one. */
    async trends(ws: Workspace, query: { domainId: string; range: TrendRange }): Promise<Trends> {
      const loaded = await load(ws, query.range, query.domainId);
      const domain = loaded.domains[0]!;
      const figures = comparison(loaded);
      const windows = (await maintenance.domainWindows([domain.id])).get(domain.id) ?? [];
      const sla = uptimeExcludingMaintenance({
        from: loaded.window.from.getTime(),
        to: loaded.window.to.getTime(),
        measured: figures.current.uptime,
        outages: loaded.outages.filter((o) => o.domainId === domain.id).map(toOutage),
        maintenance: windows,
      });
      return {
        ...windowFields(ws, query.range, loaded.window),
        domain: { id: domain.id, name: domain.name, isActive: domain.isActive },
        points: seriesPoints(loaded.history, loaded.window.starts),
        ...figures,
        maintenanceMinutes: Math.round(sla.maintenanceMs / 60_000),
        uptimeExcludingMaintenance: sla.uptimeExcludingMaintenance,
      };
    },

    /** GET /api/analytics: the workspace's active domains together, and each of them side by side. */
    async analytics(ws: Workspace, query: { range: TrendRange }): Promise<Analytics> {
      const loaded = await load(ws, query.range);
      const { window, history, domains, outages } = loaded;
      const monitorRows = await repo.monitorUptime({ ws }, window, window.bucketMs);
      const from = window.from.getTime();
      const to = window.to.getTime();
      const parts = domains.map((d) => reliabilityParts(d, outages, window));
      const perDomain = historyByDomain(history);
      const rows: AnalyticsDomain[] = domains.map((domain, i) => {
        const own = periodFigures(perDomain.get(domain.id) ?? EMPTY_HISTORY, from, to, parts[i]!.incidents);
        return {
          id: domain.id,
          name: domain.name,
          uptime: own.uptime,
          checks: own.checks,
          responseTime: own.responseTime,
          sslDaysLeft: own.sslDaysLeft,
          performanceScore: own.performanceScore,
          reliability: publicReliability(parts[i]!),
        };
      });
      return {
        ...windowFields(ws, query.range, window),
        points: seriesPoints(history, window.starts),
        ...comparison(loaded),
        reliability: publicReliability(combineReliability(parts)),
        domains: rows,
        monitors: monitorHistories(monitorRows, domains).map(
          ({ id, name, domainId, history: own }): AnalyticsMonitor => {
            const { uptime, checks, responseTime } = periodFigures(own, from, to, 0);
            return {
              id,
              name,
              domainId,
              domainName: domains.find((d) => d.id === domainId)?.name ?? '',
              uptime,
              checks,
              responseTime,
            };
          },
        ),
      };
    },

    /**
     * The rows of the CSV export: each domain's periods in which anything was measured, oldest first. Without a
     * domain, every active domain of the workspace.
     */
    async exportRows(
      ws: Workspace,
      query: { range: TrendRange; domainId?: string },
    ): Promise<{ label: string; rows: ExportRow[] }> {
      const { window, history, domains } = await load(ws, query.range, query.domainId);
      const monitorRows = await repo.monitorUptime({ ws, domainId: query.domainId }, window, window.bucketMs);
      const perDomain = historyByDomain(history);
      const monitors = monitorHistories(monitorRows, domains);
      // Each domain's home-page rows, then each of its monitors' rows (decision 050).
      const rows = domains.flatMap((domain) => [
        ...seriesPoints(perDomain.get(domain.id) ?? EMPTY_HISTORY, window.starts)
          .filter(hasFigures)
          .map((p) => ({ ...p, domain: domain.name, monitor: null })),
        ...monitors
          .filter((m) => m.domainId === domain.id)
          .flatMap((m) =>
            seriesPoints(m.history, window.starts)
              .filter(hasFigures)
              .map((p) => ({ ...p, domain: domain.name, monitor: m.name })),
          ),
      ]);
      return { label: query.domainId ? domains[0]!.name : 'workspace', rows };
    },
  };
}

export type TrendsService = ReturnType<typeof createTrendsService>;
