import { z } from 'zod';

export const securityCheckKeySchema = z.enum(['malware', 'blacklist', 'ssl', 'dns']);
export type SecurityCheckKey = z.infer<typeof securityCheckKeySchema>;

export const SECURITY_CHECK_LABELS: Readonly<Record<SecurityCheckKey, string>> = {
  malware: 'Malware Scan',
  blacklist: 'Blacklist Status',
  ssl: 'SSL Certificates',
  dns: 'DNS Health',
};

export const securityCheckStatusSchema = z.enum(['healthy', 'warning', 'critical', 'unknown']);
export type SecurityCheckStatus = z.infer<typeof securityCheckStatusSchema>;

/** One of the card's four checks over the workspace's domains, from their latest stored results. */
export const securityCheckSchema = z.object({
  key: securityCheckKeySchema,
  label: z.string(),
  status: securityCheckStatusSchema,
  message: z.string(),
  /** The most recent result this check was built from; null when no domain was checked yet. */
  lastCheckedAt: z.iso.datetime().nullable(),
  /** Domains with a problem (at most 10). */
  issues: z.array(z.object({ domainId: z.string(), domainName: z.string(), message: z.string() })),
});
export type SecurityCheck = z.infer<typeof securityCheckSchema>;

/** GET /api/security/summary (SPEC §2.16). */
export const securitySummarySchema = z.object({
  /** Share of healthy results (percent) among the checked ones; null when nothing was checked yet. */
  score: z.number().int().min(0).max(100).nullable(),
  protectedDomains: z.number().int(),
  totalDomains: z.number().int(),
  checks: z.array(securityCheckSchema),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;

/** POST /api/security/rescan?domainId=: one domain's checks (a domain's page), else every active domain's. */
export const securityRescanQuerySchema = z.object({ domainId: z.string().max(64).optional() });

/** POST /api/security/rescan: the checks queued for the workspace's domains. */
export const securityRescanSchema = z.object({
  domains: z.number().int(),
  queued: z.number().int(),
  requestedAt: z.iso.datetime(),
});
export type SecurityRescan = z.infer<typeof securityRescanSchema>;
