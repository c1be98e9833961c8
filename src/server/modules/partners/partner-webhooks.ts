import { planHasPartnerApi } from '../../../shared/constants/partner-api';
import { PARTNER_EVENTS, type PartnerEventName } from '../../../shared/contracts/partner-webhooks';
import type { Database } from '../../db/client';
import type { EngineOptions } from '../../engine';
import type { DomainContext } from '../../jobs/monitoring/monitoring.repository';
import type { AlertNotifier, AlertRow } from '../../jobs/monitoring/notifier';
import type { RunningJob, Scheduler } from '../../jobs/scheduler/types';
import { DEFAULT_SEND_TIMEOUT_MS } from '../../notifications';
import { failure, withMessage, type SendOutcome } from '../../notifications/channels/types';
import { postSignedJson, webhookLabel } from '../../notifications/channels/webhook-channel';
import { DEFAULT_RETRY, settleAttempt, TransientDeliveryError, type RetryPolicy } from '../../notifications/delivery';
import { createNotificationRepository, type DeliveryPatch } from '../../notifications/notification.repository';
import { createOutboundHttp } from '../../notifications/outbound-http';
import { SecretsKeyError, type SecretSealer } from '../../secrets/secret-sealer';
import type { IncidentEvents } from '../status-pages/incident-events';
import { createPartnerEventsRepository, type PartnerReceiver, type WorkspaceOwner } from './partner-events.repository';

export const PARTNER_EVENT_JOB = 'partner-event';

/** Job data: ids and words only; the address and secret are read when sending, the body from the log row. */
export interface PartnerEventJobData {
  /** The queued log row of the first attempt; its message holds the body every attempt sends. */
  deliveryId: number;
  partnerId: string;
  event: PartnerEventName;
  /** `<event>:<alert or incident id>` (notification_deliveries.notice). */
  notice: string;
  maxAttempts: number;
  backoffMs: number;
}

/** What the monitoring engine and the incidents tell the partner's webhook. */
export type PartnerEvents = AlertNotifier & IncidentEvents;

/** The event of a log row: its notice is `<event>:<id>`, or `test`. */
export const partnerEventOf = (notice: string | null): PartnerEventName => {
  const name = (notice ?? '').split(':')[0];
  return (PARTNER_EVENTS as readonly string[]).includes(name ?? '') ? (name as PartnerEventName) : 'test';
};

/** What the delivery log shows for the partner's address: never its query or a token in it. */
export const partnerTarget = (url: string) => webhookLabel({ name: 'Partner webhook', url });

/**
 * Only outages are partner events: a downtime alert of the domain's home page (domain.*) or of one of its monitors
 * (monitor.*). The uptime-percentage rule files its alerts as downtime too, but a low uptime is not the site down.
 */
export function alertEventName(
  alert: Pick<AlertRow, 'type' | 'monitorId' | 'metadata'>,
  phase: 'down' | 'up',
): PartnerEventName | undefined {
  if (alert.type !== 'downtime') return undefined;
  const metric = alert.metadata?.metric;
  if (typeof metric === 'string' && metric.toLowerCase() === 'uptime') return undefined;
  return alert.monitorId ? `monitor.${phase}` : `domain.${phase}`;
}

export interface PartnerWebhooksDeps {
  db: Database;
  /** Opens the partner's sealed signing secret (decision 058). */
  sealer: SecretSealer;
  /** Resolvers and ALLOW_PRIVATE_TARGETS: events go through the same SSRF guard as every delivery. */
  engine: EngineOptions;
  publicUrl: string;
  /** Alert deliveries' policy by default (notifications/delivery.ts); tests shorten the backoff. */
  retry?: Partial<RetryPolicy>;
  sendTimeoutMs?: number;
  now?: () => Date;
  log?: (message: string, error: unknown) => void;
}

/**
 * Partner events (decision 081): one queued notification_deliveries row (partner_id, notice, the body as message) and
 * one `partner-event` job per event, never twice for one event; the job posts the body signed as every webhook is
 * (notifications/channels/webhook-channel.ts), retried with the alert deliveries' backoff, each attempt logged.
 */
