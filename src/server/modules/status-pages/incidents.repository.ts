import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { IncidentImpact, IncidentStatus } from '../../../shared/constants/status-pages';
import { queryRows, type Database } from '../../db/client';
import { uuidArray } from '../../db/uuid-array';
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
  /** Whether the first update is told to the page's subscribers (default true). */
  deliverNotifications?: boolean;
  at?: Date;
}

/** A component of a page with automatic incidents on that shows a cause, with the parts of its public name. */
export interface AutoTarget {
  page_id: string;
  component_id: string;
  display_name: string | null;
  domain_name: string;
  monitor_name: string | null;
}

/** An unresolved automatic incident of one domain's outage on one page. */
export interface OpenOutage {
  id: string;
  affected_components: string[];
}

/** An outage's incidents are keyed by the domain: its home page and its monitors failing together are one outage. */
export const outageKey = (domainId: string) => `domain:${domainId}`;

/**
 * Open automatic incidents of this domain's outage: keyed by the domain, or (incidents opened before decision 072)
 * by one of its monitors.
 */
const ofOutage = (domainId: string) => sql`i.resolved_at is null and i.auto_key is not null
  and (i.auto_key = ${outageKey(domainId)}
    or i.auto_key in (select 'monitor:' || m.id::text from monitors m where m.domain_id = ${domainId}))`;

const stateCondition: Record<IncidentState, ReturnType<typeof isNull> | undefined> = {
  active: isNull(statusIncidents.resolvedAt),
  resolved: isNotNull(statusIncidents.resolvedAt),
  all: undefined,
};

/** Components with the parts of their public name, chosen by `where` (c: the component, p: its page). */
function componentTargets(db: Database, where: SQL, orderBy: SQL): Promise<AutoTarget[]> {
  return queryRows<AutoTarget>(
    db,
    sql`
    select c.status_page_id as page_id, c.id as component_id, c.display_name, d.name as domain_name, m.name as monitor_name
    from status_page_domains c
    join status_pages p on p.id = c.status_page_id
    join domains d on d.id = c.domain_id
    left join monitors m on m.id = c.monitor_id
    where ${where}
    order by ${orderBy}`,
  );
}

/** The public name parts of these components of a page, in the page's order. */
async function named(db: Database, pageId: string, ids: string[]): Promise<AutoTarget[]> {
  if (!ids.length) return [];
  return componentTargets(
    db,
    sql`c.status_page_id = ${pageId} and c.id = any(${uuidArray(ids)})`,
    sql`c.order_index, c.id`,
  );
}

