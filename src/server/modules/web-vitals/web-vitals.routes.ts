import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webVitalsReportSchema } from '../../../shared/contracts/web-vitals';
import { webVitalsSummaryQuerySchema, webVitalsSummarySchema } from '../../../shared/contracts/web-vitals-summary';
import type { Database } from '../../db/client';
import { requireAdmin } from '../../http/session';
import { OPTIONAL_SESSION } from '../../http/route-security';
import { createWebVitalsRepository } from './web-vitals.repository';
import { summarizeWebVitals } from './web-vitals-summary';

const DAY_MS = 86_400_000;
/** Enough for a clear p75 per page; the newest reports are the ones that matter. */
export const MAX_REPORTS_READ = 5_000;

/** Field data from Sitewarden's own pages (signed in or not), shown to admins at /admin/performance. */
export function registerWebVitalsRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const repo = createWebVitalsRepository(db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/metrics/web-vitals',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        summary: "Report a page's web vitals (sent by the page itself)",
        tags: ['metrics'],
        security: OPTIONAL_SESSION,
        body: webVitalsReportSchema,
        response: { 204: z.null().describe('Stored') },
      },
    },
    async (request, reply) => {
      const ua = request.headers['user-agent'];
      await repo.insert(request.body, request.user?.id ?? null, typeof ua === 'string' ? ua.slice(0, 500) : null);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/web-vitals',
    {
      schema: {
        tags: ['admin'],
        summary: "The app's own Web Vitals per page and metric (operators only)",
        querystring: webVitalsSummaryQuerySchema,
        response: { 200: webVitalsSummarySchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { days } = request.query;
      const from = new Date(Date.now() - days * DAY_MS);
      const { rows, truncated } = await repo.recent(from, MAX_REPORTS_READ);
      return summarizeWebVitals(rows, { days, from, truncated });
    },
  );
}
