import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { closeEngineContext, type EngineOptions } from '../../engine';
import type { RateLimit } from '../auth/auth.routes';
import { createUrlPolicy } from '../notification-settings/url-policy';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createBenchmarkingRepository } from './benchmarking.repository';
import { DEFAULT_BENCHMARK_RUN_LIMIT, registerBenchmarkingRoutes } from './benchmarking.routes';
import { createBenchmarkingService } from './benchmarking.service';
import { seedIndustryBenchmarks } from './industry-benchmarks';
import { measureSite } from './measure-site';

/** Every probe of a run gets at most this long, so the run answers within the client's 30 s request timeout. */
export const BENCHMARK_PROBE_MS = 20_000;

export interface BenchmarkingModuleDeps {
  db: Database;
  workspace: WorkspaceResolver;
  engineOptions: EngineOptions;
  runLimit?: RateLimit;
}

/** Competitors, comparison runs and the industry reference values (seeded when the app starts). */
export function registerBenchmarkingModule(
  app: FastifyInstance,
  { db, workspace, engineOptions, runLimit }: BenchmarkingModuleDeps,
): void {
  // Built once: the engine keeps its resolver and connection pools per options object.
  const probeOptions: EngineOptions = {
    ...engineOptions,
    timeouts: { ...engineOptions.timeouts, probeMs: Math.min(engineOptions.timeouts.probeMs, BENCHMARK_PROBE_MS) },
  };
  const benchmarking = createBenchmarkingService({
    repo: createBenchmarkingRepository(db),
    measure: (host) => measureSite(host, probeOptions),
    urlPolicy: createUrlPolicy(engineOptions),
  });
  registerBenchmarkingRoutes(app, { benchmarking, workspace, runLimit: runLimit ?? DEFAULT_BENCHMARK_RUN_LIMIT });
  app.addHook('onReady', async () => seedIndustryBenchmarks(db));
  app.addHook('onClose', async () => closeEngineContext(probeOptions));
}
