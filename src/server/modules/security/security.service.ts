import type { SecurityRescan, SecuritySummary } from '../../../shared/contracts/security';
import { AppError, badRequest, notFound } from '../../http/errors';
import { authorize, type Workspace } from '../workspaces/workspace';
import { RESCAN_FAMILIES, type CheckQueue } from './check-queue';
import type { SecurityRepository } from './security.repository';
import { summarizeSecurity } from './security-summary';

export const NO_DOMAINS_TO_SCAN = 'Please add a domain before running a security scan.';

export function createSecurityService({ repo, checks }: { repo: SecurityRepository; checks: CheckQueue | null }) {
  return {
    async summary(ws: Workspace, now = new Date()): Promise<SecuritySummary> {
      authorize(ws, 'workspace:read');
      return summarizeSecurity(await repo.facts(ws), now);
    },

    /**
     * Runs the security, TLS and DNS checks of every active domain again (or of `domainId` only, from a domain's
     * page), through the monitoring engine.
     */
    async rescan(ws: Workspace, domainId?: string, now = new Date()): Promise<SecurityRescan> {
      authorize(ws, 'monitoring:write');
      if (!checks)
        throw new AppError(
          503,
          'MONITORING_UNAVAILABLE',
          'Rescans need the monitoring engine, which is not running. Please try again later.',
        );
      const active = await repo.activeDomainIds(ws);
      const ids = domainId === undefined ? active : active.filter((id) => id === domainId);
      if (domainId !== undefined && ids.length === 0) throw notFound('Domain not found.');
      if (ids.length === 0) throw badRequest(NO_DOMAINS_TO_SCAN, undefined, 'NO_DOMAINS');
      for (const id of ids) for (const family of RESCAN_FAMILIES) await checks.enqueue(id, family);
      return { domains: ids.length, queued: ids.length * RESCAN_FAMILIES.length, requestedAt: now.toISOString() };
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
