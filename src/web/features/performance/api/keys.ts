import type { PerformanceRange } from '../../../../shared/contracts/performance';

/**
 * Query keys of the performance feature, named by their paths. Per-domain keys sit under ['/api/domains', id] so
 * that invalidating a domain (or the domain list) refreshes them too.
 */
export const performanceKeys = {
  aggregate: (range: PerformanceRange) => ['/api/performance/aggregate', { range }] as const,
  aggregates: ['/api/performance/aggregate'] as const,
  domain: (id: string) => ['/api/domains', id, 'performance'] as const,
  analysis: (id: string) => ['/api/domains', id, 'performance', 'analysis'] as const,
  /** The domain list (SPEC §7: the aggregate is asked for only when a domain exists). */
  domains: ['/api/domains'] as const,
};
