import { z } from 'zod';

const values = z.array(z.number().finite().min(0).max(600_000)).max(10).default([]);

/** SPEC §7 `POST /api/metrics/web-vitals`: what a page reports about its own field performance. */
export const webVitalsReportSchema = z.object({
  lcp: values,
  cls: values,
  ttfb: values,
  fcp: values,
  inp: values,
  pageLoadTime: z.number().finite().min(0).max(600_000).nullable().optional(),
  entries: z
    .array(
      z.object({
        name: z.string().max(10),
        value: z.number().finite(),
        rating: z.string().max(30).optional(),
        id: z.string().max(100).optional(),
        navigationType: z.string().max(30).optional(),
        timestamp: z.string().max(40).optional(),
        url: z.string().max(2048).optional(),
      }),
    )
    .max(100)
    .default([]),
  timestamp: z.string().max(40).optional(),
  userAgent: z.string().max(500).optional(),
  url: z.string().max(2048).optional(),
});
export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>;
