import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { domains } from './domains';
import { teams } from './teams';
import { users } from './users';

export const benchmarkWinners = ['domain', 'competitor', 'tie'] as const;

/** Per metric: our value, the competitor's, and who did better. */
export type BenchmarkMetrics = Record<
  string,
  { domain: number | null; competitor: number | null; winner?: (typeof benchmarkWinners)[number] }
>;

/** A competitor site tracked by a workspace; domainId ties it to one of our domains, or null for the workspace. */
export const competitors = pgTable(
  'competitors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    domainId: uuid('domain_id').references(() => domains.id, { onDelete: 'cascade' }),
    competitorUrl: text('competitor_url').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('competitors_user_idx').on(t.userId),
    index('competitors_team_idx').on(t.teamId),
    index('competitors_domain_idx').on(t.domainId),
  ],
);

export const benchmarkComparisons = pgTable(
  'benchmark_comparisons',
  {
    id: id(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    competitorId: uuid('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    metrics: jsonb('metrics').$type<BenchmarkMetrics>().notNull().default({}),
    comparisonDate: tstz('comparison_date').notNull().defaultNow(),
    winner: varchar('winner', { length: 20, enum: benchmarkWinners }),
  },
  (t) => [
    index('benchmark_comparisons_domain_date_idx').on(t.domainId, t.comparisonDate),
    index('benchmark_comparisons_competitor_date_idx').on(t.competitorId, t.comparisonDate),
  ],
);

/**
 * Published reference values per industry ('all' when the source is not industry-specific), seeded at start from
 * modules/benchmarking/industry-benchmarks.ts. Only sourced figures: a value the source does not give stays null.
 */
export const industryBenchmarks = pgTable(
  'industry_benchmarks',
  {
    id: id(),
    industry: varchar('industry', { length: 100 }).notNull(),
    metricName: varchar('metric_name', { length: 100 }).notNull(),
    /** At or better than this is 'good'. */
    goodValue: doublePrecision('good_value').notNull(),
    /** Worse than this is 'poor' (between the two: needs improvement). */
    poorValue: doublePrecision('poor_value'),
    /** A published median, where the source gives one. */
    averageValue: doublePrecision('average_value'),
    excellentValue: doublePrecision('excellent_value'),
    /** 'ms', 'score' or '' (unitless, e.g. CLS). */
    unit: varchar('unit', { length: 16 }).notNull().default(''),
    lowerIsBetter: boolean('lower_is_better').notNull().default(true),
    source: text('source').notNull().default(''),
    sourceUrl: text('source_url'),
    /** The year the source published the values in the cited form. */
    sourceYear: integer('source_year'),
    ...timestamps,
  },
  (t) => [uniqueIndex('industry_benchmarks_industry_metric_uq').on(t.industry, t.metricName)],
);
