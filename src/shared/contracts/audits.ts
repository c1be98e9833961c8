import { z } from 'zod';

export const auditStatusSchema = z.enum(['running', 'completed', 'failed']);
export type AuditStatusValue = z.infer<typeof auditStatusSchema>;

/** One section of an audit: status and message always, plus what that check found (records, certificate...). */
export const auditSectionSchema = z.looseObject({
  status: z.string(),
  message: z.string(),
});
export type AuditSection = z.infer<typeof auditSectionSchema>;

export const auditStartSchema = z.object({ auditId: z.string() });

/**
 * SPEC §3.1 audit, polled by the client every 2 s until it is completed or failed. Sections are null while
 * the audit runs. overallScore is 0-100 (SPEC §9.4 bands: 75+ Secure, 50-74 Needs Improvement, below 50
 * Critical Issues).
 */
export const auditSchema = z.object({
  id: z.string(),
  domainId: z.string(),
  domainName: z.string(),
  status: auditStatusSchema,
  overallScore: z.number().min(0).max(100).nullable(),
  error: z.string().nullable(),
  dnsResults: auditSectionSchema.nullable(),
  sslResults: auditSectionSchema.nullable(),
  securityResults: auditSectionSchema.nullable(),
  whoisResults: auditSectionSchema.nullable(),
  performanceResults: auditSectionSchema.nullable(),
  vulnerabilityResults: auditSectionSchema.nullable(),
  recommendations: z.array(z.string()),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type Audit = z.infer<typeof auditSchema>;

export { auditScoreBand } from '../helpers/status-bands';
