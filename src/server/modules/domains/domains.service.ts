import { PLANS } from '../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import { planLimitMessage, type Domain } from '../../../shared/contracts/domains';
import { notApplicableChecks } from '../../../shared/helpers/check-applicability';
import { displayDomain } from '../../../shared/helpers/domain-name';
import { domainStatus, sslState, type CheckType, type LatestResult } from '../../../shared/helpers/domain-state';
import { compressedJson, type CompressedJson } from '../../http/compressed-json';
import { AppError, conflict, fieldError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { DomainLifecycleListener } from '../../jobs/monitoring/domain-lifecycle';
import type { ActivityRepository } from '../activity/activity.repository';
import { authorize, type Workspace } from '../workspaces/workspace';
import { createWorkspaceCache } from '../workspaces/workspace-cache';
import { workspaceKey, type WorkspaceVersions } from '../../db/workspace-versions';
import { privateTargetRefusal } from './private-targets';
import {
  newDomainSummaryRow,
  type DomainRow,
  type DomainSummaryRow,
  type DomainsRepository,
} from './domains.repository';

export type { DomainLifecycleListener };

export const noopLifecycle: DomainLifecycleListener = {
  domainActivated: () => undefined,
  domainDeactivated: () => undefined,
};

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

const latest = (status: string | null, message: string | null, at: Date | string | null): LatestResult | null =>
  status === null ? null : { status, message, checkedAt: iso(at)! };

/** The uptime window: the last 30 days (today included), or the plan's retention when shorter (Free keeps 7). */
export const UPTIME_WINDOW_DAYS = 30;
export function uptimeWindow(plan: SubscriptionTier, now: Date): { days: number; since: string } {
  const days = Math.min(UPTIME_WINDOW_DAYS, PLANS[plan].retentionDays);
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)))
    .toISOString()
    .slice(0, 10);
  return { days, since };
}

/** The domain answer from the stored facts: figures, and the status and certificate state worked out from them. */
export function toClientDomain(r: DomainSummaryRow, uptimeWindowDays: number): Domain {
  // a family that does not apply counts for nothing, whatever it recorded before (decision 071)
  const notApplicable = notApplicableChecks({ name: r.name, httpOnly: r.http_only });
  const applies = (type: CheckType) => !notApplicable.some((n) => n.check === type);
  const { status, reason } = domainStatus({
    uptime: latest(r.uptime_status, r.uptime_message, r.uptime_checked_at),
    ssl: applies('ssl') ? latest(r.ssl_status, r.ssl_message, r.ssl_checked_at) : null,
    dns: applies('dns') ? latest(r.dns_status, r.dns_message, r.dns_checked_at) : null,
  });
  const lastSsl = latest(r.ssl_status, r.ssl_message, r.ssl_checked_at);
  const sslReason = notApplicable.find((n) => n.check === 'ssl')?.reason;
  const certificate = r.ssl_is_valid === null ? null : { isValid: r.ssl_is_valid, daysUntilExpiry: r.ssl_days };
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    isActive: r.is_active,
    httpOnly: r.http_only,
    notApplicable,
    createdAt: iso(r.created_at)!,
    deactivatedAt: iso(r.deactivated_at),
    uptimePercentage: r.uptime_percentage === null ? null : Number(r.uptime_percentage),
    performanceScore: r.performance_score === null ? null : Math.round(Number(r.performance_score)),
    activeAlerts: Number(r.active_alerts),
    acknowledgedAlerts: Number(r.acknowledged_alerts),
    latestCheck: r.latest_status ? { status: r.latest_status, checkedAt: iso(r.latest_checked_at)! } : null,
    status,
    statusReason: reason,
    pendingChecks: ((r.pending_checks ?? []) as CheckType[]).filter(applies),
    uptimeWindowDays,
    ssl: sslReason
      ? { state: 'not-applicable', message: sslReason, checkedAt: null }
      : {
          ...sslState(lastSsl && { ...lastSsl, gotCertificate: r.ssl_got_certificate === true }, certificate),
          checkedAt: lastSsl?.checkedAt ?? null,
        },
    sslCertificate:
      r.ssl_is_valid === null || sslReason
        ? null
        : {
            issuer: r.ssl_issuer,
            daysUntilExpiry: r.ssl_days,
            validFrom: iso(r.ssl_valid_from),
            validTo: iso(r.ssl_valid_to),
            isValid: r.ssl_is_valid,
          },
  };
}

/** A domain answer with the uptime checks behind its percentage (what the dashboard sums). */
export interface DomainSummary {
  domain: Domain;
  uptime: { checks: number; successful: number };
}

