import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import {
  domains,
  performanceBudgets,
  performanceMetrics,
  performanceNetworkTimings,
  performanceResourceMetrics,
  performanceThirdParty,
} from '../../db/schema';
import { scope, type Workspace } from '../workspaces/workspace';

type Num = number | string | null;
type Time = Date | string | null;

export interface AggregateRow {
  measurements: number;
  domains_measured: number;
  avg_score: Num;
  lcp_p75: Num;
  lcp_samples: number;
  cls_p75: Num;
  cls_samples: number;
  last_at: Time;
  inp_p75: Num;
  inp_samples: number;
  domains_total: number;
}

export interface DomainLatestRow {
  id: string;
  name: string;
  performance_score: Num;
  lcp: Num;
  cls: Num;
  measured_at: Time;
}

export interface ScanRow {
  id: string;
  url: string;
  device: 'mobile' | 'desktop';
  scanned_at: Time;
  performance_score: Num;
  accessibility_score: Num;
  best_practices_score: Num;
  seo_score: Num;
  lcp: Num;
  cls: Num;
  tbt: Num;
  fcp: Num;
  ttfb: Num;
  speed_index: Num;
  request_count: number;
  transfer_size: Num;
}

/** A stored run that measured something: a full audit also stores runs Lighthouse could not score. */
const MEASURED = (alias: string) =>
  sql.raw(
    `(${alias}.performance_score is not null or ${alias}.largest_contentful_paint is not null or ${alias}.cumulative_layout_shift is not null)`,
  );

const RENDER_BLOCKING_LIMIT = 20;
const THIRD_PARTY_LIMIT = 20;
const HISTORY_LIMIT = 10;

