import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  alertPreferences,
  alerts,
  domains,
  notificationDeliveries,
  slackIntegrations,
  teams,
  users,
  webhookIntegrations,
} from '../../db/schema';
import { ownership, scope, type Workspace } from '../workspaces/workspace';

export type PreferencesRow = typeof alertPreferences.$inferSelect;
export type PreferencesValues = Omit<typeof alertPreferences.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type SlackRow = typeof slackIntegrations.$inferSelect;
export type SlackValues = Partial<
  Omit<typeof slackIntegrations.$inferInsert, 'id' | 'userId' | 'teamId' | 'createdAt' | 'updatedAt'>
>;
export type WebhookRow = typeof webhookIntegrations.$inferSelect;
export type WebhookValues = Partial<
  Omit<typeof webhookIntegrations.$inferInsert, 'id' | 'userId' | 'teamId' | 'createdAt' | 'updatedAt'>
>;
export type DeliveryStatusName = (typeof notificationDeliveries.$inferSelect)['status'];

/** Settings rows: preferences (per user), Slack and webhook integrations and the delivery log (per workspace). */
export function createNotificationSettingsRepository(db: Database) {
  return {
    async preferences(userId: string): Promise<PreferencesRow | undefined> {
      const [row] = await db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId)).limit(1);
      return row;
    },

    async userTimezone(userId: string): Promise<string> {
      const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.timezone ?? 'UTC';
    },

    /** The user's own clock and plan: preferences apply where the user's plan applies (personal, owned teams). */
    async account(
      userId: string,
    ): Promise<{ timezone: string; plan: (typeof users.$inferSelect)['subscriptionTier'] }> {
      const [row] = await db
        .select({ timezone: users.timezone, plan: users.subscriptionTier })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? { timezone: 'UTC', plan: 'free' };
    },

    async isTeamOwner(teamId: string, userId: string): Promise<boolean> {
      const [row] = await db.select({ ownerId: teams.ownerId }).from(teams).where(eq(teams.id, teamId)).limit(1);
      return row?.ownerId === userId;
    },

    async savePreferences(userId: string, values: PreferencesValues): Promise<void> {
      await db
        .insert(alertPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: alertPreferences.userId, set: { ...values, updatedAt: new Date() } });
    },

    async listSlack(ws: Workspace): Promise<SlackRow[]> {
      return db
        .select()
        .from(slackIntegrations)
        .where(scope(slackIntegrations, ws))
        .orderBy(desc(slackIntegrations.createdAt));
    },
    async findSlack(ws: Workspace, id: string): Promise<SlackRow | undefined> {
      const [row] = await db
        .select()
        .from(slackIntegrations)
        .where(and(scope(slackIntegrations, ws), eq(slackIntegrations.id, id)))
        .limit(1);
      return row;
    },
    async countSlack(ws: Workspace): Promise<number> {
      const [row] = await db.select({ n: count() }).from(slackIntegrations).where(scope(slackIntegrations, ws));
      return Number(row?.n ?? 0);
    },
    async insertSlack(ws: Workspace, values: SlackValues & { webhookUrl: string }): Promise<SlackRow> {
      const [row] = await db
        .insert(slackIntegrations)
        .values({ ...ownership(ws), ...values })
        .returning();
      return row!;
    },
    async updateSlack(ws: Workspace, id: string, values: SlackValues): Promise<SlackRow | undefined> {
      const [row] = await db
        .update(slackIntegrations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(scope(slackIntegrations, ws), eq(slackIntegrations.id, id)))
        .returning();
      return row;
    },
    async deleteSlack(ws: Workspace, id: string): Promise<boolean> {
      const rows = await db
        .delete(slackIntegrations)
        .where(and(scope(slackIntegrations, ws), eq(slackIntegrations.id, id)))
        .returning({ id: slackIntegrations.id });
      return rows.length > 0;
    },
    async stampSlackTest(id: string, at: Date): Promise<void> {
      await db.update(slackIntegrations).set({ lastTestAt: at }).where(eq(slackIntegrations.id, id));
    },

    /** A test the receiver accepted is a use: webhooks have no lastTestAt of their own (decision 044). */
    async stampWebhookUsed(id: string, at: Date): Promise<void> {
      await db.update(webhookIntegrations).set({ lastUsedAt: at }).where(eq(webhookIntegrations.id, id));
    },

    async listWebhooks(ws: Workspace): Promise<WebhookRow[]> {
      return db
        .select()
        .from(webhookIntegrations)
        .where(scope(webhookIntegrations, ws))
        .orderBy(desc(webhookIntegrations.createdAt));
    },
    async findWebhook(ws: Workspace, id: string): Promise<WebhookRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookIntegrations)
        .where(and(scope(webhookIntegrations, ws), eq(webhookIntegrations.id, id)))
        .limit(1);
      return row;
    },
    async countWebhooks(ws: Workspace): Promise<number> {
      const [row] = await db.select({ n: count() }).from(webhookIntegrations).where(scope(webhookIntegrations, ws));
      return Number(row?.n ?? 0);
    },
    async insertWebhook(ws: Workspace, values: WebhookValues & { url: string; secret: string }): Promise<WebhookRow> {
      const [row] = await db
        .insert(webhookIntegrations)
        .values({ ...ownership(ws), ...values })
        .returning();
      return row!;
    },
    async updateWebhook(ws: Workspace, id: string, values: WebhookValues): Promise<WebhookRow | undefined> {
      const [row] = await db
        .update(webhookIntegrations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(scope(webhookIntegrations, ws), eq(webhookIntegrations.id, id)))
        .returning();
      return row;
    },
    async deleteWebhook(ws: Workspace, id: string): Promise<boolean> {
      const rows = await db
        .delete(webhookIntegrations)
        .where(and(scope(webhookIntegrations, ws), eq(webhookIntegrations.id, id)))
        .returning({ id: webhookIntegrations.id });
      return rows.length > 0;
    },

    /** The delivery log of the workspace's alerts, newest first. */
    /**
     * Deliveries of the workspace's alerts, and in the personal workspace the caller's test messages too (a test
     * delivery records who sent it, not the workspace of the integration).
     */
    async listDeliveries(ws: Workspace, f: { status?: DeliveryStatusName; page: number; pageSize: number }) {
      const ownTests = and(isNull(notificationDeliveries.alertId), eq(notificationDeliveries.userId, ws.userId))!;
      const where: SQL[] = [ws.teamId ? scope(alerts, ws) : or(scope(alerts, ws), ownTests)!];
      if (f.status) where.push(eq(notificationDeliveries.status, f.status));
      const base = db
        .select({
          delivery: notificationDeliveries,
          alertTitle: alerts.title,
          alertType: alerts.type,
          alertSeverity: alerts.severity,
          domainName: domains.name,
        })
        .from(notificationDeliveries)
        .leftJoin(alerts, eq(alerts.id, notificationDeliveries.alertId))
        .leftJoin(domains, eq(domains.id, alerts.domainId))
        .where(and(...where));
      const [rows, [total]] = await Promise.all([
        base
          .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
          .limit(f.pageSize)
          .offset((f.page - 1) * f.pageSize),
        db
          .select({ n: count() })
          .from(notificationDeliveries)
          .leftJoin(alerts, eq(alerts.id, notificationDeliveries.alertId))
          .where(and(...where)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type NotificationSettingsRepository = ReturnType<typeof createNotificationSettingsRepository>;
