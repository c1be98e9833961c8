import type { RunningJob, Scheduler } from '../jobs/scheduler/types';
import type { ChannelRegistry } from './channels/registry';
import {
  deliveredStatus,
  integrationIdOf,
  type ChannelName,
  type ChannelTarget,
  type SendOutcome,
  type TargetRef,
} from './channels/types';
import { acknowledgeLink, acknowledgeToken } from './acknowledge-token';
import { openedMessage, resolvedMessage } from './message';
import type { DeliveryPatch, NotificationRepository } from './notification.repository';

export const NOTIFY_JOB = 'notify';

/**
 * DESIGN §5: a receiver down for ten minutes still gets the message. 9 tries, 5 s doubling: the retries come
 * 5, 10, 20, 40, 80, 160, 320 and 640 s apart (21 min in all: twice the ten minutes, where 8 tries left 35 s to
 * spare; the attempt count caps the longest wait at 640 s).
 * A Retry-After is honoured up to `maxRetryAfterMs`.
 */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 9, backoffMs: 5_000, maxRetryAfterMs: 15 * 60_000 };

/** Job data: ids and words only. URLs, tokens and secrets are read from the database at send time. */
export interface NotifyJobData {
  /** The log row of the first attempt (status queued until tried). */
  deliveryId: number;
  alertId: string;
  event: 'alert.opened' | 'alert.resolved';
  /** The recovery message, for alert.resolved. */
  resolution?: string;
  channel: ChannelName;
  target: TargetRef;
  label: string;
  /** The account the notice is for (its clock; the log row's user). */
  recipientId: string;
  /** Attempts made by earlier jobs of this delivery (a Retry-After re-enqueues a fresh job). */
  attemptOffset: number;
  maxAttempts: number;
  backoffMs: number;
}

/** Thrown to hand a transient failure to the scheduler, which retries with its exponential backoff. */
export class TransientDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientDeliveryError';
  }
}

/**
 * What one attempt writes to the delivery log, and whether the job must throw (the error to throw) so the scheduler
 * tries again after `waitMs`: sent; a permanent failure, or the last attempt's, is failed; any other is retrying.
 * Alert deliveries and status page subscriber notices (decision 053) share it.
 */
export function settleAttempt(
  outcome: SendOutcome,
  a: { attempt: number; maxAttempts: number; waitMs: number; now: Date },
): { patch: DeliveryPatch; retry?: string } {
  // the rendered message is kept on every attempt's row (what /admin/mailgun shows)
  const kept = outcome.message ? { message: outcome.message } : {};
  if (outcome.ok) {
    return {
      patch: {
        status: deliveredStatus(outcome),
        responseCode: outcome.responseCode,
        error: null,
        sentAt: a.now,
        nextAttemptAt: null,
        ...kept,
      },
    };
  }
  const base = { responseCode: outcome.responseCode, error: outcome.error.slice(0, 1000), ...kept };
  if (outcome.permanent) return { patch: { ...base, status: 'failed', nextAttemptAt: null } };
  if (a.attempt >= a.maxAttempts) {
    return {
      patch: {
        ...base,
        status: 'failed',
        error: `Gave up after ${a.attempt} attempts: ${base.error}`.slice(0, 1000),
        nextAttemptAt: null,
      },
    };
  }
  return {
    patch: { ...base, status: 'retrying', nextAttemptAt: new Date(a.now.getTime() + a.waitMs) },
    retry: outcome.error,
  };
}

export interface DeliveryDeps {
  repo: NotificationRepository;
  channels: ChannelRegistry;
  scheduler: Scheduler;
  retry: RetryPolicy;
  publicUrl: string;
  now: () => Date;
  /** Signs the Acknowledge links of alert e-mails (the session secret); without it, the e-mails carry none. */
  acknowledgeSecret?: string;
}

