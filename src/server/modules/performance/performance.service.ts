import type {
  DomainPerformance,
  PerformanceAggregate,
  PerformanceAnalysis,
  PerformanceRange,
  PerformanceScan,
  VitalSummary,
} from '../../../shared/contracts/performance';
import { rateVital, VITAL_THRESHOLDS, type VitalName } from '../../../shared/helpers/web-vitals-rating';
import { conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { LighthouseRequests } from '../audits/lighthouse-requests';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { AnalysisRuns, AnalysisState } from './analysis-runs';
import { evaluateBudgets } from './budgets';
import type { PerformanceRepository, ScanRow } from './performance.repository';
import { displayDomain } from '../../../shared/helpers/domain-name';

const HOUR_MS = 60 * 60 * 1000;
export const RANGE_MS: Readonly<Record<PerformanceRange, number>> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

const num = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const round = (value: number | null, digits = 0): number | null =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function vital(name: VitalName, value: number | string | null, samples: number): VitalSummary {
  const v = samples > 0 ? num(value) : null;
  return {
    value: round(v, name === 'cls' ? 3 : 0),
    target: VITAL_THRESHOLDS[name].good,
    status: v === null ? null : rateVital(name, v),
    samples,
  };
}

function analysisOf(domainId: string, state: AnalysisState | undefined): PerformanceAnalysis {
  if (!state) return { domainId, status: 'idle', startedAt: null, finishedAt: null, error: null };
  return {
    domainId,
    status: state.status,
    startedAt: iso(state.startedAt ?? state.queuedAt),
    finishedAt: iso(state.finishedAt),
    error: state.error,
  };
}

function scanOf(row: ScanRow): Omit<PerformanceScan, 'network' | 'renderBlocking' | 'thirdParties'> {
  return {
    id: row.id,
    url: row.url,
    device: row.device,
    scannedAt: iso(row.scanned_at)!,
    scores: {
      performance: round(num(row.performance_score)),
      accessibility: round(num(row.accessibility_score)),
      bestPractices: round(num(row.best_practices_score)),
      seo: round(num(row.seo_score)),
    },
    vitals: {
      lcp: round(num(row.lcp)),
      cls: round(num(row.cls), 3),
      tbt: round(num(row.tbt)),
      fcp: round(num(row.fcp)),
      ttfb: round(num(row.ttfb)),
      speedIndex: round(num(row.speed_index)),
    },
    requestCount: Number(row.request_count),
    transferSize: Math.round(num(row.transfer_size) ?? 0),
  };
}

export function createPerformanceService({
  repo,
  analyses,
  requests,
}: {
  repo: PerformanceRepository;
  analyses: AnalysisRuns;
  requests: LighthouseRequests;
}) {
  async function domainOf(ws: Workspace, id: string) {
    const domain = isUuid(id) ? await repo.findActiveDomain(ws, id) : undefined;
    if (!domain) throw notFound('Domain not found.');
    return domain;
  }

  async function latestScan(domainId: string): Promise<PerformanceScan | null> {
    const row = await repo.latestScan(domainId);
    if (!row) return null;
    const [network, blocking, thirdParties] = await Promise.all([
      repo.networkTimings(row.id),
      repo.renderBlocking(row.id),
      repo.thirdParties(row.id),
    ]);
    return {
      ...scanOf(row),
      network: network
        ? {
            dnsLookup: round(network.dnsLookup, 1),
            tcpConnection: round(network.tcpConnection, 1),
            tlsHandshake: round(network.tlsHandshake, 1),
            timeToFirstByte: round(network.timeToFirstByte, 1),
            downloadTime: round(network.downloadTime, 1),
            totalTime: round(network.totalTime, 1),
            redirectTime: round(network.redirectTime, 1),
            serverResponseTime: round(network.serverResponseTime, 1),
          }
        : null,
      renderBlocking: blocking,
      thirdParties: thirdParties.map((t) => ({
        domain: t.domain,
        category: t.category,
        requestCount: t.requestCount,
        transferSize: t.transferSize,
        blockingTime: t.blockingTime,
        mainThreadTime: t.mainThreadTime,
        impact: t.impact,
        recommendations: t.recommendations,
      })),
    };
  }

  return {
    /** SPEC §7 GET /api/performance/aggregate: stored measurements only; nulls where nothing was measured. */
    async aggregate(ws: Workspace, range: PerformanceRange, now = new Date()): Promise<PerformanceAggregate> {
      authorize(ws, 'workspace:read');
      const since = new Date(now.getTime() - RANGE_MS[range]);
      const [row, latest] = await Promise.all([repo.aggregate(ws, since), repo.latestPerDomain(ws)]);
      return {
        range,
        from: since.toISOString(),
        to: now.toISOString(),
        lcp: vital('lcp', row.lcp_p75, row.lcp_samples),
        inp: vital('inp', row.inp_p75, row.inp_samples),
        cls: vital('cls', row.cls_p75, row.cls_samples),
        avgPerformanceScore: round(num(row.avg_score)),
        measurements: row.measurements,
        domainsMeasured: row.domains_measured,
        domainsTotal: row.domains_total,
        lastMeasuredAt: iso(row.last_at),
        domains: latest.map((d) => ({
          id: d.id,
          name: d.name,
          performanceScore: round(num(d.performance_score)),
          lcp: round(num(d.lcp)),
          cls: round(num(d.cls), 3),
          measuredAt: iso(d.measured_at),
        })),
      };
    },

    async domain(ws: Workspace, id: string): Promise<DomainPerformance> {
      authorize(ws, 'workspace:read');
      const domain = await domainOf(ws, id);
      const [latest, budgets, history] = await Promise.all([
        latestScan(domain.id),
        repo.activeBudgets(domain.id),
        repo.history(domain.id),
      ]);
      return {
        domain,
        latest,
        budgets: evaluateBudgets(budgets, latest),
        history: history.map((h) => ({
          measuredAt: h.measuredAt.toISOString(),
          performanceScore: round(h.performanceScore),
          lcp: round(h.lcp),
          cls: round(h.cls, 3),
        })),
        analysis: analysisOf(domain.id, analyses.status(domain.id)),
      };
    },

    /**
     * Queues a Lighthouse run of the domain; answers its state for polling. Viewers may not (403), and a workspace's
     * audits and analyses are limited (429; lighthouse-requests.ts).
     */
    async analyze(ws: Workspace, id: string): Promise<PerformanceAnalysis> {
      requests.authorize(ws);
      const domain = await domainOf(ws, id);
      const running = () => {
        const active = analyses.active(domain.id);
        return (
          active &&
          conflict(`An analysis of ${displayDomain(domain.name)} is already running.`, 'ANALYSIS_RUNNING', {
            analysis: analysisOf(domain.id, active),
          })
        );
      };
      const before = running();
      if (before) throw before;
      const ticket = await requests.admit(ws);
      // another request for the domain may have started one while the limit was counted
      const meanwhile = running();
      if (meanwhile) {
        ticket.release();
        throw meanwhile;
      }
      const state = analyses.start({ domainId: domain.id, domainName: domain.name }, ticket);
      return analysisOf(domain.id, state);
    },

    async analysis(ws: Workspace, id: string): Promise<PerformanceAnalysis> {
      authorize(ws, 'workspace:read');
      const domain = await domainOf(ws, id);
      return analysisOf(domain.id, analyses.status(domain.id));
    },
  };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
