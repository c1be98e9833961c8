/**
 * The API benchmark's client, run in its own process (bench/api/run.ts forks it) so that it never shares the
 * server's event loop or CPU time slice, as a browser would not. `connections` keep-alive connections each send
 * their next request as soon as the last answer has arrived in full. Bodies are read but not decompressed (what
 * a browser does with them costs the browser, not the server).
 */
import { Pool } from 'undici';

export interface LoadRequest {
  base: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** GET by default; a POST sends `body` (JSON) with each `{n}` replaced by a number new to every request. */
  method?: 'GET' | 'POST';
  body?: string;
}

export interface LoadReport {
  requests: number;
  errors: number;
  seconds: number;
  /** Bytes of one answer as sent (after Content-Encoding) and its Content-Encoding. */
  wireBytes: number;
  contentEncoding: string | null;
  p50: number;
  p95: number;
  p99: number;
}

/** Requests sent by this process: what makes each POST body new (a domain name each). */
let sent = 0;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function run(pool: Pool, req: LoadRequest, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  let wireBytes = 0;
  let contentEncoding: string | null = null;
  const started = performance.now();
  const end = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const res = await pool.request(
        req.body === undefined
          ? { path: req.path, method: req.method ?? 'GET', headers: req.headers }
          : {
              path: req.path,
              method: req.method ?? 'POST',
              headers: { ...req.headers, 'content-type': 'application/json' },
              body: req.body.replaceAll('{n}', String(++sent)),
            },
      );
      let bytes = 0;
      for await (const chunk of res.body) bytes += (chunk as Buffer).length;
      latencies.push(performance.now() - t0);
      if (res.statusCode < 200 || res.statusCode >= 300) errors++;
      wireBytes = bytes;
      contentEncoding = (res.headers['content-encoding'] as string | undefined) ?? null;
    }
  };
  await Promise.all(Array.from({ length: req.connections }, worker));
  return {
    latencies: latencies.sort((a, b) => a - b),
    errors,
    seconds: (performance.now() - started) / 1000,
    wireBytes,
    contentEncoding,
  };
}

async function measure(req: LoadRequest): Promise<LoadReport> {
  const pool = new Pool(req.base, { connections: req.connections, pipelining: 1 });
  try {
    if (req.warmupSeconds > 0) await run(pool, req, req.warmupSeconds);
    const r = await run(pool, req, req.seconds);
    return {
      requests: r.latencies.length,
      errors: r.errors,
      seconds: r.seconds,
      wireBytes: r.wireBytes,
      contentEncoding: r.contentEncoding,
      p50: pct(r.latencies, 0.5),
      p95: pct(r.latencies, 0.95),
      p99: pct(r.latencies, 0.99),
    };
  } finally {
    await pool.close();
  }
}

// One request per message from the parent; the process ends when the parent disconnects.
process.on('message', (message) => {
  measure(message as LoadRequest).then(
    (report) => process.send!({ report }),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
