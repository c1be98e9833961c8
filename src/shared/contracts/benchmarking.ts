import { z } from 'zod';
import { DOMAIN_PATTERN, normalizeDomainInput } from './domains';

export const benchmarkMessages = {
  urlRequired: 'Competitor website is required',
  urlInvalid: 'Please enter a valid website address (e.g., https://example.com)',
  nameTooLong: 'Name must be at most 100 characters',
  ownDomain: 'That is the domain itself. Enter a competitor’s website.',
  duplicate: 'This competitor is already on the list for this domain.',
  privateAddress: 'This address is on a private network, so Sitewarden will not probe it.',
  tooMany: (max: number) => `A domain can be compared with at most ${max} competitors. Remove one to add another.`,
  noCompetitors: 'Add an active competitor before running a comparison.',
} as const;

/** Each comparison probes every competitor: a bound on the work (and on the traffic sent to other people's sites). */
export const MAX_COMPETITORS_PER_DOMAIN = 5;

/** What a competitor is probed by: the host of the address given, as the engine will resolve it. */
export function competitorHost(input: string): string | null {
  const host = normalizeDomainInput(input);
  return host && host.length <= 253 && DOMAIN_PATTERN.test(host) ? host : null;
}

const competitorUrl = z
  .string({ error: benchmarkMessages.urlRequired })
  .trim()
  .min(1, benchmarkMessages.urlRequired)
  .max(2048, benchmarkMessages.urlInvalid)
  .refine(
    (value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^https?:\/\//i.test(value),
    benchmarkMessages.urlInvalid,
  )
  .refine((value) => competitorHost(value) !== null, benchmarkMessages.urlInvalid);

const competitorName = z.string().trim().max(100, benchmarkMessages.nameTooLong);

export const createCompetitorSchema = z.object({
  domainId: z.string().max(64),
  competitorUrl,
  /** Optional: the host is used when empty. */
  name: competitorName.optional(),
});
export type CreateCompetitorInput = z.input<typeof createCompetitorSchema>;

export const updateCompetitorSchema = z.object({
  name: competitorName.min(1, 'Name is required').optional(),
  isActive: z.boolean().optional(),
});
export type UpdateCompetitorInput = z.input<typeof updateCompetitorSchema>;

export const competitorListQuerySchema = z.object({ domainId: z.string().max(64).optional() });

export const competitorSchema = z.object({
  id: z.string(),
  domainId: z.string(),
  name: z.string(),
  competitorUrl: z.string(),
  host: z.string(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Competitor = z.infer<typeof competitorSchema>;

/** The measurements compared, each with the direction that wins. */
export const BENCHMARK_METRICS = [
  { key: 'loadTime', label: 'Page load', unit: 'ms', better: 'lower' },
  { key: 'timeToFirstByte', label: 'Time to first byte', unit: 'ms', better: 'lower' },
  { key: 'dnsLookup', label: 'DNS lookup', unit: 'ms', better: 'lower' },
  { key: 'tlsHandshake', label: 'TLS handshake', unit: 'ms', better: 'lower' },
  { key: 'validCertificate', label: 'Valid certificate', unit: 'yes-no', better: 'higher' },
  { key: 'securityHeaders', label: 'Security headers in effect', unit: 'count', better: 'higher' },
  { key: 'dnsIssues', label: 'DNS issues', unit: 'count', better: 'lower' },
] as const;
export type BenchmarkMetricKey = (typeof BENCHMARK_METRICS)[number]['key'];
export type BenchmarkMetricDefinition = (typeof BENCHMARK_METRICS)[number];

export const benchmarkSideSchema = z.enum(['domain', 'competitor', 'tie']);
export type BenchmarkSide = z.infer<typeof benchmarkSideSchema>;

export const benchmarkMetricResultSchema = z.object({
  key: z.string(),
  domain: z.number().nullable(),
  competitor: z.number().nullable(),
  /** Null when neither side could be measured. */
  winner: benchmarkSideSchema.nullable(),
});
export type BenchmarkMetricResult = z.infer<typeof benchmarkMetricResultSchema>;

export const benchmarkComparisonSchema = z.object({
  id: z.string(),
  competitorId: z.string(),
  competitorName: z.string(),
  competitorHost: z.string(),
  winner: benchmarkSideSchema.nullable(),
  metrics: z.array(benchmarkMetricResultSchema),
});
export type BenchmarkComparison = z.infer<typeof benchmarkComparisonSchema>;

/** One 'Run comparison': the domain against each active competitor, measured at the same moment. */
export const benchmarkRunSchema = z.object({
  ranAt: z.iso.datetime(),
  comparisons: z.array(benchmarkComparisonSchema),
});
export type BenchmarkRun = z.infer<typeof benchmarkRunSchema>;

export const runBenchmarkSchema = z.object({ domainId: z.string().max(64) });
export const benchmarkOverviewQuerySchema = z.object({ domainId: z.string().max(64) });

export const benchmarkRatingSchema = z.enum(['good', 'needs-improvement', 'poor']);
export type BenchmarkRating = z.infer<typeof benchmarkRatingSchema>;

/** A published reference value, and where the domain stands against it. */
export const industryComparisonSchema = z.object({
  metricName: z.string(),
  label: z.string(),
  unit: z.string(),
  lowerIsBetter: z.boolean(),
  goodValue: z.number(),
  poorValue: z.number().nullable(),
  averageValue: z.number().nullable(),
  source: z.string(),
  sourceUrl: z.string().nullable(),
  sourceYear: z.number().int().nullable(),
  /** The domain's latest measurement; null when Sitewarden has none (or cannot measure it in the lab). */
  yourValue: z.number().nullable(),
  measuredAt: z.iso.datetime().nullable(),
  /** Where the latest measurement comes from, in a few words. */
  measuredBy: z.string().nullable(),
  rating: benchmarkRatingSchema.nullable(),
});
export type IndustryComparison = z.infer<typeof industryComparisonSchema>;

export const benchmarkOverviewSchema = z.object({
  domain: z.object({ id: z.string(), name: z.string() }),
  competitors: z.array(competitorSchema),
  /** Newest first. */
  runs: z.array(benchmarkRunSchema),
  industry: z.array(industryComparisonSchema),
});
export type BenchmarkOverview = z.infer<typeof benchmarkOverviewSchema>;
