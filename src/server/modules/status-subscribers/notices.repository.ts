import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import {
  domains,
  maintenanceTargets,
  maintenanceWindows,
  monitors,
  statusIncidents,
  statusIncidentUpdates,
  statusPageDomains,
  statusPages,
  statusSubscribers,
} from '../../db/schema';

export type WindowRow = typeof maintenanceWindows.$inferSelect;

/** The subscriber notices' queries (decision 053): what a notice is about, who gets it, its delivery rows. */
export function createNoticesRepository(db: Database) {
  return {
    /** An incident update with its incident and page. */
    async incidentUpdate(updateId: string) {
      const [row] = await db
        .select({
          incidentId: statusIncidentUpdates.incidentId,
          status: statusIncidentUpdates.status,
          message: statusIncidentUpdates.message,
          postedAt: statusIncidentUpdates.createdAt,
          title: statusIncidents.title,
          impact: statusIncidents.severity,
          page: {
            id: statusPages.id,
            isPublic: statusPages.isPublic,
            allowSubscriptions: statusPages.allowSubscriptions,
          },
        })
        .from(statusIncidentUpdates)
        .innerJoin(statusIncidents, eq(statusIncidents.id, statusIncidentUpdates.incidentId))
        .innerJoin(statusPages, eq(statusPages.id, statusIncidents.statusPageId))
        .where(eq(statusIncidentUpdates.id, updateId))
        .limit(1);
      return row;
    },

    async window(windowId: string): Promise<WindowRow | undefined> {
      const [row] = await db.select().from(maintenanceWindows).where(eq(maintenanceWindows.id, windowId)).limit(1);
      return row;
    },

    /**
     * The pages of the window's workspace that take subscriptions and show one of its targets (a domain target
     * covers the domain's home page and its monitors), with the names of the components it covers there.
     */
    async pagesShowingWindow(windowId: string): Promise<Map<string, string[]>> {
      const rows = await queryRows<{ page_id: string; name: string }>(
        db,
        sql`select distinct p.id as page_id, coalesce(c.display_name, m.name || ' on ' || d.name, d.name) as name, c.order_index
            from ${maintenanceWindows} w
            join ${maintenanceTargets} t on t.window_id = w.id
            join ${statusPageDomains} c on c.domain_id = t.domain_id and (t.monitor_id is null or c.monitor_id = t.monitor_id)
            join ${statusPages} p on p.id = c.status_page_id and p.user_id = w.user_id and p.team_id is not distinct from w.team_id
            join ${domains} d on d.id = c.domain_id
            left join ${monitors} m on m.id = c.monitor_id
            where w.id = ${windowId} and c.is_visible and p.is_public and p.allow_subscriptions
            order by c.order_index`,
      );
      const pages = new Map<string, string[]>();
      for (const row of rows) pages.set(row.page_id, [...(pages.get(row.page_id) ?? []), row.name]);
      return pages;
    },

    /** The components of one page a window covers (the mail of that page's subscribers names them). */
    async coveredComponents(windowId: string, pageId: string): Promise<string[]> {
      return (await this.pagesShowingWindow(windowId)).get(pageId) ?? [];
    },

    /**
     * One queued delivery row per confirmed subscriber of the page who has none for this notice yet: a second call
     * for the same notice queues nothing. Answers the new rows.
     */
    async queue(pageId: string, notice: string): Promise<{ id: number; subscriberId: string }[]> {
      const rows = await queryRows<{ id: number | string; subscriber_id: string }>(
        db,
        sql`insert into notification_deliveries (subscriber_id, notice, channel, target, status, attempt)
            select s.id, ${notice}, 'email', s.email, 'queued', 1 from ${statusSubscribers} s
            where s.status_page_id = ${pageId} and s.is_verified and s.unsubscribed_at is null
              and not exists (select 1 from notification_deliveries d where d.subscriber_id = s.id and d.notice = ${notice})
            returning id, subscriber_id`,
      );
      return rows.map((r) => ({ id: Number(r.id), subscriberId: r.subscriber_id }));
    },

    /** A subscriber as the mail job needs it: address, state, the page it follows. */
    async subscriber(id: string) {
      const [row] = await db
        .select({
          id: statusSubscribers.id,
          email: statusSubscribers.email,
          isVerified: statusSubscribers.isVerified,
          unsubscribedAt: statusSubscribers.unsubscribedAt,
          unsubscribeHash: statusSubscribers.unsubscribeToken,
          pageId: statusPages.id,
          pageSlug: statusPages.slug,
          pageName: statusPages.name,
        })
        .from(statusSubscribers)
        .innerJoin(statusPages, eq(statusPages.id, statusSubscribers.statusPageId))
        .where(eq(statusSubscribers.id, id))
        .limit(1);
      return row;
    },

    /** After SESSION_SECRET changed, the derived unsubscribe token differs: the mail's link must still work. */
    async setUnsubscribeHash(id: string, hash: string): Promise<void> {
      await db.update(statusSubscribers).set({ unsubscribeToken: hash }).where(eq(statusSubscribers.id, id));
    },

    async markWindowNoticeSent(windowId: string, at: Date): Promise<void> {
      await db
        .update(maintenanceWindows)
        .set({ noticeSentAt: at })
        .where(and(eq(maintenanceWindows.id, windowId), sql`${maintenanceWindows.noticeSentAt} is null`));
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
