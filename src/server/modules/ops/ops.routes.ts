import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
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
   * More of /metrics, each in the text format, as text or its UTF-8 bytes (the per-monitor series of METRICS_MONITORS);
   * a failing one is left out.
   */
  metricSources?: Array<() => Promise<string | Buffer>>;
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

  app.get('/metrics', { schema: { hide: true }, preHandler: metricsAccess(metricsToken) }, async (_request, reply) => {
    const [watchdog, ...more] = await Promise.all([
      monitoring.metricLines().catch(() => []),
      ...metricSources.map((source) => source().catch(() => '')),
    ]);
    const head = metrics.render() + (watchdog.length ? watchdog.join('\n') + '\n' : '');
    // bytes, not one string: the per-monitor part's bytes are kept between scrapes, and a string of ~20 MB would be
    // copied and encoded again on every scrape
    const body = Buffer.concat([head, ...more].map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(body);
  });
}
