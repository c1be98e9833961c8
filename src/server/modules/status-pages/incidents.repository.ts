import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { IncidentImpact, IncidentStatus } from '../../../shared/constants/status-pages';
import { queryRows, type Database } from '../../db/client';
import { statusIncidents, statusIncidentUpdates, statusPages, users } from '../../db/schema';
import { scope, type Workspace } from '../workspaces/workspace';

export type IncidentRow = typeof statusIncidents.$inferSelect;
export type IncidentUpdateRow = typeof statusIncidentUpdates.$inferSelect;

/** An update with its author's names (null: the monitoring engine, or a deleted account). */
export interface UpdateWithAuthor extends IncidentUpdateRow {
  author: { email: string; firstName: string | null; lastName: string | null } | null;
}

export type IncidentState = 'active' | 'resolved' | 'all';

export interface NewIncident {
  statusPageId: string;
  title: string;
  status: IncidentStatus;
  impact: IncidentImpact;
  affectedComponents: string[];
  autoKey?: string | null;
  message: string;
  createdBy: string | null;
  at?: Date;
}

/** A page that opens incidents automatically for a cause, with the component showing it. */
export interface AutoTarget {
  page_id: string;
  component_id: string;
  display_name: string | null;
  domain_name: string;
  monitor_name: string | null;
  /** An incident of that cause is unresolved on the page. */
  open: boolean;
}

const stateCondition: Record<IncidentState, ReturnType<typeof isNull> | undefined> = {
  active: isNull(statusIncidents.resolvedAt),
  resolved: isNotNull(statusIncidents.resolvedAt),
  all: undefined,
};

