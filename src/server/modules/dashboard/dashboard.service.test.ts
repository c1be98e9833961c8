import { describe, expect, it } from 'vitest';
import type { Workspace } from '../workspaces/workspace';
import { createWorkspaceVersions } from '../workspaces/workspace-versions';
import type { DashboardRepository } from './dashboard.repository';
import { createDashboardService } from './dashboard.service';

const ws: Workspace = { kind: 'personal', userId: 'u1', teamId: null, role: 'owner', plan: 'pro' };
const counts = { active_domains: 1, total_domains: 1, ssl_expiring: 0, active_alerts: 0 };

/** A repository whose uptime answers change between calls, as the monitoring engine writes history. */
function repoAnswering(uptimes: { checks: number; successful: number }[]) {
  let calls = 0;
  const repo = {
    counts: () => Promise.resolve(counts),
    uptime: () => Promise.resolve(uptimes[Math.min(calls++, uptimes.length - 1)]!),
  } as unknown as DashboardRepository;
  return { repo, calls: () => calls };
}

describe('dashboard stats: System Health', () => {
  it('reads 100% before the first check, and the first failures as soon as they are stored', async () => {
    const { repo } = repoAnswering([
      { checks: 0, successful: 0 },
      { checks: 4, successful: 1 },
    ]);
    const versions = createWorkspaceVersions();
    const service = createDashboardService({ repo, versions });
    expect((await service.stats(ws)).systemUptime).toBe(100);
    await versions.changed(ws); // the next answer is worked out again (as after the 5 s answer cache)
    expect((await service.stats(ws)).systemUptime).toBe(25);
  });

  it('keeps a measured uptime for a minute: summing 30 days of rollups is the costly part', async () => {
    const { repo, calls } = repoAnswering([
      { checks: 4, successful: 3 },
      { checks: 8, successful: 8 },
    ]);
    const versions = createWorkspaceVersions();
    const service = createDashboardService({ repo, versions });
    expect((await service.stats(ws)).systemUptime).toBe(75);
    await versions.changed(ws);
    expect((await service.stats(ws)).systemUptime).toBe(75);
    expect(calls()).toBe(1);
  });
});
