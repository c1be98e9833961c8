import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alerts, domains } from '../../db/schema';
import { scope, type Workspace } from '../workspaces/workspace';

export interface AlertFilter {
  unreadOnly: boolean;
  unresolvedOnly: boolean;
  type?: (typeof alerts.$inferSelect)['type'];
  severity?: (typeof alerts.$inferSelect)['severity'];
  domainId?: string;
  limit: number;
}

export function createAlertsRepository(db: Database) {
  return {
    async list(ws: Workspace, f: AlertFilter) {
      const where: SQL[] = [scope(alerts, ws)];
      if (f.unreadOnly) where.push(eq(alerts.isRead, false));
      if (f.unresolvedOnly) where.push(eq(alerts.isResolved, false));
      if (f.type) where.push(eq(alerts.type, f.type));
      if (f.severity) where.push(eq(alerts.severity, f.severity));
      if (f.domainId) where.push(eq(alerts.domainId, f.domainId));
      return db
        .select({ alert: alerts, domainName: domains.name })
        .from(alerts)
        .innerJoin(domains, eq(domains.id, alerts.domainId))
        .where(and(...where))
        .orderBy(desc(alerts.createdAt))
        .limit(f.limit);
    },

    async update(ws: Workspace, id: string, patch: Partial<Pick<typeof alerts.$inferSelect, 'isRead' | 'isResolved' | 'resolvedAt'>>) {
      const [row] = await db.update(alerts).set(patch).where(and(scope(alerts, ws), eq(alerts.id, id))).returning();
      return row;
    },

    async findWithDomain(ws: Workspace, id: string) {
      const [row] = await db
        .select({ alert: alerts, domainName: domains.name })
        .from(alerts)
        .innerJoin(domains, eq(domains.id, alerts.domainId))
        .where(and(scope(alerts, ws), eq(alerts.id, id)))
        .limit(1);
      return row;
    },

    async find(ws: Workspace, id: string) {
      const [row] = await db.select().from(alerts).where(and(scope(alerts, ws), eq(alerts.id, id))).limit(1);
      return row;
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
