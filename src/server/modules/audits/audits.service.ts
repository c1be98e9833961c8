import type { Audit, AuditSection } from '../../../shared/contracts/audits';
import { notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { AuditJobs } from './audit-jobs';
import type { AuditRow, AuditsRepository } from './audits.repository';

const section = (value: AuditRow['dnsResults']): AuditSection | null => value ?? null;

export function toClientAudit(row: AuditRow): Audit {
  return {
    id: row.id,
    domainId: row.domainId,
    domainName: row.domainName,
    status: row.status,
    overallScore: row.overallScore === null ? null : Math.round(row.overallScore),
    error: row.error,
    dnsResults: section(row.dnsResults),
    sslResults: section(row.sslResults),
    securityResults: section(row.securityResults),
    whoisResults: section(row.whoisResults),
    performanceResults: section(row.performanceResults),
    vulnerabilityResults: section(row.vulnerabilityResults),
    recommendations: row.recommendations,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

export function createAuditsService({ repo, jobs }: { repo: AuditsRepository; jobs: AuditJobs }) {
  return {
    /**
     * Starts a full audit of one of the workspace's active domains and answers its id at once; the client polls.
     * Any member may start one, viewers included: an audit only reads the public site and records its own
     * result, much like opening a report, and Lighthouse runs one at a time whoever asks.
     */
    async start(ws: Workspace, domainId: string): Promise<{ auditId: string }> {
      authorize(ws, 'workspace:read');
      const domain = isUuid(domainId) ? await repo.findActiveDomain(ws, domainId) : undefined;
      if (!domain) throw notFound('Domain not found.');
      const running = await repo.findRunning(ws, domain.id);
      if (running) return { auditId: running };
      const auditId = await repo.create(ws, domain.id);
      if (!auditId) throw notFound('Domain not found.');
      jobs.start(auditId);
      return { auditId };
    },

    async get(ws: Workspace, auditId: string): Promise<Audit> {
      authorize(ws, 'workspace:read');
      const row = isUuid(auditId) ? await repo.find(ws, auditId) : undefined;
      if (!row) throw notFound('Audit not found.');
      return toClientAudit(row);
    },
  };
}

export type AuditsService = ReturnType<typeof createAuditsService>;
