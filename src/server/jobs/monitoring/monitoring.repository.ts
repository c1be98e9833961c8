import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { uuidArray } from '../../db/uuid-array';
import { readHeartbeatPings } from './families/heartbeat-pings';
import { countUp } from '../../db/uptime-rollups';
import {
  alerts,
  dnsRecords,
  monitorStates,
  performanceSnapshots,
  sslCertificates,
  uptimeEvents,
  type AlertType,
} from '../../db/schema';
import type { LighthouseResult, PerformanceCheck } from '../../engine';
import { storeLighthouseRun } from '../lighthouse/lighthouse-store';
import { DEFAULT_ALERT_THRESHOLDS } from '../../../shared/constants/plans';
import { readableZone } from '../../../shared/helpers/readable-time';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { ThresholdOverride, ThresholdOverrides } from '../evaluate/overrides';
import type { NewAlert } from '../evaluate/types';
import type { OwedCheck } from './check-jobs';
import { ADVISORY_LOCK_IDS } from '../../db/lock-ids';

export interface DomainContext {
  id: string;
  name: string;
  isActive: boolean;
  /** The domain's "HTTP only" setting: fetched over http://, no certificate check (decision 071). */
  httpOnly: boolean;
  userId: string;
  teamId: string | null;
  /** The workspace's plan: the user's, or the team owner's. */
  plan: SubscriptionTier;
  thresholds: {
    sslExpiryDays: number;
    downtimeMinutes: number;
    responseTimeMs: number;
    performanceScoreThreshold: number;
    dnsChangeAlerts: boolean;
  };
  /** Per-domain or workspace-wide alert_thresholds rules, by metric (the domain's own row wins). */
  overrides: ThresholdOverrides;
  /** The rules of the domain's monitors, by monitor id then metric (issue 31): each applies to its monitor only. */
  monitorOverrides: Record<string, ThresholdOverrides>;
  /**
   * Domains of the demo account (users.is_test_account of the workspace owner) are never probed: their history
   * is seeded (`sitewarden seed demo`) on names that do not resolve.
   */
  isDemo: boolean;
  /**
   * The account that pays for the workspace (the user, or the team's owner) was disabled by an operator
   * (users.disabled_at, /admin/users): its domains are not probed until it is enabled again (decision 062).
   */
  payerDisabled: boolean;
  /** The workspace owner's IANA zone (users.timezone): the clock alert texts are written on (decision 044). */
  timezone: string;
}

const DEFAULTS = DEFAULT_ALERT_THRESHOLDS;

/** Domain ids per query when asking which first checks are owed (a statement's parameters stay well under limits). */
const OWED_CHUNK = 1000;

const metricOf = (metadata: Record<string, unknown>): string | undefined =>
  typeof metadata.metric === 'string' ? metadata.metric : undefined;
/** Alerts of one threshold rule (metadata.metric), or with `undefined` those raised by no rule. */
const sameMetric = (metric: string | undefined) =>
  sql`${alerts.metadata}->>'metric' is not distinct from ${metric ?? null}::text`;
/** Rows of one monitor, or with null the domain's home-page bundle's: part of an alert's or an outage's cause. */
const sameMonitor = (column: typeof alerts.monitorId | typeof uptimeEvents.monitorId, monitorId: string | null) =>
  monitorId ? eq(column, monitorId) : isNull(column);

/**
 * A domain with the users whose plan and demo flag apply to it (aliases d, u, t, owner): a team's domains follow
 * the team owner's plan, a personal domain its user's. Shared by every query that asks what is probed, and how often.
 */
export const DOMAIN_WITH_PLAN_OWNER = sql`domains d
    join users u on u.id = d.user_id
    left join teams t on t.id = d.team_id
    left join users owner on owner.id = t.owner_id`;
export const DOMAIN_PLAN = sql`coalesce(owner.subscription_tier, u.subscription_tier)`;
export const DOMAIN_IS_DEMO = sql`coalesce(owner.is_test_account, u.is_test_account)`;
/** The paying account (the team's owner, or the user of a personal domain) is disabled. */
export const DOMAIN_PAYER_DISABLED = sql`(case when t.id is null then u.disabled_at else owner.disabled_at end) is not null`;
/**
 * Probed: active, not the demo account's (whose history is seeded on names that do not resolve), and its paying
 * account not disabled (the checks pause with the account and resume with it; nothing is written to the domains).
 */
export const IS_PROBED = sql`d.is_active = true and not ${DOMAIN_IS_DEMO} and not ${DOMAIN_PAYER_DISABLED}`;

