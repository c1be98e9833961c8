import { z } from 'zod';

export const SCAN_CHECK_TYPES = ['dns', 'ssl', 'whois', 'security', 'performance'] as const;
export type ScanCheckType = (typeof SCAN_CHECK_TYPES)[number];

export const scanMessages = {
  emptyDomain: 'Please enter a domain name',
  invalidDomain: 'Please enter a valid domain name (e.g., example.com)',
  noChecks: 'Please select at least one check type',
  notScanned: 'No scan of this domain yet. Run a scan first.',
} as const;

/** SPEC §7 `POST /api/scan`. The domain is trimmed here; the server normalises and validates it further. */
export const scanRequestSchema = z.object({
  domain: z
    .string({ error: scanMessages.emptyDomain })
    .trim()
    .min(1, scanMessages.emptyDomain)
    .max(2048, scanMessages.invalidDomain),
  checkTypes: z
    .array(z.enum(SCAN_CHECK_TYPES, { error: 'Check types are dns, ssl, whois, security and performance' }), {
      error: scanMessages.noChecks,
    })
    .min(1, scanMessages.noChecks)
    .max(SCAN_CHECK_TYPES.length * 2)
    .default([...SCAN_CHECK_TYPES]),
  includeAiInsights: z.boolean().default(false),
});
export type ScanRequestInput = z.input<typeof scanRequestSchema>;

export const scanQuerySchema = z.object({
  domain: z
    .string({ error: scanMessages.emptyDomain })
    .trim()
    .min(1, scanMessages.emptyDomain)
    .max(2048, scanMessages.invalidDomain),
});

/** SPEC §3.1: healthy, warning, critical, error; clients show anything else as unknown. */
export const scanCheckStatusSchema = z.enum(['healthy', 'warning', 'critical', 'error']);

/** One check of a scan: status and a one-line message, plus what the probe found (shape per check type). */
export const scanCheckSchema = z.object({
  status: scanCheckStatusSchema,
  message: z.string(),
  details: z.unknown(),
});
export type ScanCheckResult = z.infer<typeof scanCheckSchema>;

/** loadTime is the whole page fetch in ms; the other fields break it down (performance_network_timings). */
export const performanceMetricsSchema = z.object({
  loadTime: z.number().nullable(),
  dnsLookup: z.number().optional(),
  tcpConnection: z.number().optional(),
  tlsHandshake: z.number().optional(),
  timeToFirstByte: z.number().optional(),
  downloadTime: z.number().optional(),
  totalTime: z.number().optional(),
  redirectTime: z.number().optional(),
  serverResponseTime: z.number().optional(),
});

export const performanceCheckSchema = scanCheckSchema.extend({ metrics: performanceMetricsSchema });

const text = (max: number) => z.string().trim().min(1).max(max);

export const insightCitationSchema = z.object({
  quote: text(1_000),
  source: text(300),
  url: z.url({ protocol: /^https?$/ }).max(2_000),
});

export const insightIssueSchema = z.object({
  type: z.enum(['ssl', 'security', 'performance', 'dns', 'other']),
  severity: z.enum(['critical', 'high', 'medium', 'low']),
  title: text(500),
  description: text(2_000),
});

export const insightRecommendationSchema = z.object({
  priority: z.enum(['high', 'medium', 'low']),
  action: text(500),
  reasoning: text(1_000),
  citation: insightCitationSchema,
});

/**
 * SPEC §3.1 AI insights. `engine` says honestly where they came from: 'model' (a language model, named in
 * `model`) or 'rules' (the built-in expert rules); `fallbackReason` says why the rules answered when a model
 * was asked for.
 */
export const aiInsightsSchema = z.object({
  score: z.number().int().min(0).max(100),
  summary: text(2_000),
  generatedAt: z.iso.datetime(),
  engine: z.enum(['rules', 'model']),
  model: z.string().optional(),
  fallbackReason: z.string().optional(),
  issues: z.array(insightIssueSchema).max(30),
  recommendations: z.array(insightRecommendationSchema).max(30),
});
export type AiInsightsResult = z.infer<typeof aiInsightsSchema>;

/** SPEC §3.1 scan result; checks that were not selected are absent. */
export const scanResultSchema = z.object({
  domain: z.string(),
  dns: scanCheckSchema.optional(),
  ssl: scanCheckSchema.optional(),
  security: scanCheckSchema.optional(),
  whois: scanCheckSchema.optional(),
  performance: performanceCheckSchema.optional(),
  /** SPEC §4: critical if any check is critical, else warning if any is warning (or could not run), else healthy. */
  overallStatus: z.enum(['healthy', 'warning', 'critical']),
  scannedAt: z.iso.datetime(),
  /** True when the answer is a recent result from the cache rather than a new scan (see scannedAt). */
  cached: z.boolean(),
  aiInsights: aiInsightsSchema.optional(),
});
export type ScanResultResponse = z.infer<typeof scanResultSchema>;
