import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  alerts,
  domains,
  monitors,
  notificationDeliveries,
  partnerDomains,
  partners,
  statusIncidents,
  statusIncidentUpdates,
  statusPages,
  teams,
  users,
} from '../../db/schema';
import type { SubscriptionTier } from '../../../shared/contracts/auth';

/** A workspace as its rows name it: a team's, or a person's own (team null). */
export interface WorkspaceOwner {
  userId: string;
  teamId: string | null;
}

/** The partner account of a workspace that can hear of its events: active, with an address and a signing secret. */
export interface PartnerReceiver {
  id: string;
  webhookUrl: string;
  /** Sealed with the installation's secret sealer (decision 058). */
  webhookSecret: string;
  /** The workspace's plan: the person's, or the team owner's. */
  plan: SubscriptionTier;
}

const ownerWhere = (ws: WorkspaceOwner) =>
  ws.teamId ? eq(partners.teamId, ws.teamId) : and(eq(partners.userId, ws.userId), isNull(partners.teamId));

/** The queries of partner events (decision 081): who hears, what the event is about, and the partner's delivery log. */
export function createPartnerEventsRepository(db: Database) {
  return {
    /** Undefined when the workspace has no partner account, or it is inactive, or has no address or secret. */
    async receiver(ws: WorkspaceOwner): Promise<PartnerReceiver | undefined> {
      const [row] = await db
        .select({
          id: partners.id,
          webhookUrl: partners.webhookUrl,
          webhookSecret: partners.webhookSecret,
          isActive: partners.isActive,
        })
        .from(partners)
        .where(ownerWhere(ws))
        .limit(1);
      if (!row?.isActive || !row.webhookUrl || !row.webhookSecret) return undefined;
      const [owner] = ws.teamId
        ? await db
            .select({ plan: users.subscriptionTier })
            .from(teams)
            .innerJoin(users, eq(users.id, teams.ownerId))
            .where(eq(teams.id, ws.teamId))
            .limit(1)
        : await db.select({ plan: users.subscriptionTier }).from(users).where(eq(users.id, ws.userId)).limit(1);
      if (!owner) return undefined;
      return { id: row.id, webhookUrl: row.webhookUrl, webhookSecret: row.webhookSecret, plan: owner.plan };
    },

    /** The address and sealed secret at send time (either may have changed or gone since the event was queued). */
    async partner(id: string) {
      const [row] = await db
        .select({ webhookUrl: partners.webhookUrl, webhookSecret: partners.webhookSecret, isActive: partners.isActive })
        .from(partners)
        .where(eq(partners.id, id))
        .limit(1);
      return row;
    },

    /** An alert with its domain, its monitor (if any) and the partner's external id for the domain. */
    async alertSubject(alertId: string, partnerId: string) {
      const [row] = await db
        .select({
          alert: alerts,
          domain: { id: domains.id, name: domains.name },
          monitor: { id: monitors.id, name: monitors.name, type: monitors.type },
          externalId: partnerDomains.externalId,
        })
        .from(alerts)
        .innerJoin(domains, eq(domains.id, alerts.domainId))
        .leftJoin(monitors, eq(monitors.id, alerts.monitorId))
        .leftJoin(partnerDomains, and(eq(partnerDomains.domainId, domains.id), eq(partnerDomains.partnerId, partnerId)))
        .where(eq(alerts.id, alertId))
        .limit(1);
      return row;
    },

    /** An incident with its page (whose workspace hears of it) and its latest update's words. */
    async incidentSubject(incidentId: string) {
      const [row] = await db
        .select({
          incident: statusIncidents,
          page: {
            id: statusPages.id,
            name: statusPages.name,
            slug: statusPages.slug,
            isPublic: statusPages.isPublic,
            userId: statusPages.userId,
            teamId: statusPages.teamId,
          },
        })
        .from(statusIncidents)
        .innerJoin(statusPages, eq(statusPages.id, statusIncidents.statusPageId))
        .where(eq(statusIncidents.id, incidentId))
        .limit(1);
      if (!row) return undefined;
      const [latest] = await db
        .select({ message: statusIncidentUpdates.message })
        .from(statusIncidentUpdates)
        .where(eq(statusIncidentUpdates.incidentId, incidentId))
        .orderBy(desc(statusIncidentUpdates.createdAt))
        .limit(1);
      return { ...row, message: latest?.message ?? null };
    },

    /** One event is sent once: a notifier called again for it (a hold released, a retried check) adds nothing. */
    async queued(partnerId: string, notice: string): Promise<boolean> {
      const [row] = await db
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.partnerId, partnerId), eq(notificationDeliveries.notice, notice)))
        .limit(1);
      return row !== undefined;
    },

    /** The event's body as it was written when queued: every attempt sends the same one. */
    async body(deliveryId: number): Promise<unknown> {
      const [row] = await db
        .select({ message: notificationDeliveries.message })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.id, deliveryId))
        .limit(1);
      return row?.message?.body;
    },

    /** The partner's deliveries, newest first, one row per attempt. */
    async deliveries(partnerId: string, page: { limit: number; offset: number }) {
      const where = eq(notificationDeliveries.partnerId, partnerId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notificationDeliveries)
          .where(where)
          .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(notificationDeliveries).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type PartnerEventsRepository = ReturnType<typeof createPartnerEventsRepository>;