export function createMonitoringRepository(db: Database) {
  // The rules of the domain's workspace, its own rows first (then oldest first), as the notifier picks them.
  const contextQuery = (where: ReturnType<typeof sql>) => sql`
    select d.id, d.name, d.is_active, d.http_only, d.user_id, d.team_id,
      ${DOMAIN_PLAN} as plan,
      ${DOMAIN_IS_DEMO} as is_demo,
      ${DOMAIN_PAYER_DISABLED} as payer_disabled,
      coalesce(owner.timezone, u.timezone) as timezone,
      ap.alert_thresholds as thresholds, th.rules, mt.rules as monitor_rules
    from ${DOMAIN_WITH_PLAN_OWNER}
    left join alert_preferences ap on ap.user_id = coalesce(t.owner_id, d.user_id)
    left join lateral (
      select json_agg(json_build_object('metric', x.metric, 'warning', x.warning_threshold, 'critical', x.critical_threshold,
        'enabled', x.enabled) order by x.domain_id is null, x.created_at) as rules
      from alert_thresholds x
      where x.monitor_id is null and (x.domain_id = d.id
        or (x.domain_id is null and (case when d.team_id is null then x.user_id = d.user_id and x.team_id is null else x.team_id = d.team_id end)))
    ) th on true
    left join lateral (
      select json_agg(json_build_object('monitor', x.monitor_id, 'metric', x.metric, 'warning', x.warning_threshold,
        'critical', x.critical_threshold, 'enabled', x.enabled)) as rules
      from alert_thresholds x
      where x.domain_id = d.id and x.monitor_id is not null
    ) mt on true
    where ${where}`;

  type Rule = ThresholdOverride & { metric: keyof ThresholdOverrides };
  type Row = {
    id: string;
    name: string;
    is_active: boolean;
    http_only: boolean;
    user_id: string;
    team_id: string | null;
    plan: SubscriptionTier;
    is_demo: boolean;
    payer_disabled: boolean;
    timezone: string | null;
    thresholds: Partial<DomainContext['thresholds']> | null;
    rules: Rule[] | null;
    monitor_rules: (Rule & { monitor: string })[] | null;
  };
  const toContext = (r: Row): DomainContext => {
    const overrides: ThresholdOverrides = {};
    for (const { metric, warning, critical, enabled } of r.rules ?? [])
      overrides[metric] ??= { warning, critical, enabled };
    const monitorOverrides: Record<string, ThresholdOverrides> = {};
    for (const { monitor, metric, warning, critical, enabled } of r.monitor_rules ?? [])
      (monitorOverrides[monitor] ??= {})[metric] = { warning, critical, enabled };
    return {
      id: r.id,
      name: r.name,
      isActive: r.is_active,
      httpOnly: r.http_only,
      userId: r.user_id,
      teamId: r.team_id,
      plan: r.plan,
      thresholds: { ...DEFAULTS, ...(r.thresholds ?? {}) },
      overrides,
      monitorOverrides,
      isDemo: r.is_demo,
      payerDisabled: r.payer_disabled,
      timezone: readableZone(r.timezone),
    };
  };
  const contexts = async (where: ReturnType<typeof sql>) =>
    (await queryRows<Row>(db, contextQuery(where))).map(toContext);

  return {
    /** A heartbeat monitor's latest pings (its silence check; families/heartbeat.ts). */
    heartbeatPings: (monitorId: string) => readHeartbeatPings(db, monitorId),

    async domainContext(domainId: string): Promise<DomainContext | undefined> {
      const [row] = await contexts(sql`d.id = ${domainId}`);
      return row;
    },

    /**
     * A fingerprint of every column the contexts are built from (domains, the users' plans and demo flags, team
     * owners, alert preferences, alert_thresholds rules): count and sum of a 64-bit hash of each table's rows.
     * Any insert, update or delete of those changes it, whichever process made it; one scan of small rows
     * (~5 ms for 10,000 domains on PGlite) instead of rebuilding every context (~90 ms).
     */
    async contextsVersion(): Promise<string> {
      const [row] = await queryRows<{ version: string }>(
        db,
        sql`select concat_ws(' ',
          (select count(*) || ':' || coalesce(sum(hashtextextended(row(id, name, is_active, user_id, team_id)::text, 0)), 0) from domains),
          (select count(*) || ':' || coalesce(sum(hashtextextended(row(id, subscription_tier, is_test_account, timezone, disabled_at)::text, 0)), 0) from users),
          (select count(*) || ':' || coalesce(sum(hashtextextended(row(id, owner_id)::text, 0)), 0) from teams),
          (select count(*) || ':' || coalesce(sum(hashtextextended(row(user_id, alert_thresholds)::text, 0)), 0) from alert_preferences),
          (select count(*) || ':' || coalesce(sum(hashtextextended(
            row(id, domain_id, monitor_id, user_id, team_id, metric, warning_threshold, critical_threshold, enabled, created_at)::text, 0)), 0)
            from alert_thresholds)) as version`,
      );
      return row?.version ?? '';
    },

    /** Every domain that is probed: active, not the demo account's, its paying account not disabled. */
    async activeDomains(): Promise<DomainContext[]> {
      return contexts(IS_PROBED);
    },

    /** Every probed domain's id and plan, and nothing else: what the schedules are reconciled with every minute. */
    async probedDomainPlans(): Promise<{ id: string; plan: SubscriptionTier }[]> {
      return queryRows<{ id: string; plan: SubscriptionTier }>(
        db,
        sql`select d.id, ${DOMAIN_PLAN} as plan from ${DOMAIN_WITH_PLAN_OWNER} where ${IS_PROBED}`,
      );
    },

    /**
     * Of these domains, each of these (domain) families that has no stored result yet: the first checks still owed
     * (one index probe per domain and family, on domain_checks' (domain, type, time) index). A family whose history
     * retention pruned away counts as owed too: nothing current is known of it.
     */
    async familiesWithoutResults(
      domainIds: readonly string[],
      families: readonly { id: string; historyType: string }[],
    ): Promise<OwedCheck[]> {
      const owed: OwedCheck[] = [];
      if (!families.length) return owed;
      const types = sql.join(
        families.map((f) => sql`(${f.id}, ${f.historyType})`),
        sql`, `,
      );
      for (let i = 0; i < domainIds.length; i += OWED_CHUNK) {
        const chunk = domainIds.slice(i, i + OWED_CHUNK);
        const rows = await queryRows<{ domain_id: string; family: string }>(
          db,
          sql`
          select d.id as domain_id, f.family
          from domains d cross join (values ${types}) f(family, check_type)
          where d.id in (${sql.join(
            chunk.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
            and not exists (select 1 from domain_checks c where c.domain_id = d.id and c.check_type = f.check_type and c.monitor_id is null)`,
        );
        for (const r of rows) owed.push({ domainId: r.domain_id, family: r.family });
      }
      return owed;
    },

    /** Of these monitors, those with no stored result yet (domain_checks' monitor index): their first checks are owed. */
    async monitorsWithoutResults(monitorIds: readonly string[]): Promise<Set<string>> {
      const owed = new Set<string>();
      for (let i = 0; i < monitorIds.length; i += OWED_CHUNK) {
        const chunk = monitorIds.slice(i, i + OWED_CHUNK);
        const rows = await queryRows<{ id: string }>(
          db,
          sql`
          select m.id from unnest(${uuidArray(chunk)}) as m(id)
          where not exists (select 1 from domain_checks c where c.monitor_id = m.id)`,
        );
        for (const r of rows) owed.add(r.id);
      }
      return owed;
    },

    /** Domains whose plan is the user's: their personal ones and those of the teams they own. */
    async domainsOnPlanOf(userId: string): Promise<DomainContext[]> {
      return contexts(sql`((d.team_id is null and d.user_id = ${userId}) or t.owner_id = ${userId})`);
    },

    async domainsOfTeam(teamId: string): Promise<DomainContext[]> {
      return contexts(sql`d.team_id = ${teamId}`);
    },

    /** Domains a change of alert_thresholds rows may touch: one domain, or a whole workspace. */
    async domainsOfWorkspace(userId: string, teamId: string | null): Promise<DomainContext[]> {
      return contexts(teamId ? sql`d.team_id = ${teamId}` : sql`d.team_id is null and d.user_id = ${userId}`);
    },

    /** Every saved rule state of a domain, by family key: what a cache loads once per domain. */
    async statesOf(domainId: string): Promise<Map<string, object>> {
      const rows = await db
        .select({ family: monitorStates.family, state: monitorStates.state })
        .from(monitorStates)
        .where(eq(monitorStates.domainId, domainId));
      return new Map(rows.map((r) => [r.family, r.state]));
    },

    /** Every saved rule state of the domains that are probed, by domain and family key: one query at worker start. */
    async activeStates(): Promise<Map<string, Map<string, object>>> {
      const rows = await queryRows<{ domain_id: string; family: string; state: object }>(
        db,
        sql`select s.domain_id, s.family, s.state from monitor_states s join domains d on d.id = s.domain_id where d.is_active = true`,
      );
      const byDomain = new Map<string, Map<string, object>>();
      for (const r of rows) {
        let states = byDomain.get(r.domain_id);
        if (!states) byDomain.set(r.domain_id, (states = new Map<string, object>()));
        states.set(r.family, r.state);
      }
      return byDomain;
    },

    async getState<S>(domainId: string, family: string): Promise<S | undefined> {
      const [row] = await db
        .select({ state: monitorStates.state })
        .from(monitorStates)
        .where(and(eq(monitorStates.domainId, domainId), eq(monitorStates.family, family)));
      return row?.state as S | undefined;
    },

    async saveState(domainId: string, family: string, state: object): Promise<void> {
      const value = state as Record<string, unknown>;
      await db
        .insert(monitorStates)
        .values({ domainId, family, state: value })
        .onConflictDoUpdate({
          target: [monitorStates.domainId, monitorStates.family],
          set: { state: value, updatedAt: new Date() },
        });
    },

    /**
     * Opens an alert of a cause (type, metadata.metric and monitor; decision 043). With `unlessOpen` (a rule's 'keep-open'),
     * and always for downtime (one open outage alert, however long the outage), only when none of that cause is
     * open. While an open alert of the cause is acknowledged, the new one is too: someone is on it already, so it is
     * not notified again. `at` dates it (seeded history).
     */
    async openAlert(
      domain: Pick<DomainContext, 'id' | 'userId' | 'teamId'>,
      alert: NewAlert,
      at?: Date,
      options: { unlessOpen?: boolean; monitorId?: string | null } = {},
    ) {
      const monitorId = options.monitorId ?? null;
      // two checks of one cause finishing together (a re-check and a scheduled run, two workers) must not both
      // open it: the look and the insert hold the cause's lock until the transaction ends
      return db.transaction(async (tx) => {
        const cause = `alert:${domain.id}:${alert.type}:${monitorId ?? ''}:${metricOf(alert.metadata) ?? ''}`;
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_IDS.alertCause}, hashtext(${cause}))`);
        const [open] = await tx
          .select({ id: alerts.id, acknowledgedAt: alerts.acknowledgedAt, acknowledgedBy: alerts.acknowledgedBy })
          .from(alerts)
          .where(
            and(
              eq(alerts.domainId, domain.id),
              eq(alerts.type, alert.type),
              eq(alerts.isResolved, false),
              sameMetric(metricOf(alert.metadata)),
              sameMonitor(alerts.monitorId, monitorId),
            ),
          )
          .orderBy(sql`${alerts.acknowledgedAt} desc nulls last`)
          .limit(1);
        if (open && (options.unlessOpen || alert.type === 'downtime')) return undefined;
        // filed acknowledged, it is read too, as acknowledging marks an alert read: it asks nobody (decision 069)
        const acknowledged = open?.acknowledgedAt
          ? { acknowledgedAt: open.acknowledgedAt, acknowledgedBy: open.acknowledgedBy, isRead: true }
          : {};
        const [row] = await tx
          .insert(alerts)
          .values({
            domainId: domain.id,
            userId: domain.userId,
            teamId: domain.teamId,
            monitorId,
            ...alert,
            ...acknowledged,
            ...(at ? { createdAt: at } : {}),
          })
          .returning();
        return row;
      });
    },

    /**
     * Resolves the open alerts of a type; with `metric`, only that threshold rule's, else only those of no rule; with
     * `monitorId`, only that monitor's, else only the home page's.
     */
    async resolveAlerts(
      domainId: string,
      type: AlertType,
      now: Date,
      metric?: string,
      monitorId: string | null = null,
    ) {
      return db
        .update(alerts)
        .set({ isResolved: true, resolvedAt: now })
        .where(
          and(
            eq(alerts.domainId, domainId),
            eq(alerts.type, type),
            eq(alerts.isResolved, false),
            sameMetric(metric),
            sameMonitor(alerts.monitorId, monitorId),
          ),
        )
        .returning();
    },

    /** Uptime checks since `since`, and how many of them were up (the uptime-percentage rule). */
    async uptimeSince(domainId: string, since: Date): Promise<{ total: number; up: number }> {
      const [row] = await queryRows<{ total: number; up: number }>(
        db,
        sql`select count(*)::int as total, ${countUp(sql`status`)} as up
            from domain_checks where domain_id = ${domainId} and check_type = 'uptime' and monitor_id is null and checked_at >= ${since.toISOString()}::timestamptz`,
      );
      return { total: Number(row?.total ?? 0), up: Number(row?.up ?? 0) };
    },

    /** A monitor's checks since `since`, and how many were up (its uptime-percentage rule; issue 31). */
    async monitorUptimeSince(monitorId: string, since: Date): Promise<{ total: number; up: number }> {
      const [row] = await queryRows<{ total: number; up: number }>(
        db,
        sql`select count(*)::int as total, ${countUp(sql`status`)} as up
            from domain_checks where monitor_id = ${monitorId} and checked_at >= ${since.toISOString()}::timestamptz`,
      );
      return { total: Number(row?.total ?? 0), up: Number(row?.up ?? 0) };
    },

    /** An outage of the home page, or with `monitorId` of that monitor (each closes only its own). */
    async startOutage(
      domainId: string,
      at: Date,
      statusCode: number | null,
      error: string | null,
      monitorId: string | null = null,
    ) {
      await db.insert(uptimeEvents).values({
        domainId,
        monitorId,
        eventType: 'down',
        startTime: at,
        statusCode,
        errorMessage: error,
        consecutiveFailures: 2,
      });
    },

    async endOutage(
      domainId: string,
      endedAt: Date,
      durationMs: number,
      consecutiveFailures: number,
      responseTime: number | null,
      monitorId: string | null = null,
    ) {
      await db
        .update(uptimeEvents)
        .set({ endTime: endedAt, durationMs, consecutiveFailures })
        .where(
          and(
            eq(uptimeEvents.domainId, domainId),
            isNull(uptimeEvents.endTime),
            sameMonitor(uptimeEvents.monitorId, monitorId),
          ),
        );
      await db.insert(uptimeEvents).values({
        domainId,
        monitorId,
        eventType: 'up',
        startTime: endedAt,
        endTime: endedAt,
        durationMs: 0,
        responseTime,
        consecutiveFailures: 0,
      });
    },

    async upsertCertificate(
      domainId: string,
      cert: {
        issuer: string | null;
        subject: string | null;
        validFrom: Date | null;
        validTo: Date | null;
        daysUntilExpiry: number | null;
        isValid: boolean;
      },
    ) {
      await db
        .insert(sslCertificates)
        .values({ domainId, ...cert, lastChecked: new Date() })
        .onConflictDoUpdate({ target: sslCertificates.domainId, set: { ...cert, lastChecked: new Date() } });
    },

    /**
     * One daily Lighthouse run: the scan with its timings, requests and third parties and the performance_metrics
     * row (the audits module's store), plus the performance_snapshots point of the trends, all or nothing.
     */
    async storePerformanceRun(
      domainId: string,
      lighthouse: LighthouseResult,
      timings: PerformanceCheck['metrics'] | undefined,
      at: Date,
    ) {
      const d = lighthouse.details;
      if (!d) return;
      await db.transaction(async (tx) => {
        await storeLighthouseRun(tx, domainId, lighthouse, timings);
        await tx.insert(performanceSnapshots).values({
          domainId,
          timestamp: d.fetchedAt ? new Date(d.fetchedAt) : at,
          ttfb: d.vitals.ttfb,
          fcp: d.vitals.fcp,
          lcp: d.vitals.lcp,
          cls: d.vitals.cls,
          responseTime: timings?.loadTime ?? null,
          dnsLookupTime: timings?.dnsLookup ?? null,
          tcpConnectionTime: timings?.tcpConnection ?? null,
          tlsHandshakeTime: timings?.tlsHandshake ?? null,
          transferSize: Math.round(d.totalTransferSize),
          resourceCount: d.resourceCount,
          performanceScore: d.scores.performance,
          device: d.device,
        });
      });
    },

    async replaceDnsRecords(
      domainId: string,
      records: { recordType: string; name: string; value: string; ttl: number | null }[],
    ) {
      await db.transaction(async (tx) => {
        await tx.delete(dnsRecords).where(eq(dnsRecords.domainId, domainId));
        if (records.length) {
          await tx.insert(dnsRecords).values(
            records.map((r) => ({
              domainId,
              ...r,
              recordType: r.recordType as (typeof dnsRecords.$inferInsert)['recordType'],
              lastChecked: new Date(),
            })),
          );
        }
      });
    },
  };
}

export type MonitoringRepository = ReturnType<typeof createMonitoringRepository>;
