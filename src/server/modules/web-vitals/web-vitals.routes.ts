import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webVitalsReportSchema } from '../../../shared/contracts/web-vitals';
import type { Database } from '../../db/client';
import { createWebVitalsRepository } from './web-vitals.repository';

/** Field data from Sitewarden's own pages (signed in or not), shown to admins at /admin/performance. */
export function registerWebVitalsRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const repo = createWebVitalsRepository(db);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/metrics/web-vitals',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['metrics'], body: webVitalsReportSchema },
    },
    async (request, reply) => {
      const ua = request.headers['user-agent'];
      await repo.insert(request.body, request.user?.id ?? null, typeof ua === 'string' ? ua.slice(0, 500) : null);
      return reply.status(204).send();
    },
  );
}
