import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import {
  alertPreferences,
  alertThresholds,
  alerts,
  domains,
  monitors,
  notificationDeliveries,
  slackIntegrations,
  teams,
  users,
  webhookIntegrations,
  type NotificationChannel,
} from '../db/schema';
import type { DomainContext } from '../jobs/monitoring/monitoring.repository';
import { scope, type Owner } from '../db/ownership';
import type { Audience, TargetStore } from './channels/types';

type DeliveryInsert = typeof notificationDeliveries.$inferInsert;
export type DeliveryPatch = Partial<
  Pick<DeliveryInsert, 'status' | 'attempt' | 'error' | 'responseCode' | 'nextAttemptAt' | 'sentAt' | 'message'>
>;
export type ThresholdMetric = (typeof alertThresholds.$inferSelect)['metric'];
export type ThresholdRow = typeof alertThresholds.$inferSelect;

/** PostgreSQL `time` answers 'HH:MM:SS'; settings and the policy speak 'HH:MM'. */
export const hhmm = (value: string | null): string | null => (value ? value.slice(0, 5) : null);

/** The workspace a domain belongs to, as `scope()` expects it. */
function workspaceOf(domain: DomainContext): Owner {
  return { userId: domain.userId, teamId: domain.teamId };
}

/** The notification layer's queries: who hears about a domain's alerts, the delivery log, and secrets at send time. */
export function createNotificationRepository(db: Database) {
  const store: TargetStore = {
    async user(id) {
      const [row] = await db
        .select({
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          timezone: users.timezone,
          slackWebhookUrl: users.slackWebhookUrl,
          phoneNumber: alertPreferences.phoneNumber,
        })
        .from(users)
        .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
        .where(eq(users.id, id))
        .limit(1);
      if (!row) return undefined;
      const { emailVerifiedAt, ...rest } = row;
      return { ...rest, emailVerified: emailVerifiedAt !== null, phoneNumber: row.phoneNumber ?? null };
    },
    async slackIntegration(id) {
      const [row] = await db
        .select({ webhookUrl: slackIntegrations.webhookUrl, channelName: slackIntegrations.channelName })
        .from(slackIntegrations)
        .where(eq(slackIntegrations.id, id))
        .limit(1);
      return row;
    },
    async webhookIntegration(id) {
      const [row] = await db
        .select({ url: webhookIntegrations.url, secret: webhookIntegrations.secret })
        .from(webhookIntegrations)
        .where(eq(webhookIntegrations.id, id))
        .limit(1);
      return row;
    },
    async touchIntegration(channel, id, at) {
      if (channel === 'slack')
        await db.update(slackIntegrations).set({ lastUsedAt: at }).where(eq(slackIntegrations.id, id));
      else await db.update(webhookIntegrations).set({ lastUsedAt: at }).where(eq(webhookIntegrations.id, id));
    },
  };

  return {
    store,

    /**
     * Who hears about the domain's alerts. Personal workspace: its owner, with their preferences and the
     * workspace's integrations. Team workspace: the team owner's preferences (e-mail, SMS, quiet hours, on the
     * owner's clock) and the team's integrations; other members follow through the team's Slack and webhooks.
     */
    async audience(domain: DomainContext): Promise<Audience | undefined> {
      let recipientId = domain.userId;
      if (domain.teamId) {
        const [team] = await db
          .select({ ownerId: teams.ownerId })
          .from(teams)
          .where(eq(teams.id, domain.teamId))
          .limit(1);
        if (!team) return undefined;
        recipientId = team.ownerId;
      }
      const [user] = await db
        .select({ user: users, prefs: alertPreferences })
        .from(users)
        .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
        .where(eq(users.id, recipientId))
        .limit(1);
      if (!user) return undefined;
      const ws = workspaceOf(domain);
      const [slack, webhooks] = await Promise.all([
        db
          .select()
          .from(slackIntegrations)
          .where(and(scope(slackIntegrations, ws), eq(slackIntegrations.isActive, true)))
          .orderBy(asc(slackIntegrations.createdAt)),
        db
          .select()
          .from(webhookIntegrations)
          .where(and(scope(webhookIntegrations, ws), eq(webhookIntegrations.isActive, true)))
          .orderBy(asc(webhookIntegrations.createdAt)),
      ]);
      const p = user.prefs;
      return {
        recipient: {
          userId: user.user.id,
          email: user.user.email,
          emailVerified: user.user.emailVerifiedAt !== null,
          timezone: user.user.timezone,
          phoneNumber: p?.phoneNumber ?? null,
          slackWebhookUrl: domain.teamId ? null : user.user.slackWebhookUrl,
          prefs: {
            channelEmail: p?.channelEmail ?? true,
            channelSms: p?.channelSms ?? false,
            channelSlack: p?.channelSlack ?? false,
            quietHoursEnabled: p?.quietHoursEnabled ?? false,
            quietHoursStart: hhmm(p?.quietHoursStart ?? null),
            quietHoursEnd: hhmm(p?.quietHoursEnd ?? null),
          },
        },
        slack: slack.map((s) => ({
          id: s.id,
          channelName: s.channelName,
          webhookUrl: s.webhookUrl,
          alertTypes: s.alertTypes,
          severityFilter: s.severityFilter,
          domainFilter: s.domainFilter ?? null,
        })),
        webhooks: webhooks.map((w) => ({ id: w.id, name: w.name, url: w.url, alertTypes: w.alertTypes })),
      };
    },

    /**
     * The workspace's rule for a metric: a monitor's alert takes its monitor's own row first (issue 31); then the
     * domain's own row, else the workspace-wide one (domain null). Other monitors' rows never apply.
     */
    async threshold(
      domain: DomainContext,
      metric: ThresholdMetric,
      monitorId: string | null = null,
    ): Promise<ThresholdRow | undefined> {
      const [row] = await db
        .select()
        .from(alertThresholds)
        .where(
          and(
            scope(alertThresholds, workspaceOf(domain)),
            eq(alertThresholds.metric, metric),
            or(eq(alertThresholds.domainId, domain.id), isNull(alertThresholds.domainId)),
            monitorId
              ? or(eq(alertThresholds.monitorId, monitorId), isNull(alertThresholds.monitorId))
              : isNull(alertThresholds.monitorId),
          ),
        )
        .orderBy(
          sql`${alertThresholds.monitorId} is null`,
          sql`${alertThresholds.domainId} is null`,
          asc(alertThresholds.createdAt),
        )
        .limit(1);
      return row;
    },

    /** Starts the rule's cooldown. */
    async markThresholdTriggered(id: string, at: Date): Promise<void> {
      await db.update(alertThresholds).set({ lastTriggeredAt: at }).where(eq(alertThresholds.id, id));
    },

    /** The channels an alert's opening notice went to (any outcome): its recovery notice goes to the same. */
    /** A monitor's own alert routing; null when its alerts follow the workspace's preferences (or it is gone). */
    async monitorAlertChannels(monitorId: string): Promise<string[] | null> {
      const [row] = await db
        .select({ channels: monitors.alertChannels })
        .from(monitors)
        .where(eq(monitors.id, monitorId))
        .limit(1);
      return row?.channels ?? null;
    },

    async deliveredChannels(alertId: string): Promise<NotificationChannel[]> {
      const rows = await db
        .selectDistinct({ channel: notificationDeliveries.channel })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.alertId, alertId));
      return rows.map((r) => r.channel);
    },

    async alertWithDomain(alertId: string) {
      const [row] = await db
        .select({ alert: alerts, domainName: domains.name })
        .from(alerts)
        .innerJoin(domains, eq(domains.id, alerts.domainId))
        .where(eq(alerts.id, alertId))
        .limit(1);
      return row;
    },

    async insertDelivery(values: DeliveryInsert): Promise<number> {
      const [row] = await db.insert(notificationDeliveries).values(values).returning({ id: notificationDeliveries.id });
      return row!.id;
    },

    async updateDelivery(id: number, patch: DeliveryPatch): Promise<void> {
      await db.update(notificationDeliveries).set(patch).where(eq(notificationDeliveries.id, id));
    },

    /**
     * Ends the delivery chains left pending by a previous process: the last row of a chain (same alert or subscriber
     * notice, channel and target, no later row) still queued or retrying, created before `before`, becomes failed.
     */
    async failInterrupted(before: Date, error: string): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update notification_deliveries d set status = 'failed', error = ${error}, next_attempt_at = null
            where d.status in ('queued', 'retrying') and d.created_at < ${before.toISOString()}::timestamptz
              and not exists (
                select 1 from notification_deliveries later
                where later.alert_id is not distinct from d.alert_id and later.notice is not distinct from d.notice
                  and later.channel = d.channel
                  and later.target = d.target and later.id > d.id)
            returning d.id`,
      );
      return rows.length;
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
