import type {
  AdminDelivery,
  AdminDeliveryDetail,
  AdminDeliveryList,
  TestMailResult,
} from '../../../shared/contracts/admin-deliveries';
import { escapeHtml } from '../../../shared/helpers/escape-html';
import type { UserRow } from '../auth/auth.repository';
import { errorMessage, withDeadline } from '../../engine/net/deadline';
import { AppError, conflict, notFound, tooManyRequests } from '../../http/errors';
import type { Limiter } from '../../platform/limits';
import { smtpOutcome } from '../../notifications/channels/email-channel';
import type { ChannelRegistry } from '../../notifications/channels/registry';
import { personalSlackLabel, slackLabel } from '../../notifications/channels/slack-channel';
import {
  deliveredStatus,
  integrationIdOf,
  type ChannelName,
  type NotificationMessage,
  type SendOutcome,
  type TargetRef,
} from '../../notifications/channels/types';
import { webhookLabel } from '../../notifications/channels/webhook-channel';
import type { Mailer } from '../../notifications/mailer';
import { openedMessage, resolvedMessage, testMessage } from '../../notifications/message';
import type { NotificationRepository } from '../../notifications/notification.repository';
import { emailLayout } from '../../notifications/templates/layout';
import { partnerEventOf, type PartnerWebhooks } from '../partners/partner-webhooks';
import type { SubscriberNoticeJobs } from '../status-subscribers/subscriber-notices.service';
import type {
  AdminDeliveriesRepository,
  AdminDeliveryRow,
  DeliveryFilter,
  IntegrationOwner,
} from './admin-deliveries.repository';