/** A status page's incidents and their timelines (issue 17). Reads by id keep to the caller's workspace. */
export function createIncidentsRepository(db: Database) {
  return {
    /** One page of the page's incidents, newest first, and how many match. */
    async list(pageId: string, state: IncidentState, limit: number, offset: number): Promise<{ rows: IncidentRow[]; total: number }> {
      const where = and(eq(statusIncidents.statusPageId, pageId), stateCondition[state]);
      const [rows, totals] = await Promise.all([
        db.select().from(statusIncidents).where(where).orderBy(desc(statusIncidents.startedAt), desc(statusIncidents.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(statusIncidents).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /** An incident of one of the workspace's pages. */
    async find(ws: Workspace, id: string): Promise<IncidentRow | undefined> {
      const [row] = await db
        .select({ incident: statusIncidents })
        .from(statusIncidents)
        .innerJoin(statusPages, eq(statusPages.id, statusIncidents.statusPageId))
        .where(and(eq(statusIncidents.id, id), scope(statusPages, ws)))
        .limit(1);
      return row?.incident;
    },

    /** The timelines of these incidents, newest first, with authors. */
    async updates(incidentIds: string[]): Promise<Map<string, UpdateWithAuthor[]>> {
      const result = new Map<string, UpdateWithAuthor[]>();
      if (!incidentIds.length) return result;
      const rows = await db
        .select({ update: statusIncidentUpdates, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(statusIncidentUpdates)
        .leftJoin(users, eq(users.id, statusIncidentUpdates.createdBy))
        .where(inArray(statusIncidentUpdates.incidentId, incidentIds))
        .orderBy(desc(statusIncidentUpdates.createdAt), desc(statusIncidentUpdates.id));
      for (const r of rows) {
        const author = r.email === null ? null : { email: r.email, firstName: r.firstName, lastName: r.lastName };
        const list = result.get(r.update.incidentId) ?? [];
        list.push({ ...r.update, author });
        result.set(r.update.incidentId, list);
      }
      return result;
    },

    /** The incident and its first update, together; answers the update's id (what subscribers are told of). */
    async create(values: NewIncident): Promise<{ incident: IncidentRow; updateId: string }> {
      return db.transaction(async (tx) => {
        const at = values.at ?? new Date();
        const [incident] = await tx
          .insert(statusIncidents)
          .values({
            statusPageId: values.statusPageId,
            title: values.title,
            status: values.status,
            severity: values.impact,
            affectedComponents: values.affectedComponents,
            autoKey: values.autoKey ?? null,
            startedAt: at,
            resolvedAt: values.status === 'resolved' ? at : null,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const [update] = await tx
          .insert(statusIncidentUpdates)
          .values({ incidentId: incident!.id, status: values.status, message: values.message, createdBy: values.createdBy, createdAt: at })
          .returning({ id: statusIncidentUpdates.id });
        return { incident: incident!, updateId: update!.id };
      });
    },

    async update(id: string, patch: Partial<Pick<IncidentRow, 'title' | 'severity' | 'affectedComponents'>>): Promise<void> {
      await db.update(statusIncidents).set({ ...patch, updatedAt: new Date() }).where(eq(statusIncidents.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(statusIncidents).where(eq(statusIncidents.id, id));
    },

    /**
     * A new entry of the timeline; the incident takes its status. Resolved: resolved now (unless it was already);
     * any other status re-opens a resolved incident.
     */
    async addUpdate(id: string, values: { status: IncidentStatus; message: string; createdBy: string | null; at?: Date }): Promise<string> {
      return db.transaction(async (tx) => {
        const at = values.at ?? new Date();
        const resolvedAt = values.status === 'resolved' ? sql`coalesce(${statusIncidents.resolvedAt}, ${at.toISOString()}::timestamptz)` : null;
        await tx.update(statusIncidents).set({ status: values.status, resolvedAt, updatedAt: at }).where(eq(statusIncidents.id, id));
        const [update] = await tx
          .insert(statusIncidentUpdates)
          .values({
            incidentId: id,
            status: values.status,
            message: values.message,
            createdBy: values.createdBy,
            // after the previous entry even within one millisecond: the timeline's order is its times'
            createdAt: sql`greatest(${at.toISOString()}::timestamptz, (select max(created_at) + interval '1 millisecond'
              from status_incident_updates where incident_id = ${id}))`,
          })
          .returning({ id: statusIncidentUpdates.id });
        return update!.id;
      });
    },

    /** Unresolved incidents' impacts per page (the pages' indicators). */
    async unresolvedImpacts(pageIds: string[]): Promise<Map<string, IncidentImpact[]>> {
      const result = new Map<string, IncidentImpact[]>();
      if (!pageIds.length) return result;
      const rows = await db
        .select({ pageId: statusIncidents.statusPageId, impact: statusIncidents.severity })
        .from(statusIncidents)
        .where(and(inArray(statusIncidents.statusPageId, pageIds), isNull(statusIncidents.resolvedAt)));
      for (const r of rows) result.set(r.pageId, [...(result.get(r.pageId) ?? []), r.impact]);
      return result;
    },

    // ---- automatic incidents (the monitoring engine's; no workspace: the alert's domain names it) ----

    /**
     * Pages with automatic incidents on that show this cause (the domain's home page, or the monitor), with the
     * component and its name parts, and whether an incident of that cause is still open there.
     */
    async autoTargets(cause: { domainId: string; monitorId: string | null }, autoKey: string): Promise<AutoTarget[]> {
      return queryRows<AutoTarget>(db, sql`
        select p.id as page_id, c.id as component_id, c.display_name, d.name as domain_name, m.name as monitor_name,
          exists (select 1 from status_incidents i where i.status_page_id = p.id and i.auto_key = ${autoKey}
            and i.resolved_at is null) as open
        from status_page_domains c
        join status_pages p on p.id = c.status_page_id
        join domains d on d.id = c.domain_id
        left join monitors m on m.id = c.monitor_id
        where p.auto_incidents and c.domain_id = ${cause.domainId}
          and ${cause.monitorId ? sql`c.monitor_id = ${cause.monitorId}` : sql`c.monitor_id is null`}`);
    },

    /** Open automatic incidents of this cause, on any page. */
    async openAuto(autoKey: string): Promise<IncidentRow[]> {
      return db.select().from(statusIncidents).where(and(eq(statusIncidents.autoKey, autoKey), isNull(statusIncidents.resolvedAt)));
    },
  };
}

export type IncidentsRepository = ReturnType<typeof createIncidentsRepository>;
