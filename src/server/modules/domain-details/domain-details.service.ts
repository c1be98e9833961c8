import { PLANS } from '../../../shared/constants/plans';
import type {
  CertificatePanel,
  CheckLog,
  DnsPanel,
  OutageList,
  RegistrationPanel,
  ResponseTimes,
  SecurityPanel,
  UptimeDays,
} from '../../../shared/contracts/domain-details';
import type { HistoryType } from '../../../shared/constants/history-types';
import { sslState, type CheckType } from '../../../shared/helpers/domain-state';
import { maintenanceOverlapMs, type MaintenanceSchedule } from '../../../shared/helpers/maintenance-occurrences';
import type { Outage } from '../../../shared/helpers/reliability';
import { uptimeExcludingMaintenance } from '../../../shared/helpers/maintenance-uptime';
import {
  HISTORY_RANGES,
  isDailyRange,
  rangesWithin,
  uptimeBarDays,
  type HistoryRangeId,
} from '../../../shared/helpers/history-ranges';
import { AppError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { V1Check, V1UptimeReport } from '../../../shared/contracts/api-v1';
import type { DomainsRepository } from '../domains/domains.repository';
import type { MonitorsRepository } from '../monitors/monitors.repository';
import type { MaintenanceRepository } from '../maintenance/maintenance.repository';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { DomainDetailsRepository, LatestCheckRow, PageRequest } from './domain-details.repository';
import * as read from './stored-details';

const DAY_MS = 86_400_000;
/** DNS changes listed on the page: the most recent ones within the plan's history. */
const DNS_CHANGES_SHOWN = 50;

const iso = (v: Date | string): string => new Date(v).toISOString();
const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The latest check of a family as the panels show it (null: not checked yet). */
const checkOf = (row: LatestCheckRow | undefined) =>
  row ? { checkedAt: iso(row.checked_at), status: row.status, message: read.text(row.details.message) } : null;

/** A page of rows fetched one past its size (repository `window`): the rows to show and whether more follow. */
function paged<T, U>(rows: T[], page: PageRequest, map: (row: T) => U) {
  return {
    page: page.page,
    pageSize: page.pageSize,
    hasMore: rows.length > page.pageSize,
    items: rows.slice(0, page.pageSize).map(map),
  };
}

const percentageOf = (ok: number, checks: number): number | null =>
  checks > 0 ? Math.round((10_000 * ok) / checks) / 100 : null;

type UptimeDayRow = Awaited<ReturnType<DomainDetailsRepository['uptimeDays']>>[number];

/** Each UTC day's measured uptime, outage and maintenance minutes, and its uptime with maintenance left out. */
function dayFigures(
  rows: UptimeDayRow[],
  outages: Outage[],
  windows: MaintenanceSchedule[],
  at: Date,
): UptimeDays['days'] {
  return rows.map((r) => {
    const checks = Number(r.checks);
    const uptimePercentage = percentageOf(Number(r.ok), checks);
    const dayStart = Date.parse(`${r.day}T00:00:00Z`);
    const sla = uptimeExcludingMaintenance({
      from: dayStart,
      to: Math.min(dayStart + DAY_MS, at.getTime()),
      measured: uptimePercentage,
      outages,
      maintenance: windows,
    });
    return {
      date: r.day,
      checks,
      successful: Number(r.ok),
      uptimePercentage,
      outageMinutes: Math.round(Number(r.outage_seconds) / 60),
      maintenanceMinutes: Math.round(sla.maintenanceMs / 60_000),
      uptimeExcludingMaintenance: sla.uptimeExcludingMaintenance,
    };
  });
}

export interface DomainDetailsServiceDeps {
  repo: DomainDetailsRepository;
  domains: DomainsRepository;
  /** The maintenance windows covering a domain (modules/maintenance): the uptime days' SLA figures. */
  maintenance: Pick<MaintenanceRepository, 'domainWindows'>;
  /** A monitor of the workspace, for its check history. */
  monitors: Pick<MonitorsRepository, 'find'>;
  now?: () => Date;
}

/** What a check history asks: a time range, a family and status, and a keyset page (newest first). */
export interface CheckHistoryQuery {
  from?: Date;
  to?: Date;
  type?: HistoryType;
  status?: string;
  after?: { at: Date; id: string };
  limit: number;
}

type CheckHistoryRow = Awaited<ReturnType<DomainDetailsRepository['checkHistory']>>[number];

/** The panels of a domain's page: each reads the stored history of a domain of the caller's workspace. */
export function createDomainDetailsService({
  repo,
  domains,
  maintenance,
  monitors,
  now = () => new Date(),
}: DomainDetailsServiceDeps) {
  /** The domain's id once found in the workspace: another workspace's domain is not found, as on every domain route. */
  async function domainIn(ws: Workspace, id: string): Promise<string> {
    authorize(ws, 'workspace:read');
    const row = isUuid(id) ? await domains.findById(ws, id) : undefined;
    if (!row) throw notFound('Domain not found.');
    return row.id;
  }

  const retentionDays = (ws: Workspace) => PLANS[ws.plan].retentionDays;

  const toCheck =
    (domainId: string) =>
    (r: CheckHistoryRow): V1Check => ({
      id: String(r.id),
      domainId,
      monitorId: r.monitor_id,
      type: r.check_type,
      status: r.status,
      message: r.message,
      responseTimeMs: r.response_time,
      checkedAt: iso(r.checked_at),
    });

  /** A checks query with its range checked: from before to. */
  function checkFilter({ limit, ...filter }: CheckHistoryQuery) {
    if (filter.from && filter.to && filter.from >= filter.to)
      throw new AppError(400, 'VALIDATION_ERROR', '`from` must be before `to`.');
    return { filter, limit };
  }

  return {
    async responseTimes(ws: Workspace, id: string, rangeId: HistoryRangeId): Promise<ResponseTimes> {
      const domainId = await domainIn(ws, id);
      const allowed = rangesWithin(retentionDays(ws));
      const range = HISTORY_RANGES.find((r) => r.id === rangeId)!;
      if (!allowed.some((r) => r.id === rangeId)) {
        throw new AppError(
          403,
          'PLAN_FEATURE',
          `The ${PLANS[ws.plan].name} plan keeps ${retentionDays(ws)} days of history; choose a shorter range.`,
          {
            ranges: allowed.map((r) => r.id),
          },
        );
      }
      const at = now();
      const rows = isDailyRange(range)
        ? await repo.dailyResponseTimes(domainId, utcDay(new Date(at.getTime() - (range.days - 1) * DAY_MS)))
        : await repo.responseTimes(domainId, new Date(at.getTime() - range.days * DAY_MS), range.bucketSeconds);
      return {
        range: range.id,
        ranges: allowed.map((r) => r.id),
        bucketSeconds: range.bucketSeconds,
        points: rows.map((r) => ({
          at: iso(r.at),
          avgMs: r.avg_ms === null ? null : Math.round(Number(r.avg_ms)),
          maxMs: r.max_ms === null ? null : Math.round(Number(r.max_ms)),
          checks: Number(r.checks),
          failed: Number(r.checks) - Number(r.ok),
        })),
      };
    },

    async uptimeDays(ws: Workspace, id: string): Promise<UptimeDays> {
      const domainId = await domainIn(ws, id);
      const at = now();
      const days = uptimeBarDays(retentionDays(ws));
      const since = utcDay(new Date(at.getTime() - (days - 1) * DAY_MS));
      const [rows, windows] = await Promise.all([
        repo.uptimeDays(domainId, since, utcDay(at), at),
        maintenance.domainWindows([domainId]).then((found) => found.get(domainId) ?? []),
      ]);
      // outage periods only matter (and are only read) when a window touches the days shown
      const from = new Date(`${since}T00:00:00Z`);
      const outages = maintenanceOverlapMs(windows, from, at) > 0 ? await repo.outageSpans(domainId, from, at) : [];
      return { days: dayFigures(rows, outages, windows, at) };
    },

    async outages(ws: Workspace, id: string, page: PageRequest): Promise<OutageList> {
      const domainId = await domainIn(ws, id);
      return paged(await repo.outages(domainId, page), page, (r) => ({
        id: Number(r.id),
        type: r.event_type,
        startedAt: iso(r.start_time),
        endedAt: r.end_time === null ? null : iso(r.end_time),
        durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
        statusCode: r.status_code,
        cause: r.error_message,
      }));
    },

    async checks(
      ws: Workspace,
      id: string,
      filter: { type?: CheckType; status?: string },
      page: PageRequest,
    ): Promise<CheckLog> {
      const domainId = await domainIn(ws, id);
      return paged(await repo.checks(domainId, filter, page), page, (r) => ({
        id: Number(r.id),
        type: r.check_type,
        status: r.status,
        message: r.message,
        responseTimeMs: r.response_time,
        checkedAt: iso(r.checked_at),
      }));
    },

    /** The home page's checks of a domain, newest first, in a time range (the partner API's keyset pages). */
    async checkHistory(ws: Workspace, id: string, query: CheckHistoryQuery): Promise<V1Check[]> {
      const domainId = await domainIn(ws, id);
      const { filter, limit } = checkFilter(query);
      return (await repo.checkHistory({ domainId, monitorId: null }, filter, limit)).map(toCheck(domainId));
    },

    /** One monitor's checks, newest first, in a time range. */
    async monitorCheckHistory(ws: Workspace, monitorId: string, query: CheckHistoryQuery): Promise<V1Check[]> {
      authorize(ws, 'workspace:read');
      const found = isUuid(monitorId) ? await monitors.find(ws, monitorId) : undefined;
      if (!found) throw notFound('Monitor not found.');
      const { filter, limit } = checkFilter(query);
      const domainId = found.monitor.domainId;
      return (await repo.checkHistory({ domainId, monitorId }, filter, limit)).map(toCheck(domainId));
    },

    /**
     * Uptime over a period of whole UTC days within the plan's history, and the SLA figure: the same period with
     * maintenance left out (shared/helpers/maintenance-uptime.ts, as the uptime days count it).
     */
    async uptimeReport(ws: Workspace, id: string, period: { from?: string; to?: string }): Promise<V1UptimeReport> {
      const domainId = await domainIn(ws, id);
      const at = now();
      const today = utcDay(at);
      const to = period.to && period.to < today ? period.to : today;
      const earliest = utcDay(new Date(at.getTime() - (retentionDays(ws) - 1) * DAY_MS));
      const asked = period.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
      if (asked > to) throw new AppError(400, 'VALIDATION_ERROR', '`from` must not be after `to`.');
      const from = asked < earliest ? earliest : asked;
      const start = new Date(`${from}T00:00:00Z`);
      const end = Math.min(Date.parse(`${to}T00:00:00Z`) + DAY_MS, at.getTime());
      const [rows, windows] = await Promise.all([
        repo.uptimeDays(domainId, from, to, at),
        maintenance.domainWindows([domainId]).then((found) => found.get(domainId) ?? []),
      ]);
      const outages =
        maintenanceOverlapMs(windows, start, new Date(end)) > 0 ? await repo.outageSpans(domainId, start, at) : [];
      const days = dayFigures(rows, outages, windows, at);
      const checks = days.reduce((sum, d) => sum + d.checks, 0);
      const successful = days.reduce((sum, d) => sum + d.successful, 0);
      const uptimePercentage = percentageOf(successful, checks);
      const sla = uptimeExcludingMaintenance({
        from: start.getTime(),
        to: end,
        measured: uptimePercentage,
        outages,
        maintenance: windows,
      });
      return {
        domainId,
        from,
        to,
        checks,
        successful,
        uptimePercentage,
        outageMinutes: days.reduce((sum, d) => sum + d.outageMinutes, 0),
        maintenanceMinutes: Math.round(sla.maintenanceMs / 60_000),
        slaPercentage: sla.uptimeExcludingMaintenance ?? uptimePercentage,
        days,
      };
    },

    async certificate(ws: Workspace, id: string): Promise<CertificatePanel> {
      const domainId = await domainIn(ws, id);
      const [latest, stored] = await Promise.all([repo.latestCheck(domainId, 'ssl'), repo.certificate(domainId)]);
      const check = checkOf(latest);
      const certificate = latest ? read.certificate(latest.details) : null;
      // the same rule as the domain list's certificate column (shared/helpers/domain-state.ts)
      const state = sslState(
        check && { ...check, gotCertificate: certificate !== null },
        stored ? { isValid: stored.is_valid, daysUntilExpiry: stored.days_until_expiry } : null,
      );
      return { check, state: { state: state.state, message: state.message }, certificate };
    },

    async dns(ws: Workspace, id: string): Promise<DnsPanel> {
      const domainId = await domainIn(ws, id);
      const since = new Date(now().getTime() - retentionDays(ws) * DAY_MS);
      const [latest, changes] = await Promise.all([
        repo.latestCheck(domainId, 'dns'),
        repo.dnsChanges(domainId, since, DNS_CHANGES_SHOWN),
      ]);
      return {
        check: checkOf(latest),
        records: latest ? read.dnsRecords(latest.details.records) : [],
        changes: changes.map((c) => ({ at: iso(c.checked_at), ...read.recordDiff(c.previous, c.records) })),
      };
    },

    async registration(ws: Workspace, id: string): Promise<RegistrationPanel> {
      const domainId = await domainIn(ws, id);
      const latest = await repo.latestCheck(domainId, 'whois');
      return { check: checkOf(latest), facts: latest ? read.registration(latest.details) : null };
    },

    async security(ws: Workspace, id: string): Promise<SecurityPanel> {
      const domainId = await domainIn(ws, id);
      const latest = await repo.latestCheck(domainId, 'security');
      return { check: checkOf(latest), ...read.security(latest?.details ?? null) };
    },
  };
}

export type DomainDetailsService = ReturnType<typeof createDomainDetailsService>;
