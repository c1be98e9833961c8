import { z } from 'zod';

/** Links a message may carry: enough for a real question ("our site x, the status page y"), few for spam. */
export const CONTACT_MAX_LINKS = 2;
/** A form sent sooner than this after it was shown was not filled in by a person. */
export const CONTACT_MIN_FILL_SECONDS = 3;
/** A form token older than this has expired (the page was left open too long). */
export const CONTACT_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;

export const CONTACT_SUBJECTS = [
  'Sales and plans',
  'Technical support',
  'Partnerships',
  'Billing',
  'Something else',
] as const;

/** http(s) addresses and bare www. hosts, as spam carries them. */
export function countLinks(text: string): number {
  return (text.match(/\bhttps?:\/\/|\bwww\./gi) ?? []).length;
}

/** The fields a person fills in on /contact (shared by the form and the server). */
export const contactFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Name is too long (100 characters at most)'),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(320, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  company: z.string().trim().max(255, 'Company is too long (255 characters at most)').optional(),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject' }),
  message: z
    .string()
    .trim()
    .min(1, { error: 'Please write your message', abort: true })
    .min(10, 'Please write at least 10 characters')
    .max(5000, 'Please keep the message under 5,000 characters')
    .refine((text) => countLinks(text) <= CONTACT_MAX_LINKS, `Please include no more than ${CONTACT_MAX_LINKS} links`),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;

/** `POST /api/contact`: the fields, the form token and the honeypot (a field people never see, left empty). */
export const contactSubmissionSchema = contactFieldsSchema.extend({
  formToken: z.string().min(1).max(200),
  website: z.string().max(500).optional(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** `GET /api/contact/form-token`: a signed timestamp of when the form was shown. */
export const contactFormTokenSchema = z.object({ token: z.string() });

export const contactReceiptSchema = z.object({ message: z.string() });
export const CONTACT_RECEIVED_MESSAGE =
  'Thanks, your message is with us. We answer Monday to Friday, 09:00–18:00, usually within one working day.';

/** `GET /api/admin/contact-messages`: what operators read. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