/** Reads measurements of the workspace's domains; every query is scoped to the workspace. */
export function createPerformanceRepository(db: Database) {
  const active = (ws: Workspace) => and(scope(domains, ws), eq(domains.isActive, true));

  return {
    async findActiveDomain(ws: Workspace, id: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: domains.id, name: domains.name })
        .from(domains)
        .where(and(active(ws), eq(domains.id, id)))
        .limit(1);
      return row;
    },

    /**
     * Lab runs (performance_metrics: one row per stored Lighthouse run) and field INP (performance_snapshots)
     * of the workspace's active domains since `since`, summarised in one statement. Percentiles are nearest-rank
     * (percentile_disc), which ignores nulls like every aggregate here.
     */
    async aggregate(ws: Workspace, since: Date): Promise<AggregateRow> {
      const [row] = await queryRows<AggregateRow>(
        db,
        sql`
        with ws_domains as (select ${domains.id} as id from ${domains} where ${active(ws)}),
        lab as (
          select count(*)::int as measurements,
            count(distinct m.domain_id)::int as domains_measured,
            avg(m.performance_score)::float8 as avg_score,
            percentile_disc(0.75) within group (order by m.largest_contentful_paint)::float8 as lcp_p75,
            count(m.largest_contentful_paint)::int as lcp_samples,
            percentile_disc(0.75) within group (order by m.cumulative_layout_shift)::float8 as cls_p75,
            count(m.cumulative_layout_shift)::int as cls_samples,
            max(m.created_at) as last_at
          from performance_metrics m join ws_domains w on w.id = m.domain_id
          where m.created_at >= ${since.toISOString()}::timestamptz and ${MEASURED('m')}
        ),
        field as (
          select percentile_disc(0.75) within group (order by s.inp)::float8 as inp_p75,
            count(s.inp)::int as inp_samples
          from performance_snapshots s join ws_domains w on w.id = s.domain_id
          where s.timestamp >= ${since.toISOString()}::timestamptz
        )
        select lab.*, field.*, (select count(*)::int from ws_domains) as domains_total from lab, field
      `,
      );
      return row!;
    },

    /** Each active domain with its latest measurement, whenever it was taken. */
    async latestPerDomain(ws: Workspace): Promise<DomainLatestRow[]> {
      return queryRows<DomainLatestRow>(
        db,
        sql`
        select ${domains.id} as id, ${domains.name} as name, m.performance_score, m.largest_contentful_paint as lcp,
          m.cumulative_layout_shift as cls, m.created_at as measured_at
        from ${domains}
        left join lateral (
          select p.performance_score, p.largest_contentful_paint, p.cumulative_layout_shift, p.created_at
          from performance_metrics p where p.domain_id = ${domains.id} and ${MEASURED('p')}
          order by p.created_at desc limit 1
        ) m on true
        where ${active(ws)}
        order by m.performance_score asc nulls last, ${domains.name} asc
      `,
      );
    },

    /**
     * The domain's latest scored Lighthouse scan. Lab vitals come from the stored result: they are read in the
     * database, so only the few numbers leave it, not the whole document.
     */
    async latestScan(domainId: string): Promise<ScanRow | undefined> {
      const audit = (key: string) => sql.raw(`(s.raw_data #>> '{audits,${key},numericValue}')::float8`);
      const [row] = await queryRows<ScanRow>(
        db,
        sql`
        select s.id, s.url, s.device, s.scanned_at, s.performance_score, s.accessibility_score,
          s.best_practices_score, s.seo_score,
          ${audit('largest-contentful-paint')} as lcp, ${audit('cumulative-layout-shift')} as cls,
          ${audit('total-blocking-time')} as tbt, ${audit('first-contentful-paint')} as fcp,
          ${audit('server-response-time')} as ttfb, ${audit('speed-index')} as speed_index,
          r.request_count, r.transfer_size
        from performance_scans s
        left join lateral (
          select count(*)::int as request_count, coalesce(sum(x.transfer_size), 0)::float8 as transfer_size
          from performance_resource_metrics x where x.scan_id = s.id
        ) r on true
        where s.domain_id = ${domainId} and s.performance_score is not null
        order by s.scanned_at desc limit 1
      `,
      );
      return row;
    },

    async networkTimings(scanId: string) {
      const [row] = await db
        .select()
        .from(performanceNetworkTimings)
        .where(eq(performanceNetworkTimings.scanId, scanId))
        .limit(1);
      return row;
    },

    async renderBlocking(scanId: string) {
      return db
        .select({
          url: performanceResourceMetrics.resourceUrl,
          type: performanceResourceMetrics.resourceType,
          transferSize: performanceResourceMetrics.transferSize,
          duration: performanceResourceMetrics.duration,
        })
        .from(performanceResourceMetrics)
        .where(
          and(eq(performanceResourceMetrics.scanId, scanId), eq(performanceResourceMetrics.isRenderBlocking, true)),
        )
        .orderBy(sql`${performanceResourceMetrics.duration} desc nulls last`)
        .limit(RENDER_BLOCKING_LIMIT);
    },

    async thirdParties(scanId: string) {
      return db
        .select()
        .from(performanceThirdParty)
        .where(eq(performanceThirdParty.scanId, scanId))
        .orderBy(sql`${performanceThirdParty.blockingTime} desc nulls last`, desc(performanceThirdParty.transferSize))
        .limit(THIRD_PARTY_LIMIT);
    },

    async activeBudgets(domainId: string) {
      return db
        .select()
        .from(performanceBudgets)
        .where(and(eq(performanceBudgets.domainId, domainId), eq(performanceBudgets.isActive, true)))
        .orderBy(sql`lower(${performanceBudgets.metric})`, asc(performanceBudgets.threshold));
    },

    async history(domainId: string) {
      return db
        .select({
          measuredAt: performanceMetrics.createdAt,
          performanceScore: performanceMetrics.performanceScore,
          lcp: performanceMetrics.largestContentfulPaint,
          cls: performanceMetrics.cumulativeLayoutShift,
        })
        .from(performanceMetrics)
        .where(and(eq(performanceMetrics.domainId, domainId), MEASURED('performance_metrics')))
        .orderBy(desc(performanceMetrics.createdAt))
        .limit(HISTORY_LIMIT);
    },
  };
}

export type PerformanceRepository = ReturnType<typeof createPerformanceRepository>;
