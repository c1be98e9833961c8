import { BENCHMARK_METRICS, type BenchmarkSide } from '../../../../shared/contracts/benchmarking';

const definition = (key: string) => BENCHMARK_METRICS.find((m) => m.key === key);

export function metricLabel(key: string): string {
  return definition(key)?.label ?? key;
}

/** A measurement as people read it; null is a site the probes could not measure. */
export function formatMeasurement(key: string, value: number | null): string {
  if (value === null) return 'Not measured';
  switch (definition(key)?.unit) {
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'yes-no':
      return value === 1 ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

/** A value of the industry table: milliseconds ('2.5 s', '800 ms'), a unitless figure such as CLS, or a score. */
export function formatReference(unit: string, value: number): string {
  if (unit === 'ms') return value >= 1000 ? `${Number((value / 1000).toFixed(2))} s` : `${Math.round(value)} ms`;
  if (unit === '') return String(Number(value.toFixed(3)));
  return String(Math.round(value));
}

export function winnerLabel(winner: BenchmarkSide | null, competitorName: string): string {
  if (winner === 'domain') return 'You lead';
  if (winner === 'competitor') return `${competitorName} leads`;
  if (winner === 'tie') return 'Even';
  return 'No result';
}
