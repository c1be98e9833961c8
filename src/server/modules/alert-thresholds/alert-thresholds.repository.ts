import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertThresholds, domains, monitors } from '../../db/schema';
import { ownership, scope, type Workspace } from '../workspaces/workspace';

export type ThresholdRow = typeof alertThresholds.$inferSelect;
export type ThresholdValues = Omit<
  typeof alertThresholds.$inferInsert,
  'id' | 'userId' | 'teamId' | 'lastTriggeredAt' | 'createdAt' | 'updatedAt'
>;
export interface ThresholdWithDomain {
  threshold: ThresholdRow;
  domainName: string | null;
  domainActive: boolean | null;
  monitorName: string | null;
}
/** A monitor a rule may be on: its domain, and what decides the metrics it may watch. */
export interface ThresholdMonitor {
  id: string;
  domainId: string;
  name: string;
  type: (typeof monitors.$inferSelect)['type'];
  settings: Record<string, unknown>;
  domainName: string;
}

/** alert_thresholds of one workspace, with the name of the domain (and monitor) each rule is on. */
export function createAlertThresholdsRepository(db: Database) {
  const withDomain = (where: SQL | undefined) =>
    db
      .select({
        threshold: alertThresholds,
        domainName: domains.name,
        domainActive: domains.isActive,
        monitorName: monitors.name,
      })
      .from(alertThresholds)
      .leftJoin(domains, eq(domains.id, alertThresholds.domainId))
      .leftJoin(monitors, eq(monitors.id, alertThresholds.monitorId))
      .where(where);

  return {
    /** Rules on every domain first, then by domain name (its own rules before its monitors') and metric. */
    async list(ws: Workspace): Promise<ThresholdWithDomain[]> {
      return withDomain(scope(alertThresholds, ws)).orderBy(
        sql`${alertThresholds.domainId} is not null`,
        asc(domains.name),
        sql`${monitors.name} nulls first`,
        asc(alertThresholds.metric),
        asc(alertThresholds.createdAt),
      );
    },

    async find(ws: Workspace, id: string): Promise<ThresholdWithDomain | undefined> {
      const [row] = await withDomain(and(scope(alertThresholds, ws), eq(alertThresholds.id, id))).limit(1);
      return row;
    },

    /** A domain of the workspace (deleted ones too: their rules wait for a restore). */
    async domain(ws: Workspace, id: string): Promise<{ id: string; name: string; isActive: boolean } | undefined> {
      const [row] = await db
        .select({ id: domains.id, name: domains.name, isActive: domains.isActive })
        .from(domains)
        .where(and(scope(domains, ws), eq(domains.id, id)))
        .limit(1);
      return row;
    },

    /** A monitor of one of the workspace's domains (through the domain: monitors carry no workspace of their own). */
    async monitor(ws: Workspace, id: string): Promise<ThresholdMonitor | undefined> {
      const [row] = await db
        .select({
          id: monitors.id,
          domainId: monitors.domainId,
          name: monitors.name,
          type: monitors.type,
          settings: monitors.settings,
          domainName: domains.name,
        })
        .from(monitors)
        .innerJoin(domains, eq(domains.id, monitors.domainId))
        .where(and(scope(domains, ws), eq(monitors.id, id)))
        .limit(1);
      return row;
    },

    /** Another rule of the workspace on the same target (a monitor, a domain's home page, every domain) and metric. */
    async duplicate(
      ws: Workspace,
      rule: { domainId: string | null; monitorId: string | null; metric: ThresholdRow['metric'] },
      exceptId?: string,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: alertThresholds.id })
        .from(alertThresholds)
        .where(
          and(
            scope(alertThresholds, ws),
            eq(alertThresholds.metric, rule.metric),
            rule.monitorId !== null
              ? eq(alertThresholds.monitorId, rule.monitorId)
              : and(
                  isNull(alertThresholds.monitorId),
                  rule.domainId === null
                    ? isNull(alertThresholds.domainId)
                    : eq(alertThresholds.domainId, rule.domainId),
                ),
            exceptId ? ne(alertThresholds.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(ws: Workspace, values: ThresholdValues): Promise<ThresholdRow> {
      const [row] = await db
        .insert(alertThresholds)
        .values({ ...ownership(ws), ...values })
        .returning();
      return row!;
    },

    async update(ws: Workspace, id: string, values: Partial<ThresholdValues>): Promise<ThresholdRow | undefined> {
      const [row] = await db
        .update(alertThresholds)
        .set({ ...values, updatedAt: new Date() })
        .where(and(scope(alertThresholds, ws), eq(alertThresholds.id, id)))
        .returning();
      return row;
    },

    async remove(ws: Workspace, id: string): Promise<ThresholdRow | undefined> {
      const [row] = await db
        .delete(alertThresholds)
        .where(and(scope(alertThresholds, ws), eq(alertThresholds.id, id)))
        .returning();
      return row;
    },
  };
}

export type AlertThresholdsRepository = ReturnType<typeof createAlertThresholdsRepository>;