/** A status page's incidents and their timelines (issue 17). Reads by id keep to the caller's workspace. */
export function createIncidentsRepository(db: Database) {
  return {
    /** One page of the page's incidents, newest first, and how many match. */
    async list(
      pageId: string,
      state: IncidentState,
      limit: number,
      offset: number,
    ): Promise<{ rows: IncidentRow[]; total: number }> {
      const where = and(eq(statusIncidents.statusPageId, pageId), stateCondition[state]);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(statusIncidents)
          .where(where)
          .orderBy(desc(statusIncidents.startedAt), desc(statusIncidents.id))
          .limit(limit)
          .offset(offset),
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
        .select({
          update: statusIncidentUpdates,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
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
          .values({
            incidentId: incident!.id,
            status: values.status,
            message: values.message,
            createdBy: values.createdBy,
            deliverNotifications: values.deliverNotifications ?? true,
            createdAt: at,
          })
          .returning({ id: statusIncidentUpdates.id });
        return { incident: incident!, updateId: update!.id };
      });
    },

    async update(
      id: string,
      patch: Partial<Pick<IncidentRow, 'title' | 'severity' | 'affectedComponents'>>,
    ): Promise<void> {
      await db
        .update(statusIncidents)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(statusIncidents.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(statusIncidents).where(eq(statusIncidents.id, id));
    },

    /**
     * A new entry of the timeline; the incident takes its status. Resolved: resolved now (unless it was already);
     * any other status re-opens a resolved incident.
     */
    async addUpdate(
      id: string,
      values: {
        status: IncidentStatus;
        message: string;
        createdBy: string | null;
        deliverNotifications?: boolean;
        at?: Date;
      },
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const at = values.at ?? new Date();
        const resolvedAt =
          values.status === 'resolved'
            ? sql`coalesce(${statusIncidents.resolvedAt}, ${at.toISOString()}::timestamptz)`
            : null;
        await tx
          .update(statusIncidents)
          .set({ status: values.status, resolvedAt, updatedAt: at })
          .where(eq(statusIncidents.id, id));
        const [update] = await tx
          .insert(statusIncidentUpdates)
          .values({
            incidentId: id,
            status: values.status,
            message: values.message,
            createdBy: values.createdBy,
            deliverNotifications: values.deliverNotifications ?? true,
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

    /** Components showing this cause (the domain's home page, or the monitor) on pages with automatic incidents on. */
    async autoTargets(cause: { domainId: string; monitorId: string | null }): Promise<AutoTarget[]> {
      return componentTargets(
        db,
        sql`p.auto_incidents and c.domain_id = ${cause.domainId}
          and ${cause.monitorId ? sql`c.monitor_id = ${cause.monitorId}` : sql`c.monitor_id is null`}`,
        sql`c.status_page_id, c.order_index, c.id`,
      );
    },

    /**
     * Opens the page's incident of this domain's outage, or adds components to the one already open: one incident per
     * outage whatever fails first. The page's row is locked meanwhile, so two checks failing at once (the home page
     * and a monitor) cannot both open one. `write` says what to create, or how the open one's list and title change.
     */
    async openOrJoin(
      pageId: string,
      domainId: string,
      write: {
        create: () => NewIncident;
        /** The open incident's title once it shows these components (named as on the page, in its order). */
        joinedTitle: (components: AutoTarget[]) => string;
        componentIds: string[];
      },
    ): Promise<{ created: { incident: IncidentRow; updateId: string } } | { joined: string | null }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from status_pages where id = ${pageId} for update`);
        const [open] = await queryRows<OpenOutage>(
          tx,
          sql`
          select i.id, i.affected_domains as affected_components from status_incidents i
          where i.status_page_id = ${pageId} and ${ofOutage(domainId)}
          order by i.started_at, i.id limit 1`,
        );
        if (open) {
          const added = write.componentIds.filter((id) => !open.affected_components.includes(id));
          if (!added.length) return { joined: null };
          const affectedComponents = [...open.affected_components, ...added];
          const title = write.joinedTitle(await named(tx, pageId, affectedComponents));
          await tx
            .update(statusIncidents)
            .set({ affectedComponents, title, updatedAt: new Date() })
            .where(eq(statusIncidents.id, open.id));
          return { joined: open.id };
        }
        const values = write.create();
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
            resolvedAt: null,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const [update] = await tx
          .insert(statusIncidentUpdates)
          .values({
            incidentId: incident!.id,
            status: values.status,
            message: values.message,
            createdBy: null,
            createdAt: at,
          })
          .returning({ id: statusIncidentUpdates.id });
        return { created: { incident: incident!, updateId: update!.id } };
      });
    },

    /** The public name parts of these components of a page, in the page's order. */
    componentsNamed: (pageId: string, ids: string[]) => named(db, pageId, ids),

    /** Open automatic incidents of this domain's outage, on any page. */
    async openOutages(domainId: string): Promise<IncidentRow[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select i.id from status_incidents i where ${ofOutage(domainId)}`,
      );
      if (!rows.length) return [];
      return db
        .select()
        .from(statusIncidents)
        .where(
          inArray(
            statusIncidents.id,
            rows.map((r) => r.id),
          ),
        );
    },

    /** Whether one of these components' causes still has an unresolved downtime alert: its outage goes on. */
    async stillDown(componentIds: string[]): Promise<boolean> {
      if (!componentIds.length) return false;
      const [row] = await queryRows<{ down: boolean }>(
        db,
        sql`
        select exists (
          select 1 from status_page_domains c
          join alerts a on a.domain_id = c.domain_id and a.monitor_id is not distinct from c.monitor_id
          where c.id = any(${uuidArray(componentIds)}) and a.type = 'downtime' and not a.is_resolved
        ) as down`,
      );
      return row?.down === true;
    },
  };
}

export type IncidentsRepository = ReturnType<typeof createIncidentsRepository>;
