import { z } from 'zod';
import { isValidDomainTarget, normalizeDomainName } from '../helpers/domain-name';
import { CHECK_TYPES, DOMAIN_STATUSES, SSL_STATES } from '../helpers/domain-state';

export const domainMessages = {
  required: 'Domain name is required',
  invalidOnAdd: 'Please enter a valid domain name (e.g., example.com)',
  invalid: 'Please enter a valid domain name',
  descriptionTooLong: 'Description must be at most 500 characters',
} as const;

export { DOMAIN_PATTERN, normalizeDomainInput, normalizeDomainName } from '../helpers/domain-name';

/** A domain as stored: ASCII (punycode) host, plus ':port' when one was given (decision 050). */
const domainName = (invalid: string) =>
  z
    .string({ error: domainMessages.required })
    .transform(normalizeDomainName)
    .pipe(z.string().min(1, { error: domainMessages.required, abort: true }).refine(isValidDomainTarget, invalid));

const description = z
  .string()
  .trim()
  .max(500, domainMessages.descriptionTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** On update: absent keeps the description (a PATCH of one setting), null or empty clears it. */
const descriptionPatch = z
  .string()
  .trim()
  .max(500, domainMessages.descriptionTooLong)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

/**
 * "HTTP only" (decision 071): the site is served over plain HTTP, so uptime checks use http:// and the certificate
 * check does not apply. Absent on create: off; absent on update: unchanged.
 */
const httpOnly = z.boolean().optional();

export const createDomainSchema = z.object({ name: domainName(domainMessages.invalidOnAdd), description, httpOnly });
export const updateDomainSchema = z.object({
  name: domainName(domainMessages.invalid).optional(),
  description: descriptionPatch,
  httpOnly,
});
export type CreateDomainInput = z.input<typeof createDomainSchema>;
export type UpdateDomainInput = z.input<typeof updateDomainSchema>;

export const checkStatusSchema = z.enum(['healthy', 'warning', 'critical', 'error']);

export const domainStatusSchema = z.enum(DOMAIN_STATUSES);

/**
 * The Domain of SPEC §3.1, as the list and detail calls answer it. Figures are null until measured; what has no
 * result yet says so (`status: 'pending'`, `ssl.state: 'pending'`, `pendingChecks`) rather than a default (decision 041).
 */
export const domainSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Served over plain HTTP only: checked over http://, no certificate check (decision 071). */
  httpOnly: z.boolean(),
  /**
   * Check families that do not apply to this domain, with the reason the screens show: DNS and registration for an
   * IP address or localhost, the certificate for an HTTP-only site (shared/helpers/check-applicability.ts).
   */
  notApplicable: z.array(z.object({ check: z.enum(CHECK_TYPES), reason: z.string() })),
  createdAt: z.string(),
  deactivatedAt: z.string().nullable(),
  uptimePercentage: z.number().nullable(),
  performanceScore: z.number().nullable(),
  activeAlerts: z.number(),
  /** Of the active alerts, those someone acknowledged (decision 043). */
  acknowledgedAlerts: z.number(),
  /** The latest check of any family: when the domain was last looked at. */
  latestCheck: z.object({ status: z.string(), checkedAt: z.string() }).nullable(),
  /** Pending until the first uptime check; then from the latest uptime, certificate and DNS results (domain-state.ts). */
  status: domainStatusSchema,
  /** Why the status is what it is, in words: the checks that made it worse than Online. */
  statusReason: z.string(),
  /** Check families with no result yet (their first check is queued). */
  pendingChecks: z.array(z.enum(CHECK_TYPES)),
  /** Days of history behind uptimePercentage: 30, or the plan's retention when shorter. */
  uptimeWindowDays: z.number().int(),
  /** The certificate as the latest certificate check found it: pending, failed (no certificate), invalid, expiring or valid. */
  ssl: z.object({ state: z.enum(SSL_STATES), message: z.string(), checkedAt: z.string().nullable() }),
  sslCertificate: z
    .object({
      issuer: z.string().nullable(),
      daysUntilExpiry: z.number().nullable(),
      validFrom: z.string().nullable(),
      validTo: z.string().nullable(),
      isValid: z.boolean(),
    })
    .nullable(),
});
export type Domain = z.infer<typeof domainSchema>;

export const domainListSchema = z.object({ data: z.array(domainSchema) });

export const domainListQuerySchema = z.object({
  includeInactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export { planLimitMessage } from '../helpers/domain-limit';
