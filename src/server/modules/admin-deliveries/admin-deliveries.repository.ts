import { and, desc, eq, ilike, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  adminAuditLog,
  alerts,
  domains,
  notificationDeliveries,
  partners,
  slackIntegrations,
  statusPages,
  statusSubscribers,
  users,
  webhookIntegrations,
  type deliveryStatuses,
  type NotificationChannel,
} from '../../db/schema';

type DeliveryStatus = (typeof deliveryStatuses)[number];

/** `%`, `_` and `\\` stand for themselves in a search, not for LIKE's wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface DeliveryFilter {
  channel?: NotificationChannel | undefined;
  status?: DeliveryStatus | undefined;
  q?: string | undefined;
  /** Rows older than this id (keyset paging, newest first). */
  before?: number | undefined;
  limit: number;
}

const listColumns = {
  delivery: notificationDeliveries,
  userEmail: users.email,
  alertTitle: alerts.title,
  alertType: alerts.type,
  alertCreatedAt: alerts.createdAt,
  alertResolvedAt: alerts.resolvedAt,
  alertTeamId: alerts.teamId,
  domainId: alerts.domainId,
  domainName: domains.name,
  pageName: statusPages.name,
  partnerName: partners.companyName,
};

/** The delivery log across every account, and the operator's audit row for a resend (admin_audit_log). */
export function createAdminDeliveriesRepository(db: Database) {
  const base = () =>
    db
      .select(listColumns)
      .from(notificationDeliveries)
      .leftJoin(users, eq(users.id, notificationDeliveries.userId))
      .leftJoin(alerts, eq(alerts.id, notificationDeliveries.alertId))
      .leftJoin(domains, eq(domains.id, alerts.domainId))
      .leftJoin(statusSubscribers, eq(statusSubscribers.id, notificationDeliveries.subscriberId))
      .leftJoin(statusPages, eq(statusPages.id, statusSubscribers.statusPageId))
      .leftJoin(partners, eq(partners.id, notificationDeliveries.partnerId));

  return {
    /** Newest first; one more row than asked, so the caller knows whether there is a next page. */
    async list(f: DeliveryFilter) {
      const where: SQL[] = [];
      if (f.channel) where.push(eq(notificationDeliveries.channel, f.channel));
      if (f.status) where.push(eq(notificationDeliveries.status, f.status));
      if (f.before !== undefined) where.push(lt(notificationDeliveries.id, f.before));
      if (f.q) {
        const pattern = `%${likeLiteral(f.q)}%`;
        where.push(
          or(
            ilike(notificationDeliveries.target, pattern),
            ilike(users.email, pattern),
            ilike(domains.name, pattern),
            ilike(statusPages.name, pattern),
            ilike(partners.companyName, pattern),
          )!,
        );
      }
      return base()
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(notificationDeliveries.id))
        .limit(f.limit + 1);
    },

    async get(id: number) {
      const [row] = await base().where(eq(notificationDeliveries.id, id)).limit(1);
      return row;
    },

    /** Slack integrations a delivery for this account or team may have gone to. */
    slackCandidates(owner: IntegrationOwner) {
      return db.select().from(slackIntegrations).where(ownedBy(slackIntegrations, owner));
    },

    webhookCandidates(owner: IntegrationOwner) {
      return db.select().from(webhookIntegrations).where(ownedBy(webhookIntegrations, owner));
    },

    async userById(id: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, slackWebhookUrl: users.slackWebhookUrl })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    async insertDelivery(values: typeof notificationDeliveries.$inferInsert): Promise<number> {
      const [row] = await db.insert(notificationDeliveries).values(values).returning({ id: notificationDeliveries.id });
      return row!.id;
    },

    async updateDelivery(id: number, patch: Partial<typeof notificationDeliveries.$inferInsert>): Promise<void> {
      await db.update(notificationDeliveries).set(patch).where(eq(notificationDeliveries.id, id));
    },

    async audit(entry: typeof adminAuditLog.$inferInsert): Promise<void> {
      await db.insert(adminAuditLog).values(entry);
    },
  };
}

/**
 * Where a delivery's integration can be: a team's integrations, an account's personal-workspace ones, or (a test
 * message, sent from any workspace the account works in) every integration the account created.
 */
export interface IntegrationOwner {
  userId: string | null;
  teamId: string | null;
  anyWorkspace?: boolean;
}

function ownedBy(table: typeof slackIntegrations | typeof webhookIntegrations, owner: IntegrationOwner): SQL {
  if (owner.teamId) return eq(table.teamId, owner.teamId);
  if (owner.userId && owner.anyWorkspace) return eq(table.userId, owner.userId);
  if (owner.userId) return and(eq(table.userId, owner.userId), isNull(table.teamId))!;
  return eq(table.id, '00000000-0000-0000-0000-000000000000');
}

export type AdminDeliveriesRepository = ReturnType<typeof createAdminDeliveriesRepository>;
export type AdminDeliveryRow = NonNullable<Awaited<ReturnType<AdminDeliveriesRepository['get']>>>;
