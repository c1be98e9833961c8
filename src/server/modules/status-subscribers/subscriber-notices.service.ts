import type { MaintenanceRecurrence } from '../../../shared/constants/status-pages';
import { currentOrNextOccurrence } from '../../../shared/helpers/maintenance-occurrences';
import { incidentAddress } from '../../../shared/helpers/incident-address';
import { formatLongTime } from '../../../shared/helpers/readable-time';
import { renderMarkdown } from '../../content/markdown';
import type { Database } from '../../db/client';
import { withDeadline } from '../../engine/net/deadline';
import type { JobsExtension } from '../../jobs/runtime';
import type { RunningJob, Scheduler } from '../../jobs/scheduler/types';
import { smtpOutcome } from '../../notifications/channels/email-channel';
import { failure, mailed, withMessage, type SendOutcome } from '../../notifications/channels/types';
import { DEFAULT_RETRY, settleAttempt, TransientDeliveryError, type RetryPolicy } from '../../notifications/delivery';
import { DEFAULT_SEND_TIMEOUT_MS } from '../../notifications';
import type { Mailer } from '../../notifications/mailer';
import { createNotificationRepository, type DeliveryPatch } from '../../notifications/notification.repository';
import type { EmailContent } from '../../notifications/templates/layout';
import {
  incidentNoticeEmail,
  maintenanceNoticeEmail,
  type SubscriberLinks,
} from '../../notifications/templates/status-subscription';
import { createNoticesRepository, type NoticesRepository } from './notices.repository';
import type { SubscriberNotices } from './subscriber-notices';
import { subscriberMailParts } from './subscriber-mail';
import { hashToken, unsubscribeToken } from './subscriber-tokens';

export const STATUS_NOTICE_JOB = 'status-notice';

/** Job data: ids only; the texts are read when the mail is written (decision 053). */
export interface StatusNoticeJobData {
  /** The queued log row of the first attempt. */
  deliveryId: number;
  subscriberId: string;
  /** `incident:<update id>` or `maintenance:<window id>` (notification_deliveries.notice). */
  notice: string;
  maxAttempts: number;
  backoffMs: number;
}

/** Every notice kind: how its mail is written for one subscriber; undefined when what it was about is gone. */
type NoticeWriter = (
  repo: NoticesRepository,
  id: string,
  page: { id: string; name: string },
  links: SubscriberLinks,
  now: Date,
) => Promise<EmailContent | undefined>;

const markdownHtml = (text: string) => renderMarkdown(text, { checks: 'lenient' }).html;

const REPEAT_WORDS: Record<Exclude<MaintenanceRecurrence, 'none'>, string> = {
  daily: 'every day',
  weekly: 'every week',
  monthly: 'every month',
};

const NOTICE_WRITERS: Record<string, NoticeWriter> = {
  async incident(repo, updateId, page, links) {
    const update = await repo.incidentUpdate(updateId);
    if (!update) return undefined;
    return incidentNoticeEmail({
      pageName: page.name,
      title: update.title,
      status: update.status,
      impact: update.impact,
      message: update.message,
      messageHtml: markdownHtml(update.message),
      postedAt: update.postedAt,
      incidentUrl: incidentAddress(links.pageUrl, update.incidentId),
      links,
    });
  },
  async maintenance(repo, windowId, page, links, now) {
    const window = await repo.window(windowId);
    const occurrence = window && currentOrNextOccurrence(window, now);
    if (!window || !occurrence) return undefined;
    const until = window.recursUntil ? ` until ${formatLongTime(window.recursUntil, 'UTC')}` : '';
    return maintenanceNoticeEmail({
      pageName: page.name,
      title: window.title,
      description: window.description,
      descriptionHtml: window.description ? markdownHtml(window.description) : null,
      start: occurrence.start,
      end: occurrence.end,
      timezone: window.timezone,
      repeats: window.recurrence === 'none' ? null : `Repeats ${REPEAT_WORDS[window.recurrence]}${until}.`,
      affected: await repo.coveredComponents(windowId, page.id),
      links,
    });
  },
};

export interface SubscriberNoticeDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** SESSION_SECRET: the unsubscribe link of each mail is derived from it. */
  secret: string;
  /** Alert deliveries' policy by default (notifications/delivery.ts); tests shorten the backoff. */
  retry?: Partial<RetryPolicy>;
  sendTimeoutMs?: number;
  now?: () => Date;
}

/**
 * Subscriber notices through the delivery queue (decision 053). `notices(scheduler)` is the SubscriberNotices the
 * incidents and maintenance services call: one queued notification_deliveries row (subscriber_id, notice) and one
 * `status-notice` job per confirmed subscriber, never twice for one notice. `run` is the job: one e-mail with the
 * List-Unsubscribe pair, retried as alert deliveries are (transient SMTP trouble; each attempt logged).
 */
