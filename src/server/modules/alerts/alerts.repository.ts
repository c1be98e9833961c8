import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alerts, domains, maintenanceWindows, monitors, users } from '../../db/schema';
import { scope, type Workspace } from '../workspaces/workspace';

export interface AlertFilter {
  unreadOnly: boolean;
  unresolvedOnly: boolean;
  type?: (typeof alerts.$inferSelect)['type'];
  severity?: (typeof alerts.$inferSelect)['severity'];
  domainId?: string;
  /** true: acknowledged only; false: not acknowledged only. */
  acknowledged?: boolean;
  limit: number;
  /** Keyset paging (the partner API): only alerts after this one in the list's order (newest first). */
  after?: { at: Date; id: string };
}

/** Creation time to the millisecond, as answers and cursors carry it: the keyset compares what the cursor holds. */
const createdMs = sql`date_trunc('milliseconds', ${alerts.createdAt})`;

export function createAlertsRepository(db: Database) {
  /** An alert with its domain's name, its monitor's name (null: the home page's) and the account that acknowledged it. */
  const withDomainAndAcknowledger = () =>
    db
      .select({
        alert: alerts,
        domainName: domains.name,
        monitorName: monitors.name,
        acknowledger: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        maintenanceTitle: maintenanceWindows.title,
      })
      .from(alerts)
      .innerJoin(domains, eq(domains.id, alerts.domainId))
      .leftJoin(monitors, eq(monitors.id, alerts.monitorId))
      .leftJoin(users, eq(users.id, alerts.acknowledgedBy))
      // the window an alert is held for (decision 073): its title for the label
      .leftJoin(maintenanceWindows, sql`${maintenanceWindows.id}::text = ${alerts.metadata}->>'heldForMaintenance'`);

  return {
    async list(ws: Workspace, f: AlertFilter) {
      const where: SQL[] = [scope(alerts, ws)];
      if (f.unreadOnly) where.push(eq(alerts.isRead, false));
      if (f.unresolvedOnly) where.push(eq(alerts.isResolved, false));
      if (f.type) where.push(eq(alerts.type, f.type));
      if (f.severity) where.push(eq(alerts.severity, f.severity));
      if (f.domainId) where.push(eq(alerts.domainId, f.domainId));
      if (f.acknowledged !== undefined)
        where.push(f.acknowledged ? isNotNull(alerts.acknowledgedAt) : isNull(alerts.acknowledgedAt));
      if (f.after)
        where.push(sql`(${createdMs}, ${alerts.id}) < (${f.after.at.toISOString()}::timestamptz, ${f.after.id}::uuid)`);
      return withDomainAndAcknowledger()
        .where(and(...where))
        .orderBy(desc(createdMs), desc(alerts.id))
        .limit(f.limit);
    },

    async update(
      ws: Workspace,
      id: string,
      patch: Partial<
        Pick<typeof alerts.$inferSelect, 'isRead' | 'isResolved' | 'resolvedAt' | 'acknowledgedAt' | 'acknowledgedBy'>
      >,
    ) {
      const [row] = await db
        .update(alerts)
        .set(patch)
        .where(and(scope(alerts, ws), eq(alerts.id, id)))
        .returning();
      return row;
    },

    async findWithDomain(ws: Workspace, id: string) {
      const [row] = await withDomainAndAcknowledger()
        .where(and(scope(alerts, ws), eq(alerts.id, id)))
        .limit(1);
      return row;
    },

    async find(ws: Workspace, id: string) {
      const [row] = await db
        .select()
        .from(alerts)
        .where(and(scope(alerts, ws), eq(alerts.id, id)))
        .limit(1);
      return row;
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
