/** Who wins a benchmark: per metric, then overall. */
import type { BenchmarkMetricDefinition, BenchmarkSide } from '../contracts/benchmarking';

/**
 * Timings of one request vary from run to run, so close timings are a tie: within 5 ms, or within 10% of the slower
 * one. Counts and yes/no values must simply differ.
 */
export const TIMING_TIE_MS = 5;
export const TIMING_TIE_RATIO = 0.1;

export function metricWinner(
  domain: number | null,
  competitor: number | null,
  metric: Pick<BenchmarkMetricDefinition, 'better' | 'unit'>,
): BenchmarkSide | null {
  if (domain === null && competitor === null) return null;
  // A site that could not be measured (did not answer, no certificate) loses to one that could.
  if (competitor === null) return 'domain';
  if (domain === null) return 'competitor';
  const tolerance = metric.unit === 'ms' ? Math.max(TIMING_TIE_MS, TIMING_TIE_RATIO * Math.max(domain, competitor)) : 0;
  if (Math.abs(domain - competitor) <= tolerance) return 'tie';
  const domainBetter = metric.better === 'lower' ? domain < competitor : domain > competitor;
  return domainBetter ? 'domain' : 'competitor';
}

/** The side that won more metrics; equal counts are a tie; null when no metric could be decided at all. */
export function overallWinner(winners: readonly (BenchmarkSide | null)[]): BenchmarkSide | null {
  const decided = winners.filter((w): w is BenchmarkSide => w !== null);
  if (decided.length === 0) return null;
  const domain = decided.filter((w) => w === 'domain').length;
  const competitor = decided.filter((w) => w === 'competitor').length;
  if (domain === competitor) return 'tie';
  return domain > competitor ? 'domain' : 'competitor';
}

/** Rates a value against a published 'good' and 'poor' line (web.dev style: good at or better, poor beyond poor). */
export function rateAgainst(
  value: number,
  reference: { goodValue: number; poorValue: number | null; lowerIsBetter: boolean },
): 'good' | 'needs-improvement' | 'poor' {
  const { goodValue, poorValue, lowerIsBetter } = reference;
  const atLeastAsGood = (a: number, b: number) => (lowerIsBetter ? a <= b : a >= b);
  if (atLeastAsGood(value, goodValue)) return 'good';
  if (poorValue === null || atLeastAsGood(value, poorValue)) return 'needs-improvement';
  return 'poor';
}
