import { z } from 'zod';
import { RENEWAL_TYPES } from '../constants/renewals';

/** SPEC §5 renewal reminder messages, plus the ones the spec leaves open. */
export const renewalMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  typeRequired: 'Please select a reminder type',
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date',
  datePast: 'The renewal date cannot be in the past',
  notesTooLong: 'Notes must be at most 1000 characters',
} as const;

export const renewalTypeSchema = z.enum(RENEWAL_TYPES, { error: renewalMessages.typeRequired });
// The plain values live in constants/renewals, which screens import without downloading zod.
export { RENEWAL_TYPE_LABELS, type RenewalType } from '../constants/renewals';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

const reminderSchema = (today?: string) =>
  z.object({
    title: z
      .string({ error: renewalMessages.titleRequired })
      .trim()
      .min(1, renewalMessages.titleRequired)
      .max(200, renewalMessages.titleTooLong),
    type: renewalTypeSchema,
    date: z
      .string({ error: renewalMessages.dateRequired })
      .trim()
      .min(1, { error: renewalMessages.dateRequired, abort: true })
      .regex(DATE_PATTERN, { error: renewalMessages.dateInvalid, abort: true })
      .refine(isRealDate, { error: renewalMessages.dateInvalid, abort: true })
      .refine((value) => today === undefined || value >= today, renewalMessages.datePast),
    notes: z
      .string()
      .trim()
      .max(1000, renewalMessages.notesTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
  });

/**
 * SPEC §3.1 renewal reminder form: title, type, date ('YYYY-MM-DD'), notes. That the date is not in the past is
 * checked against the user's own calendar: by the server with users.timezone, by the form with the browser's.
 */
export const createRenewalReminderSchema = reminderSchema();

/** The Add Renewal Reminder dialog's schema: also refuses a date before `today` ('YYYY-MM-DD', the browser's). */
export const renewalReminderFormSchema = (today: string) => reminderSchema(today);
export type CreateRenewalReminderInput = z.input<typeof createRenewalReminderSchema>;

export const renewalReminderSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: renewalTypeSchema,
  date: z.string(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When the reminder was sent; null until its date. */
  notifiedAt: z.iso.datetime().nullable(),
});
export type RenewalReminder = z.infer<typeof renewalReminderSchema>;

export const renewalSourceSchema = z.enum(['certificate', 'registration', 'reminder']);

/** One upcoming renewal: a certificate or registration expiry of a monitored domain, or a user reminder. */
export const renewalItemSchema = z.object({
  /** Stable per item: 'certificate:<domainId>', 'registration:<domainId>' or 'reminder:<id>'. */
  id: z.string(),
  source: renewalSourceSchema,
  type: renewalTypeSchema,
  title: z.string(),
  domainId: z.string().nullable(),
  domainName: z.string().nullable(),
  /** 'YYYY-MM-DD' on the user's calendar. */
  date: z.string(),
  /** Days from the user's today; negative once past. */
  daysLeft: z.number().int(),
  notes: z.string().nullable(),
  reminderId: z.string().nullable(),
});
export type RenewalItem = z.infer<typeof renewalItemSchema>;

/** GET /api/renewals, soonest first. */
export const renewalsResponseSchema = z.object({
  data: z.array(renewalItemSchema),
  /** Active domains whose registration expiry is not known yet (no registration check has found one). */
  unknownRegistrations: z.number().int(),
  /** Active domains the registry last said it has no record of: no expiry to renew, the name is free to take. */
  notRegistered: z.array(z.object({ domainId: z.string(), domainName: z.string() })),
});
export type RenewalsResponse = z.infer<typeof renewalsResponseSchema>;
