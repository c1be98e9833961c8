import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { MetricsRegistry } from '../../http/metrics';

export interface OpsRouteOptions {
  database: DatabaseHandle;
  metrics: MetricsRegistry;
  readiness: Record<string, () => Promise<void>>;
}

const READY_TIMEOUT_MS = 3000;

function withTimeout(check: () => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
    check().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

export function registerOpsRoutes(app: FastifyInstance, { database, metrics, readiness }: OpsRouteOptions): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const checks: Record<string, () => Promise<void>> = { database: () => database.ping(), ...readiness };
    const results: Record<string, string> = {};
    let ready = true;
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check);
          results[name] = 'ok';
        } catch (err) {
          ready = false;
          results[name] = err instanceof Error ? err.message : 'unreachable';
        }
      }),
    );
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks: results });
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; version=0.0.4; charset=utf-8').send(metrics.render()),
  );
}
