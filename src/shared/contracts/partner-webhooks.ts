import { z } from 'zod';
import { deliveryAttemptFields, deliveryPageSchema } from './notification-settings';

/**
 * Partner events (decision 081): what the partner's webhook address hears of its workspace, signed with the partner's
 * signing secret, retried and logged like every webhook. The names follow the event's subject and what happened.
 */
export const PARTNER_EVENTS = [
  'domain.down',
  'domain.up',
  'monitor.down',
  'monitor.up',
  'incident.opened',
  'incident.resolved',
  'test',
] as const;
export type PartnerEventName = (typeof PARTNER_EVENTS)[number];

/** What each event means, for the screen that lists deliveries (and the docs). */
export const PARTNER_EVENT_LABELS: Record<PartnerEventName, string> = {
  'domain.down': 'Domain down',
  'domain.up': 'Domain up',
  'monitor.down': 'Monitor down',
  'monitor.up': 'Monitor up',
  'incident.opened': 'Incident opened',
  'incident.resolved': 'Incident resolved',
  test: 'Test event',
};

export const partnerWebhookMessages = {
  urlRequired: 'Save a webhook address first: events and tests are sent to it.',
  secretRequired: 'Make a signing secret first: every event is signed with it.',
} as const;

export const partnerDeliveryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const partnerDeliverySchema = z.object({
  /** The attempt; its `target` is the address without query or token. */
  ...deliveryAttemptFields,
  event: z.enum(PARTNER_EVENTS),
  /** What it was about: the domain (and monitor) name, or the incident's title; null for a test. */
  subject: z.string().nullable(),
});
export type PartnerDelivery = z.infer<typeof partnerDeliverySchema>;

export const partnerDeliveryListSchema = deliveryPageSchema(partnerDeliverySchema);
export type PartnerDeliveryList = z.infer<typeof partnerDeliveryListSchema>;

export const PARTNER_DELIVERY_PAGE_SIZE = 20;