export function createDeliveryService(deps: DeliveryDeps) {
  const { repo, retry } = deps;

  /** Writes the queued log row and enqueues its job. */
  async function enqueue(args: {
    alertId: string;
    recipientId: string;
    channel: ChannelName;
    target: ChannelTarget;
    event: NotifyJobData['event'];
    resolution?: string;
  }): Promise<number> {
    const deliveryId = await repo.insertDelivery({
      alertId: args.alertId,
      userId: args.recipientId,
      channel: args.channel,
      target: args.target.label,
      integrationId: integrationIdOf(args.target.ref),
      status: 'queued',
      attempt: 1,
    });
    const data: NotifyJobData = {
      deliveryId,
      alertId: args.alertId,
      event: args.event,
      ...(args.resolution === undefined ? {} : { resolution: args.resolution }),
      channel: args.channel,
      target: args.target.ref,
      label: args.target.label,
      recipientId: args.recipientId,
      attemptOffset: 0,
      maxAttempts: retry.attempts,
      backoffMs: retry.backoffMs,
    };
    await deps.scheduler.enqueue(
      { name: NOTIFY_JOB, data: data as unknown as Record<string, unknown> },
      { attempts: retry.attempts, backoffMs: retry.backoffMs },
    );
    return deliveryId;
  }

  /** The first attempt fills in the queued row; every later attempt adds its own row (one row per attempt). */
  async function log(data: NotifyJobData, attempt: number, patch: DeliveryPatch): Promise<void> {
    if (attempt === 1) {
      await repo.updateDelivery(data.deliveryId, { attempt, ...patch });
      return;
    }
    await repo.insertDelivery({
      alertId: data.alertId,
      userId: data.recipientId,
      channel: data.channel,
      target: data.label,
      integrationId: integrationIdOf(data.target),
      attempt,
      ...patch,
    });
  }

  async function attemptSend(data: NotifyJobData): Promise<SendOutcome> {
    const found = await repo.alertWithDomain(data.alertId);
    if (!found) return { ok: false, permanent: true, responseCode: null, error: 'The alert no longer exists' };
    const timezone = (await repo.store.user(data.recipientId))?.timezone ?? 'UTC';
    const common = {
      alert: found.alert,
      domainName: found.domainName,
      timezone,
      publicUrl: deps.publicUrl,
      deliveryId: data.deliveryId,
    };
    const message =
      data.event === 'alert.resolved'
        ? resolvedMessage({
            ...common,
            resolution: data.resolution ?? `${found.domainName}: the alert is resolved.`,
            now: deps.now(),
          })
        : openedMessage(common);
    // the e-mail's recipient may acknowledge from it, as themselves (a channel shared by many may not)
    if (
      data.event === 'alert.opened' &&
      data.channel === 'email' &&
      deps.acknowledgeSecret &&
      !found.alert.acknowledgedAt
    ) {
      const token = acknowledgeToken(
        deps.acknowledgeSecret,
        { alertId: data.alertId, userId: data.recipientId },
        deps.now(),
      );
      message.acknowledgeLink = acknowledgeLink(deps.publicUrl, token);
    }
    try {
      return await deps.channels[data.channel].send(data.target, message);
    } catch (error) {
      // a channel answers outcomes; a throw is a bug or the database, both worth another try
      return {
        ok: false,
        permanent: false,
        responseCode: null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /**
   * The `notify` job: one try, logged. Network errors, 5xx, 408 and 429 are transient: the row says retrying
   * and when, and the job throws so the scheduler retries it with backoff; with a Retry-After the job instead
   * re-enqueues itself with that delay. 4xx (and refused addresses, removed integrations) are permanent: failed,
   * no retry. The last attempt's transient failure is final too.
   */
  async function run(data: NotifyJobData, job: Pick<RunningJob, 'attempt'>): Promise<void> {
    const attempt = data.attemptOffset + job.attempt;
    const outcome = await attemptSend(data);
    const now = deps.now();
    if (!outcome.ok && !outcome.permanent && attempt < data.maxAttempts && outcome.retryAfterMs !== undefined) {
      const delayMs = Math.min(Math.max(0, outcome.retryAfterMs), retry.maxRetryAfterMs);
      await log(data, attempt, {
        responseCode: outcome.responseCode,
        error: outcome.error.slice(0, 1000),
        status: 'retrying',
        nextAttemptAt: new Date(now.getTime() + delayMs),
        ...(outcome.message ? { message: outcome.message } : {}),
      });
      const next: NotifyJobData = { ...data, attemptOffset: attempt };
      await deps.scheduler.enqueue(
        { name: NOTIFY_JOB, data: next as unknown as Record<string, unknown> },
        { delayMs, attempts: data.maxAttempts - attempt, backoffMs: data.backoffMs },
      );
      return;
    }
    // the scheduler's next delay: backoff doubling from this job's own first try
    const settled = settleAttempt(outcome, {
      attempt,
      maxAttempts: data.maxAttempts,
      waitMs: data.backoffMs * 2 ** (job.attempt - 1),
      now,
    });
    await log(data, attempt, settled.patch);
    if (settled.retry) throw new TransientDeliveryError(settled.retry);
  }

  return { enqueue, run };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
