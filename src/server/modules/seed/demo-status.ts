import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domains, monitors, statusPageDomains, statusPages } from '../../db/schema';
import type { IncidentImpact, IncidentStatus } from '../../../shared/constants/status-pages';
import { createIncidentsRepository } from '../status-pages/incidents.repository';
import { createMaintenanceRepository } from '../maintenance/maintenance.repository';
import type { Workspace } from '../workspaces/workspace';
import { DEMO_MONITORS } from './demo-monitors';
import { DEMO_ZONE } from './demo-profiles';
import { DEMO_NEXT_STATUS_SLUG } from './demo-workspace.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A component of the demo page: a site's home page, or one of its monitors by name. */
interface DemoComponent {
  key: string;
  site: string;
  monitor: string | null;
  displayName: string;
  group: string;
}

const shop = `shop.${DEMO_ZONE}`;
const api = `api.${DEMO_ZONE}`;
const blog = `blog.${DEMO_ZONE}`;

export const DEMO_COMPONENTS: DemoComponent[] = [
  { key: 'shop', site: shop, monitor: null, displayName: 'Online shop', group: 'Website' },
  { key: 'checkout', site: shop, monitor: 'Checkout API', displayName: 'Checkout', group: 'Website' },
  { key: 'blog', site: blog, monitor: null, displayName: 'Blog', group: 'Website' },
  { key: 'api', site: api, monitor: null, displayName: 'Public API', group: 'Services' },
  { key: 'mail', site: api, monitor: 'Mail (SMTPS)', displayName: 'Email delivery', group: 'Services' },
];

/**
 * The incidents an operator posted about the demo's outages (demo-profiles.ts and demo-monitors.ts hold the same
 * times): each update at its time, the last one resolving it.
 */
export const DEMO_INCIDENTS: {
  title: string;
  impact: IncidentImpact;
  components: string[];
  startsHoursAgo: number;
  updates: { afterMinutes: number; status: IncidentStatus; message: string }[];
}[] = [
  {
    title: 'Public API answering with errors',
    impact: 'major',
    components: ['api'],
    startsHoursAgo: 26,
    updates: [
      {
        afterMinutes: 6,
        status: 'investigating',
        message: 'Requests to the public API fail with 503. We are looking into it.',
      },
      {
        afterMinutes: 28,
        status: 'identified',
        message: 'A database failover left the API without connections. We are restarting the API servers.',
      },
      { afterMinutes: 55, status: 'monitoring', message: 'The API answers again. We are watching error rates.' },
      { afterMinutes: 90, status: 'resolved', message: 'Error rates are back to normal. Sorry for the disruption.' },
    ],
  },
  {
    title: 'Checkout failing for some customers',
    impact: 'minor',
    components: ['checkout'],
    startsHoursAgo: 9 * 24 + 3,
    updates: [
      {
        afterMinutes: 8,
        status: 'investigating',
        message: 'Some payments fail at checkout. Orders already placed are safe.',
      },
      {
        afterMinutes: 52,
        status: 'resolved',
        message: 'Our payment provider fixed a fault on their side; checkout works again.',
      },
    ],
  },
  {
    title: 'Online shop unavailable',
    impact: 'major',
    components: ['shop', 'checkout'],
    startsHoursAgo: 21 * 24 + 5,
    updates: [
      { afterMinutes: 5, status: 'investigating', message: 'The shop answers 502 Bad Gateway. We are on it.' },
      {
        afterMinutes: 42,
        status: 'resolved',
        message: 'A faulty deployment was rolled back; the shop is available again.',
      },
    ],
  },
];

/**
 * The demo's status page (components from its sites and monitors, and its incident history) and its maintenance: a
 * monthly database window and one upcoming mail server upgrade. Built in the holder's workspace like the rest of the
 * copy; the page holds DEMO_NEXT_STATUS_SLUG until the copy moves in. Subscriptions are off: the demo sends no mail.
 */
