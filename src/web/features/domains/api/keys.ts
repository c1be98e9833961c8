/**
 * Query keys of the domains feature, named by their paths (SPEC §7). The active list shares ['/api/domains'] with the
 * other readers of GET /api/domains, so invalidating that prefix refreshes every list and every domain at once.
 */
export const domainKeys = {
  all: ['/api/domains'] as const,
  list: (includeInactive: boolean) =>
    includeInactive ? (['/api/domains', { includeInactive: true }] as const) : (['/api/domains'] as const),
  detail: (id: string) => ['/api/domains', id] as const,
};

/** SPEC §7: domain changes invalidate the dashboard stats. */
export const dashboardStatsKey = ['/api/dashboard/stats'] as const;
