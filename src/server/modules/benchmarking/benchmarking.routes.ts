import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  benchmarkOverviewQuerySchema,
  benchmarkOverviewSchema,
  benchmarkRunSchema,
  competitorListQuerySchema,
  competitorSchema,
  createCompetitorSchema,
  runBenchmarkSchema,
  updateCompetitorSchema,
} from '../../../shared/contracts/benchmarking';
import { userOrIpKey } from '../../http/rate-limit-key';
import type { RateLimit } from '../auth/auth.routes';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { BenchmarkingService } from './benchmarking.service';

const idParams = z.object({ id: z.string().max(64) });

/** A run probes up to six sites; this keeps one account from turning comparisons into a load test. */
export const DEFAULT_BENCHMARK_RUN_LIMIT: RateLimit = { max: 10, timeWindow: 60_000 };

export function registerBenchmarkingRoutes(
  app: FastifyInstance,
  {
    benchmarking,
    workspace,
    runLimit,
  }: { benchmarking: BenchmarkingService; workspace: WorkspaceResolver; runLimit: RateLimit },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['benchmarking'];

  r.get(
    '/api/competitors',
    {
      schema: {
        summary: 'List competitors to benchmark against',
        tags,
        querystring: competitorListQuerySchema,
        response: { 200: z.array(competitorSchema) },
      },
    },
    async (request) => benchmarking.list(await workspace(request), request.query.domainId),
  );

  r.post(
    '/api/competitors',
    {
      schema: { summary: 'Add a competitor', tags, body: createCompetitorSchema, response: { 201: competitorSchema } },
    },
    async (request, reply) => reply.status(201).send(await benchmarking.add(await workspace(request), request.body)),
  );

  r.patch(
    '/api/competitors/:id',
    {
      schema: {
        summary: 'Change a competitor',
        tags,
        params: idParams,
        body: updateCompetitorSchema,
        response: { 200: competitorSchema },
      },
    },
    async (request) => benchmarking.update(await workspace(request), request.params.id, request.body),
  );

  r.delete(
    '/api/competitors/:id',
    {
      schema: {
        summary: 'Remove a competitor',
        tags,
        params: idParams,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await benchmarking.remove(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/benchmarks',
    {
      schema: {
        tags,
        summary: "A domain's competitors, recent comparisons and the industry reference values",
        querystring: benchmarkOverviewQuerySchema,
        response: { 200: benchmarkOverviewSchema },
      },
    },
    async (request) => benchmarking.overview(await workspace(request), request.query.domainId),
  );

  r.post(
    '/api/benchmarks/run',
    {
      config: {
        rateLimit: {
          keyGenerator: userOrIpKey,
          max: runLimit.max,
          timeWindow: runLimit.timeWindow,
        },
      },
      schema: {
        tags,
        summary: 'Probe the domain and its active competitors now and store the comparison',
        body: runBenchmarkSchema,
        response: { 201: benchmarkRunSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await benchmarking.run(await workspace(request), request.body.domainId)),
  );
}
