import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { alerts, dnsRecords, monitorStates, sslCertificates, uptimeEvents, type AlertType } from '../../db/schema';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { NewAlert } from '../evaluate/types';

export interface DomainContext {
  id: string;
  name: string;
  isActive: boolean;
  userId: string;
  teamId: string | null;
  /** The workspace's plan: the user's, or the team owner's. */
  plan: SubscriptionTier;
  thresholds: { sslExpiryDays: number; downtimeMinutes: number; responseTimeMs: number; performanceScoreThreshold: number; dnsChangeAlerts: boolean };
}

const DEFAULTS = { sslExpiryDays: 30, downtimeMinutes: 5, responseTimeMs: 3000, performanceScoreThreshold: 50, dnsChangeAlerts: true };

export function createMonitoringRepository(db: Database) {
  const contextQuery = (where: ReturnType<typeof sql>) => sql`
    select d.id, d.name, d.is_active, d.user_id, d.team_id,
      coalesce(owner.subscription_tier, u.subscription_tier) as plan,
      ap.alert_thresholds as thresholds
    from domains d
    join users u on u.id = d.user_id
    left join teams t on t.id = d.team_id
    left join users owner on owner.id = t.owner_id
    left join alert_preferences ap on ap.user_id = coalesce(t.owner_id, d.user_id)
    where ${where}`;

  type Row = { id: string; name: string; is_active: boolean; user_id: string; team_id: string | null; plan: SubscriptionTier; thresholds: Partial<DomainContext['thresholds']> | null };
  const toContext = (r: Row): DomainContext => ({
    id: r.id,
    name: r.name,
    isActive: r.is_active,
    userId: r.user_id,
    teamId: r.team_id,
    plan: r.plan,
    thresholds: { ...DEFAULTS, ...(r.thresholds ?? {}) },
  });

  return {
    async domainContext(domainId: string): Promise<DomainContext | undefined> {
      const [row] = await queryRows<Row>(db, contextQuery(sql`d.id = ${domainId}`));
      return row && toContext(row);
    },

    async activeDomains(): Promise<DomainContext[]> {
      return (await queryRows<Row>(db, contextQuery(sql`d.is_active = true`))).map(toContext);
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
        .onConflictDoUpdate({ target: [monitorStates.domainId, monitorStates.family], set: { state: value, updatedAt: new Date() } });
    },

    /** Opens an alert unless one of that type is already open for the domain (one open alert per type). */
    async openAlert(domain: DomainContext, alert: NewAlert) {
      const [open] = await db
        .select({ id: alerts.id })
        .from(alerts)
        .where(and(eq(alerts.domainId, domain.id), eq(alerts.type, alert.type), eq(alerts.isResolved, false)))
        .limit(1);
      if (open && alert.type === 'downtime') return undefined;
      const [row] = await db
        .insert(alerts)
        .values({ domainId: domain.id, userId: domain.userId, teamId: domain.teamId, ...alert })
        .returning();
      return row;
    },

    async resolveAlerts(domainId: string, type: AlertType, now: Date) {
      return db
        .update(alerts)
        .set({ isResolved: true, resolvedAt: now })
        .where(and(eq(alerts.domainId, domainId), eq(alerts.type, type), eq(alerts.isResolved, false)))
        .returning();
    },

    async startOutage(domainId: string, at: Date, statusCode: number | null, error: string | null) {
      await db.insert(uptimeEvents).values({ domainId, eventType: 'down', startTime: at, statusCode, errorMessage: error, consecutiveFailures: 2 });
    },

    async endOutage(domainId: string, endedAt: Date, durationMs: number, consecutiveFailures: number, responseTime: number | null) {
      await db
        .update(uptimeEvents)
        .set({ endTime: endedAt, durationMs, consecutiveFailures })
        .where(and(eq(uptimeEvents.domainId, domainId), isNull(uptimeEvents.endTime)));
      await db.insert(uptimeEvents).values({ domainId, eventType: 'up', startTime: endedAt, endTime: endedAt, durationMs: 0, responseTime, consecutiveFailures: 0 });
    },

    async upsertCertificate(domainId: string, cert: { issuer: string | null; subject: string | null; validFrom: Date | null; validTo: Date | null; daysUntilExpiry: number | null; isValid: boolean }) {
      await db
        .insert(sslCertificates)
        .values({ domainId, ...cert, lastChecked: new Date() })
        .onConflictDoUpdate({ target: sslCertificates.domainId, set: { ...cert, lastChecked: new Date() } });
    },

    async replaceDnsRecords(domainId: string, records: { recordType: string; name: string; value: string; ttl: number | null }[]) {
      await db.transaction(async (tx) => {
        await tx.delete(dnsRecords).where(eq(dnsRecords.domainId, domainId));
        if (records.length) {
          await tx.insert(dnsRecords).values(
            records.map((r) => ({ domainId, ...r, recordType: r.recordType as (typeof dnsRecords.$inferInsert)['recordType'], lastChecked: new Date() })),
          );
        }
      });
    },
  };
}

export type MonitoringRepository = ReturnType<typeof createMonitoringRepository>;
