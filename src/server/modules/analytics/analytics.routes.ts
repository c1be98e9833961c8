import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViewReportSchema } from '../../../shared/contracts/analytics';
import type { Database } from '../../db/client';
import { OPTIONAL_SESSION } from '../../http/route-security';
import { createAnalyticsRepository } from './analytics.repository';
import { sanitizeReferrer } from './referrer';

/** Generous for a person clicking around, tight enough that one address cannot flood the table. */
export const PAGE_VIEW_LIMIT = { max: 120, timeWindow: 60_000 };

/**
 * SPEC §2.3 page views, first-party: the browser reports every route change here (src/web/lib/analytics.ts) and the
 * view is stored in page_views with the signed-in user, if any, and the visit's random id. No third party is told.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const repo = createAnalyticsRepository(db);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/analytics/pageview',
    {
      config: { rateLimit: PAGE_VIEW_LIMIT },
      schema: {
        summary: 'Record a page view (sent by the page itself)',
        tags: ['analytics'],
        security: OPTIONAL_SESSION,
        body: pageViewReportSchema,
        response: { 204: z.null().describe('Recorded') },
      },
    },
    async (request, reply) => {
      await repo.insertPageView({
        path: request.body.path,
        referrer: sanitizeReferrer(request.body.referrer),
        userId: request.user?.id ?? null,
        sessionId: request.body.visitId ?? null,
      });
      return reply.status(204).send(null);
    },
  );
}
