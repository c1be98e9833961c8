import { and, eq, notInArray, sql } from 'drizzle-orm';
import { VITAL_THRESHOLDS, type VitalName } from '../../../shared/helpers/web-vitals-rating';
import type { Database } from '../../db/client';
import { industryBenchmarks } from '../../db/schema';

/** The figures below are not specific to an industry. */
export const ALL_INDUSTRIES = 'all';

export interface IndustryBenchmarkSeed {
  metricName: string;
  label: string;
  goodValue: number;
  poorValue: number | null;
  /** A published median; null unless the source states one we could verify. */
  averageValue: number | null;
  unit: string;
  lowerIsBetter: boolean;
  source: string;
  sourceUrl: string;
  /** The year the source published the values in the cited form. */
  sourceYear: number;
}

/*
 * Sourced reference values only (DESIGN §6: cite sources for figures about the world).
 * - Web Vitals 'good' and 'poor' thresholds: web.dev, one page per metric, as published in 2024 (the year INP replaced
 *   FID as a Core Web Vital); the same figures as SPEC §9.4, so they come from VITAL_THRESHOLDS.
 * - Lighthouse performance score bands (90-100 good, 50-89 needs improvement, 0-49 poor): Chrome for Developers.
 * HTTP Archive Web Almanac medians are left out: its performance chapters mostly publish shares of origins passing
 * each threshold rather than medians, and no median could be checked against the source here. Add one only with its
 * chapter, year and figure verified.
 */
const vital = (name: VitalName, page: string): IndustryBenchmarkSeed => ({
  metricName: name,
  label: VITAL_THRESHOLDS[name].label,
  goodValue: VITAL_THRESHOLDS[name].good,
  poorValue: VITAL_THRESHOLDS[name].poor,
  averageValue: null,
  unit: VITAL_THRESHOLDS[name].unit,
  lowerIsBetter: true,
  source: `web.dev, "${page}" (Web Vitals thresholds)`,
  sourceUrl: `https://web.dev/articles/${name}`,
  sourceYear: 2024,
});

export const INDUSTRY_BENCHMARK_SEED: readonly IndustryBenchmarkSeed[] = [
  vital('lcp', 'Largest Contentful Paint (LCP)'),
  vital('inp', 'Interaction to Next Paint (INP)'),
  vital('cls', 'Cumulative Layout Shift (CLS)'),
  vital('fcp', 'First Contentful Paint (FCP)'),
  vital('ttfb', 'Time to First Byte (TTFB)'),
  {
    metricName: 'performance-score',
    label: 'Lighthouse performance score',
    goodValue: 90,
    poorValue: 50,
    averageValue: null,
    unit: 'score',
    lowerIsBetter: false,
    source: 'Chrome for Developers, "Lighthouse performance scoring"',
    sourceUrl: 'https://developer.chrome.com/docs/lighthouse/performance/performance-scoring',
    sourceYear: 2024,
  },
];

export const INDUSTRY_LABELS: ReadonlyMap<string, string> = new Map(
  INDUSTRY_BENCHMARK_SEED.map((s) => [s.metricName, s.label]),
);

/**
 * Writes the seed at start: inserts what is missing, corrects what changed, and drops figures of the seeded industry
 * that the seed no longer has (a figure withdrawn for want of a source must not linger). Idempotent, so every
 * process may run it.
 */
export async function seedIndustryBenchmarks(db: Database): Promise<void> {
  const rows = INDUSTRY_BENCHMARK_SEED.map(({ label: _label, ...row }) => ({ ...row, industry: ALL_INDUSTRIES }));
  await db
    .insert(industryBenchmarks)
    .values(rows)
    .onConflictDoUpdate({
      target: [industryBenchmarks.industry, industryBenchmarks.metricName],
      set: {
        goodValue: sql`excluded.good_value`,
        poorValue: sql`excluded.poor_value`,
        averageValue: sql`excluded.average_value`,
        unit: sql`excluded.unit`,
        lowerIsBetter: sql`excluded.lower_is_better`,
        source: sql`excluded.source`,
        sourceUrl: sql`excluded.source_url`,
        sourceYear: sql`excluded.source_year`,
        updatedAt: sql`now()`,
      },
    });
  await db.delete(industryBenchmarks).where(
    and(
      eq(industryBenchmarks.industry, ALL_INDUSTRIES),
      notInArray(
        industryBenchmarks.metricName,
        rows.map((r) => r.metricName),
      ),
    ),
  );
}
