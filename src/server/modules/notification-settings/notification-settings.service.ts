import type { DomainLifecycleListener } from '../../jobs/monitoring/domain-lifecycle';
import { randomBytes } from 'node:crypto';
import { DEFAULT_ALERT_THRESHOLDS, PLANS } from '../../../shared/constants/plans';
import {
  channelLimitMessage,
  DELIVERY_PAGE_SIZE,
  enabledChannelCount,
  MAX_SLACK_INTEGRATIONS,
  MAX_WEBHOOK_INTEGRATIONS,
  notificationMessages,
  preferencesProblems,
  type AlertPreferences,
  type CreatedWebhookIntegration,
  type Delivery,
  type DeliveryList,
  type IntegrationTestResult,
  type SlackIntegration,
  type WebhookIntegration,
} from '../../../shared/contracts/notification-settings';
import type { z } from 'zod';
import type {
  createSlackIntegrationSchema,
  createWebhookIntegrationSchema,
  deliveryListQuerySchema,
  updateAlertPreferencesSchema,
  updateSlackIntegrationSchema,
  updateWebhookIntegrationSchema,
} from '../../../shared/contracts/notification-settings';
import { AppError, conflict, fieldError, notFound, problemsError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { ChannelRegistry } from '../../notifications/channels/registry';
import { deliveredStatus, integrationIdOf, type ChannelName, type TargetRef } from '../../notifications/channels/types';
import { testMessage } from '../../notifications/message';
import type { NotificationRepository } from '../../notifications/notification.repository';
import { redactUrl } from '../../notifications/redact';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { NotificationSettingsRepository, SlackRow, WebhookRow } from './notification-settings.repository';
import type { UrlPolicy } from './url-policy';

type UpdatePreferences = z.output<typeof updateAlertPreferencesSchema>;
type CreateSlack = z.output<typeof createSlackIntegrationSchema>;
type UpdateSlack = z.output<typeof updateSlackIntegrationSchema>;
type CreateWebhook = z.output<typeof createWebhookIntegrationSchema>;
type UpdateWebhook = z.output<typeof updateWebhookIntegrationSchema>;
type DeliveryQuery = z.output<typeof deliveryListQuerySchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const hhmm = (v: string | null) => (v ? v.slice(0, 5) : null);
/** Drops the keys a partial update left out, so they keep their stored value. */
const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export const toSlackIntegration = (r: SlackRow): SlackIntegration => ({
  id: r.id,
  workspaceName: r.workspaceName,
  channelName: r.channelName,
  webhookUrlPreview: redactUrl(r.webhookUrl),
  isActive: r.isActive,
  alertTypes: r.alertTypes,
  severityFilter: r.severityFilter,
  domainFilter: r.domainFilter ?? null,
  lastUsedAt: iso(r.lastUsedAt),
  lastTestAt: iso(r.lastTestAt),
  createdAt: r.createdAt.toISOString(),
});

export const toWebhookIntegration = (r: WebhookRow): WebhookIntegration => ({
  id: r.id,
  name: r.name,
  urlPreview: redactUrl(r.url),
  isActive: r.isActive,
  alertTypes: r.alertTypes,
  lastUsedAt: iso(r.lastUsedAt),
  createdAt: r.createdAt.toISOString(),
});

/** 32 random bytes; shown once, kept in clear because every payload is signed with it. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export interface NotificationSettingsDeps {
  repo: NotificationSettingsRepository;
  channels: ChannelRegistry;
  /** The delivery log, where test messages are written too (alert null). */
  deliveries: Pick<NotificationRepository, 'insertDelivery'>;
  urlAllowed: UrlPolicy;
  publicUrl: string;
  smsAvailable: boolean;
  /** The monitoring engine's hook: saved thresholds apply from the next checks, not at its minute refresh. */
  lifecycle: Pick<DomainLifecycleListener, 'preferencesChanged'>;
  now?: () => Date;
}

/**
 * Alert preferences (per user), Slack and webhook integrations and the delivery log (per workspace). Reading
 * needs workspace:read, changing monitoring:write; integrations of another workspace are 404.
 */
