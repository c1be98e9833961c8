import type { WebVitalMetricSummary, WebVitalsSummary } from '../../../shared/contracts/web-vitals-summary';
import { matchRoute, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../../../shared/routes';
import {
  percentile,
  rateVital,
  ratingCounts,
  VITAL_NAMES,
  type VitalName,
} from '../../../shared/helpers/web-vitals-rating';

export interface VitalsReportRow {
  pageUrl: string | null;
  lcp: number[];
  inp: number[];
  cls: number[];
  fcp: number[];
  ttfb: number[];
}

/** Pages beyond this many (by reports) are folded into one row: 404 paths are unbounded. */
export const MAX_PAGES = 50;
export const OTHER_PAGES = '(other pages)';
const DYNAMIC_ROUTES = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES].filter((pattern) => pattern.includes('/:'));

/**
 * The page a report is about: its path, or the route pattern for paths with ids and tokens in them
 * (/invitation/:token), so that one screen is one row and no token is shown. Query and hash are dropped.
 */
export function pageOf(url: string | null): string {
  if (!url) return '(unknown page)';
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return '(unknown page)';
  }
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return DYNAMIC_ROUTES.find((pattern) => matchRoute(pattern, normalized)) ?? normalized.slice(0, 200);
}

function metricSummary(metric: VitalName, values: number[]): WebVitalMetricSummary {
  const p75 = percentile(values, 0.75);
  const counts = ratingCounts(metric, values);
  return {
    metric,
    samples: values.length,
    p75: p75 === null ? null : metric === 'cls' ? Math.round(p75 * 1000) / 1000 : Math.round(p75),
    rating: p75 === null ? null : rateVital(metric, p75),
    good: counts.good,
    needsImprovement: counts['needs-improvement'],
    poor: counts.poor,
  };
}

type Buckets = Record<VitalName, number[]>;
const emptyBuckets = (): Buckets => ({ lcp: [], inp: [], cls: [], fcp: [], ttfb: [] });

/** SPEC §9.4 ratings of the app's own field data: p75 and the count in each band, per page and metric. */
export function summarizeWebVitals(
  rows: VitalsReportRow[],
  meta: { days: number; from: Date; truncated: boolean },
): WebVitalsSummary {
  const overall = emptyBuckets();
  const pages = new Map<string, { reports: number; values: Buckets }>();
  for (const row of rows) {
    const page = pageOf(row.pageUrl);
    const entry = pages.get(page) ?? { reports: 0, values: emptyBuckets() };
    entry.reports += 1;
    for (const metric of VITAL_NAMES) {
      entry.values[metric].push(...row[metric]);
      overall[metric].push(...row[metric]);
    }
    pages.set(page, entry);
  }
  const ranked = [...pages].sort((a, b) => b[1].reports - a[1].reports || a[0].localeCompare(b[0]));
  const shown = ranked.slice(0, MAX_PAGES);
  const rest = ranked.slice(MAX_PAGES);
  if (rest.length > 0) {
    const folded = { reports: 0, values: emptyBuckets() };
    for (const [, entry] of rest) {
      folded.reports += entry.reports;
      for (const metric of VITAL_NAMES) folded.values[metric].push(...entry.values[metric]);
    }
    shown.push([OTHER_PAGES, folded]);
  }
  return {
    days: meta.days,
    from: meta.from.toISOString(),
    reports: rows.length,
    truncated: meta.truncated,
    overall: VITAL_NAMES.map((m) => metricSummary(m, overall[m])),
    pages: shown.map(([page, entry]) => ({
      page,
      reports: entry.reports,
      metrics: VITAL_NAMES.map((m) => metricSummary(m, entry.values[m])),
    })),
  };
}
