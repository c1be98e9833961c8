import { z } from 'zod';
import { PERFORMANCE_RANGES } from '../constants/performance';

/** SPEC §7 GET /api/performance/aggregate: range 24h, 7d or 30d. */
export const performanceRangeSchema = z.enum(PERFORMANCE_RANGES);
// The plain values live in constants/performance, which screens import without downloading zod.
export { PERFORMANCE_RANGE_LABELS, type PerformanceRange } from '../constants/performance';

export const performanceAggregateQuerySchema = z.object({ range: performanceRangeSchema.default('24h') });

/** SPEC §3.1 vital statuses. */
export const vitalStatusSchema = z.enum(['good', 'needs-improvement', 'poor']);

/**
 * One vital over the range: the 75th percentile of the measurements (how Core Web Vitals are assessed), the
 * SPEC §9.4 'good' threshold as its target, and its status. Value and status are null when nothing measured it.
 */
export const vitalSummarySchema = z.object({
  value: z.number().nullable(),
  target: z.number(),
  status: vitalStatusSchema.nullable(),
  samples: z.number().int(),
});
export type VitalSummary = z.infer<typeof vitalSummarySchema>;

/** A domain card: the domain's latest measurement, whenever it was taken. */
export const performanceDomainSchema = z.object({
  id: z.string(),
  name: z.string(),
  performanceScore: z.number().nullable(),
  lcp: z.number().nullable(),
  cls: z.number().nullable(),
  measuredAt: z.iso.datetime().nullable(),
});
export type PerformanceDomain = z.infer<typeof performanceDomainSchema>;

/** SPEC §3.1 aggregated performance, plus what the screen needs to say how much was measured. */
export const performanceAggregateSchema = z.object({
  range: performanceRangeSchema,
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  lcp: vitalSummarySchema,
  inp: vitalSummarySchema,
  cls: vitalSummarySchema,
  /** Mean Lighthouse performance score (0-100) of the range's runs; null when there were none. */
  avgPerformanceScore: z.number().nullable(),
  measurements: z.number().int(),
  domainsMeasured: z.number().int(),
  domainsTotal: z.number().int(),
  lastMeasuredAt: z.iso.datetime().nullable(),
  domains: z.array(performanceDomainSchema),
});
export type PerformanceAggregate = z.infer<typeof performanceAggregateSchema>;

export const performanceAnalysisStatusSchema = z.enum(['idle', 'queued', 'running', 'completed', 'failed']);
export type PerformanceAnalysisStatus = z.infer<typeof performanceAnalysisStatusSchema>;

/** 'Analyze Performance': a Lighthouse run of one domain, polled until completed or failed. */
export const performanceAnalysisSchema = z.object({
  domainId: z.string(),
  status: performanceAnalysisStatusSchema,
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type PerformanceAnalysis = z.infer<typeof performanceAnalysisSchema>;

const score = z.number().nullable();
const ms = z.number().nullable();

export const performanceScanSchema = z.object({
  id: z.string(),
  url: z.string(),
  device: z.enum(['mobile', 'desktop']),
  scannedAt: z.iso.datetime(),
  scores: z.object({ performance: score, accessibility: score, bestPractices: score, seo: score }),
  /** Lab values: milliseconds, CLS unitless. */
  vitals: z.object({ lcp: ms, cls: ms, tbt: ms, fcp: ms, ttfb: ms, speedIndex: ms }),
  /** The document's own request, from a fresh connection; null when it could not be timed. */
  network: z
    .object({
      dnsLookup: ms,
      tcpConnection: ms,
      tlsHandshake: ms,
      timeToFirstByte: ms,
      downloadTime: ms,
      totalTime: ms,
      redirectTime: ms,
      serverResponseTime: ms,
    })
    .nullable(),
  requestCount: z.number().int(),
  transferSize: z.number().int(),
  renderBlocking: z.array(
    z.object({
      url: z.string(),
      type: z.string().nullable(),
      transferSize: z.number().nullable(),
      duration: z.number().nullable(),
    }),
  ),
  thirdParties: z.array(
    z.object({
      domain: z.string(),
      category: z.string().nullable(),
      requestCount: z.number().int(),
      transferSize: z.number().int(),
      blockingTime: ms,
      mainThreadTime: ms,
      impact: z.enum(['low', 'medium', 'high']).nullable(),
      recommendations: z.array(z.string()),
    }),
  ),
});
export type PerformanceScan = z.infer<typeof performanceScanSchema>;

/** A row of performance_budgets measured against the latest scan. */
export const performanceBudgetResultSchema = z.object({
  id: z.string(),
  metric: z.string(),
  label: z.string(),
  threshold: z.number(),
  unit: z.string(),
  severity: z.enum(['critical', 'warning', 'info']),
  /** Scores pass at or above the threshold, everything else at or below. */
  direction: z.enum(['at-least', 'at-most']),
  actual: z.number().nullable(),
  status: z.enum(['pass', 'fail', 'unknown']),
});
export type PerformanceBudgetResult = z.infer<typeof performanceBudgetResultSchema>;

export const performanceHistoryPointSchema = z.object({
  measuredAt: z.iso.datetime(),
  performanceScore: z.number().nullable(),
  lcp: z.number().nullable(),
  cls: z.number().nullable(),
});

/** GET /api/domains/{id}/performance */
export const domainPerformanceSchema = z.object({
  domain: z.object({ id: z.string(), name: z.string() }),
  latest: performanceScanSchema.nullable(),
  budgets: z.array(performanceBudgetResultSchema),
  /** The latest measurements, newest first. */
  history: z.array(performanceHistoryPointSchema),
  analysis: performanceAnalysisSchema,
});
export type DomainPerformance = z.infer<typeof domainPerformanceSchema>;
