import type { FastifyInstance } from 'fastify';

/**
 * Prometheus text exposition of process figures and HTTP request counts and durations.
 * Kept dependency-free: a handful of counters and one histogram.
 */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

export interface MetricsRegistry {
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Extra gauges other modules publish, e.g. queue depth. */
  setGauge(name: string, help: string, value: number): void;
  render(): string;
}

/** One gauge in the Prometheus text format. */
export function gaugeLines(name: string, help: string, value: number): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${value}`];
}

export function createMetrics(): MetricsRegistry {
  const requests = new Map<string, Series>();
  const gauges = new Map<string, { help: string; value: number }>();
  const startedAt = Date.now() / 1000;

  return {
    observeRequest(method, route, status, seconds) {
      const key = `method="${method}",route="${route.replace(/"/g, '')}",status="${status}"`;
      let s = requests.get(key);
      if (!s) {
        s = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
        requests.set(key, s);
      }
      s.count += 1;
      s.sum += seconds;
      BUCKETS.forEach((b, i) => {
        if (seconds <= b) s.buckets[i]! += 1;
      });
    },
    setGauge(name, help, value) {
      gauges.set(name, { help, value });
    },
    render() {
      const mem = process.memoryUsage();
      const cpu = process.cpuUsage();
      const lines: string[] = [
        '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
        '# TYPE process_cpu_seconds_total counter',
        `process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}`,
        '# HELP process_resident_memory_bytes Resident memory size in bytes.',
        '# TYPE process_resident_memory_bytes gauge',
        `process_resident_memory_bytes ${mem.rss}`,
        '# HELP nodejs_heap_used_bytes V8 heap used in bytes.',
        '# TYPE nodejs_heap_used_bytes gauge',
        `nodejs_heap_used_bytes ${mem.heapUsed}`,
        '# HELP process_start_time_seconds Start time of the process since unix epoch in seconds.',
        '# TYPE process_start_time_seconds gauge',
        `process_start_time_seconds ${startedAt}`,
        '# HELP http_requests_total HTTP requests answered.',
        '# TYPE http_requests_total counter',
      ];
      for (const [labels, s] of requests) lines.push(`http_requests_total{${labels}} ${s.count}`);
      lines.push(
        '# HELP http_request_duration_seconds HTTP request duration in seconds.',
        '# TYPE http_request_duration_seconds histogram',
      );
      for (const [labels, s] of requests) {
        BUCKETS.forEach((b, i) =>
          lines.push(`http_request_duration_seconds_bucket{${labels},le="${b}"} ${s.buckets[i]}`),
        );
        lines.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${s.count}`);
        lines.push(`http_request_duration_seconds_sum{${labels}} ${s.sum}`);
        lines.push(`http_request_duration_seconds_count{${labels}} ${s.count}`);
      }
      for (const [name, g] of gauges) lines.push(...gaugeLines(name, g.help, g.value));
      return lines.join('\n') + '\n';
    },
  };
}

export function registerMetrics(app: FastifyInstance, metrics: MetricsRegistry): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL, keeps the label set bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