export function createPartnerWebhooks(deps: PartnerWebhooksDeps) {
  const repo = createPartnerEventsRepository(deps.db);
  const deliveries = createNotificationRepository(deps.db);
  const http = createOutboundHttp(deps.engine, deps.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS);
  const retry = { ...DEFAULT_RETRY, ...deps.retry };
  const now = deps.now ?? (() => new Date());
  const base = deps.publicUrl.replace(/\/+$/, '');
  const log = deps.log ?? ((message, error) => console.error(message, error));

  /** The workspace's partner, when it can hear events: its plan has the programme and its account is set up. */
  async function receiverOf(ws: WorkspaceOwner): Promise<PartnerReceiver | undefined> {
    const receiver = await repo.receiver(ws);
    return receiver && planHasPartnerApi(receiver.plan) ? receiver : undefined;
  }

  /** Writes the queued row with the body (its id is the event's id), then the job. */
  async function queue(
    scheduler: Scheduler,
    receiver: PartnerReceiver,
    event: PartnerEventName,
    subjectId: string,
    body: Record<string, unknown>,
  ): Promise<void> {
    const notice = `${event}:${subjectId}`;
    if (await repo.queued(receiver.id, notice)) return;
    const deliveryId = await deliveries.insertDelivery({
      partnerId: receiver.id,
      notice,
      channel: 'webhook',
      target: partnerTarget(receiver.webhookUrl),
      status: 'queued',
      attempt: 1,
    });
    await deliveries.updateDelivery(deliveryId, {
      message: { body: { id: `evt_${deliveryId}`, event, partner: { id: receiver.id }, ...body } },
    });
    const data: PartnerEventJobData = {
      deliveryId,
      partnerId: receiver.id,
      event,
      notice,
      maxAttempts: retry.attempts,
      backoffMs: retry.backoffMs,
    };
    await scheduler.enqueue(
      { name: PARTNER_EVENT_JOB, data: { ...data } },
      { attempts: retry.attempts, backoffMs: retry.backoffMs },
    );
  }

  async function alertEvent(scheduler: Scheduler, domain: DomainContext, alert: AlertRow, resolution?: string) {
    const event = alertEventName(alert, resolution === undefined ? 'down' : 'up');
    if (!event) return;
    const receiver = await receiverOf(domain);
    if (!receiver) return;
    const found = await repo.alertSubject(alert.id, receiver.id);
    if (!found) return;
    const a = found.alert;
    await queue(scheduler, receiver, event, a.id, {
      occurredAt: (resolution === undefined ? a.createdAt : (a.resolvedAt ?? now())).toISOString(),
      domain: { ...found.domain, externalId: found.externalId ?? null },
      monitor: found.monitor,
      alert: {
        id: a.id,
        severity: a.severity,
        title: a.title,
        message: a.message,
        createdAt: a.createdAt.toISOString(),
        resolvedAt: a.resolvedAt?.toISOString() ?? null,
      },
      ...(resolution === undefined ? {} : { resolution }),
      link: found.monitor
        ? `${base}/domains/${found.domain.id}/monitors/${found.monitor.id}`
        : `${base}/domains/${found.domain.id}`,
    });
  }

  async function incidentEvent(scheduler: Scheduler, incidentId: string, event: PartnerEventName) {
    const found = await repo.incidentSubject(incidentId);
    if (!found) return;
    const receiver = await receiverOf(found.page);
    if (!receiver) return;
    const { incident, page } = found;
    const pageUrl = `${base}/public/status/${encodeURIComponent(page.slug)}`;
    await queue(scheduler, receiver, event, incident.id, {
      occurredAt: (event === 'incident.resolved' ? (incident.resolvedAt ?? now()) : now()).toISOString(),
      incident: {
        id: incident.id,
        title: incident.title,
        status: incident.status,
        impact: incident.severity,
        automatic: incident.autoKey !== null,
        message: found.message,
        startedAt: incident.startedAt.toISOString(),
        resolvedAt: incident.resolvedAt?.toISOString() ?? null,
      },
      statusPage: { id: page.id, name: page.name, slug: page.slug, url: page.isPublic ? pageUrl : null },
    });
  }

  /** Ours never reaches the monitoring engine or the incident's author: an event that could not be queued is logged. */
  const guarded = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log(`partner events: could not queue ${what}`, error);
    }
  };

  /** The events queued on this scheduler (the jobs runtime's, or the app's through main.ts). */
  function events(scheduler: Scheduler): PartnerEvents {
    return {
      alertOpened: (domain, alert) => guarded('an opened alert', () => alertEvent(scheduler, domain, alert)),
      async alertResolved(domain, resolved, message) {
        for (const alert of resolved)
          await guarded('a resolved alert', () => alertEvent(scheduler, domain, alert, message));
      },
      incidentOpened: (id) => guarded('an opened incident', () => incidentEvent(scheduler, id, 'incident.opened')),
      incidentResolved: (id) => guarded('a resolved incident', () => incidentEvent(scheduler, id, 'incident.resolved')),
    };
  }

  /** One signed post of a body to the partner's current address; `target` for the log (empty when none). */
  async function post(
    partnerId: string,
    event: PartnerEventName,
    deliveryId: number,
    body: unknown,
  ): Promise<{ outcome: SendOutcome; target: string }> {
    const partner = await repo.partner(partnerId);
    if (!partner?.isActive) return { outcome: failure('The partner account is inactive', true), target: '' };
    if (!partner.webhookUrl) return { outcome: failure('The partner webhook address was removed', true), target: '' };
    const target = partnerTarget(partner.webhookUrl);
    if (!partner.webhookSecret) return { outcome: failure('The signing secret was removed', true), target };
    let secret: string;
    try {
      secret = deps.sealer.open(partner.webhookSecret);
    } catch (error) {
      if (!(error instanceof SecretsKeyError)) throw error;
      // no retry opens it: the installation's key changed since it was made
      return { outcome: failure('The signing secret cannot be opened: make a new one', true), target };
    }
    if (body === undefined) return { outcome: failure('The event is no longer in the log', true), target };
    const outcome = await postSignedJson(http, {
      url: partner.webhookUrl,
      secret,
      event,
      deliveryId,
      body: JSON.stringify(body),
      sentAt: now(),
    });
    return { outcome, target };
  }

  /** The first attempt fills in the queued row; every later one adds its own (the alert deliveries' log). */
  async function logAttempt(data: PartnerEventJobData, attempt: number, target: string, patch: DeliveryPatch) {
    if (attempt === 1) return deliveries.updateDelivery(data.deliveryId, { attempt, ...patch });
    await deliveries.insertDelivery({
      partnerId: data.partnerId,
      notice: data.notice,
      channel: 'webhook',
      target,
      attempt,
      ...patch,
    });
  }

  /** The `partner-event` job: one try, logged; a transient failure throws so the scheduler retries with backoff. */
  async function run(data: PartnerEventJobData, job: Pick<RunningJob, 'attempt'>): Promise<void> {
    // the partner account is gone, and its log with it (on delete cascade): nothing to send or write
    if (!(await repo.partner(data.partnerId))) return;
    let sent: { outcome: SendOutcome; target: string };
    try {
      sent = await post(data.partnerId, data.event, data.deliveryId, await repo.body(data.deliveryId));
    } catch (error) {
      sent = { outcome: failure(error instanceof Error ? error.message : String(error), false), target: '' };
    }
    const settled = settleAttempt(sent.outcome, {
      attempt: job.attempt,
      maxAttempts: data.maxAttempts,
      waitMs: data.backoffMs * 2 ** (job.attempt - 1),
      now: now(),
    });
    await logAttempt(data, job.attempt, sent.target || 'Partner webhook', settled.patch);
    if (settled.retry) throw new TransientDeliveryError(settled.retry);
  }

  /**
   * A signed `test` event, now, once, logged (its row is the partner's like any event): what the receiver answered.
   * The caller checked that an address and a secret are set.
   */
  async function sendTest(partnerId: string, webhookUrl: string) {
    const at = now();
    const deliveryId = await deliveries.insertDelivery({
      partnerId,
      notice: 'test',
      channel: 'webhook',
      target: partnerTarget(webhookUrl),
      status: 'queued',
      attempt: 1,
    });
    const body = {
      id: `evt_${deliveryId}`,
      event: 'test',
      partner: { id: partnerId },
      occurredAt: at.toISOString(),
      message: 'A test event from Sitewarden: your receiver got it. Check its signature as you will for every event.',
    };
    const { outcome, target } = await post(partnerId, 'test', deliveryId, body);
    const settled = settleAttempt(outcome, { attempt: 1, maxAttempts: 1, waitMs: 0, now: now() });
    await deliveries.updateDelivery(deliveryId, {
      ...settled.patch,
      ...(target ? { target } : {}),
      // a test is tried once: its failure is final, without "gave up after 1 attempts"
      ...(outcome.ok ? {} : { error: outcome.error.slice(0, 1000) }),
      message: outcome.message ?? { body },
    });
    return { outcome, testedAt: at };
  }

  /**
   * An event sent again from the log (/admin/mailgun's Resend), once, now: the body the row carried (same event id, so
   * a receiver that already has it can tell), signed with the partner's current secret, to its current address.
   * `deliveryId` is the new row's, the `X-Sitewarden-Delivery` of this attempt.
   */
  async function resendOnce(row: { partnerId: string; notice: string | null; id: number }, deliveryId: number) {
    const body = await repo.body(row.id);
    const { outcome, target } = await post(row.partnerId, partnerEventOf(row.notice), deliveryId, body);
    // the body is kept even when nothing was posted, so this row can be resent in turn
    return { outcome: outcome.message || body === undefined ? outcome : withMessage(outcome, { body }), target };
  }

  return { events, run, sendTest, resendOnce };
}

export type PartnerWebhooks = ReturnType<typeof createPartnerWebhooks>;
