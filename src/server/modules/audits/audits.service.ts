import type { Audit, AuditSection } from '../../../shared/contracts/audits';
import { conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { AuditJobs } from './audit-jobs';
import type { AuditRow, AuditsRepository } from './audits.repository';
import type { LighthouseRequests } from './lighthouse-requests';
import type { LighthouseTicket } from '../../jobs/lighthouse/lighthouse-scheduler';

/** Rounds of "is one running? else claim the place" before giving up (an audit that finished in between). */
const START_ATTEMPTS = 3;

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
     * Viewers may not (403), and a workspace's audits and analyses are limited (429; lighthouse-requests.ts). A
     * domain has one running audit at most: asking again while it runs, even at the same moment, answers that audit
     * and takes no place in the workspace's limits.
     */
    async start(ws: Workspace, domainId: string): Promise<{ auditId: string }> {
      requests.authorize(ws);
      const domain = isUuid(domainId) ? await repo.findActiveDomain(ws, domainId) : undefined;
      if (!domain) throw notFound('Domain not found.');
      for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
        const running = await repo.findRunning(ws, domain.id);
        if (running) return { auditId: running };
        let ticket: LighthouseTicket | undefined;
        let claimed: Awaited<ReturnType<typeof repo.claimRunning<LighthouseTicket>>>;
        try {
          claimed = await repo.claimRunning(ws, domain.id, async () => (ticket = await requests.admit(ws)));
        } catch (error) {
          // admitted, then the transaction failed: the place goes back
          ticket?.release();
          throw error;
        }
        if (!claimed) throw notFound('Domain not found.');
        if (claimed.created) {
          jobs.start(claimed.auditId, claimed.admitted);
          return { auditId: claimed.auditId };
        }
        if (claimed.auditId) return { auditId: claimed.auditId };
      }
      throw conflict('The audit of this domain changed while starting. Please try again.', 'AUDIT_BUSY');
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