export async function writeDemoStatus(db: Database, ws: Workspace, end: number): Promise<void> {
  const sites = new Map(
    (
      await db
        .select({ id: domains.id, name: domains.name })
        .from(domains)
        .where(and(eq(domains.userId, ws.userId), isNull(domains.teamId)))
    ).map((d) => [d.name, d.id]),
  );
  const monitorIds = new Map<string, string>();
  for (const site of new Set(DEMO_MONITORS.map((m) => m.site))) {
    const rows = await db
      .select({ id: monitors.id, name: monitors.name })
      .from(monitors)
      .where(eq(monitors.domainId, sites.get(site)!));
    for (const r of rows) monitorIds.set(`${site}/${r.name}`, r.id);
  }

  const [page] = await db
    .insert(statusPages)
    .values({
      userId: ws.userId,
      teamId: null,
      slug: DEMO_NEXT_STATUS_SLUG,
      name: 'Example Shop status',
      description: 'Demo data: the status page of the demo workspace, from its seeded history.',
      isPublic: true,
      allowSubscriptions: false,
      autoIncidents: false,
      createdAt: new Date(end - 90 * DAY),
    })
    .returning({ id: statusPages.id });
  const components = await db
    .insert(statusPageDomains)
    .values(
      DEMO_COMPONENTS.map((c, orderIndex) => ({
        statusPageId: page!.id,
        domainId: sites.get(c.site)!,
        monitorId: c.monitor ? monitorIds.get(`${c.site}/${c.monitor}`)! : null,
        displayName: c.displayName,
        groupName: c.group,
        orderIndex,
      })),
    )
    .returning({ id: statusPageDomains.id });
  const componentId = new Map(DEMO_COMPONENTS.map((c, i) => [c.key, components[i]!.id]));

  const incidents = createIncidentsRepository(db);
  for (const incident of DEMO_INCIDENTS) {
    const startedAt = end - incident.startsHoursAgo * HOUR;
    const [first, ...rest] = incident.updates;
    const { incident: row } = await incidents.create({
      statusPageId: page!.id,
      title: incident.title,
      status: first!.status,
      impact: incident.impact,
      affectedComponents: incident.components.map((k) => componentId.get(k)!),
      message: first!.message,
      createdBy: null,
      at: new Date(startedAt + first!.afterMinutes * MINUTE),
    });
    for (const update of rest) {
      await incidents.addUpdate(row.id, {
        status: update.status,
        message: update.message,
        createdBy: null,
        at: new Date(startedAt + update.afterMinutes * MINUTE),
      });
    }
  }

  const maintenance = createMaintenanceRepository(db);
  // the first of each month, 02:00-02:30 UTC, since three months before the history ends (a weekly window would
  // fill the public page with its coming occurrences)
  const first = new Date(end);
  first.setUTCMonth(first.getUTCMonth() - 3, 1);
  first.setUTCHours(2, 0, 0, 0);
  await maintenance.create(
    ws,
    {
      title: 'Monthly database maintenance',
      description:
        'Demo data: index rebuilds and backups of the API database. The API may answer slowly for a few minutes.',
      startsAt: first,
      endsAt: new Date(first.getTime() + 30 * MINUTE),
      recurrence: 'monthly',
      timezone: 'UTC',
      recursUntil: null,
    },
    [{ domainId: sites.get(api)!, monitorId: null }],
  );
  const upgrade = Math.ceil((end + 3 * DAY) / DAY) * DAY + 22 * HOUR;
  await maintenance.create(
    ws,
    {
      title: 'Mail server upgrade',
      description: 'Demo data: the mail server moves to new hardware. Mail sent meanwhile is delivered afterwards.',
      startsAt: new Date(upgrade),
      endsAt: new Date(upgrade + 2 * HOUR),
      recurrence: 'none',
      timezone: 'UTC',
      recursUntil: null,
    },
    [{ domainId: sites.get(api)!, monitorId: monitorIds.get(`${api}/Mail (SMTPS)`)! }],
  );
}
