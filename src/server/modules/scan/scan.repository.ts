import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainChecks, domains, type CheckType } from '../../db/schema';
import type { CheckStatus } from '../../engine';
import { scope, type Workspace } from '../workspaces/workspace';

export interface ScanCheckRow {
  checkType: CheckType;
  status: CheckStatus;
  responseTime: number | null;
  details: Record<string, unknown>;
}

export function createScanRepository(db: Database) {
  return {
    /**
     * Stores a scan's checks as history of the workspace's active domain of that name. Answers false when the
     * workspace has no such active domain. A result already stored (the same domain and checkedAt, e.g. a
     * cached scan run again) is not stored twice.
     */
    async recordChecks(ws: Workspace, domainName: string, checkedAt: Date, rows: ScanCheckRow[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [domain] = await tx
          .select({ id: domains.id })
          .from(domains)
          .where(and(scope(domains, ws), eq(domains.name, domainName), eq(domains.isActive, true)))
          .limit(1);
        if (!domain) return false;
        const [existing] = await tx
          .select({ id: domainChecks.id })
          .from(domainChecks)
          .where(and(eq(domainChecks.domainId, domain.id), eq(domainChecks.checkedAt, checkedAt)))
          .limit(1);
        if (existing || rows.length === 0) return true;
        await tx.insert(domainChecks).values(rows.map((row) => ({ ...row, domainId: domain.id, checkedAt })));
        return true;
      });
    },
  };
}

export type ScanRepository = ReturnType<typeof createScanRepository>;
