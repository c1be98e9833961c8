import { createHmac } from 'node:crypto';
import { outcomeOf, type OutboundHttp } from '../outbound-http';
import { redactUrl } from '../redact';
import {
  failure,
  withMessage,
  type NotificationChannel,
  type NotificationMessage,
  type SendOutcome,
  type TargetStore,
} from './types';

export const SIGNATURE_HEADER = 'x-sitewarden-signature';
export const TIMESTAMP_HEADER = 'x-sitewarden-timestamp';

/** What the delivery log shows for a webhook: its name and the URL without query or token. */
export const webhookLabel = (w: { name: string | null; url: string }) =>
  `${w.name ? `${w.name} ` : ''}(${redactUrl(w.url)})`;

/** The JSON body of a generic webhook: `{ event, alert, domain, sentAt }`. */
export function webhookBody(message: NotificationMessage, sentAt: Date): string {
  return JSON.stringify({
    event: message.event,
    alert: {
      ...message.alert,
      ...(message.event === 'alert.resolved' ? { resolution: message.body } : {}),
    },
    domain: message.domain,
    link: message.link,
    sentAt: sentAt.toISOString(),
  });
}

/**
 * `sha256=<hex HMAC-SHA256 of "{timestamp}.{body}">` with the integration's secret. Receivers recompute it and
 * compare in constant time, and refuse old timestamps (replays).
 */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * One signed JSON post: the event name, the delivery id (stable across retries, for de-duplication), the timestamp
 * and its signature in headers. Generic webhooks and partner events (decision 081) both send through it. The outcome
 * keeps the JSON body only: the signature (and so the secret) travels in a header and is not kept.
 */
export async function postSignedJson(
  http: OutboundHttp,
  post: { url: string; secret: string; event: string; deliveryId?: number; body: string; sentAt: Date },
): Promise<SendOutcome> {
  const timestamp = String(Math.floor(post.sentAt.getTime() / 1000));
  const result = await http({
    url: post.url,
    origin: 'user',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-sitewarden-event': post.event,
      ...(post.deliveryId === undefined ? {} : { 'x-sitewarden-delivery': String(post.deliveryId) }),
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signWebhook(post.secret, timestamp, post.body),
    },
    body: post.body,
  });
  return withMessage(outcomeOf(result), { body: JSON.parse(post.body) as unknown });
}

/** Generic webhooks: every active webhook of the workspace that takes the alert's type; signed JSON. */
export function createWebhookChannel(deps: {
  http: OutboundHttp;
  store: TargetStore;
  now?: () => Date;
}): NotificationChannel {
  return {
    id: 'webhook',
    targets(audience, subject) {
      return audience.webhooks
        .filter((w) => w.alertTypes.includes(subject.type))
        .map((w) => ({ ref: { source: 'integration', id: w.id }, label: webhookLabel(w) }));
    },
    async send(ref, message) {
      const hook = ref.source === 'integration' ? await deps.store.webhookIntegration(ref.id) : undefined;
      if (!hook) return failure('The webhook was removed', true);
      const sentAt = (deps.now ?? (() => new Date()))();
      const outcome = await postSignedJson(deps.http, {
        url: hook.url,
        secret: hook.secret,
        event: message.event,
        ...(message.deliveryId === undefined ? {} : { deliveryId: message.deliveryId }),
        body: webhookBody(message, sentAt),
        sentAt,
      });
      if (outcome.ok && message.event !== 'test') await deps.store.touchIntegration('webhook', ref.id, sentAt);
      return outcome;
    },
  };
}
