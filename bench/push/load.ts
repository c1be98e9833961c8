/**
 * The push benchmark's client, in its own process (bench/push/run.ts forks it) as cron jobs are on other machines:
 * `connections` keep-alive connections each send their next ping as soon as the last answer arrived, cycling
 * through the monitors' push URLs.
 */
import { Pool } from 'undici';

export interface PushLoadRequest {
  base: string;
  paths: string[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Pings per second for all connections together, evenly paced; absent: as fast as answers come back. */
  rate?: number;
}

export interface PushLoadReport {
  requests: number;
  accepted: number;
  /** Answers other than 200, by status. */
  refused: Record<string, number>;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const pct = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function run(pool: Pool, req: PushLoadRequest, seconds: number) {
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  let accepted = 0;
  let next = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  // paced: each connection sends on its own grid of rate / connections a second, offset from the others
  const intervalMs = req.rate ? (1000 * req.connections) / req.rate : 0;
  const worker = async (index: number) => {
    let due = started + (intervalMs * index) / req.connections;
    while (performance.now() < end) {
      if (intervalMs) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        due += intervalMs;
      }
      const path = req.paths[next++ % req.paths.length]!;
      const t0 = performance.now();
      const res = await pool.request({ path, method: 'GET' });
      await res.body.dump();
      latencies.push(performance.now() - t0);
      if (res.statusCode === 200) accepted++;
      else refused[res.statusCode] = (refused[res.statusCode] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: req.connections }, (_, i) => worker(i)));
  return {
    latencies: Float64Array.from(latencies).sort(),
    accepted,
    refused,
    seconds: (performance.now() - started) / 1000,
  };
}

async function measure(req: PushLoadRequest): Promise<{ report: PushLoadReport; warmupAccepted: number }> {
  const pool = new Pool(req.base, { connections: req.connections, pipelining: 1 });
  try {
    const warm = req.warmupSeconds > 0 ? await run(pool, req, req.warmupSeconds) : undefined;
    const r = await run(pool, req, req.seconds);
    return {
      warmupAccepted: warm?.accepted ?? 0,
      report: {
        requests: r.latencies.length,
        accepted: r.accepted,
        refused: r.refused,
        seconds: r.seconds,
        p50: pct(r.latencies, 0.5),
        p95: pct(r.latencies, 0.95),
        p99: pct(r.latencies, 0.99),
        max: r.latencies[r.latencies.length - 1] ?? NaN,
      },
    };
  } finally {
    await pool.close();
  }
}

process.on('message', (message) => {
  measure(message as PushLoadRequest).then(
    (result) => process.send!(result),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
