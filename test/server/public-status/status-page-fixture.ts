import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import {
  domainChecks,
  domains,
  maintenanceTargets,
  maintenanceWindows,
  monitors,
  statusIncidents,
  statusIncidentUpdates,
  statusPageDomains,
  statusPages,
  uptimeEvents,
  uptimeStats,
  users,
} from '../../../src/server/db/schema';
import type { IncidentImpact, IncidentStatus } from '../../../src/shared/constants/status-pages';

export const DAY_MS = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The part of the page's HTML that shows one component: its row, its bars (days and phone groups), figures, chart. */
export function componentHtml(html: string, componentId: string): string {
  const start = html.indexOf(`data-component="${componentId}"`);
  const next = html.indexOf('<li class="sw-component"', start);
  return html.slice(start, next === -1 ? html.indexOf('</section>', start) : next);
}

/** The day bars of one component (the desktop list, one bar a day), as [tone, tabindex, aria-label]. */
export function dayBars(html: string, componentId: string): [string, string, string][] {
  const component = componentHtml(html, componentId);
  const start = component.indexOf('<ol class="sw-bars sw-days"');
  const list = component.slice(start, component.indexOf('</ol>', start));
  return [...list.matchAll(/<li class="t-(\w+)" tabindex="(-?\d)" aria-label="([^"]*)"/g)].map((m) => [
    m[1]!,
    m[2]!,
    m[3]!,
  ]);
}
/** Before the longest history a page shows: what the fixture adds has been watched for all of it. */
const LONG_AGO = () => new Date(Date.now() - 400 * DAY_MS);

/** Rows of a status page and what it shows, written as the management side and the monitoring engine would. */
export function statusFixture(db: Database) {
  return {
    async userId(email: string): Promise<string> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row!.id;
    },
    /** A domain added long ago (before any history a test writes), unless `createdAt` says when. */
    async domain(userId: string, name: string, teamId: string | null = null, createdAt = LONG_AGO()): Promise<string> {
      const [row] = await db.insert(domains).values({ userId, teamId, name, createdAt }).returning({ id: domains.id });
      return row!.id;
    },
    async monitor(domainId: string, name: string, createdAt = LONG_AGO()): Promise<string> {
      const [row] = await db
        .insert(monitors)
        .values({
          domainId,
          type: 'tcp',
          name,
          settings: { host: 'mail.example.com', port: 25 },
          intervalSeconds: 60,
          createdAt,
        })
        .returning({ id: monitors.id });
      return row!.id;
    },
    async page(values: Partial<typeof statusPages.$inferInsert> & { userId: string; slug: string }): Promise<string> {
      const [row] = await db
        .insert(statusPages)
        .values({ name: 'Acme status', ...values })
        .returning({ id: statusPages.id });
      return row!.id;
    },
    async component(
      pageId: string,
      domainId: string,
      values: Partial<typeof statusPageDomains.$inferInsert> = {},
    ): Promise<string> {
      const [row] = await db
        .insert(statusPageDomains)
        .values({ statusPageId: pageId, domainId, ...values })
        .returning({ id: statusPageDomains.id });
      return row!.id;
    },
    async check(
      domainId: string,
      status: string,
      checkedAt: Date,
      monitorId: string | null = null,
      responseTime = 120,
    ) {
      await db.insert(domainChecks).values({
        domainId,
        monitorId,
        checkType: monitorId ? 'tcp' : 'uptime',
        status: status as 'healthy',
        responseTime,
        checkedAt,
      });
    },
    async rollup(domainId: string, day: string, total: number, ok: number, avgResponseTime = 200) {
      await db.insert(uptimeStats).values({
        domainId,
        date: day,
        totalChecks: total,
        successfulChecks: ok,
        uptimePercentage: (100 * ok) / total,
        avgResponseTime,
        // as the history writer leaves it: every check before the day's end counted
        countedThrough: new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS),
      });
    },
    async outage(domainId: string, start: Date, end: Date | null, monitorId: string | null = null) {
      await db.insert(uptimeEvents).values({ domainId, monitorId, eventType: 'down', startTime: start, endTime: end });
    },
    async incident(
      pageId: string,
      values: {
        title: string;
        status?: IncidentStatus;
        impact?: IncidentImpact;
        startedAt: Date;
        resolvedAt?: Date | null;
        components?: string[];
      },
      updates: { status: IncidentStatus; message: string; at: Date }[] = [],
    ): Promise<string> {
      const [row] = await db
        .insert(statusIncidents)
        .values({
          statusPageId: pageId,
          title: values.title,
          status: values.status ?? 'investigating',
          severity: values.impact ?? 'minor',
          affectedComponents: values.components ?? [],
          startedAt: values.startedAt,
          resolvedAt: values.resolvedAt ?? null,
          createdAt: values.startedAt,
          updatedAt: values.resolvedAt ?? values.startedAt,
        })
        .returning({ id: statusIncidents.id });
      for (const u of updates) {
        await db
          .insert(statusIncidentUpdates)
          .values({ incidentId: row!.id, status: u.status, message: u.message, createdAt: u.at });
      }
      return row!.id;
    },
    async maintenance(
      userId: string,
      title: string,
      startsAt: Date,
      endsAt: Date,
      targets: { domainId: string; monitorId?: string | null }[],
    ) {
      const [row] = await db
        .insert(maintenanceWindows)
        .values({ userId, title, startsAt, endsAt })
        .returning({ id: maintenanceWindows.id });
      for (const t of targets)
        await db
          .insert(maintenanceTargets)
          .values({ windowId: row!.id, domainId: t.domainId, monitorId: t.monitorId ?? null });
      return row!.id;
    },
  };
}
