import { formatDuration } from '../net/format';
import type { CheckStatus } from '../types';

export type LighthouseDevice = 'mobile' | 'desktop';

/** Category scores, 0-100; null when Lighthouse could not score the category. */
export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

/** Lab metrics in milliseconds (CLS is unitless), as Lighthouse estimates them for the device. */
export interface LighthouseVitals {
  lcp: number | null;
  cls: number | null;
  tbt: number | null;
  fcp: number | null;
  ttfb: number | null;
  speedIndex: number | null;
}

/** One request the page made: the fields of performance_resource_metrics. */
export interface LighthouseResource {
  url: string;
  type: string | null;
  mimeType: string | null;
  transferSize: number | null;
  resourceSize: number | null;
  /** Milliseconds from navigation start. */
  startTime: number | null;
  duration: number | null;
  renderBlocking: boolean;
  thirdParty: boolean;
  thirdPartyDomain: string | null;
}

/** One third party the page loads: the fields of performance_third_party. */
export interface LighthouseThirdParty {
  entity: string;
  domain: string;
  category: string | null;
  requestCount: number;
  transferSize: number;
  mainThreadTime: number | null;
  blockingTime: number | null;
  impact: 'low' | 'medium' | 'high';
  recommendations: string[];
}

export interface LighthouseDetails {
  requestedUrl: string;
  finalUrl: string | null;
  device: LighthouseDevice;
  lighthouseVersion: string | null;
  fetchedAt: string | null;
  scores: LighthouseScores;
  vitals: LighthouseVitals;
  resources: LighthouseResource[];
  /** How many requests the page made; `resources` is capped. */
  resourceCount: number;
  totalTransferSize: number;
  thirdParties: LighthouseThirdParty[];
  /** Hosts the page tried to reach that the SSRF guard refused, with the reason. */
  refusedHosts: Record<string, string>;
  warnings: string[];
}

const MAX_RESOURCES = 500;
// The lab values Lighthouse itself flags: 250 ms of blocking is its third-party-summary threshold.
const HIGH_BLOCKING_MS = 250;
const MEDIUM_BLOCKING_MS = 50;
const LARGE_TRANSFER_BYTES = 100 * 1024;
// Audit details that are pictures or data for Lighthouse's own viewer: large and of no use once stored.
const BULKY_DETAIL_TYPES = new Set(['screenshot', 'filmstrip', 'treemap-data']);

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const round = (v: number | null, digits = 0): number | null =>
  v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits;
const obj = (v: unknown): Json => (isObject(v) ? v : {});
const items = (audit: unknown): Json[] => {
  const list = obj(obj(audit).details).items;
  return Array.isArray(list) ? list.filter(isObject) : [];
};

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/** Reads what we keep from a Lighthouse result (LHR). Tolerant: a missing audit gives nulls, never a throw. */
export function readLighthouseResult(
  lhr: unknown,
  device: LighthouseDevice,
  requestedUrl: string,
  refused: ReadonlyMap<string, string>,
): LighthouseDetails {
  const r = obj(lhr);
  const audits = obj(r.audits);
  const categories = obj(r.categories);
  const score = (key: string): number | null => {
    const s = num(obj(categories[key]).score);
    return s === null ? null : Math.round(s * 100);
  };
  const numeric = (key: string): number | null => num(obj(audits[key]).numericValue);
  const metrics = items(audits.metrics)[0] ?? {};

  const entities = (Array.isArray(r.entities) ? r.entities : []).filter(isObject);
  const firstParty = new Set(entities.filter((e) => e.isFirstParty === true).map((e) => str(e.name)));
  const categoryOf = new Map(entities.map((e) => [str(e.name), str(e.category)]));
  const blocking = new Set(items(audits['render-blocking-resources']).map((i) => str(i.url)));

  const requests = items(audits['network-requests']);
  const resources: LighthouseResource[] = requests.map((i) => {
    const url = str(i.url) ?? '';
    const entity = str(i.entity);
    const start = num(i.networkRequestTime);
    const end = num(i.networkEndTime);
    const thirdParty = entity !== null && firstParty.size > 0 && !firstParty.has(entity) && !url.startsWith('data:');
    return {
      url,
      type: str(i.resourceType),
      mimeType: str(i.mimeType),
      transferSize: num(i.transferSize),
      resourceSize: num(i.resourceSize),
      startTime: round(start, 1),
      duration: start !== null && end !== null ? round(end - start, 1) : null,
      renderBlocking: blocking.has(url),
      thirdParty,
      thirdPartyDomain: thirdParty ? hostOf(url) : null,
    };
  });

  const summary = new Map(
    items(audits['third-party-summary']).map((i) => [str(i.entity) ?? str(obj(i.entity).text), i]),
  );
  const groups = new Map<string, LighthouseResource[]>();
  requests.forEach((i, index) => {
    const resource = resources[index];
    const entity = str(i.entity);
    if (!resource?.thirdParty || entity === null) return;
    groups.set(entity, [...(groups.get(entity) ?? []), resource]);
  });
  const thirdParties = [...groups].map(([entity, list]) =>
    thirdPartyOf(entity, list, categoryOf.get(entity) ?? null, summary.get(entity)),
  );

  return {
    requestedUrl,
    finalUrl: str(r.finalDisplayedUrl) ?? str(r.finalUrl),
    device,
    lighthouseVersion: str(r.lighthouseVersion),
    fetchedAt: str(r.fetchTime),
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    vitals: {
      lcp: round(numeric('largest-contentful-paint')),
      cls: round(numeric('cumulative-layout-shift'), 3),
      tbt: round(numeric('total-blocking-time')),
      fcp: round(numeric('first-contentful-paint')),
      ttfb: round(num(metrics.timeToFirstByte) ?? numeric('server-response-time')),
      speedIndex: round(numeric('speed-index')),
    },
    resources: resources.slice(0, MAX_RESOURCES),
    resourceCount: resources.length,
    totalTransferSize: resources.reduce((sum, res) => sum + (res.transferSize ?? 0), 0),
    thirdParties: thirdParties.sort(
      (a, b) => (b.blockingTime ?? 0) - (a.blockingTime ?? 0) || b.transferSize - a.transferSize,
    ),
    refusedHosts: Object.fromEntries(refused),
    warnings: (Array.isArray(r.runWarnings) ? r.runWarnings : []).flatMap((w) => (typeof w === 'string' ? [w] : [])),
  };
}

