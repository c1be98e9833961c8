import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { benchmarkComparisons, competitors, domains, industryBenchmarks, type BenchmarkMetrics } from '../../db/schema';
import { ownership, scope, type Workspace } from '../workspaces/workspace';

export type CompetitorRow = typeof competitors.$inferSelect;
export type IndustryRow = typeof industryBenchmarks.$inferSelect;

export interface ComparisonRow {
  id: string;
  competitorId: string;
  competitorName: string;
  competitorUrl: string;
  metrics: BenchmarkMetrics;
  winner: 'domain' | 'competitor' | 'tie' | null;
  comparisonDate: Date;
}

export interface NewComparison {
  competitorId: string;
  metrics: BenchmarkMetrics;
  winner: 'domain' | 'competitor' | 'tie' | null;
}

/** The domain's latest own measurements that the industry values are compared with. */
export interface LatestMeasurements {
  lighthouse: { lcp: number | null; fcp: number | null; cls: number | null; score: number | null; at: Date } | null;
  ttfb: { value: number; at: Date } | null;
}

/** Competitors and comparisons of the workspace (competitors carry the workspace; comparisons go through the domain). */
export function createBenchmarkingRepository(db: Database) {
  return {
    async findDomain(ws: Workspace, id: string): Promise<{ id: string; name: string; isActive: boolean } | undefined> {
      const [row] = await db
        .select({ id: domains.id, name: domains.name, isActive: domains.isActive })
        .from(domains)
        .where(and(scope(domains, ws), eq(domains.id, id)))
        .limit(1);
      return row;
    },

    async competitors(
      ws: Workspace,
      filter: { domainId?: string; activeOnly?: boolean } = {},
    ): Promise<CompetitorRow[]> {
      const where = [scope(competitors, ws)];
      if (filter.domainId) where.push(eq(competitors.domainId, filter.domainId));
      if (filter.activeOnly) where.push(eq(competitors.isActive, true));
      return db
        .select()
        .from(competitors)
        .where(and(...where))
        .orderBy(asc(competitors.createdAt));
    },

    async findCompetitor(ws: Workspace, id: string): Promise<CompetitorRow | undefined> {
      const [row] = await db
        .select()
        .from(competitors)
        .where(and(scope(competitors, ws), eq(competitors.id, id)))
        .limit(1);
      return row;
    },

    async insertCompetitor(
      ws: Workspace,
      values: { domainId: string; name: string; competitorUrl: string },
    ): Promise<CompetitorRow> {
      const [row] = await db
        .insert(competitors)
        .values({ ...values, ...ownership(ws) })
        .returning();
      return row!;
    },

    async updateCompetitor(
      ws: Workspace,
      id: string,
      patch: { name?: string; isActive?: boolean },
    ): Promise<CompetitorRow | undefined> {
      const [row] = await db
        .update(competitors)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(scope(competitors, ws), eq(competitors.id, id)))
        .returning();
      return row;
    },

    async deleteCompetitor(ws: Workspace, id: string): Promise<boolean> {
      const rows = await db
        .delete(competitors)
        .where(and(scope(competitors, ws), eq(competitors.id, id)))
        .returning({ id: competitors.id });
      return rows.length > 0;
    },

    async insertComparisons(
      domainId: string,
      comparisonDate: Date,
      rows: NewComparison[],
    ): Promise<{ id: string; competitorId: string }[]> {
      return db
        .insert(benchmarkComparisons)
        .values(rows.map((r) => ({ ...r, domainId, comparisonDate })))
        .returning({ id: benchmarkComparisons.id, competitorId: benchmarkComparisons.competitorId });
    },

    /** The newest comparisons of a domain of the workspace, newest first. */
    async recentComparisons(ws: Workspace, domainId: string, limit: number): Promise<ComparisonRow[]> {
      return db
        .select({
          id: benchmarkComparisons.id,
          competitorId: benchmarkComparisons.competitorId,
          competitorName: competitors.name,
          competitorUrl: competitors.competitorUrl,
          metrics: benchmarkComparisons.metrics,
          winner: benchmarkComparisons.winner,
          comparisonDate: benchmarkComparisons.comparisonDate,
        })
        .from(benchmarkComparisons)
        .innerJoin(domains, eq(domains.id, benchmarkComparisons.domainId))
        .innerJoin(competitors, eq(competitors.id, benchmarkComparisons.competitorId))
        .where(and(scope(domains, ws), eq(benchmarkComparisons.domainId, domainId)))
        .orderBy(desc(benchmarkComparisons.comparisonDate), asc(competitors.createdAt))
        .limit(limit);
    },

    async industry(industry: string): Promise<IndustryRow[]> {
      return db.select().from(industryBenchmarks).where(eq(industryBenchmarks.industry, industry));
    },

    /** Latest Lighthouse summary and latest timed uptime check of a domain of the workspace. */
    async latestMeasurements(ws: Workspace, domainId: string): Promise<LatestMeasurements> {
      const [lighthouse] = await queryRows<{
        lcp: number | null;
        fcp: number | null;
        cls: number | null;
        score: number | null;
        at: Date | string;
      }>(
        db,
        sql`select p.largest_contentful_paint as lcp, p.first_contentful_paint as fcp, p.cumulative_layout_shift as cls,
              p.performance_score as score, p.created_at as at
            from performance_metrics p join ${domains} on domains.id = p.domain_id
            where ${scope(domains, ws)} and p.domain_id = ${domainId} order by p.created_at desc limit 1`,
      );
      const [ttfb] = await queryRows<{ value: number; at: Date | string }>(
        db,
        sql`select (c.details->'timings'->>'timeToFirstByte')::float8 as value, c.checked_at as at
            from domain_checks c join ${domains} on domains.id = c.domain_id
            where ${scope(domains, ws)} and c.domain_id = ${domainId} and c.check_type = 'uptime'
              and c.details->'timings'->>'timeToFirstByte' is not null
            order by c.checked_at desc limit 1`,
      );
      return {
        lighthouse: lighthouse ? { ...lighthouse, at: new Date(lighthouse.at) } : null,
        ttfb: ttfb ? { value: Number(ttfb.value), at: new Date(ttfb.at) } : null,
      };
    },
  };
}

export type BenchmarkingRepository = ReturnType<typeof createBenchmarkingRepository>;
