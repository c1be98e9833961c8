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
import { sslState, type CheckType } from '../../../shared/helpers/domain-state';
import { maintenanceOverlapMs } from '../../../shared/helpers/maintenance-occurrences';
import { uptimeExcludingMaintenance } from '../../../shared/helpers/maintenance-uptime';
import { HISTORY_RANGES, isDailyRange, rangesWithin, uptimeBarDays, type HistoryRangeId } from '../../../shared/helpers/history-ranges';
import { AppError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { DomainsRepository } from '../domains/domains.repository';
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
  return { page: page.page, pageSize: page.pageSize, hasMore: rows.length > page.pageSize, items: rows.slice(0, page.pageSize).map(map) };
}

export interface DomainDetailsServiceDeps {
  repo: DomainDetailsRepository;
  domains: DomainsRepository;
  /** The maintenance windows covering a domain (modules/maintenance): the uptime days' SLA figures. */
  maintenance: Pick<MaintenanceRepository, 'domainWindows'>;
  now?: () => Date;
}

/** The panels of a domain's page: each reads the stored history of a domain of the caller's workspace. */
export function createDomainDetailsService({ repo, domains, maintenance, now = () => new Date() }: DomainDetailsServiceDeps) {
  /** The domain's id once found in the workspace: another workspace's domain is not found, as on every domain route. */
  async function domainIn(ws: Workspace, id: string): Promise<string> {
    authorize(ws, 'workspace:read');
    const row = isUuid(id) ? await domains.findById(ws, id) : undefined;
    if (!row) throw notFound('Domain not found.');
    return row.id;
  }

  const retentionDays = (ws: Workspace) => PLANS[ws.plan].retentionDays;

  return {
    async responseTimes(ws: Workspace, id: string, rangeId: HistoryRangeId): Promise<ResponseTimes> {
      const domainId = await domainIn(ws, id);
      const allowed = rangesWithin(retentionDays(ws));
      const range = HISTORY_RANGES.find((r) => r.id === rangeId)!;
      if (!allowed.some((r) => r.id === rangeId)) {
        throw new AppError(403, 'PLAN_FEATURE', `The ${PLANS[ws.plan].name} plan keeps ${retentionDays(ws)} days of history; choose a shorter range.`, {
          ranges: allowed.map((r) => r.id),
        });
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
      return {
        days: rows.map((r) => {
          const checks = Number(r.checks);
          const uptimePercentage = checks > 0 ? Math.round((10_000 * Number(r.ok)) / checks) / 100 : null;
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
        }),
      };
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

    async checks(ws: Workspace, id: string, filter: { type?: CheckType; status?: string }, page: PageRequest): Promise<CheckLog> {
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
      const [latest, changes] = await Promise.all([repo.latestCheck(domainId, 'dns'), repo.dnsChanges(domainId, since, DNS_CHANGES_SHOWN)]);
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
