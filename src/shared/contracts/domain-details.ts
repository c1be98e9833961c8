import { z } from 'zod';
import { CHECK_TYPES, SSL_STATES } from '../helpers/domain-state';
import { HISTORY_RANGE_IDS } from '../helpers/history-ranges';
import { checkStatusSchema } from './domains';

/**
 * The panels of a domain's page (/domains/{id}): one answer per panel under /api/domains/{id}/..., each from the
 * stored history of that domain. Null and empty lists mean "not measured yet", never a made-up figure.
 */

const at = z.string();
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
/** Pages counted from 1; `hasMore` rather than a total, so a page never counts a year of checks. */
const pageInfo = { page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() };

export const responseTimesQuerySchema = z.object({ range: z.enum(HISTORY_RANGE_IDS).default('24h') });
export const responseTimesSchema = z.object({
  range: z.enum(HISTORY_RANGE_IDS),
  /** The ranges the plan keeps history for. */
  ranges: z.array(z.enum(HISTORY_RANGE_IDS)),
  /** Width of one point in seconds: every uptime check, or their average over that span for long ranges. */
  bucketSeconds: z.number().int(),
  points: z.array(
    z.object({
      at,
      avgMs: z.number().nullable(),
      maxMs: z.number().nullable(),
      checks: z.number().int(),
      failed: z.number().int(),
    }),
  ),
});
export type ResponseTimes = z.infer<typeof responseTimesSchema>;

export const uptimeDaysSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      /** Null: no uptime check that day. */
      uptimePercentage: z.number().nullable(),
      checks: z.number().int(),
      successful: z.number().int(),
      /** Minutes of recorded outages (uptime_events) within that UTC day. */
      outageMinutes: z.number().int(),
      /** Minutes of the day inside maintenance windows covering the domain (issue 17). */
      maintenanceMinutes: z.number().int(),
      /** The day's uptime with maintenance time left out (shared/helpers/maintenance-uptime.ts); null without maintenance that day. */
      uptimeExcludingMaintenance: z.number().nullable(),
    }),
  ),
});
export type UptimeDays = z.infer<typeof uptimeDaysSchema>;

export const outageListQuerySchema = z.object(pageQuery);
export const outageListSchema = z.object({
  ...pageInfo,
  items: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(['down', 'degraded']),
      startedAt: at,
      /** Null while the outage lasts. */
      endedAt: at.nullable(),
      durationMs: z.number().nullable(),
      statusCode: z.number().int().nullable(),
      cause: z.string().nullable(),
    }),
  ),
});
export type OutageList = z.infer<typeof outageListSchema>;

export const checkLogQuerySchema = z.object({
  ...pageQuery,
  type: z.enum(CHECK_TYPES).optional(),
  status: checkStatusSchema.optional(),
});
export const checkLogSchema = z.object({
  ...pageInfo,
  items: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(CHECK_TYPES),
      status: z.string(),
      message: z.string().nullable(),
      responseTimeMs: z.number().nullable(),
      checkedAt: at,
    }),
  ),
});
export type CheckLog = z.infer<typeof checkLogSchema>;

/** The latest check of one family: when, its verdict and its words; null until the first check ran. */
const latestCheck = z.object({ checkedAt: at, status: z.string(), message: z.string().nullable() }).nullable();

const certificateSummary = z.object({
  subject: z.string().nullable(),
  issuer: z.string().nullable(),
  validFrom: at.nullable(),
  validTo: at.nullable(),
});

export const certificatePanelSchema = z.object({
  check: latestCheck,
  state: z.object({ state: z.enum(SSL_STATES), message: z.string() }),
  certificate: certificateSummary
    .extend({
      daysUntilExpiry: z.number().nullable(),
      subjectAltNames: z.array(z.string()),
      protocol: z.string().nullable(),
      trusted: z.boolean(),
      hostnameMatches: z.boolean().nullable(),
      trustError: z.string().nullable(),
      /** Leaf first, as the site sent it. */
      chain: z.array(certificateSummary),
    })
    .nullable(),
});
export type CertificatePanel = z.infer<typeof certificatePanelSchema>;

const dnsRecord = z.object({ type: z.string(), name: z.string(), value: z.string(), ttl: z.number().nullable() });
export const dnsPanelSchema = z.object({
  check: latestCheck,
  records: z.array(dnsRecord),
  /** Newest first: each time the records answered differed from the check before. */
  changes: z.array(
    z.object({ at, added: z.array(dnsRecord.omit({ ttl: true })), removed: z.array(dnsRecord.omit({ ttl: true })) }),
  ),
});
export type DnsPanel = z.infer<typeof dnsPanelSchema>;

export const registrationPanelSchema = z.object({
  check: latestCheck,
  facts: z
    .object({
      outcome: z.string().nullable(),
      /** Where the facts came from: RDAP or port-43 WHOIS, and the server that answered. */
      source: z.enum(['rdap', 'whois']).nullable(),
      server: z.string().nullable(),
      registrar: z.string().nullable(),
      createdAt: at.nullable(),
      updatedAt: at.nullable(),
      expiresAt: at.nullable(),
      expiryNever: z.boolean(),
      daysUntilExpiry: z.number().nullable(),
      nameservers: z.array(z.string()),
      statuses: z.array(z.string()),
      dnssec: z.boolean().nullable(),
      unknownReason: z.string().nullable(),
    })
    .nullable(),
});
export type RegistrationPanel = z.infer<typeof registrationPanelSchema>;

export const securityPanelSchema = z.object({
  check: latestCheck,
  checkedUrl: z.string().nullable(),
  httpsAvailable: z.boolean().nullable(),
  httpRedirectsToHttps: z.boolean().nullable(),
  headers: z.array(
    z.object({
      header: z.string(),
      present: z.boolean(),
      value: z.string().nullable(),
      problem: z.string().nullable(),
      warnings: z.array(z.string()),
    }),
  ),
  blacklists: z.array(
    z.object({ zone: z.string(), subject: z.string(), outcome: z.enum(['listed', 'clean', 'unknown']) }),
  ),
});
export type SecurityPanel = z.infer<typeof securityPanelSchema>;
