import { z } from 'zod';

/** GET /api/admin/outbox: the newest messages first; `search` matches the recipient or the subject. */
export const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().trim().max(200).optional(),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

/** A message the installation kept instead of sending it (no SMTP_URL): what /admin/mailgun shows. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({ data: z.array(outboxMessageSchema) });
