import { z } from 'zod';
import { channelSchema, deliveryStatusSchema } from './notification-settings';

/** Rows per page of GET /api/admin/deliveries unless `limit` says otherwise. */
export const ADMIN_DELIVERY_PAGE_SIZE = 50;

/**
 * GET /api/admin/deliveries: every notification delivery of the installation, newest first. `q` matches the target
 * (address, masked number, host), the account's e-mail and the domain's name; `cursor` is the `nextCursor` of the
 * previous page (keyset paging on the row id).
 */
export const adminDeliveryQuerySchema = z.object({
  channel: channelSchema.optional(),
  status: deliveryStatusSchema.optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_DELIVERY_PAGE_SIZE),
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'The cursor is the nextCursor of a previous page.')
    .optional(),
});
export type AdminDeliveryQuery = z.input<typeof adminDeliveryQuerySchema>;

export const adminDeliveryParamsSchema = z.object({
  id: z.string().regex(/^\d{1,15}$/, 'A delivery id is a number.'),
});

/** One delivery attempt as the operators' list shows it. */
export const adminDeliverySchema = z.object({
  id: z.number().int(),
  channel: channelSchema,
  status: deliveryStatusSchema,
  attempt: z.number().int(),
  error: z.string().nullable(),
  responseCode: z.number().int().nullable(),
  /** Address, masked phone number or URL host and path prefix: never a secret. */
  target: z.string(),
  /** The account the message was for (null for a status page subscriber's notice). */
  userEmail: z.string().nullable(),
  /** What it was about: an alert (null for test messages and subscriber notices)... */
  alert: z.object({ id: z.string(), title: z.string(), domain: z.string() }).nullable(),
  /** ...or a status page notice (`incident:<id>` or `maintenance:<id>`) and its page... */
  notice: z.object({ kind: z.string(), page: z.string().nullable() }).nullable(),
  /** ...or an event to a partner's webhook (decision 081): the partner and the event (`domain.down`, `test`...). */
  partner: z.object({ id: z.string(), name: z.string(), event: z.string() }).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** Set when an operator sent this again: the row it repeats. */
  resentFromId: z.number().int().nullable(),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

export const adminDeliveryListSchema = z.object({
  data: z.array(adminDeliverySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminDeliveryList = z.infer<typeof adminDeliveryListSchema>;

/** The message as the channel rendered it, without secrets (e-mail subject/text/html, SMS text, Slack or webhook JSON). */
export const deliveredMessageSchema = z.object({
  subject: z.string().optional(),
  text: z.string().optional(),
  html: z.string().optional(),
  body: z.unknown().optional(),
});
export type DeliveredMessageView = z.infer<typeof deliveredMessageSchema>;

export const adminDeliveryDetailSchema = adminDeliverySchema.extend({
  /** Null for rows written before messages were kept, or when nothing was rendered (a removed integration). */
  message: deliveredMessageSchema.nullable(),
});
export type AdminDeliveryDetail = z.infer<typeof adminDeliveryDetailSchema>;

/** POST /api/admin/mail/test */
export const testMailSchema = z.object({
  to: z.string().trim().toLowerCase().pipe(z.email('Enter an e-mail address.').max(320)),
});
export type TestMailInput = z.input<typeof testMailSchema>;

/** What the mailer did with the test: handed to the SMTP server (its message id and reply) or kept in the outbox. */
export const testMailResultSchema = z.object({
  transport: z.enum(['smtp', 'outbox']),
  to: z.string(),
  messageId: z.string().nullable(),
  response: z.string().nullable(),
  message: z.string(),
});
export type TestMailResult = z.infer<typeof testMailResultSchema>;