export function createNotificationSettingsService(deps: NotificationSettingsDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function ensureUrlAllowed(field: string, url: string | undefined): Promise<void> {
    if (url !== undefined && !(await deps.urlAllowed(url)))
      throw fieldError(field, notificationMessages.privateWebhookUrl);
  }

  async function findSlack(ws: Workspace, id: string): Promise<SlackRow> {
    const row = isUuid(id) ? await repo.findSlack(ws, id) : undefined;
    if (!row) throw notFound('Slack integration not found.');
    return row;
  }

  async function findWebhook(ws: Workspace, id: string): Promise<WebhookRow> {
    const row = isUuid(id) ? await repo.findWebhook(ws, id) : undefined;
    if (!row) throw notFound('Webhook not found.');
    return row;
  }

  /** Sends the test notice now, once, and writes it to the delivery log (no alert). */
  async function sendTest(
    ws: Workspace,
    channel: ChannelName,
    ref: TargetRef,
    label: string,
  ): Promise<IntegrationTestResult> {
    const message = testMessage({
      timezone: await repo.userTimezone(ws.userId),
      publicUrl: deps.publicUrl,
      now: now(),
    });
    const outcome = await deps.channels[channel].send(ref, message);
    const testedAt = now();
    const error = outcome.ok ? null : outcome.error.slice(0, 1000);
    await deps.deliveries.insertDelivery({
      alertId: null,
      userId: ws.userId,
      channel,
      target: label,
      integrationId: integrationIdOf(ref),
      status: deliveredStatus(outcome),
      attempt: 1,
      responseCode: outcome.responseCode,
      error,
      sentAt: outcome.ok ? testedAt : null,
      message: outcome.message ?? null,
    });
    return {
      ok: outcome.ok,
      status: deliveredStatus(outcome),
      responseCode: outcome.responseCode,
      error,
      testedAt: testedAt.toISOString(),
    };
  }

  async function preferences(ws: Workspace): Promise<AlertPreferences> {
    const [row, account, owner] = await Promise.all([
      repo.preferences(ws.userId),
      repo.account(ws.userId),
      ws.teamId ? repo.isTeamOwner(ws.teamId, ws.userId) : Promise.resolve(true),
    ]);
    return {
      channelEmail: row?.channelEmail ?? true,
      channelSms: row?.channelSms ?? false,
      channelSlack: row?.channelSlack ?? false,
      phoneNumber: row?.phoneNumber ?? null,
      quietHoursEnabled: row?.quietHoursEnabled ?? false,
      quietHoursStart: hhmm(row?.quietHoursStart ?? null),
      quietHoursEnd: hhmm(row?.quietHoursEnd ?? null),
      alertThresholds: { ...DEFAULT_ALERT_THRESHOLDS, ...row?.alertThresholds },
      timezone: account.timezone,
      appliesToCurrentWorkspace: owner,
      smsAvailable: deps.smsAvailable,
      maxAlertChannels: PLANS[account.plan].maxAlertChannels,
    };
  }

  return {
    async getPreferences(ws: Workspace): Promise<AlertPreferences> {
      authorize(ws, 'workspace:read');
      return preferences(ws);
    },

    async updatePreferences(ws: Workspace, input: UpdatePreferences): Promise<AlertPreferences> {
      authorize(ws, 'monitoring:write');
      const current = await preferences(ws);
      const { alertThresholds, ...flat } = input;
      const next = {
        ...current,
        ...defined(flat),
        alertThresholds: { ...current.alertThresholds, ...defined(alertThresholds ?? {}) },
      };
      const invalid = problemsError(preferencesProblems(next));
      if (invalid) throw invalid;
      // SPEC §9.1: no more channels on than the plan allows. Preferences already over it (after a downgrade)
      // may still be edited, and channels turned off, but none turned on.
      const enabled = enabledChannelCount(next);
      if (enabled > next.maxAlertChannels && enabled > enabledChannelCount(current)) {
        const plan = PLANS[(await repo.account(ws.userId)).plan];
        throw new AppError(403, 'PLAN_LIMIT_REACHED', channelLimitMessage(plan.maxAlertChannels, plan.name), {
          limit: plan.maxAlertChannels,
          plan: plan.tier,
        });
      }
      await repo.savePreferences(ws.userId, {
        channelEmail: next.channelEmail,
        channelSms: next.channelSms,
        channelSlack: next.channelSlack,
        phoneNumber: next.phoneNumber,
        quietHoursEnabled: next.quietHoursEnabled,
        quietHoursStart: next.quietHoursStart,
        quietHoursEnd: next.quietHoursEnd,
        alertThresholds: next.alertThresholds,
      });
      await deps.lifecycle.preferencesChanged?.(ws.userId);
      return preferences(ws);
    },

    async listSlack(ws: Workspace): Promise<SlackIntegration[]> {
      authorize(ws, 'workspace:read');
      return (await repo.listSlack(ws)).map(toSlackIntegration);
    },

    async createSlack(ws: Workspace, input: CreateSlack): Promise<SlackIntegration> {
      authorize(ws, 'monitoring:write');
      await ensureUrlAllowed('webhookUrl', input.webhookUrl);
      if ((await repo.countSlack(ws)) >= MAX_SLACK_INTEGRATIONS) {
        throw conflict(`A workspace can have up to ${MAX_SLACK_INTEGRATIONS} Slack integrations.`, 'INTEGRATION_LIMIT');
      }
      const row = await repo.insertSlack(ws, {
        webhookUrl: input.webhookUrl,
        channelName: input.channelName,
        workspaceName: input.workspaceName ?? null,
        ...defined({ isActive: input.isActive, alertTypes: input.alertTypes, severityFilter: input.severityFilter }),
        domainFilter: input.domainFilter?.length ? input.domainFilter : null,
      });
      return toSlackIntegration(row);
    },

    async updateSlack(ws: Workspace, id: string, input: UpdateSlack): Promise<SlackIntegration> {
      authorize(ws, 'monitoring:write');
      await findSlack(ws, id);
      await ensureUrlAllowed('webhookUrl', input.webhookUrl);
      const { domainFilter, ...rest } = input;
      const row = await repo.updateSlack(ws, id, {
        ...defined(rest),
        ...(domainFilter === undefined ? {} : { domainFilter: domainFilter?.length ? domainFilter : null }),
      });
      if (!row) throw notFound('Slack integration not found.');
      return toSlackIntegration(row);
    },

    async deleteSlack(ws: Workspace, id: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      if (!isUuid(id) || !(await repo.deleteSlack(ws, id))) throw notFound('Slack integration not found.');
    },

    async testSlack(ws: Workspace, id: string): Promise<IntegrationTestResult> {
      authorize(ws, 'monitoring:write');
      const row = await findSlack(ws, id);
      const result = await sendTest(
        ws,
        'slack',
        { source: 'integration', id },
        `${row.channelName ? `${row.channelName} ` : ''}(${redactUrl(row.webhookUrl)})`,
      );
      await repo.stampSlackTest(id, new Date(result.testedAt));
      return result;
    },

    async listWebhooks(ws: Workspace): Promise<WebhookIntegration[]> {
      authorize(ws, 'workspace:read');
      return (await repo.listWebhooks(ws)).map(toWebhookIntegration);
    },

    async createWebhook(ws: Workspace, input: CreateWebhook): Promise<CreatedWebhookIntegration> {
      authorize(ws, 'monitoring:write');
      await ensureUrlAllowed('url', input.url);
      if ((await repo.countWebhooks(ws)) >= MAX_WEBHOOK_INTEGRATIONS) {
        throw conflict(`A workspace can have up to ${MAX_WEBHOOK_INTEGRATIONS} webhooks.`, 'INTEGRATION_LIMIT');
      }
      const secret = newWebhookSecret();
      const row = await repo.insertWebhook(ws, { ...defined(input), name: input.name ?? null, url: input.url, secret });
      return { ...toWebhookIntegration(row), secret };
    },

    async updateWebhook(ws: Workspace, id: string, input: UpdateWebhook): Promise<WebhookIntegration> {
      authorize(ws, 'monitoring:write');
      await findWebhook(ws, id);
      await ensureUrlAllowed('url', input.url);
      const row = await repo.updateWebhook(ws, id, defined(input));
      if (!row) throw notFound('Webhook not found.');
      return toWebhookIntegration(row);
    },

    async deleteWebhook(ws: Workspace, id: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      if (!isUuid(id) || !(await repo.deleteWebhook(ws, id))) throw notFound('Webhook not found.');
    },

    async testWebhook(ws: Workspace, id: string): Promise<IntegrationTestResult> {
      authorize(ws, 'monitoring:write');
      const row = await findWebhook(ws, id);
      const result = await sendTest(
        ws,
        'webhook',
        { source: 'integration', id },
        `${row.name ? `${row.name} ` : ''}(${redactUrl(row.url)})`,
      );
      // "Last used" is when the receiver last took a message; a test it accepted counts
      if (result.ok) await repo.stampWebhookUsed(id, new Date(result.testedAt));
      return result;
    },

    async listDeliveries(ws: Workspace, query: DeliveryQuery): Promise<DeliveryList> {
      authorize(ws, 'workspace:read');
      const { rows, total } = await repo.listDeliveries(ws, {
        status: query.status,
        page: query.page,
        pageSize: DELIVERY_PAGE_SIZE,
      });
      const data: Delivery[] = rows.map(({ delivery: d, ...a }) => ({
        id: d.id,
        alertId: d.alertId,
        alertTitle: a.alertTitle,
        alertType: a.alertType,
        alertSeverity: a.alertSeverity,
        domainName: a.domainName,
        channel: d.channel,
        target: d.target,
        status: d.status,
        attempt: d.attempt,
        responseCode: d.responseCode,
        error: d.error,
        nextAttemptAt: iso(d.nextAttemptAt),
        sentAt: iso(d.sentAt),
        createdAt: d.createdAt.toISOString(),
      }));
      return { data, page: query.page, pageSize: DELIVERY_PAGE_SIZE, total };
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