function thirdPartyOf(
  entity: string,
  list: LighthouseResource[],
  category: string | null,
  summary: Json | undefined,
): LighthouseThirdParty {
  const transferSize = list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const blockingTime = round(num(summary?.blockingTime), 1);
  const mainThreadTime = round(num(summary?.mainThreadTime), 1);
  const impact =
    (blockingTime ?? 0) >= HIGH_BLOCKING_MS
      ? 'high'
      : (blockingTime ?? 0) >= MEDIUM_BLOCKING_MS || transferSize >= LARGE_TRANSFER_BYTES
        ? 'medium'
        : 'low';
  const recommendations: string[] = [];
  if ((blockingTime ?? 0) >= MEDIUM_BLOCKING_MS) {
    recommendations.push(
      `Load ${entity} with async or defer, or after the first interaction: it blocks the main thread for ${formatDuration(blockingTime ?? 0)}.`,
    );
  }
  if (transferSize >= LARGE_TRANSFER_BYTES)
    recommendations.push(
      `${entity} transfers ${Math.round(transferSize / 1024)} KB: remove what is unused or load it only on the pages that need it.`,
    );
  if (list.length >= 10)
    recommendations.push(
      `${entity} makes ${list.length} requests: consider self-hosting its files or loading it behind a facade.`,
    );
  return {
    entity,
    domain: list.map((r) => r.thirdPartyDomain).find((d): d is string => d !== null) ?? entity,
    category,
    requestCount: list.length,
    transferSize,
    mainThreadTime,
    blockingTime,
    impact,
    recommendations,
  };
}

/** SPEC §9.4 score bands: 90+ good, 50+ needs improvement, below 50 poor. */
export function lighthouseVerdict(details: LighthouseDetails): { status: CheckStatus; message: string } {
  const { performance } = details.scores;
  if (performance === null) return { status: 'error', message: 'Lighthouse could not score the page' };
  const { lcp, cls, tbt } = details.vitals;
  const parts = [`Performance ${performance}/100 (${details.device})`];
  if (lcp !== null) parts.push(`LCP ${formatDuration(lcp)}`);
  if (cls !== null) parts.push(`CLS ${cls.toFixed(2)}`);
  if (tbt !== null) parts.push(`TBT ${formatDuration(tbt)}`);
  return {
    status: performance >= 90 ? 'healthy' : performance >= 50 ? 'warning' : 'critical',
    message: parts.join(', '),
  };
}

/** The LHR without screenshots and other viewer-only data, for performance_scans.raw_data. */
export function trimLighthouseResult(lhr: unknown): Json {
  const { i18n: _i18n, fullPageScreenshot: _screenshot, timing: _timing, ...rest } = obj(lhr);
  const audits = Object.fromEntries(
    Object.entries(obj(rest.audits)).filter(
      ([, audit]) => !BULKY_DETAIL_TYPES.has(str(obj(obj(audit).details).type) ?? ''),
    ),
  );
  return { ...rest, audits };
}
