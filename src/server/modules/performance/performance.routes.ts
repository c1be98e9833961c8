import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  domainPerformanceSchema,
  performanceAggregateQuerySchema,
  performanceAggregateSchema,
  performanceAnalysisSchema,
} from '../../../shared/contracts/performance';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { PerformanceService } from './performance.service';

const idParams = z.object({ id: z.string().max(64) });

export function registerPerformanceRoutes(
  app: FastifyInstance,
  { performance, workspace }: { performance: PerformanceService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['performance'];

  r.get(
    '/api/performance/aggregate',
    {
      schema: {
        tags,
        summary: "Core Web Vitals and score of the workspace's domains over a range",
        querystring: performanceAggregateQuerySchema,
        response: { 200: performanceAggregateSchema },
      },
    },
    async (request) => performance.aggregate(await workspace(request), request.query.range),
  );

  r.get(
    '/api/domains/:id/performance',
    {
      schema: {
        tags,
        summary: "A domain's latest Lighthouse results, budgets and recent history",
        params: idParams,
        response: { 200: domainPerformanceSchema },
      },
    },
    async (request) => performance.domain(await workspace(request), request.params.id),
  );

  r.post(
    '/api/domains/:id/performance/analyze',
    {
      // Limited per workspace with full audits (modules/audits/lighthouse-requests.ts), not per address.
      schema: {
        tags,
        summary: 'Queue a Lighthouse run of a domain (poll its analysis until completed or failed)',
        params: idParams,
        response: { 202: performanceAnalysisSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await performance.analyze(await workspace(request), request.params.id)),
  );

  r.get(
    '/api/domains/:id/performance/analysis',
    {
      schema: {
        tags,
        summary: "The state of the domain's latest 'Analyze Performance' run",
        params: idParams,
        response: { 200: performanceAnalysisSchema },
      },
    },
    async (request) => performance.analysis(await workspace(request), request.params.id),
  );
}
