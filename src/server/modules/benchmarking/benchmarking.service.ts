import {
  BENCHMARK_METRICS,
  MAX_COMPETITORS_PER_DOMAIN,
  benchmarkMessages,
  competitorHost,
  type BenchmarkComparison,
  type BenchmarkOverview,
  type BenchmarkRun,
  type Competitor,
  type IndustryComparison,
} from '../../../shared/contracts/benchmarking';
import { metricWinner, overallWinner, rateAgainst } from '../../../shared/helpers/benchmark-winner';
import type { BenchmarkMetrics } from '../../db/schema';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { UrlPolicy } from '../notification-settings/url-policy';
import { authorize, type Workspace } from '../workspaces/workspace';
import type {
  BenchmarkingRepository,
  ComparisonRow,
  CompetitorRow,
  LatestMeasurements,
} from './benchmarking.repository';
import { ALL_INDUSTRIES, INDUSTRY_LABELS } from './industry-benchmarks';
import type { SiteMeasurements } from './measure-site';
import { displayDomain } from '../../../shared/helpers/domain-name';

/** Runs kept on screen: enough to see a trend, few enough to read. */
export const RUN_HISTORY = 10;

export interface BenchmarkingDeps {
  repo: BenchmarkingRepository;
  /** Probes a site (measureSite, bound to the engine options). */
  measure: (host: string) => Promise<SiteMeasurements>;
  urlPolicy: UrlPolicy;
  now?: () => Date;
}

const hostOf = (row: CompetitorRow): string => competitorHost(row.competitorUrl) ?? row.competitorUrl;

