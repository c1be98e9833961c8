import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { acceptsCoding } from '../../http/compressed-json';
import { bytesOfPieces, gzipOfPieces, gzipPiece, type GzipPiece } from '../../http/gzip-pieces';
import type { MetricsRegistry } from '../../http/metrics';
import { metricsAccess } from './metrics-access';
import type { MonitoringHealth } from './monitoring-health';
import { createReadinessReport } from './readiness';

export interface OpsRouteOptions {
  database: DatabaseHandle;
  metrics: MetricsRegistry;
  readiness: Record<string, () => Promise<void>>;
  /** The check watchdog's latest findings (/readyz degraded while checks have stalled; its gauges on /metrics). */
  monitoring: MonitoringHealth;
  /** METRICS_TOKEN: bearer token for /metrics; without it, /metrics answers this machine only. */
  metricsToken?: string;
  /**
   * More of /metrics in the text format, as pieces kept compressed between scrapes (the per-monitor series of
   * METRICS_MONITORS); a failing source is left out.
   */
  metricSources?: Array<() => Promise<GzipPiece[]>>;
}

export function registerOpsRoutes(
  app: FastifyInstance,
  { database, metrics, readiness, monitoring, metricsToken, metricSources = [] }: OpsRouteOptions,
): void {
  const report = createReadinessReport({ database, readiness, monitoring });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  /**
   * 503 'unavailable' when a dependency does not answer; 200 'degraded' while checks have stalled (the web part
   * works: a load balancer must not take it out of rotation, but operators see it); 200 'ready' otherwise.
   */
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { status, checks } = await report();
    return reply.status(status === 'unavailable' ? 503 : 200).send({ status, checks });
  });

  app.get('/metrics', { schema: { hide: true }, preHandler: metricsAccess(metricsToken) }, async (request, reply) => {
    const [watchdog, ...more] = await Promise.all([
      monitoring.metricLines().catch(() => []),
      ...metricSources.map((source) => source().catch((): GzipPiece[] => [])),
    ]);
    const head = gzipPiece(Buffer.from(metrics.render() + (watchdog.length ? watchdog.join('\n') + '\n' : '')));
    const pieces = [head, ...more.flat()];
    void reply.type('text/plain; version=0.0.4; charset=utf-8').header('vary', 'Accept-Encoding');
    // Prometheus asks for gzip: the per-monitor pieces nothing changed are sent as compressed at an earlier scrape
    if (!acceptsCoding(request.headers['accept-encoding'], 'gzip')) return reply.send(bytesOfPieces(pieces));
    return reply.header('content-encoding', 'gzip').send(await gzipOfPieces(pieces));
  });
}
