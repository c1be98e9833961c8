import {
  SCAN_CHECK_TYPES,
  scanMessages,
  type AiInsightsResult,
  type ScanCheckType,
  type ScanResultResponse,
} from '../../../shared/contracts/scan';
import { fieldError, notFound } from '../../http/errors';
import { normalizeDomain, runScan, type EngineOptions, type ScanResult } from '../../engine';
import type { Workspace } from '../workspaces/workspace';
import { workspaceKey } from '../../db/workspace-versions';
import type { InsightsService } from './ai/insights-service';
import { createLruCache } from './lru-cache';
import type { ScanCheckRow, ScanRepository } from './scan.repository';

/** A scan result is reused for this long for the same domain and checks; figures a few minutes old are still true. */
export const SCAN_CACHE_TTL_MS = 5 * 60_000;
const SCAN_CACHE_ENTRIES = 500;
/** GET /api/scan answers a caller's last result of a domain for this long. */
export const LAST_SCAN_TTL_MS = 60 * 60_000;

interface Entry {
  result: ScanResult;
  /** Model insights, kept with the result so a repeated request does not pay for a second model call. */
  modelInsights?: AiInsightsResult;
}

export interface ScanInput {
  domain: string;
  checkTypes: readonly ScanCheckType[];
  includeAiInsights: boolean;
}

export interface ScanCaller {
  /** The signed-in caller's current workspace; null for a visitor. */
  workspace: Workspace | null;
  /** A visitor's scan-owner id (scan-owner.ts); null for a signed-in caller or a visitor who never scanned. */
  visitor: string | null;
}

/** Whose scans a caller sees (decision 031): a workspace's, or one visitor's; nobody's when neither is known. */
function ownerOf(caller: ScanCaller): string | null {
  if (caller.workspace) return workspaceKey(caller.workspace);
  return caller.visitor ? `visitor:${caller.visitor}` : null;
}

export interface ScanServiceDeps {
  engineOptions: EngineOptions;
  insights: InsightsService;
  repo: ScanRepository;
  log: (error: unknown, message: string) => void;
  cacheTtlMs?: number;
}

export function createScanService({
  engineOptions,
  insights,
  repo,
  log,
  cacheTtlMs = SCAN_CACHE_TTL_MS,
}: ScanServiceDeps) {
  const cache = createLruCache<Entry>(SCAN_CACHE_ENTRIES, cacheTtlMs);
  const last = createLruCache<Entry>(SCAN_CACHE_ENTRIES, LAST_SCAN_TTL_MS);
  // Identical scans asked for at the same moment share one run instead of probing the site twice.
  const inFlight = new Map<string, Promise<Entry>>();

  function domainOf(input: string): string {
    const normalized = normalizeDomain(input);
    if (!normalized.ok)
      throw fieldError('domain', input.trim() === '' ? scanMessages.emptyDomain : scanMessages.invalidDomain);
    return normalized.domain;
  }

  function fresh(key: string, domain: string, checkTypes: ScanCheckType[]): Promise<Entry> {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = runScan({ domain, checkTypes }, engineOptions)
      .then((result) => {
        const entry: Entry = { result };
        cache.set(key, entry);
        return entry;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function record(ws: Workspace, result: ScanResult, checkTypes: ScanCheckType[]): Promise<void> {
    const rows: ScanCheckRow[] = checkTypes.flatMap((type) => {
      const check = result[type];
      if (!check) return [];
      const metrics = type === 'performance' && result.performance ? { metrics: result.performance.metrics } : {};
      return [
        {
          checkType: type,
          status: check.status,
          // Only the performance check measures a response; the others have no response time to store.
          responseTime:
            result.performance && type === 'performance' && result.performance.metrics.loadTime !== null
              ? Math.round(result.performance.metrics.loadTime)
              : null,
          details: { source: 'scan', message: check.message, ...metrics, details: check.details },
        },
      ];
    });
    try {
      await repo.recordChecks(ws, result.domain, new Date(result.scannedAt), rows);
    } catch (error) {
      // History is a by-product: the visitor still gets the result they asked for.
      log(error, 'could not store scan checks');
    }
  }

  async function withInsights(entry: Entry, allowModel: boolean): Promise<AiInsightsResult> {
    if (allowModel && entry.modelInsights) return entry.modelInsights;
    const answer = await insights.analyse(entry.result, { allowModel });
    if (answer.engine === 'model') entry.modelInsights = answer;
    return answer;
  }

  return {
    /** SPEC §7 POST /api/scan: the selected checks in parallel, cached a few minutes per domain and checks. */
    async scan(input: ScanInput, caller: ScanCaller): Promise<ScanResultResponse> {
      const domain = domainOf(input.domain);
      const checkTypes = SCAN_CHECK_TYPES.filter((type) => input.checkTypes.includes(type));
      const key = `${domain}|${checkTypes.join(',')}`;
      const cachedEntry = cache.get(key);
      const entry = cachedEntry ?? (await fresh(key, domain, checkTypes));
      const owner = ownerOf(caller);
      if (owner) last.set(`${owner}|${domain}`, entry);
      if (caller.workspace) await record(caller.workspace, entry.result, checkTypes);
      // Model insights cost money per call: signed-in users only; visitors get the rules and are told why.
      const aiInsights = input.includeAiInsights ? await withInsights(entry, caller.workspace !== null) : undefined;
      return { ...entry.result, cached: cachedEntry !== undefined, ...(aiInsights ? { aiInsights } : {}) };
    },

    /**
     * SPEC §7 GET /api/scan: the caller's own last result for a domain, while it is recent. Someone else's scan
     * answers the same 404 as no scan at all, so the answer never tells whether anyone scanned a domain.
     */
    last(input: string, caller: ScanCaller): ScanResultResponse {
      const domain = domainOf(input);
      const owner = ownerOf(caller);
      const entry = owner ? last.get(`${owner}|${domain}`) : undefined;
      if (!entry) throw notFound(scanMessages.notScanned, 'SCAN_NOT_FOUND');
      return { ...entry.result, cached: true, ...(entry.modelInsights ? { aiInsights: entry.modelInsights } : {}) };
    },
  };
}

export type ScanService = ReturnType<typeof createScanService>;
