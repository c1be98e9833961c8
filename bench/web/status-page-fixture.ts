/**
 * The public status page the web benchmark measures (issue 17): a page of the demo workspace (seed-demo.ts) showing
 * its four `.example` sites with their 90 days of replayed history, the resolved incident of the shop's outage 21
 * days ago (seeded in demo-profiles.ts) with its updates, a maintenance window that is over (the SLA figure shows)
 * and one coming up. Written straight into the tables, as the management API would leave them, because the API
 * dates an incident "now" and this one is in the past.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import {
  domains,
  maintenanceTargets,
  maintenanceWindows,
  statusIncidents,
  statusIncidentUpdates,
  statusPageDomains,
  statusPages,
  users,
} from '../../src/server/db/schema';
import { DEMO_EMAIL } from '../../src/server/modules/seed/seed-demo';

export const BENCH_STATUS_SLUG = 'demo-status';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function createDemoStatusPage(db: Database, now = new Date()): Promise<string> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (!owner) throw new Error('The demo workspace is not seeded.');
  const sites = await db
    .select({ id: domains.id, name: domains.name })
    .from(domains)
    .where(and(eq(domains.userId, owner.id), isNull(domains.teamId)))
    .orderBy(domains.name);
  const site = (prefix: string) => {
    const found = sites.find((d) => d.name.startsWith(`${prefix}.`));
    if (!found) throw new Error(`The demo has no ${prefix} site.`);
    return found.id;
  };

  const [page] = await db
    .insert(statusPages)
    .values({
      userId: owner.id,
      slug: BENCH_STATUS_SLUG,
      name: 'Sitewarden Demo',
      description: 'Live status of the demo shop, blog, API and status sites.',
    })
    .returning({ id: statusPages.id });
  const components = await db
    .insert(statusPageDomains)
    .values([
      {
        statusPageId: page!.id,
        domainId: site('shop'),
        displayName: 'Online shop',
        groupName: 'Websites',
        orderIndex: 0,
      },
      { statusPageId: page!.id, domainId: site('blog'), displayName: 'Blog', groupName: 'Websites', orderIndex: 1 },
      {
        statusPageId: page!.id,
        domainId: site('api'),
        displayName: 'Public API',
        groupName: 'Services',
        orderIndex: 2,
      },
      {
        statusPageId: page!.id,
        domainId: site('status'),
        displayName: 'Status API',
        groupName: 'Services',
        orderIndex: 3,
      },
    ])
    .returning({ id: statusPageDomains.id, domainId: statusPageDomains.domainId });
  const shop = components.find((c) => c.domainId === site('shop'))!;

  // the shop's seeded outage: 21 days and 5 hours ago, 40 minutes of 502s
  const startedAt = new Date(now.getTime() - (21 * 24 + 5) * HOUR);
  const [incident] = await db
    .insert(statusIncidents)
    .values({
      statusPageId: page!.id,
      title: 'Checkout returning errors',
      description: 'Some visitors saw **502 Bad Gateway** when paying.',
      status: 'resolved',
      severity: 'major',
      affectedComponents: [shop.id],
      startedAt,
      resolvedAt: new Date(startedAt.getTime() + 40 * 60_000),
    })
    .returning({ id: statusIncidents.id });
  await db.insert(statusIncidentUpdates).values([
    {
      incidentId: incident!.id,
      status: 'investigating',
      message: 'Checkout fails for some visitors; we are looking into it.',
      createdAt: new Date(startedAt.getTime() + 5 * 60_000),
    },
    {
      incidentId: incident!.id,
      status: 'identified',
      message: 'A payment gateway node ran out of memory. Restarting it.',
      createdAt: new Date(startedAt.getTime() + 20 * 60_000),
    },
    {
      incidentId: incident!.id,
      status: 'resolved',
      message: 'Checkout works again. Orders placed during the outage were not charged.',
      createdAt: new Date(startedAt.getTime() + 40 * 60_000),
    },
  ]);

  const windows = await db
    .insert(maintenanceWindows)
    .values([
      {
        userId: owner.id,
        title: 'Database upgrade',
        description: 'The API answers read-only for up to an hour.',
        startsAt: new Date(now.getTime() - 14 * DAY),
        endsAt: new Date(now.getTime() - 14 * DAY + HOUR),
      },
      {
        userId: owner.id,
        title: 'Payment provider migration',
        description: 'Checkout may be unavailable for **up to 30 minutes**.',
        startsAt: new Date(Math.ceil((now.getTime() + 3 * DAY) / HOUR) * HOUR),
        endsAt: new Date(Math.ceil((now.getTime() + 3 * DAY) / HOUR) * HOUR + 2 * HOUR),
      },
    ])
    .returning({ id: maintenanceWindows.id });
  await db.insert(maintenanceTargets).values([
    { windowId: windows[0]!.id, domainId: site('api') },
    { windowId: windows[1]!.id, domainId: site('shop') },
  ]);
  return `/public/status/${BENCH_STATUS_SLUG}`;
}
