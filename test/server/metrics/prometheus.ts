import { getMetricsFromIterator, type PromData, type PromHistogramData, type PromMetrics } from 'prom2javascript';

/** /metrics as a Prometheus server would read it: parsed by a maintained parser of the text format, not by us. */
export function parsePrometheus(text: string): Promise<PromMetrics> {
  return getMetricsFromIterator(text.split('\n')[Symbol.iterator]());
}

/** The samples of a gauge (or counter) family; none when the family is absent. */
export function gauges(metrics: PromMetrics, name: string): PromData[] {
  return (metrics[name]?.data ?? []) as PromData[];
}

export function histograms(metrics: PromMetrics, name: string): PromHistogramData[] {
  return (metrics[name]?.data ?? []) as PromHistogramData[];
}