function planLimitError(ws: Workspace): AppError {
  const plan = PLANS[ws.plan];
  return new AppError(403, 'PLAN_LIMIT_REACHED', planLimitMessage(plan.maxDomains, plan.name), {
    limit: plan.maxDomains,
    plan: ws.plan,
  });
}

export interface DomainsServiceDeps {
  repo: DomainsRepository;
  activity: ActivityRepository;
  lifecycle: DomainLifecycleListener;
  /** Told about every change of the workspace's domains; versions the cached list. */
  versions: WorkspaceVersions;
  /** ALLOW_PRIVATE_TARGETS: localhost and private IP addresses may be added as domains (decision 071). */
  allowPrivateTargets?: boolean;
  now?: () => Date;
}

export function createDomainsService({
  repo,
  activity,
  lifecycle,
  versions,
  allowPrivateTargets = false,
  now = () => new Date(),
}: DomainsServiceDeps) {
  /** 400 in the SPEC §8 shape, under the name field, for an address this installation does not check. */
  function ensureCheckable(name: string): void {
    const refusal = privateTargetRefusal(name, allowPrivateTargets);
    if (refusal) throw fieldError('name', refusal, 'PRIVATE_TARGET');
  }

  // Sized by the JSON: the compressed forms, made later and only when asked for, add about a tenth.
  const listCache = createWorkspaceCache<CompressedJson>({ sizeOf: (body) => body.json.length });
  // The same lists as objects, for the partner API's filtered pages (sized roughly: a domain answer is under 1 KB).
  const domainListCache = createWorkspaceCache<Domain[]>({ sizeOf: (list) => list.length * 1024 });
  /** A malformed id is a domain that does not exist. */
  async function find(ws: Workspace, id: string): Promise<DomainRow> {
    const row = isUuid(id) ? await repo.findById(ws, id) : undefined;
    if (!row) throw notFound('Domain not found.');
    return row;
  }

  /**
   * The workspace's domain answers, each with its uptime checks: the one place the facts become figures, for the
   * list, the detail and the dashboard's cards alike.
   */
  async function summaries(ws: Workspace, opts: { includeInactive: boolean; id?: string }): Promise<DomainSummary[]> {
    const window = uptimeWindow(ws.plan, now());
    const rows = await repo.listSummaries(ws, { ...opts, uptimeSince: window.since });
    return rows.map((r) => ({
      domain: toClientDomain(r, window.days),
      uptime: { checks: Number(r.uptime_checks), successful: Number(r.uptime_successful) },
    }));
  }

  async function summary(ws: Workspace, id: string): Promise<Domain> {
    const [row] = await summaries(ws, { includeInactive: true, id });
    if (!row) throw notFound('Domain not found.');
    return row.domain;
  }

  async function ensureBelowLimit(ws: Workspace): Promise<void> {
    if ((await repo.countActive(ws)) >= PLANS[ws.plan].maxDomains) throw planLimitError(ws);
  }

  return {
    async list(ws: Workspace, includeInactive: boolean): Promise<Domain[]> {
      authorize(ws, 'workspace:read');
      if (includeInactive && ws.plan === 'free') {
        throw new AppError(403, 'PLAN_FEATURE', 'Deleted domains can be listed and restored on paid plans.');
      }
      return (await summaries(ws, { includeInactive })).map((s) => s.domain);
    },

    /** The list narrowed to one status and a part of the name (the partner API's filters), from the workspace's cache. */
    async search(
      ws: Workspace,
      filter: { includeInactive: boolean; status?: Domain['status']; search?: string },
    ): Promise<Domain[]> {
      authorize(ws, 'workspace:read');
      const key = `${workspaceKey(ws)}|${filter.includeInactive}`;
      const all = await domainListCache.get(key, versions.of(ws), () => this.list(ws, filter.includeInactive));
      const needle = filter.search?.toLowerCase();
      // the cached list itself when nothing filters it: the partner API pages it without sorting it again
      if (!filter.status && !needle) return all;
      return all.filter((d) => (!filter.status || d.status === filter.status) && (!needle || d.name.includes(needle)));
    },

    /** Every domain of the workspace, deleted ones too, with its uptime checks: what the dashboard's cards count. */
    summaries: (ws: Workspace) => {
      authorize(ws, 'workspace:read');
      return summaries(ws, { includeInactive: true });
    },

    /** The body of GET /api/domains (`{ data }` as JSON, and compressed once), from the workspace's list cache. */
    async listBody(ws: Workspace, includeInactive: boolean): Promise<CompressedJson> {
      authorize(ws, 'workspace:read');
      const key = `${workspaceKey(ws)}|${includeInactive}`;
      const version = versions.of(ws);
      return listCache.get(key, version, async () =>
        compressedJson(JSON.stringify({ data: await this.list(ws, includeInactive) })),
      );
    },

    get: async (ws: Workspace, id: string) => {
      authorize(ws, 'workspace:read');
      await find(ws, id);
      return summary(ws, id);
    },

    /** Adds a domain; re-adding a deleted name brings that domain (and its history) back. */
    async create(
      ws: Workspace,
      input: { name: string; description: string | null; httpOnly?: boolean },
    ): Promise<Domain> {
      authorize(ws, 'monitoring:write');
      ensureCheckable(input.name);
      const existing = await repo.findByName(ws, input.name);
      if (existing?.isActive)
        throw conflict(`${displayDomain(input.name)} is already monitored in this workspace.`, 'DOMAIN_EXISTS');
      await ensureBelowLimit(ws);
      let row: DomainRow | undefined;
      if (existing) {
        row = await repo.update(ws, existing.id, {
          isActive: true,
          deactivatedAt: null,
          description: input.description,
          ...(input.httpOnly === undefined ? {} : { httpOnly: input.httpOnly }),
        });
        await activity.record(ws, {
          action: 'domain.restored',
          entityType: 'domain',
          entityId: existing.id,
          metadata: { name: input.name },
        });
      } else {
        row = await repo.insert(ws, input);
        if (!row)
          throw conflict(`${displayDomain(input.name)} is already monitored in this workspace.`, 'DOMAIN_EXISTS');
        await activity.record(ws, {
          action: 'domain.added',
          entityType: 'domain',
          entityId: row.id,
          metadata: { name: input.name },
        });
      }
      await versions.changed(ws);
      await lifecycle.domainActivated(row!);
      // a new domain has no history to sum: its answer is its row; a restored one has its figures read
      return existing
        ? summary(ws, row!.id)
        : toClientDomain(newDomainSummaryRow(row!), uptimeWindow(ws.plan, now()).days);
    },

    async update(
      ws: Workspace,
      id: string,
      input: { name?: string; description?: string | null; httpOnly?: boolean },
    ): Promise<Domain> {
      authorize(ws, 'monitoring:write');
      const current = await find(ws, id);
      if (input.name && input.name !== current.name) ensureCheckable(input.name);
      if (input.name && input.name !== current.name && (await repo.findByName(ws, input.name))) {
        throw conflict(`${displayDomain(input.name)} is already in this workspace.`, 'DOMAIN_EXISTS');
      }
      const row = await repo.update(ws, id, {
        name: input.name ?? current.name,
        description: input.description === undefined ? current.description : input.description,
        httpOnly: input.httpOnly ?? current.httpOnly,
      });
      if (!row) throw notFound('Domain not found.');
      await versions.changed(ws);
      await activity.record(ws, {
        action: 'domain.updated',
        entityType: 'domain',
        entityId: id,
        metadata: {
          name: row.name,
          ...(row.name !== current.name ? { previousName: current.name } : {}),
          ...(row.httpOnly !== current.httpOnly ? { httpOnly: row.httpOnly } : {}),
        },
      });
      // a new host, or checks over another scheme: every family checked again at once
      if (row.isActive && (row.name !== current.name || row.httpOnly !== current.httpOnly))
        await lifecycle.domainActivated(row);
      return summary(ws, id);
    },

    /** Soft delete: monitoring stops at once; paid plans can restore. */
    async remove(ws: Workspace, id: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      const current = await find(ws, id);
      if (!current.isActive) throw notFound('Domain not found.');
      const row = await repo.update(ws, id, { isActive: false, deactivatedAt: new Date() });
      await versions.changed(ws);
      await activity.record(ws, {
        action: 'domain.removed',
        entityType: 'domain',
        entityId: id,
        metadata: { name: current.name },
      });
      await lifecycle.domainDeactivated(row!);
    },

    async restore(ws: Workspace, id: string): Promise<Domain> {
      authorize(ws, 'monitoring:write');
      if (ws.plan === 'free') {
        throw new AppError(403, 'PLAN_FEATURE', 'Deleted domains can be listed and restored on paid plans.');
      }
      const current = await find(ws, id);
      if (current.isActive) return summary(ws, id);
      await ensureBelowLimit(ws);
      const row = await repo.update(ws, id, { isActive: true, deactivatedAt: null });
      await versions.changed(ws);
      await activity.record(ws, {
        action: 'domain.restored',
        entityType: 'domain',
        entityId: id,
        metadata: { name: current.name },
      });
      await lifecycle.domainActivated(row!);
      return summary(ws, id);
    },
  };
}

export type DomainsService = ReturnType<typeof createDomainsService>;
