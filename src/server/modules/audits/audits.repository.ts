import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domains, fullAuditResults } from '../../db/schema';
import type { LighthouseResult, ScanResult } from '../../engine';
import { scope, type Workspace } from '../workspaces/workspace';
import type { AuditReport } from './audit-report';
import { storeLighthouseRun } from '../../jobs/lighthouse/lighthouse-store';

export type AuditRow = typeof fullAuditResults.$inferSelect & { domainName: string };

/** What the client reads and starts: every query is scoped to the caller's workspace. */
export function createAuditsRepository(db: Database) {
  return {
    async findActiveDomain(ws: Workspace, domainId: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: domains.id, name: domains.name })
        .from(domains)
        .where(and(scope(domains, ws), eq(domains.id, domainId), eq(domains.isActive, true)))
        .limit(1);
      return row;
    },

    /** The domain's audit still running, if any: starting another would only run the same checks twice. */
    async findRunning(ws: Workspace, domainId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: fullAuditResults.id })
        .from(fullAuditResults)
        .innerJoin(domains, eq(domains.id, fullAuditResults.domainId))
        .where(and(scope(domains, ws), eq(fullAuditResults.domainId, domainId), eq(fullAuditResults.status, 'running')))
        .orderBy(desc(fullAuditResults.startedAt))
        .limit(1);
      return row?.id;
    },

    /**
     * Claims the domain's one running audit (the unique index full_audit_results_one_running_idx): a new row, with
     * `admit` run inside its transaction once the row is in (an `admit` that throws rolls the row back), or, when
     * another request's audit holds the place (its insert blocks ours until it commits or rolls back), that audit.
     * Undefined when the domain is not an active domain of the workspace.
     */
    async claimRunning<T>(
      ws: Workspace,
      domainId: string,
      admit: () => Promise<T>,
    ): Promise<{ created: true; auditId: string; admitted: T } | { created: false; auditId?: string } | undefined> {
      return db.transaction(async (tx) => {
        const [domain] = await tx
          .select({ id: domains.id })
          .from(domains)
          .where(and(scope(domains, ws), eq(domains.id, domainId), eq(domains.isActive, true)))
          .limit(1);
        if (!domain) return undefined;
        const [row] = await tx
          .insert(fullAuditResults)
          .values({ domainId: domain.id, status: 'running' })
          .onConflictDoNothing()
          .returning({ id: fullAuditResults.id });
        if (row) return { created: true as const, auditId: row.id, admitted: await admit() };
        const [running] = await tx
          .select({ id: fullAuditResults.id })
          .from(fullAuditResults)
          .where(and(eq(fullAuditResults.domainId, domain.id), eq(fullAuditResults.status, 'running')))
          .limit(1);
        // none when it finished between our insert and this read: the caller asks again
        return { created: false as const, auditId: running?.id };
      });
    },

    async find(ws: Workspace, auditId: string): Promise<AuditRow | undefined> {
      const [row] = await db
        .select({ audit: fullAuditResults, domainName: domains.name })
        .from(fullAuditResults)
        .innerJoin(domains, eq(domains.id, fullAuditResults.domainId))
        .where(and(scope(domains, ws), eq(fullAuditResults.id, auditId)))
        .limit(1);
      return row ? { ...row.audit, domainName: row.domainName } : undefined;
    },
  };
}

export type AuditsRepository = ReturnType<typeof createAuditsRepository>;

/**
 * What the audit job reads and writes. The job is handed an audit id the server created for a workspace
 * (never one from a request), so these queries go by that id; the workspace check happened when it started.
 */
export function createAuditRunRepository(db: Database) {
  return {
    async load(auditId: string): Promise<{ domainId: string; domainName: string; status: string } | undefined> {
      const [row] = await db
        .select({ domainId: fullAuditResults.domainId, domainName: domains.name, status: fullAuditResults.status })
        .from(fullAuditResults)
        .innerJoin(domains, eq(domains.id, fullAuditResults.domainId))
        .where(eq(fullAuditResults.id, auditId))
        .limit(1);
      return row;
    },

    /**
     * Marks the audit completed with its report and stores the Lighthouse run (scan, network timings, requests,
     * third parties, and the dashboard's performance_metrics row), all or nothing. Answers false, storing
     * nothing, when the audit is no longer running (failed by a restart sweep, or deleted with its domain).
     */
    async complete(
      auditId: string,
      domainId: string,
      report: AuditReport,
      scan: ScanResult,
      lighthouse: LighthouseResult | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(fullAuditResults)
          .set({ ...report, status: 'completed', completedAt: new Date(), error: null })
          .where(and(eq(fullAuditResults.id, auditId), eq(fullAuditResults.status, 'running')))
          .returning({ id: fullAuditResults.id });
        if (!updated) return false;
        await storeLighthouseRun(tx, domainId, lighthouse, scan.performance?.metrics);
        return true;
      });
    },

    async fail(auditId: string, error: string): Promise<void> {
      await db
        .update(fullAuditResults)
        .set({ status: 'failed', error, completedAt: new Date() })
        .where(and(eq(fullAuditResults.id, auditId), eq(fullAuditResults.status, 'running')));
    },

    /**
     * Fails every audit still running that started before `before`. Jobs run inside the web process, so at
     * start no earlier audit can still have a job; across all workspaces, as a maintenance step.
     */
    async failInterrupted(before: Date, error: string): Promise<number> {
      const rows = await db
        .update(fullAuditResults)
        .set({ status: 'failed', error, completedAt: new Date() })
        .where(and(eq(fullAuditResults.status, 'running'), lt(fullAuditResults.startedAt, before)))
        .returning({ id: fullAuditResults.id });
      return rows.length;
    },
  };
}

export type AuditRunRepository = ReturnType<typeof createAuditRunRepository>;
