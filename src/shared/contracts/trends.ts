import { z } from 'zod';

/** The ranges of /trends and /analytics; how far back one may look is capped by the plan's retention (SPEC §9.1). */
export const TREND_RANGES = ['24h', '7d', '30d', '90d'] as const;
export const trendRangeSchema = z.enum(TREND_RANGES);
export type TrendRange = z.infer<typeof trendRangeSchema>;

export const TREND_RANGE_LABELS: Readonly<Record<TrendRange, string>> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

/** 24 hours are drawn by the hour, longer ranges by the (UTC) day. */
export const trendBucketSchema = z.enum(['hour', 'day']);
export type TrendBucket = z.infer<typeof trendBucketSchema>;

export const TREND_MESSAGES = {
  beyondRetention: (planName: string, days: number) =>
    `Your ${planName} plan keeps ${days} days of history. Upgrade to look further back.`,
} as const;

const id = z.string().max(64);

export const trendsQuerySchema = z.object({ domainId: id, range: trendRangeSchema.default('7d') });
export const analyticsQuerySchema = z.object({ range: trendRangeSchema.default('7d') });
/** Without a domain the export covers every active domain of the workspace, one row per domain and period. */
export const trendsExportQuerySchema = z.object({ range: trendRangeSchema.default('7d'), domainId: id.optional() });

/**
 * One period of the chart (an hour or a day, starting at `at`). Every figure is null when nothing measured it in
 * that period: gaps stay gaps, they are never drawn as zero.
 */
export const trendPointSchema = z.object({
  at: z.iso.datetime(),
  /** Share of successful uptime checks, 0-100. */
  uptime: z.number().nullable(),
  /** Uptime checks behind the figure. */
  checks: z.number().int(),
  /** Mean response time of the uptime checks, ms. */
  responseTime: z.number().nullable(),
  /** Certificate days left at the last TLS check of the period (the soonest expiry, for the workspace). */
  sslDaysLeft: z.number().nullable(),
  /** Mean Lighthouse performance score, 0-100. */
  performanceScore: z.number().nullable(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** The figures of a whole period, for the change indicators (this period against the one before it). */
export const periodFiguresSchema = z.object({
  uptime: z.number().nullable(),
  checks: z.number().int(),
  responseTime: z.number().nullable(),
  sslDaysLeft: z.number().nullable(),
  performanceScore: z.number().nullable(),
  incidents: z.number().int(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

const windowFields = {
  range: trendRangeSchema,
  bucket: trendBucketSchema,
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  /** The plan's retention: ranges longer than this are refused. */
  retentionDays: z.number().int(),
};

export const trendsSchema = z.object({
  ...windowFields,
  domain: z.object({ id: z.string(), name: z.string(), isActive: z.boolean() }),
  points: z.array(trendPointSchema),
  current: periodFiguresSchema,
  /** The period of the same length just before; null when it lies beyond the plan's retention. */
  previous: periodFiguresSchema.nullable(),
  /** Minutes of the range inside maintenance windows covering the domain (issue 17). */
  maintenanceMinutes: z.number().int(),
  /** The range's uptime with maintenance time left out (an SLA's figure); null without maintenance in the range. */
  uptimeExcludingMaintenance: z.number().nullable(),
});
export type Trends = z.infer<typeof trendsSchema>;

/** Reliability of one domain (or of the workspace) over the range. Times are ms; null when not measurable. */
export const reliabilitySchema = z.object({
  incidents: z.number().int(),
  /** Incidents still open at the end of the range. */
  openIncidents: z.number().int(),
  downtimeMs: z.number(),
  /** Mean time to recovery of the incidents that ended. */
  mttrMs: z.number().nullable(),
  /** Mean time between failures: time up divided by incidents. */
  mtbfMs: z.number().nullable(),
});
export type Reliability = z.infer<typeof reliabilitySchema>;

export const analyticsDomainSchema = z.object({
  id: z.string(),
  name: z.string(),
  uptime: z.number().nullable(),
  checks: z.number().int(),
  responseTime: z.number().nullable(),
  sslDaysLeft: z.number().nullable(),
  performanceScore: z.number().nullable(),
  reliability: reliabilitySchema,
});
export type AnalyticsDomain = z.infer<typeof analyticsDomainSchema>;

/** A monitor of a domain (issue 16) over the range: its own checks, never part of the domain's figures. */
export const analyticsMonitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  domainId: z.string(),
  /** As stored; screens show it through displayDomain. */
  domainName: z.string(),
  uptime: z.number().nullable(),
  checks: z.number().int(),
  responseTime: z.number().nullable(),
});
export type AnalyticsMonitor = z.infer<typeof analyticsMonitorSchema>;

export const analyticsSchema = z.object({
  ...windowFields,
  /** The workspace as a whole, period by period. */
  points: z.array(trendPointSchema),
  current: periodFiguresSchema,
  previous: periodFiguresSchema.nullable(),
  reliability: reliabilitySchema,
  domains: z.array(analyticsDomainSchema),
  /** The monitors that checked anything in the range, by domain then name. */
  monitors: z.array(analyticsMonitorSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;