export interface AdminDeliveriesDeps {
  repo: AdminDeliveriesRepository;
  /** The notification layer's queries: the alert of a delivery and the recipient's clock. */
  notifications: Pick<NotificationRepository, 'alertWithDomain' | 'store'>;
  channels: ChannelRegistry;
  subscriberNotices: Pick<SubscriberNoticeJobs, 'sendOnce'>;
  /** Partner events (decision 081) sent again with the body they carried. */
  partnerEvents: Pick<PartnerWebhooks, 'resendOnce'>;
  mailer: Mailer;
  publicUrl: string;
  mailTimeoutMs: number;
  /** Test e-mails per operator. */
  testMailLimiter: Limiter;
  now?: () => Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toDeliveryView(row: AdminDeliveryRow): AdminDelivery {
  const d = row.delivery;
  return {
    id: d.id,
    channel: d.channel,
    status: d.status,
    attempt: d.attempt,
    error: d.error,
    responseCode: d.responseCode,
    target: d.target,
    userEmail: row.userEmail,
    alert:
      d.alertId && row.alertTitle !== null
        ? { id: d.alertId, title: row.alertTitle, domain: row.domainName ?? '' }
        : null,
    notice: d.notice && !d.partnerId ? { kind: d.notice.split(':')[0] ?? d.notice, page: row.pageName } : null,
    partner: d.partnerId ? { id: d.partnerId, name: row.partnerName ?? '', event: partnerEventOf(d.notice) } : null,
    createdAt: d.createdAt.toISOString(),
    sentAt: iso(d.sentAt),
    nextAttemptAt: iso(d.nextAttemptAt),
    resentFromId: d.resentFromId,
  };
}

/** Why a resend cannot go: what the delivery went to is gone or turned off. */
const targetGone = (message: string) => conflict(message, 'DELIVERY_TARGET_GONE');

/**
 * How a finished delivery finds its target again, per channel (DESIGN §3: a registry, no switch on the channel):
 * the account for e-mail and SMS; for Slack and webhooks the integration the row names by id (so a renamed or edited
 * one is still found), or, for rows written before the id was kept, the only one whose log label is the row's target. The
 * channel then reads the current address, URL and secret, as for any delivery.
 */
type TargetResolver = (
  repo: AdminDeliveriesRepository,
  row: AdminDeliveryRow,
  owner: IntegrationOwner,
) => Promise<TargetRef>;

const accountTarget: TargetResolver = async (_repo, row) => {
  if (!row.delivery.userId) throw targetGone('The account this delivery went to no longer exists.');
  return { source: 'user', id: row.delivery.userId };
};

/**
 * The integration of a row among the owner's: by the id kept on the row. A row written before the id was kept
 * (integration_id null) names only the label it was logged under; it is followed only when one integration has that
 * label, since two with the same name and host would otherwise both resend to the first (decision 083).
 */
function integrationTarget<T extends { id: string; isActive: boolean }>(
  row: AdminDeliveryRow,
  candidates: T[],
  labelOf: (integration: T) => string,
  kind: string,
): TargetRef {
  const { delivery: d } = row;
  const matches = d.integrationId
    ? candidates.filter((c) => c.id === d.integrationId)
    : candidates.filter((c) => labelOf(c) === d.target);
  const [hit] = matches;
  if (!hit) throw targetGone(`The ${kind} ${d.target} no longer exists: nothing to send it through.`);
  if (matches.length > 1)
    throw conflict(
      `More than one ${kind} is labelled ${d.target}, and this delivery was logged before Sitewarden kept which one it went through: it cannot be resent safely.`,
      'DELIVERY_TARGET_AMBIGUOUS',
    );
  if (!hit.isActive) throw targetGone(`The ${kind} ${d.target} is turned off.`);
  return { source: 'integration', id: hit.id };
}

const TARGET_RESOLVERS: Record<ChannelName, TargetResolver> = {
  email: accountTarget,
  sms: accountTarget,
  async slack(repo, row, owner) {
    const { delivery: d } = row;
    if (!d.integrationId && d.userId && d.target.startsWith('personal webhook (')) {
      const user = await repo.userById(d.userId);
      if (user?.slackWebhookUrl && personalSlackLabel(user.slackWebhookUrl) === d.target)
        return { source: 'user', id: user.id };
      throw targetGone('The personal Slack webhook this delivery went to was removed or changed.');
    }
    return integrationTarget(row, await repo.slackCandidates(owner), slackLabel, 'Slack integration');
  },
  async webhook(repo, row, owner) {
    return integrationTarget(row, await repo.webhookCandidates(owner), webhookLabel, 'webhook');
  },
};

/** What /admin/mailgun reads and does: the installation's delivery log, resends, and a test e-mail. */
export function createAdminDeliveriesService(deps: AdminDeliveriesDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function find(id: number): Promise<AdminDeliveryRow> {
    const row = await repo.get(id);
    if (!row) throw notFound('Delivery not found.');
    return row;
  }

  /** The notice again, for an alert delivery or a test message; a delivery made at or after the resolution is the recovery notice. */
  async function rebuild(row: AdminDeliveryRow, deliveryId: number): Promise<NotificationMessage> {
    const d = row.delivery;
    const timezone = (d.userId ? await deps.notifications.store.user(d.userId) : undefined)?.timezone ?? 'UTC';
    if (!d.alertId) return testMessage({ timezone, publicUrl: deps.publicUrl, now: now() });
    const found = await deps.notifications.alertWithDomain(d.alertId);
    if (!found) throw targetGone('The alert this delivery was about no longer exists.');
    const common = {
      alert: found.alert,
      domainName: found.domainName,
      timezone,
      publicUrl: deps.publicUrl,
      deliveryId,
    };
    const resolvedAt = found.alert.resolvedAt;
    if (found.alert.isResolved && resolvedAt && d.createdAt.getTime() >= resolvedAt.getTime()) {
      const kept = d.message?.body as { alert?: { resolution?: unknown } } | undefined;
      const resolution =
        typeof kept?.alert?.resolution === 'string'
          ? kept.alert.resolution
          : `${found.domainName}: the alert is resolved.`;
      return resolvedMessage({ ...common, resolution, now: resolvedAt });
    }
    return openedMessage(common);
  }

  /** Sends the row's message again now, once, through the channel's current configuration. */
  async function sendAgain(
    row: AdminDeliveryRow,
    newId: () => Promise<number>,
  ): Promise<{ id: number; outcome: SendOutcome; target: string; integrationId: string | null }> {
    const d = row.delivery;
    if (d.subscriberId && d.notice) {
      const id = await newId();
      const { outcome, email } = await deps.subscriberNotices.sendOnce(d.subscriberId, d.notice);
      return { id, outcome, target: email || d.target, integrationId: null };
    }
    if (d.partnerId) {
      const id = await newId();
      const sent = await deps.partnerEvents.resendOnce({ partnerId: d.partnerId, notice: d.notice, id: d.id }, id);
      return { id, outcome: sent.outcome, target: sent.target || d.target, integrationId: null };
    }
    const owner: IntegrationOwner = d.alertId
      ? { userId: d.userId, teamId: row.alertTeamId ?? null }
      : { userId: d.userId, teamId: null, anyWorkspace: true };
    const ref = await TARGET_RESOLVERS[d.channel](repo, row, owner);
    // the message first: an alert that is gone is a 409 before any row is written
    const probe = await rebuild(row, 0);
    const id = await newId();
    const message = { ...probe, ...(probe.event === 'test' ? {} : { deliveryId: id }) };
    let outcome: SendOutcome;
    try {
      outcome = await deps.channels[d.channel].send(ref, message);
    } catch (error) {
      outcome = { ok: false, permanent: false, responseCode: null, error: errorMessage(error) };
    }
    return { id, outcome, target: d.target, integrationId: integrationIdOf(ref) };
  }

  return {
    async list(filter: DeliveryFilter): Promise<AdminDeliveryList> {
      const rows = await repo.list(filter);
      const page = rows.slice(0, filter.limit);
      return {
        data: page.map(toDeliveryView),
        nextCursor: rows.length > filter.limit ? String(page[page.length - 1]!.delivery.id) : null,
      };
    },

    async detail(id: number): Promise<AdminDeliveryDetail> {
      const row = await find(id);
      return { ...toDeliveryView(row), message: row.delivery.message ?? null };
    },

    /**
     * A finished delivery (sent or failed) sent again, once, now: a new row (resent_from_id) with its outcome and
     * the rendered message, and an audit entry. Queued and retrying rows are still on their way: 409.
     */
    async resend(admin: UserRow, id: number): Promise<AdminDelivery> {
      const row = await find(id);
      const d = row.delivery;
      if (d.status === 'queued' || d.status === 'retrying')
        throw conflict(
          'This delivery is still being attempted: resend it once it has been sent or has failed.',
          'DELIVERY_PENDING',
        );
      const result = await sendAgain(row, () =>
        repo.insertDelivery({
          alertId: d.alertId,
          userId: d.userId,
          subscriberId: d.subscriberId,
          partnerId: d.partnerId,
          notice: d.notice,
          channel: d.channel,
          target: d.target,
          integrationId: d.integrationId,
          status: 'queued',
          attempt: 1,
          resentFromId: d.id,
        }),
      );
      const { outcome } = result;
      const at = now();
      await repo.updateDelivery(result.id, {
        target: result.target,
        integrationId: result.integrationId,
        status: deliveredStatus(outcome),
        responseCode: outcome.responseCode,
        error: outcome.ok ? null : outcome.error.slice(0, 1000),
        sentAt: outcome.ok ? at : null,
        nextAttemptAt: null,
        message: outcome.message ?? null,
      });
      await repo.audit({
        adminUserId: admin.id,
        adminEmail: admin.email,
        targetUserId: d.userId,
        targetEmail: row.userEmail ?? result.target,
        action: 'delivery.resend',
        detail: {
          deliveryId: d.id,
          newDeliveryId: result.id,
          channel: d.channel,
          target: result.target,
          status: deliveredStatus(outcome),
        },
      });
      return toDeliveryView(await find(result.id));
    },

    /**
     * A test e-mail through the installation's mailer, now: what the SMTP server answered (a refusal is a 502 with
     * its reply), or that it was kept in the outbox (no SMTP_URL). A few per operator per window.
     */
    async testMail(admin: UserRow, to: string): Promise<TestMailResult> {
      const wait = await deps.testMailLimiter.hit(admin.id);
      if (wait > 0) throw tooManyRequests(wait);
      const subject = 'Sitewarden test e-mail';
      const text = `This is a test e-mail from Sitewarden (${deps.publicUrl}), sent by ${admin.email} from /admin/mailgun. If you can read it, the installation's mail reaches this address.`;
      const html = emailLayout(subject, `<p style="margin:0">${escapeHtml(text)}</p>`);
      try {
        const sent = await withDeadline(
          deps.mailer.send({ to, subject, text, html }),
          deps.mailTimeoutMs,
          'Sending the e-mail',
        );
        if (deps.mailer.kind === 'outbox')
          return {
            transport: 'outbox',
            to,
            messageId: null,
            response: null,
            message: 'No SMTP server is configured (SMTP_URL): the e-mail was kept in the outbox.',
          };
        return {
          transport: 'smtp',
          to,
          messageId: sent ? sent.messageId : null,
          response: sent ? sent.response : null,
          message: 'The SMTP server accepted the e-mail.',
        };
      } catch (error) {
        const outcome = smtpOutcome(error);
        const detail = outcome.ok ? errorMessage(error) : outcome.error;
        throw new AppError(502, 'SMTP_FAILED', `The e-mail was not sent: ${detail}`, {
          responseCode: outcome.responseCode,
        });
      }
    },
  };
}

export type AdminDeliveriesService = ReturnType<typeof createAdminDeliveriesService>;
