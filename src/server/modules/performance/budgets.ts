import type { PerformanceBudgetResult, PerformanceScan } from '../../../shared/contracts/performance';

interface BudgetMetric {
  label: string;
  read(scan: PerformanceScan): number | null;
  /** Scores pass at or above the threshold; everything else at or below. */
  atLeast?: boolean;
}

/** What a budget's metric may name (performance_budgets.metric is free text: a few spellings are accepted). */
const METRICS: Record<string, BudgetMetric> = {
  performance_score: { label: 'Performance score', read: (s) => s.scores.performance, atLeast: true },
  accessibility_score: { label: 'Accessibility score', read: (s) => s.scores.accessibility, atLeast: true },
  best_practices_score: { label: 'Best practices score', read: (s) => s.scores.bestPractices, atLeast: true },
  seo_score: { label: 'SEO score', read: (s) => s.scores.seo, atLeast: true },
  lcp: { label: 'Largest Contentful Paint', read: (s) => s.vitals.lcp },
  cls: { label: 'Cumulative Layout Shift', read: (s) => s.vitals.cls },
  tbt: { label: 'Total Blocking Time', read: (s) => s.vitals.tbt },
  fcp: { label: 'First Contentful Paint', read: (s) => s.vitals.fcp },
  ttfb: { label: 'Time to First Byte', read: (s) => s.vitals.ttfb },
  speed_index: { label: 'Speed Index', read: (s) => s.vitals.speedIndex },
  transfer_size: { label: 'Page weight', read: (s) => s.transferSize },
  request_count: { label: 'Requests', read: (s) => s.requestCount },
  third_party_count: { label: 'Third parties', read: (s) => s.thirdParties.length },
};

const ALIASES: Record<string, string> = {
  performance: 'performance_score',
  score: 'performance_score',
  accessibility: 'accessibility_score',
  best_practices: 'best_practices_score',
  seo: 'seo_score',
  largest_contentful_paint: 'lcp',
  cumulative_layout_shift: 'cls',
  total_blocking_time: 'tbt',
  first_contentful_paint: 'fcp',
  time_to_first_byte: 'ttfb',
  total_transfer_size: 'transfer_size',
  page_weight: 'transfer_size',
  resource_count: 'request_count',
  requests: 'request_count',
  third_parties: 'third_party_count',
};

const keyOf = (metric: string): string => {
  const key = metric
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[key] ?? key;
};

export interface BudgetRow {
  id: string;
  metric: string;
  threshold: number;
  unit: string;
  severity: 'critical' | 'warning' | 'info';
}

/** Each active budget against the latest scan: pass, fail, or unknown (no scan, unmeasured or unknown metric). */
export function evaluateBudgets(budgets: BudgetRow[], scan: PerformanceScan | null): PerformanceBudgetResult[] {
  return budgets.map((b) => {
    const metric = METRICS[keyOf(b.metric)];
    const actual = metric && scan ? metric.read(scan) : null;
    const status =
      actual === null ? 'unknown' : (metric?.atLeast ? actual >= b.threshold : actual <= b.threshold) ? 'pass' : 'fail';
    return {
      id: b.id,
      metric: b.metric,
      label: metric?.label ?? b.metric,
      threshold: b.threshold,
      unit: b.unit,
      severity: b.severity,
      direction: metric?.atLeast ? 'at-least' : 'at-most',
      actual,
      status,
    };
  });
}
