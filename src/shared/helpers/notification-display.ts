/** How notification channels and deliveries read on screen. */
import type { DeliveryStatus, NotificationChannelName } from '../contracts/notification-settings';
import type { StatusTone } from './health-score';

export const CHANNEL_LABELS: Record<NotificationChannelName, string> = {
  email: 'E-mail',
  sms: 'SMS',
  slack: 'Slack',
  webhook: 'Webhooks',
};

/** One message of a channel ('Webhook #3', 'Webhook delivery #3'), where CHANNEL_LABELS names the channel itself. */
export const CHANNEL_MESSAGE_LABELS: Record<NotificationChannelName, string> = {
  ...CHANNEL_LABELS,
  webhook: 'Webhook',
};

export const CHANNEL_ORDER: readonly NotificationChannelName[] = ['email', 'sms', 'slack', 'webhook'];

/** Why SMS is not offered: the server has no SMS provider (TWILIO_* unset; alert preferences' smsAvailable). */
export const SMS_UNAVAILABLE = 'Not available: this server has no SMS provider configured.';

/** A failed delivery is final (retries are over, or the receiver refused for good); retrying is on its way. */
export const DELIVERY_STATUS_DISPLAY: Record<DeliveryStatus, { label: string; tone: StatusTone | 'neutral' }> = {
  sent: { label: 'Sent', tone: 'healthy' },
  // no SMTP_URL: the mail waits in the outbox for an administrator to read, and reached nobody (decision 073)
  outbox: { label: 'Kept in outbox (no mail server set)', tone: 'warning' },
  queued: { label: 'Queued', tone: 'neutral' },
  retrying: { label: 'Retrying', tone: 'warning' },
  failed: { label: 'Failed', tone: 'critical' },
};

/** Deliveries that failed for good within the last `days` (the settings screen warns about them). */
export function recentFailures<T extends { status: DeliveryStatus; createdAt: string }>(
  deliveries: readonly T[],
  now: Date | number = Date.now(),
  days = 7,
): T[] {
  const since = (typeof now === 'number' ? now : now.getTime()) - days * 24 * 60 * 60 * 1000;
  return deliveries.filter((d) => d.status === 'failed' && Date.parse(d.createdAt) >= since);
}
