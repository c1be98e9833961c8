import { z } from 'zod';
import { vitalStatusSchema } from './performance';

export const webVitalsSummaryQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(7) });

export const webVitalMetricSummarySchema = z.object({
  metric: z.enum(['lcp', 'inp', 'cls', 'fcp', 'ttfb']),
  samples: z.number().int(),
  /** 75th percentile; null without samples. */
  p75: z.number().nullable(),
  rating: vitalStatusSchema.nullable(),
  good: z.number().int(),
  needsImprovement: z.number().int(),
  poor: z.number().int(),
});
export type WebVitalMetricSummary = z.infer<typeof webVitalMetricSummarySchema>;

/** GET /api/admin/web-vitals: the app's own field data per page (route pattern) and metric. */
export const webVitalsSummarySchema = z.object({
  days: z.number().int(),
  from: z.iso.datetime(),
  reports: z.number().int(),
  /** Whether the newest reports alone were read because there were more than the cap. */
  truncated: z.boolean(),
  overall: z.array(webVitalMetricSummarySchema),
  pages: z.array(
    z.object({ page: z.string(), reports: z.number().int(), metrics: z.array(webVitalMetricSummarySchema) }),
  ),
});
export type WebVitalsSummary = z.infer<typeof webVitalsSummarySchema>;
