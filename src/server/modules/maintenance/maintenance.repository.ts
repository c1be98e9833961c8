import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { MaintenanceSchedule } from '../../../shared/helpers/maintenance-occurrences';
import type { Database } from '../../db/client';
import { alerts, domains, maintenanceTargets, maintenanceWindows, monitors, statusPageDomains } from '../../db/schema';
import { ownership, scope, type Workspace } from '../workspaces/workspace';

export type MaintenanceWindowRow = typeof maintenanceWindows.$inferSelect;
export type WindowFields = Pick<
  MaintenanceWindowRow,
  'title' | 'description' | 'startsAt' | 'endsAt' | 'recurrence' | 'timezone' | 'recursUntil'
>;

export interface TargetRef {
  domainId: string;
  monitorId: string | null;
}

export interface NamedTarget extends TargetRef {
  domainName: string;
  monitorName: string | null;
}

/** A window with what it covers, as the hold and the SLA figures read it. */
export interface CoveringWindow extends MaintenanceSchedule {
  id: string;
  targets: TargetRef[];
}

const scheduleColumns = {
  id: maintenanceWindows.id,
  startsAt: maintenanceWindows.startsAt,
  endsAt: maintenanceWindows.endsAt,
  recurrence: maintenanceWindows.recurrence,
  timezone: maintenanceWindows.timezone,
  recursUntil: maintenanceWindows.recursUntil,
};

/** Rows of (window, target) folded into windows with their targets, in the rows' order. */
function fold(rows: (Omit<CoveringWindow, 'targets'> & TargetRef)[]): CoveringWindow[] {
  const byId = new Map<string, CoveringWindow>();
  for (const { domainId, monitorId, ...window } of rows) {
    let found = byId.get(window.id);
    if (!found) byId.set(window.id, (found = { ...window, targets: [] }));
    found.targets.push({ domainId, monitorId });
  }
  return [...byId.values()];
}