export function toClientCompetitor(row: CompetitorRow): Competitor {
  return {
    id: row.id,
    domainId: row.domainId ?? '',
    name: row.name,
    competitorUrl: row.competitorUrl,
    host: hostOf(row),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Each metric of both sites, and who won it. */
export function compareSites(
  domain: SiteMeasurements,
  competitor: SiteMeasurements,
): { metrics: BenchmarkMetrics; winner: BenchmarkComparison['winner'] } {
  const metrics: BenchmarkMetrics = {};
  for (const metric of BENCHMARK_METRICS) {
    const ours = domain[metric.key];
    const theirs = competitor[metric.key];
    metrics[metric.key] = { domain: ours, competitor: theirs, winner: metricWinner(ours, theirs, metric) ?? undefined };
  }
  return { metrics, winner: overallWinner(Object.values(metrics).map((m) => m.winner ?? null)) };
}

function toClientComparison(
  row: Pick<ComparisonRow, 'id' | 'competitorId' | 'competitorName' | 'competitorUrl' | 'metrics' | 'winner'>,
): BenchmarkComparison {
  return {
    id: row.id,
    competitorId: row.competitorId,
    competitorName: row.competitorName,
    competitorHost: competitorHost(row.competitorUrl) ?? row.competitorUrl,
    winner: row.winner,
    metrics: BENCHMARK_METRICS.map(({ key }) => {
      const m = row.metrics[key];
      return { key, domain: m?.domain ?? null, competitor: m?.competitor ?? null, winner: m?.winner ?? null };
    }),
  };
}

/** Comparisons stored by one run share their comparison date. */
function groupRuns(rows: ComparisonRow[]): BenchmarkRun[] {
  const runs = new Map<number, BenchmarkRun>();
  for (const row of rows) {
    const at = row.comparisonDate.getTime();
    const run = runs.get(at) ?? { ranAt: row.comparisonDate.toISOString(), comparisons: [] };
    run.comparisons.push(toClientComparison(row));
    runs.set(at, run);
  }
  return [...runs.values()].slice(0, RUN_HISTORY);
}

/** The domain's latest figure for each reference metric; INP needs real visitors, so a lab run never has it. */
function ownValue(
  metric: string,
  latest: LatestMeasurements,
): { value: number | null; at: Date | null; by: string | null } {
  const lab = latest.lighthouse;
  const fromLab = (value: number | null | undefined) =>
    lab && value !== null && value !== undefined
      ? { value, at: lab.at, by: 'Latest Lighthouse run' }
      : { value: null, at: null, by: null };
  switch (metric) {
    case 'lcp':
      return fromLab(lab?.lcp);
    case 'fcp':
      return fromLab(lab?.fcp);
    case 'cls':
      return fromLab(lab?.cls);
    case 'performance-score':
      return fromLab(lab?.score);
    case 'ttfb':
      return latest.ttfb
        ? { value: latest.ttfb.value, at: latest.ttfb.at, by: 'Latest uptime check' }
        : { value: null, at: null, by: null };
    default:
      return { value: null, at: null, by: null };
  }
}

export function createBenchmarkingService({ repo, measure, urlPolicy, now = () => new Date() }: BenchmarkingDeps) {
  async function domainOf(ws: Workspace, id: string, { activeOnly }: { activeOnly: boolean }) {
    const domain = isUuid(id) ? await repo.findDomain(ws, id) : undefined;
    if (!domain || (activeOnly && !domain.isActive)) throw notFound('Domain not found.');
    return domain;
  }

  async function competitorOf(ws: Workspace, id: string): Promise<CompetitorRow> {
    const row = isUuid(id) ? await repo.findCompetitor(ws, id) : undefined;
    if (!row) throw notFound('Competitor not found.');
    return row;
  }

  async function industryFor(ws: Workspace, domainId: string): Promise<IndustryComparison[]> {
    const [reference, latest] = await Promise.all([
      repo.industry(ALL_INDUSTRIES),
      repo.latestMeasurements(ws, domainId),
    ]);
    const order = [...INDUSTRY_LABELS.keys()];
    return reference
      .sort((a, b) => order.indexOf(a.metricName) - order.indexOf(b.metricName))
      .map((row) => {
        const own = ownValue(row.metricName, latest);
        return {
          metricName: row.metricName,
          label: INDUSTRY_LABELS.get(row.metricName) ?? row.metricName,
          unit: row.unit,
          lowerIsBetter: row.lowerIsBetter,
          goodValue: row.goodValue,
          poorValue: row.poorValue,
          averageValue: row.averageValue,
          source: row.source,
          sourceUrl: row.sourceUrl,
          sourceYear: row.sourceYear,
          yourValue: own.value,
          measuredAt: own.at ? own.at.toISOString() : null,
          measuredBy: own.by,
          rating: own.value === null ? null : rateAgainst(own.value, row),
        };
      });
  }

  return {
    async list(ws: Workspace, domainId?: string): Promise<Competitor[]> {
      authorize(ws, 'workspace:read');
      if (domainId !== undefined && !isUuid(domainId)) return [];
      return (await repo.competitors(ws, { domainId })).map(toClientCompetitor);
    },

    async add(ws: Workspace, input: { domainId: string; competitorUrl: string; name?: string }): Promise<Competitor> {
      authorize(ws, 'monitoring:write');
      const domain = await domainOf(ws, input.domainId, { activeOnly: true });
      const host = competitorHost(input.competitorUrl);
      if (!host) throw fieldError('competitorUrl', benchmarkMessages.urlInvalid);
      if (host === domain.name) throw fieldError('competitorUrl', benchmarkMessages.ownDomain);
      const existing = await repo.competitors(ws, { domainId: domain.id });
      if (existing.some((c) => hostOf(c) === host))
        throw conflict(benchmarkMessages.duplicate, 'COMPETITOR_EXISTS', { field: 'competitorUrl' });
      if (existing.length >= MAX_COMPETITORS_PER_DOMAIN) {
        throw new AppError(409, 'COMPETITOR_LIMIT', benchmarkMessages.tooMany(MAX_COMPETITORS_PER_DOMAIN), {
          limit: MAX_COMPETITORS_PER_DOMAIN,
        });
      }
      if (!(await urlPolicy(`https://${host}/`))) throw fieldError('competitorUrl', benchmarkMessages.privateAddress);
      const scheme = /^http:\/\//i.test(input.competitorUrl.trim()) ? 'http' : 'https';
      // the name shown when none is given: the host as people read it (an IDN in Unicode, not punycode)
      const name = input.name?.trim() || displayDomain(host);
      return toClientCompetitor(
        await repo.insertCompetitor(ws, { domainId: domain.id, name, competitorUrl: `${scheme}://${host}` }),
      );
    },

    async update(ws: Workspace, id: string, patch: { name?: string; isActive?: boolean }): Promise<Competitor> {
      authorize(ws, 'monitoring:write');
      await competitorOf(ws, id);
      const row = await repo.updateCompetitor(ws, id, patch);
      if (!row) throw notFound('Competitor not found.');
      return toClientCompetitor(row);
    },

    async remove(ws: Workspace, id: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      if (!isUuid(id) || !(await repo.deleteCompetitor(ws, id))) throw notFound('Competitor not found.');
    },

    /**
     * 'Run comparison': the domain and every active competitor probed at the same time, one stored comparison per
     * competitor. Writes rows, so viewers may not start one.
     */
    async run(ws: Workspace, domainId: string): Promise<BenchmarkRun> {
      authorize(ws, 'monitoring:write');
      const domain = await domainOf(ws, domainId, { activeOnly: true });
      const rivals = await repo.competitors(ws, { domainId: domain.id, activeOnly: true });
      if (rivals.length === 0) throw badRequest(benchmarkMessages.noCompetitors, undefined, 'NO_COMPETITORS');
      const [own, ...theirs] = await Promise.all([measure(domain.name), ...rivals.map((c) => measure(hostOf(c)))]);
      const ranAt = now();
      const compared = rivals.map((c, i) => ({ competitor: c, ...compareSites(own, theirs[i]!) }));
      const stored = await repo.insertComparisons(
        domain.id,
        ranAt,
        compared.map(({ competitor, metrics, winner }) => ({ competitorId: competitor.id, metrics, winner })),
      );
      const ids = new Map(stored.map((row) => [row.competitorId, row.id]));
      return {
        ranAt: ranAt.toISOString(),
        comparisons: compared.map(({ competitor, metrics, winner }) =>
          toClientComparison({
            id: ids.get(competitor.id) ?? '',
            competitorId: competitor.id,
            competitorName: competitor.name,
            competitorUrl: competitor.competitorUrl,
            metrics,
            winner,
          }),
        ),
      };
    },

    /** The benchmarking screen of one domain: its competitors, recent runs and the industry reference values. */
    async overview(ws: Workspace, domainId: string): Promise<BenchmarkOverview> {
      authorize(ws, 'workspace:read');
      const domain = await domainOf(ws, domainId, { activeOnly: false });
      const [rivals, rows, industry] = await Promise.all([
        repo.competitors(ws, { domainId: domain.id }),
        repo.recentComparisons(ws, domain.id, RUN_HISTORY * MAX_COMPETITORS_PER_DOMAIN),
        industryFor(ws, domain.id),
      ]);
      return {
        domain: { id: domain.id, name: domain.name },
        competitors: rivals.map(toClientCompetitor),
        runs: groupRuns(rows),
        industry,
      };
    },
  };
}

export type BenchmarkingService = ReturnType<typeof createBenchmarkingService>;