export function createSubscriberNoticeJobs(deps: SubscriberNoticeDeps) {
  const repo = createNoticesRepository(deps.db);
  const deliveries = createNotificationRepository(deps.db);
  const retry = { ...DEFAULT_RETRY, ...deps.retry };
  const now = deps.now ?? (() => new Date());
  const base = deps.publicUrl.replace(/\/+$/, '');
  // the e-mail channel's deadline for alert mail
  const timeoutMs = deps.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS * 3;

  function notices(scheduler: Scheduler): SubscriberNotices {
    async function queue(pageId: string, notice: string): Promise<number> {
      const rows = await repo.queue(pageId, notice);
      for (const row of rows) {
        const data: StatusNoticeJobData = {
          deliveryId: row.id,
          subscriberId: row.subscriberId,
          notice,
          maxAttempts: retry.attempts,
          backoffMs: retry.backoffMs,
        };
        await scheduler.enqueue(
          { name: STATUS_NOTICE_JOB, data: { ...data } },
          { attempts: retry.attempts, backoffMs: retry.backoffMs },
        );
      }
      return rows.length;
    }
    return {
      async incidentUpdated(updateId) {
        const update = await repo.incidentUpdate(updateId);
        // a private page's incidents stay private; a page that stopped taking subscriptions mails nobody
        if (!update?.page.isPublic || !update.page.allowSubscriptions) return;
        await queue(update.page.id, `incident:${updateId}`);
      },
      async maintenanceScheduled(windowId) {
        const window = await repo.window(windowId);
        if (!window || !currentOrNextOccurrence(window, now())) return;
        for (const pageId of (await repo.pagesShowingWindow(windowId)).keys())
          await queue(pageId, `maintenance:${windowId}`);
        await repo.markWindowNoticeSent(windowId, now());
      },
    };
  }

  /** One try; `email` is the address for the log (empty when the subscriber is gone). */
  async function attemptSend(data: StatusNoticeJobData): Promise<{ outcome: SendOutcome; email: string }> {
    const subscriber = await repo.subscriber(data.subscriberId);
    if (!subscriber) return { outcome: failure('The subscriber was removed', true), email: '' };
    return { outcome: await sendTo(subscriber, data), email: subscriber.email };
  }

  async function sendTo(
    subscriber: NonNullable<Awaited<ReturnType<NoticesRepository['subscriber']>>>,
    data: StatusNoticeJobData,
  ): Promise<SendOutcome> {
    if (!subscriber.isVerified || subscriber.unsubscribedAt) return failure('The subscriber unsubscribed', true);
    const [kind = '', id = ''] = data.notice.split(':');
    const writer = NOTICE_WRITERS[kind];
    if (!writer) return failure(`Unknown notice ${data.notice}`, true);
    const token = unsubscribeToken(deps.secret, subscriber.id);
    if (hashToken(token) !== subscriber.unsubscribeHash) await repo.setUnsubscribeHash(subscriber.id, hashToken(token));
    const parts = subscriberMailParts(base, subscriber.pageSlug, token);
    const content = await writer(repo, id, { id: subscriber.pageId, name: subscriber.pageName }, parts.links, now());
    if (!content) return failure('What the notice was about no longer exists', true);
    // kept without the subscriber's unsubscribe token (in the footer link and the List-Unsubscribe headers)
    const hide = (text: string) => text.split(token).join('redacted');
    const rendered = { subject: content.subject, text: hide(content.text), html: hide(content.html) };
    try {
      await withDeadline(
        deps.mailer.send({ to: subscriber.email, ...content, headers: parts.headers }),
        timeoutMs,
        'Sending the e-mail',
      );
      return withMessage(mailed(deps.mailer), rendered);
    } catch (error) {
      return withMessage(smtpOutcome(error), rendered);
    }
  }

  /** The first attempt fills in the queued row; every later one adds its own (the alert deliveries' log). */
  async function log(data: StatusNoticeJobData, attempt: number, target: string, patch: DeliveryPatch) {
    if (attempt === 1) return deliveries.updateDelivery(data.deliveryId, { attempt, ...patch });
    await deliveries.insertDelivery({
      subscriberId: data.subscriberId,
      notice: data.notice,
      channel: 'email',
      target,
      attempt,
      ...patch,
    });
  }

  async function run(data: StatusNoticeJobData, job: Pick<RunningJob, 'attempt'>): Promise<void> {
    const { outcome, email } = await attemptSend(data);
    // the scheduler's next delay doubles from the first try, as for alert deliveries
    const settled = settleAttempt(outcome, {
      attempt: job.attempt,
      maxAttempts: data.maxAttempts,
      waitMs: data.backoffMs * 2 ** (job.attempt - 1),
      now: now(),
    });
    await log(data, job.attempt, email, settled.patch);
    if (settled.retry) throw new TransientDeliveryError(settled.retry);
  }

  /**
   * One try of a notice to a subscriber, now, outside the queue and without logging: an operator's resend from
   * /admin/mailgun writes its own row. `email` is empty when the subscriber is gone.
   */
  async function sendOnce(subscriberId: string, notice: string): Promise<{ outcome: SendOutcome; email: string }> {
    return attemptSend({ deliveryId: 0, subscriberId, notice, maxAttempts: 1, backoffMs: 0 });
  }

  return { notices, run, sendOnce };
}

export type SubscriberNoticeJobs = ReturnType<typeof createSubscriberNoticeJobs>;

/** Adds the `status-notice` job to the notification layer's jobs (main.ts wraps `notificationJobs` with it). */
export function withSubscriberNotices(
  base: (runtime: { scheduler: Scheduler }) => JobsExtension,
  jobs: SubscriberNoticeJobs,
): (runtime: { scheduler: Scheduler }) => JobsExtension {
  return (runtime) => {
    const extension = base(runtime);
    return {
      ...extension,
      handlers: {
        ...extension.handlers,
        [STATUS_NOTICE_JOB]: (job: RunningJob) => jobs.run(job.data as unknown as StatusNoticeJobData, job),
      },
    };
  };
}
