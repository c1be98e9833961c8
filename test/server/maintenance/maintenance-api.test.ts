import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFeed, type CacheChange } from '../../../src/server/db/change-feed';
import { statusPageDomains, statusPages } from '../../../src/server/db/schema';
import type { SubscriberNotices } from '../../../src/server/modules/status-subscribers/subscriber-notices';
import { statusPageMessages } from '../../../src/shared/contracts/status-pages';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { createTeam, joinTeam, userIdOf } from '../teams/team-helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

describe.each(DATABASE_KINDS)('maintenance windows API on %s', (kind) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  let shop: string;
  let other: string;
  let backup: string;
  let bobsSite: string;
  let shopPage: string;
  let otherPage: string;
  const heard: CacheChange[] = [];
  const scheduled: string[] = [];
  const notices: SubscriberNotices = {
    incidentUpdated: async () => undefined,
    maintenanceScheduled: async (id) => void scheduled.push(id),
  };

  /** A window on shop.example.com that is on now, with its fields overridden. */
  const window = (over: Record<string, unknown> = {}) => ({
    title: 'Database upgrade',
    startsAt: iso(Date.now() - HOUR),
    endsAt: iso(Date.now() + HOUR),
    targets: [{ domainId: shop }],
    ...over,
  });
  const pagesHeard = () => heard.flatMap((c) => (c.type === 'status-page' ? [c.pageId] : []));

  beforeAll(async () => {
    const feed = createLocalFeed();
    feed.subscribe((change) => void heard.push(change));
    t = await createTestApp(kind, { feed, subscriberNotices: notices });
    alice = await signedInClient(t, 'alice@example.com', 'pro');
    bob = await signedInClient(t, 'bob@example.com', 'pro');
    shop = (await alice.post('/api/domains', { name: 'shop.example.com' })).json().id;
    other = (await alice.post('/api/domains', { name: 'xn--e1afmkfd.xn--p1ai' })).json().id;
    bobsSite = (await bob.post('/api/domains', { name: 'blog.example.org' })).json().id;
    backup = (
      await alice.post(`/api/domains/${shop}/monitors`, {
        type: 'heartbeat',
        name: 'Nightly backup',
        settings: { periodSeconds: 86_400 },
      })
    ).json().id;
    const { db } = t.database.handle;
    const userId = await userIdOf(alice);
    const pages = await db
      .insert(statusPages)
      .values([
        { userId, slug: 'shop-status', name: 'Shop status' },
        { userId, slug: 'other-status', name: 'Other status' },
      ])
      .returning({ id: statusPages.id });
    [shopPage, otherPage] = pages.map((p) => p.id) as [string, string];
    await db.insert(statusPageDomains).values([
      { statusPageId: shopPage, domainId: shop, monitorId: backup },
      { statusPageId: otherPage, domainId: other },
    ]);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('schedules a window on domains and monitors, names its targets, tells the pages showing them and their subscribers', async () => {
    heard.length = 0;
    const res = await alice.post(
      '/api/maintenance-windows',
      window({
        description: 'Moving to **PostgreSQL 17**',
        targets: [{ domainId: other }, { domainId: shop, monitorId: backup }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Database upgrade',
      description: 'Moving to **PostgreSQL 17**',
      recurrence: 'none',
      timezone: 'UTC',
      recursUntil: null,
      state: 'in_progress',
      nextStartsAt: created.startsAt,
      nextEndsAt: created.endsAt,
    });
    expect(created.targets).toEqual([
      { domainId: shop, monitorId: backup, name: 'Nightly backup on shop.example.com' },
      { domainId: other, monitorId: null, name: 'пример.рф' },
    ]);
    expect(scheduled).toContain(created.id);
    expect(pagesHeard().sort()).toEqual([shopPage, otherPage].sort());

    // the monitor's page is not told about a window on the domain's home page only of another domain
    heard.length = 0;
    const quiet = await alice.post(
      '/api/maintenance-windows',
      window({ targets: [{ domainId: other }], notifySubscribers: false }),
    );
    expect(quiet.statusCode).toBe(201);
    expect(pagesHeard()).toEqual([otherPage]);
    expect(scheduled).not.toContain(quiet.json().id);
  });

  it('works out each window’s state and next occurrence when asked, newest first', async () => {
    const now = Date.now();
    const ids: Record<string, string> = {};
    const make = async (name: string, over: Record<string, unknown>) => {
      const res = await alice.post(
        '/api/maintenance-windows',
        window({ title: name, notifySubscribers: false, ...over }),
      );
      expect(res.statusCode, res.body).toBe(201);
      ids[name] = res.json().id;
    };
    await make('Past', { startsAt: iso(now - 3 * DAY), endsAt: iso(now - 3 * DAY + HOUR) });
    await make('Next week', { startsAt: iso(now + 7 * DAY), endsAt: iso(now + 7 * DAY + 2 * HOUR) });
    // every day two hours from now, since ten days ago
    await make('Daily', {
      startsAt: iso(now - 10 * DAY + 2 * HOUR),
      endsAt: iso(now - 10 * DAY + 3 * HOUR),
      recurrence: 'daily',
    });
    await make('Weekly until last week', {
      startsAt: iso(now - 30 * DAY),
      endsAt: iso(now - 30 * DAY + HOUR),
      recurrence: 'weekly',
      timezone: 'Europe/Berlin',
      recursUntil: iso(now - 8 * DAY),
    });

    const res = await alice.get('/api/maintenance-windows');
    expect(res.statusCode).toBe(200);
    const list: { id: string; title: string; state: string; nextStartsAt: string | null; nextEndsAt: string | null }[] =
      res.json().data;
    const of = (name: string) => list.find((w) => w.id === ids[name])!;
    expect(of('Past')).toMatchObject({ state: 'completed', nextStartsAt: null, nextEndsAt: null });
    expect(of('Next week')).toMatchObject({ state: 'scheduled', nextStartsAt: iso(now + 7 * DAY) });
    expect(of('Daily')).toMatchObject({
      state: 'scheduled',
      nextStartsAt: iso(now + 2 * HOUR),
      nextEndsAt: iso(now + 3 * HOUR),
    });
    expect(of('Weekly until last week')).toMatchObject({ state: 'completed', nextStartsAt: null });
    const titles = list.map((w) => w.title);
    expect(titles.indexOf('Weekly until last week')).toBeLessThan(titles.indexOf('Past'));
  });

  it('edits what is given, keeps what is left out, checks the merged times, and deletes', async () => {
    const created = (
      await alice.post(
        '/api/maintenance-windows',
        window({
          recurrence: 'weekly',
          timezone: 'America/New_York',
          notifySubscribers: false,
          targets: [{ domainId: other }],
        }),
      )
    ).json();
    heard.length = 0;
    const renamed = await alice.request('PATCH', `/api/maintenance-windows/${created.id}`, { title: 'Kernel upgrade' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Kernel upgrade',
      recurrence: 'weekly',
      timezone: 'America/New_York',
      startsAt: created.startsAt,
    });
    expect(pagesHeard()).toEqual([otherPage]);

    // an end alone, eight days after the stored start
    const tooLong = await alice.request('PATCH', `/api/maintenance-windows/${created.id}`, {
      endsAt: iso(Date.parse(created.startsAt) + 8 * DAY),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldErrors(tooLong)).toEqual({ endsAt: [statusPageMessages.maintenanceTooLong] });

    // moved to the shop's monitor: the page that showed it and the page that shows it now refresh
    heard.length = 0;
    const moved = await alice.request('PATCH', `/api/maintenance-windows/${created.id}`, {
      targets: [{ domainId: shop, monitorId: backup }],
      recursUntil: null,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().targets).toEqual([
      { domainId: shop, monitorId: backup, name: 'Nightly backup on shop.example.com' },
    ]);
    expect(pagesHeard().sort()).toEqual([shopPage, otherPage].sort());

    heard.length = 0;
    expect((await alice.request('DELETE', `/api/maintenance-windows/${created.id}`)).statusCode).toBe(204);
    expect(pagesHeard()).toEqual([shopPage]);
    const list: { id: string }[] = (await alice.get('/api/maintenance-windows')).json().data;
    expect(list.map((w) => w.id)).not.toContain(created.id);
    expect(
      (await alice.request('PATCH', `/api/maintenance-windows/${created.id}`, { title: 'Again' })).statusCode,
    ).toBe(404);
  });

  it('refuses bad windows with the field and the reason', async () => {
    const now = Date.now();
    const cases: [Record<string, unknown>, string, string][] = [
      [window({ endsAt: iso(now - 2 * HOUR) }), 'endsAt', statusPageMessages.maintenanceEndBeforeStart],
      [window({ endsAt: iso(now + 7 * DAY) }), 'endsAt', statusPageMessages.maintenanceTooLong],
      [window({ timezone: 'Mars/Olympus_Mons' }), 'timezone', statusPageMessages.timezoneInvalid],
      [window({ targets: [] }), 'targets', statusPageMessages.maintenanceTargetsRequired],
      [window({ title: '  ' }), 'title', statusPageMessages.maintenanceTitleRequired],
      // another workspace's domain, and a monitor named under a domain it is not on
      [
        window({ targets: [{ domainId: shop }, { domainId: bobsSite }] }),
        'targets.1.domainId',
        statusPageMessages.maintenanceTargetInvalid,
      ],
      [
        window({ targets: [{ domainId: other, monitorId: backup }] }),
        'targets.0.monitorId',
        statusPageMessages.maintenanceTargetInvalid,
      ],
    ];
    const before = (await alice.get('/api/maintenance-windows')).json().data.length;
    for (const [body, field, message] of cases) {
      const res = await alice.post('/api/maintenance-windows', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldErrors(res)[field], JSON.stringify(fieldErrors(res))).toEqual([message]);
    }
    expect((await alice.get('/api/maintenance-windows')).json().data).toHaveLength(before);
  });

  it("keeps each workspace's windows to itself", async () => {
    const mine = (
      await alice.post('/api/maintenance-windows', window({ title: 'Private', notifySubscribers: false }))
    ).json().id;
    const theirs: { id: string }[] = (await bob.get('/api/maintenance-windows')).json().data;
    expect(theirs.map((w) => w.id)).not.toContain(mine);
    expect((await bob.request('PATCH', `/api/maintenance-windows/${mine}`, { title: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await bob.request('DELETE', `/api/maintenance-windows/${mine}`)).statusCode).toBe(404);
    expect((await bob.request('DELETE', '/api/maintenance-windows/not-a-uuid')).statusCode).toBe(404);
    const still: { id: string; title: string }[] = (await alice.get('/api/maintenance-windows')).json().data;
    expect(still.find((w) => w.id === mine)?.title).toBe('Private');
  });

  it('lets team viewers read the windows but not schedule, edit or delete them', async () => {
    const owner = await signedInClient(t, 'lead@example.com', 'agency');
    const slug = (await createTeam(owner, 'Ops')).slug;
    const viewer = await joinTeam(t, owner, slug, 'viewer@example.com', 'viewer');
    const site = (await owner.post('/api/domains', { name: 'team.example' })).json().id;
    const created = await owner.post(
      '/api/maintenance-windows',
      window({ targets: [{ domainId: site }], notifySubscribers: false }),
    );
    expect(created.statusCode).toBe(201);
    const seen = await viewer.get('/api/maintenance-windows');
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.map((w: { id: string }) => w.id)).toEqual([created.json().id]);
    for (const res of [
      await viewer.post('/api/maintenance-windows', window({ targets: [{ domainId: site }] })),
      await viewer.request('PATCH', `/api/maintenance-windows/${created.json().id}`, { title: 'Mine' }),
      await viewer.request('DELETE', `/api/maintenance-windows/${created.json().id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });
});