/** Maintenance windows (issue 17, decision 054): the workspace's windows and their targets. */
export function createMaintenanceRepository(db: Database) {
  async function targetsOf(windowIds: string[]): Promise<Map<string, NamedTarget[]>> {
    const result = new Map<string, NamedTarget[]>();
    if (!windowIds.length) return result;
    const rows = await db
      .select({
        windowId: maintenanceTargets.windowId,
        domainId: maintenanceTargets.domainId,
        monitorId: maintenanceTargets.monitorId,
        domainName: domains.name,
        monitorName: monitors.name,
      })
      .from(maintenanceTargets)
      .innerJoin(domains, eq(domains.id, maintenanceTargets.domainId))
      .leftJoin(monitors, eq(monitors.id, maintenanceTargets.monitorId))
      .where(inArray(maintenanceTargets.windowId, windowIds))
      .orderBy(domains.name, monitors.name);
    for (const { windowId, ...target } of rows) {
      const list = result.get(windowId) ?? [];
      list.push(target);
      result.set(windowId, list);
    }
    return result;
  }

  async function replaceTargets(tx: Pick<Database, 'insert'>, windowId: string, targets: TargetRef[]): Promise<void> {
    await tx
      .insert(maintenanceTargets)
      .values(targets.map((t) => ({ windowId, domainId: t.domainId, monitorId: t.monitorId })));
  }

  return {
    /** The workspace's windows, newest first, each with its targets named. */
    async list(ws: Workspace): Promise<{ window: MaintenanceWindowRow; targets: NamedTarget[] }[]> {
      const windows = await db
        .select()
        .from(maintenanceWindows)
        .where(scope(maintenanceWindows, ws))
        .orderBy(desc(maintenanceWindows.createdAt), desc(maintenanceWindows.id));
      const targets = await targetsOf(windows.map((w) => w.id));
      return windows.map((window) => ({ window, targets: targets.get(window.id) ?? [] }));
    },

    async find(
      ws: Workspace,
      id: string,
    ): Promise<{ window: MaintenanceWindowRow; targets: NamedTarget[] } | undefined> {
      const [window] = await db
        .select()
        .from(maintenanceWindows)
        .where(and(scope(maintenanceWindows, ws), eq(maintenanceWindows.id, id)))
        .limit(1);
      if (!window) return undefined;
      return { window, targets: (await targetsOf([id])).get(id) ?? [] };
    },

    /** Which of these domains are the workspace's, and which monitors are on which of them. */
    async ownedTargets(ws: Workspace, domainIds: string[], monitorIds: string[]) {
      const ownedDomains = domainIds.length
        ? await db
            .select({ id: domains.id })
            .from(domains)
            .where(and(scope(domains, ws), inArray(domains.id, domainIds)))
        : [];
      const ownedMonitors = monitorIds.length
        ? await db
            .select({ id: monitors.id, domainId: monitors.domainId })
            .from(monitors)
            .innerJoin(domains, eq(domains.id, monitors.domainId))
            .where(and(scope(domains, ws), inArray(monitors.id, monitorIds)))
        : [];
      return {
        domains: new Set(ownedDomains.map((d) => d.id)),
        monitorDomain: new Map(ownedMonitors.map((m) => [m.id, m.domainId])),
      };
    },

    async create(ws: Workspace, fields: WindowFields, targets: TargetRef[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(maintenanceWindows)
          .values({ ...ownership(ws), ...fields })
          .returning({ id: maintenanceWindows.id });
        await replaceTargets(tx, row!.id, targets);
        return row!.id;
      });
    },

    /** Changes the fields given; replaces the targets when given. */
    async update(
      ws: Workspace,
      id: string,
      fields: Partial<WindowFields>,
      targets: TargetRef[] | undefined,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(maintenanceWindows)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(scope(maintenanceWindows, ws), eq(maintenanceWindows.id, id)));
        if (targets) {
          await tx.delete(maintenanceTargets).where(eq(maintenanceTargets.windowId, id));
          await replaceTargets(tx, id, targets);
        }
      });
    },

    async remove(ws: Workspace, id: string): Promise<void> {
      await db.delete(maintenanceWindows).where(and(scope(maintenanceWindows, ws), eq(maintenanceWindows.id, id)));
    },

    /** The status pages with a component one of these targets covers (a domain target covers its monitors too). */
    async pagesShowing(targets: TargetRef[]): Promise<string[]> {
      const domainWide = [...new Set(targets.filter((t) => !t.monitorId).map((t) => t.domainId))];
      const monitorIds = [...new Set(targets.flatMap((t) => (t.monitorId ? [t.monitorId] : [])))];
      const conditions = [
        ...(domainWide.length ? [inArray(statusPageDomains.domainId, domainWide)] : []),
        ...(monitorIds.length ? [inArray(statusPageDomains.monitorId, monitorIds)] : []),
      ];
      if (!conditions.length) return [];
      const rows = await db
        .selectDistinct({ pageId: statusPageDomains.statusPageId })
        .from(statusPageDomains)
        .where(or(...conditions));
      return rows.map((r) => r.pageId);
    },

    /** Every window of a workspace (named by its owner columns, as an alert carries them) with its targets. */
    async windowsOfOwner(owner: { userId: string; teamId: string | null }): Promise<CoveringWindow[]> {
      const rows = await db
        .select({ ...scheduleColumns, domainId: maintenanceTargets.domainId, monitorId: maintenanceTargets.monitorId })
        .from(maintenanceWindows)
        .innerJoin(maintenanceTargets, eq(maintenanceTargets.windowId, maintenanceWindows.id))
        .where(
          owner.teamId
            ? eq(maintenanceWindows.teamId, owner.teamId)
            : and(eq(maintenanceWindows.userId, owner.userId), isNull(maintenanceWindows.teamId)),
        );
      return fold(rows);
    },

    /** The windows covering these domains' home pages (domain-wide targets), by domain; callers scope the ids. */
    async domainWindows(domainIds: string[]): Promise<Map<string, MaintenanceSchedule[]>> {
      const result = new Map<string, MaintenanceSchedule[]>();
      if (!domainIds.length) return result;
      const rows = await db
        .select({ ...scheduleColumns, domainId: maintenanceTargets.domainId })
        .from(maintenanceTargets)
        .innerJoin(maintenanceWindows, eq(maintenanceWindows.id, maintenanceTargets.windowId))
        .where(and(inArray(maintenanceTargets.domainId, domainIds), isNull(maintenanceTargets.monitorId)));
      for (const { domainId, ...schedule } of rows) {
        const list = result.get(domainId) ?? [];
        list.push(schedule);
        result.set(domainId, list);
      }
      return result;
    },

    /**
     * Notes on the alert that its notices are held for this window until the occurrence's end (the alert itself
     * stays, so the app shows it, labelled, and does not count it as needing attention meanwhile; decision 073).
     */
    async markHeld(alertId: string, windowId: string, until: Date): Promise<void> {
      const note = JSON.stringify({ heldForMaintenance: windowId, maintenanceUntil: until.toISOString() });
      await db
        .update(alerts)
        .set({ metadata: sql`${alerts.metadata} || ${note}::jsonb` })
        .where(eq(alerts.id, alertId));
    },

    async heldAlert(alertId: string) {
      const [row] = await db.select().from(alerts).where(eq(alerts.id, alertId)).limit(1);
      return row;
    },

    /** The window is over and the alert still open: the hold leaves it (it counts and is notified as any other). */
    async endHold(alertId: string) {
      const [row] = await db
        .update(alerts)
        .set({ metadata: sql`${alerts.metadata} - 'heldForMaintenance' - 'maintenanceUntil'` })
        .where(and(eq(alerts.id, alertId), eq(alerts.isResolved, false)))
        .returning();
      return row;
    },
  };
}

export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
