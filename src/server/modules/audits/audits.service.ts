import type { Audit, AuditSection } from '../../../shared/contracts/audits';
import { notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { AuditJobs } from './audit-jobs';
import type { AuditRow, AuditsRepository } from './audits.repository';
import type { LighthouseRequests } from './lighthouse-requests';

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

export function createAuditsService({
  repo,
  jobs,
  requests,
}: {
  repo: AuditsRepository;
  jobs: AuditJobs;
  requests: LighthouseRequests;
}) {
  return {
    /**
     * Starts a full audit of one of the workspace's active domains and answers its id at once; the client polls.
     * Viewers may not (403), and a workspace's audits and analyses are limited (429; lighthouse-requests.ts). Asking
     * again while the domain's audit runs answers that audit.
     */
    async start(ws: Workspace, domainId: string): Promise<{ auditId: string }> {
      requests.authorize(ws);
      const domain = isUuid(domainId) ? await repo.findActiveDomain(ws, domainId) : undefined;
      if (!domain) throw notFound('Domain not found.');
      const running = await repo.findRunning(ws, domain.id);
      if (running) return { auditId: running };
      const lighthouse = requests.admit(ws);
      const auditId = await repo.create(ws, domain.id).catch((error: unknown) => {
        lighthouse.release();
        throw error;
      });
      if (!auditId) {
        lighthouse.release();
        throw notFound('Domain not found.');
      }
      jobs.start(auditId, lighthouse);
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
