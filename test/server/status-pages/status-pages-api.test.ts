import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFeed, type CacheChange } from '../../../src/server/db/change-feed';
import { domainChecks, monitors, statusPages, users } from '../../../src/server/db/schema';
import { STATUS_PAGE_ASSET_MAX_BYTES } from '../../../src/shared/constants/status-pages';
import { customDomainMessages, statusPageMessages } from '../../../src/shared/contracts/status-pages';
import { DATABASE_KINDS } from '../helpers/databases';
import {
  Client,
  createTestApp,
  signedInClient,
  TEST_ORIGIN,
  validRegistration,
  type TestApp,
} from '../helpers/test-app';
import { createTeam, joinTeam } from '../teams/team-helpers';

type Page = Record<string, unknown> & { id: string; slug: string; logoUrl: string | null; faviconUrl: string | null };
type Component = {
  id: string;
  domainId: string;
  monitorId: string | null;
  orderIndex: number;
  sourceName: string;
  name: string;
  state: string;
};

const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR fake image body'),
]);
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe.each(DATABASE_KINDS)('status pages management API on %s', (kind) => {
  let t: TestApp;
  let alice: Client; // pro
  let bob: Client; // pro
  let frank: Client; // free
  let agnes: Client; // agency
  let shop: string;
  let blog: string;
  let bobsDomain: string;
  let checkout: string;
  let blogMonitor: string;
  const changes: CacheChange[] = [];
  const notices: string[] = [];

  const upload = (client: Client, url: string, body: Buffer, type: string) =>
    client.request('PUT', url, body, { 'content-type': type });

  beforeAll(async () => {
    const feed = createLocalFeed();
    feed.subscribe((change) => changes.push(change));
    t = await createTestApp(kind, {
      feed,
      subscriberNotices: {
        incidentUpdated: async (id) => void notices.push(id),
        maintenanceScheduled: async () => undefined,
      },
    });
    alice = await signedInClient(t, 'alice@example.com', 'pro');
    bob = await signedInClient(t, 'bob@example.com', 'pro');
    frank = await signedInClient(t, 'frank@example.com', 'free');
    agnes = await signedInClient(t, 'agnes@example.com', 'agency');
    shop = (await alice.post('/api/domains', { name: 'shop.example.com' })).json().id;
    blog = (await alice.post('/api/domains', { name: 'xn--bcher-kva.example' })).json().id;
    bobsDomain = (await bob.post('/api/domains', { name: 'bob.example.org' })).json().id;
    const db = t.database.handle.db;
    const [m1] = await db
      .insert(monitors)
      .values({ domainId: shop, type: 'endpoint', name: 'Checkout API', intervalSeconds: 300 })
      .returning();
    const [m2] = await db
      .insert(monitors)
      .values({ domainId: blog, type: 'endpoint', name: 'Feed', intervalSeconds: 300 })
      .returning();
    checkout = m1!.id;
    blogMonitor = m2!.id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('pages', () => {
    it('creates a page with its slug made from the name, and answers it as the contract says', async () => {
      const res = await alice.post('/api/status-pages', { name: 'Acme Café Status', description: 'Our services' });
      expect(res.statusCode, res.body).toBe(201);
      const page = res.json<Page>();
      expect(page).toMatchObject({
        slug: 'acme-cafe-status',
        name: 'Acme Café Status',
        description: 'Our services',
        publicUrl: `${TEST_ORIGIN}/public/status/acme-cafe-status`,
        logoUrl: null,
        faviconUrl: null,
        customCss: null,
        customDomain: null,
        customDomainVerification: null,
        theme: {},
        isPublic: true,
        hasPassword: false,
        showHistoryDays: 90,
        allowSubscriptions: true,
        autoIncidents: true,
        componentCount: 0,
        subscriberCount: 0,
        activeIncidentCount: 0,
        indicator: 'none',
      });
      expect(changes).toContainEqual({ type: 'status-page', pageId: page.id });
      expect((await alice.get(`/api/status-pages/${page.id}`)).json()).toEqual(page);
      const list = (await alice.get('/api/status-pages')).json<{ data: Page[]; limit: number; used: number }>();
      expect(list).toMatchObject({ limit: 3, used: 1 });
      expect(list.data.map((p) => p.id)).toEqual([page.id]);
    });

    it('refuses bad input with the contract messages under their fields', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: '' }, 'name', statusPageMessages.nameRequired],
        [{ name: 'x'.repeat(101) }, 'name', statusPageMessages.nameTooLong],
        [{ name: 'A', slug: 'ab' }, 'slug', statusPageMessages.slugTooShort],
        [{ name: 'A', slug: 'Bad_Slug' }, 'slug', statusPageMessages.slugInvalid],
        [{ name: 'A', slug: 'API' }, 'slug', statusPageMessages.slugReserved],
        [{ name: 'A', theme: { primaryColor: 'red' } }, 'theme.primaryColor', statusPageMessages.colorInvalid],
        [{ name: 'A', password: '123' }, 'password', statusPageMessages.passwordTooShort],
        [{ name: 'A', showHistoryDays: 365 }, 'showHistoryDays', statusPageMessages.historyDaysInvalid],
        [{ name: 'A', customDomain: 'not a host' }, 'customDomain', statusPageMessages.customDomainInvalid],
      ];
      for (const [body, field, message] of cases) {
        const res = await bob.post('/api/status-pages', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(fieldErrors(res)[field], JSON.stringify(body)).toEqual([message]);
      }
      expect((await bob.get('/api/status-pages')).json()).toMatchObject({ used: 0 });
    });

    it("stops at the plan's page limit, naming the plan and the limit", async () => {
      expect((await frank.post('/api/status-pages', { name: 'Frank' })).statusCode).toBe(201);
      const res = await frank.post('/api/status-pages', { name: 'Frank again' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', details: { limit: 1, plan: 'free' } });
      expect(res.json<{ message: string }>().message).toMatch(/limit of 1 status page for your Free plan/);
      expect((await frank.get('/api/status-pages')).json()).toMatchObject({ limit: 1, used: 1 });
    });

    it('gives free slugs from names (suffixed when short or reserved) and refuses a taken one the user chose', async () => {
      const slugOf = async (body: Record<string, unknown>) => {
        const res = await agnes.post('/api/status-pages', body);
        expect(res.statusCode, res.body).toBe(201);
        return res.json<Page>().slug;
      };
      expect(await slugOf({ name: 'Acme Café Status' })).toBe('acme-cafe-status-2');
      expect(await slugOf({ name: 'API' })).toBe('api-status');
      expect(await slugOf({ name: 'Go' })).toBe('go-status');
      expect(await slugOf({ name: '★★★' })).toBe('status-page');
      expect(await slugOf({ name: 'Mine', slug: 'agnes-services' })).toBe('agnes-services');
      const taken = await bob.post('/api/status-pages', { name: 'Copy', slug: 'agnes-services' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN', message: statusPageMessages.slugTaken });
      expect(fieldErrors(taken).slug).toEqual([statusPageMessages.slugTaken]);
      const own = (await bob.post('/api/status-pages', { name: 'Bob' })).json<Page>();
      const renamed = await bob.request('PATCH', `/api/status-pages/${own.id}`, { slug: 'acme-cafe-status' });
      expect(renamed.statusCode).toBe(409);
      expect(fieldErrors(renamed).slug).toEqual([statusPageMessages.slugTaken]);
      const moved = await bob.request('PATCH', `/api/status-pages/${own.id}`, { slug: 'bob-status' });
      expect(moved.json()).toMatchObject({ slug: 'bob-status', publicUrl: `${TEST_ORIGIN}/public/status/bob-status` });
    });

    it('stores a password hashed, answers only whether there is one, and clears it with null', async () => {
      const page = (
        await alice.post('/api/status-pages', { name: 'Private', isPublic: false, password: 'open-sesame' })
      ).json<Page>();
      expect(page).toMatchObject({ isPublic: false, hasPassword: true });
      expect(JSON.stringify(page)).not.toContain('open-sesame');
      const [row] = await t.database.handle.db.select().from(statusPages).where(eq(statusPages.id, page.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      const cleared = await alice.request('PATCH', `/api/status-pages/${page.id}`, { password: null });
      expect(cleared.json()).toMatchObject({ hasPassword: false, isPublic: false });
      expect(
        (await alice.request('PATCH', `/api/status-pages/${page.id}`, { password: 'another-one' })).json(),
      ).toMatchObject({ hasPassword: true });
      // absent: kept
      expect(
        (await alice.request('PATCH', `/api/status-pages/${page.id}`, { name: 'Private pages' })).json(),
      ).toMatchObject({
        hasPassword: true,
        name: 'Private pages',
      });
      expect((await alice.request('DELETE', `/api/status-pages/${page.id}`)).statusCode).toBe(204);
    });

    it('keeps only the safe part of custom CSS and answers it', async () => {
      const list = (await alice.get('/api/status-pages')).json<{ data: Page[] }>();
      const id = list.data[0]!.id;
      const res = await alice.request('PATCH', `/api/status-pages/${id}`, {
        customCss:
          '@import url(https://evil.example/x.css);\n.banner { background: url(https://evil.example/p.gif); color: #111 }</style><script>',
        theme: { primaryColor: '#059669', mode: 'dark' },
        showHistoryDays: 30,
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<Page>();
      expect(page.customCss).toBe('.banner { background: none; color: #111 }/style>script>');
      expect(page).toMatchObject({ theme: { primaryColor: '#059669', mode: 'dark' }, showHistoryDays: 30 });
    });

    it('applies the custom domain rules: plan and not our host; a claim is pending and blocks nobody', async () => {
      const free = (await frank.get('/api/status-pages')).json<{ data: Page[] }>().data[0]!;
      const refused = await frank.request('PATCH', `/api/status-pages/${free.id}`, {
        customDomain: 'status.frank.example',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ code: string; message: string }>()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
      expect(refused.json<{ message: string }>().message).toContain('Free plan');

      // claimed, not proven: pending, with the records to create, and not the page's address yet
      const page = (
        await alice.post('/api/status-pages', { name: 'Shop', customDomain: 'Status.Shop.Example.com' })
      ).json<Page>();
      expect(page).toMatchObject({
        customDomain: 'status.shop.example.com',
        publicUrl: `${TEST_ORIGIN}/public/status/shop`,
        customDomainVerification: {
          state: 'pending',
          txtRecord: {
            name: '_sitewarden-challenge.status.shop.example.com',
            value: expect.stringMatching(/^[0-9a-f]{32}$/),
          },
          cnameTarget: 'localhost',
          proof: null,
          verifiedAt: null,
          checkedAt: null,
          problem: null,
          releasedAt: null,
        },
      });
      // another workspace may claim the same name: whoever proves it first gets it
      const bobs = (await bob.get('/api/status-pages')).json<{ data: Page[] }>().data[0]!;
      const also = await bob.request('PATCH', `/api/status-pages/${bobs.id}`, {
        customDomain: 'status.shop.example.com',
      });
      expect(also.statusCode).toBe(200);
      const bobsClaim = also.json<{ customDomainVerification: { txtRecord: { value: string } } }>()
        .customDomainVerification;
      expect(bobsClaim.txtRecord.value).not.toBe(
        (page.customDomainVerification as { txtRecord: { value: string } }).txtRecord.value,
      );
      // her own page keeps its claim (and its value) through other edits, and may let it go
      const kept = await alice.request('PATCH', `/api/status-pages/${page.id}`, {
        customDomain: 'status.shop.example.com',
        name: 'Shop!',
      });
      expect(kept.json()).toMatchObject({ customDomainVerification: page.customDomainVerification });
      const released = await alice.request('PATCH', `/api/status-pages/${page.id}`, { customDomain: null });
      expect(released.json()).toMatchObject({
        customDomain: null,
        customDomainVerification: null,
        publicUrl: `${TEST_ORIGIN}/public/status/shop`,
      });
      // "Verify now" needs a claim
      const nothing = await alice.post(`/api/status-pages/${page.id}/custom-domain/verify`);
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json()).toMatchObject({ code: 'NO_CUSTOM_DOMAIN', message: customDomainMessages.none });
      expect((await alice.request('DELETE', `/api/status-pages/${page.id}`)).statusCode).toBe(204);
      expect((await bob.request('PATCH', `/api/status-pages/${bobs.id}`, { customDomain: null })).statusCode).toBe(200);
    });
  });

  describe('components', () => {
    let pageId: string;
    beforeAll(async () => {
      pageId = (await alice.get('/api/status-pages')).json<{ data: Page[] }>().data[0]!.id;
    });
    const put = (client: Client, components: unknown[], id = pageId) =>
      client.request('PUT', `/api/status-pages/${id}/components`, { components });

    it('replaces the list in order, naming each by what it watches', async () => {
      const res = await put(alice, [
        { domainId: shop },
        { domainId: shop, monitorId: checkout, displayName: 'Payments', groupName: 'Shop' },
        { domainId: blog, isVisible: false },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json<{ data: Component[] }>().data;
      expect(list).toMatchObject([
        {
          domainId: shop,
          monitorId: null,
          orderIndex: 0,
          sourceName: 'shop.example.com',
          name: 'shop.example.com',
          displayName: null,
          state: 'operational',
        },
        {
          domainId: shop,
          monitorId: checkout,
          orderIndex: 1,
          sourceName: 'Checkout API on shop.example.com',
          name: 'Payments',
          groupName: 'Shop',
        },
        { domainId: blog, orderIndex: 2, sourceName: 'bücher.example', isVisible: false },
      ]);
      expect((await alice.get(`/api/status-pages/${pageId}/components`)).json()).toEqual({ data: list });
      expect((await alice.get(`/api/status-pages/${pageId}`)).json()).toMatchObject({
        componentCount: 3,
        indicator: 'none',
      });
      expect(changes.at(-1)).toEqual({ type: 'status-page', pageId });
    });

    it("shows each component's state from its latest check, and the page's indicator from the visible ones", async () => {
      await t.database.handle.db
        .insert(domainChecks)
        .values({ domainId: shop, checkType: 'uptime', status: 'error', checkedAt: new Date() });
      const list = (await alice.get(`/api/status-pages/${pageId}/components`)).json<{ data: Component[] }>().data;
      expect(list.map((c) => c.state)).toEqual(['major_outage', 'operational', 'operational']);
      // one of the two visible components is down
      expect((await alice.get(`/api/status-pages/${pageId}`)).json()).toMatchObject({ indicator: 'major' });
    });

    it('keeps the ids it is given, in the new order', async () => {
      const before = (await alice.get(`/api/status-pages/${pageId}/components`)).json<{ data: Component[] }>().data;
      const reordered = before.toReversed().map((c) => ({ id: c.id, domainId: c.domainId, monitorId: c.monitorId }));
      const after = (await put(alice, reordered)).json<{ data: Component[] }>().data;
      expect(after.map((c) => c.id)).toEqual(before.toReversed().map((c) => c.id));
      expect(after.map((c) => c.orderIndex)).toEqual([0, 1, 2]);
      // an id that is not one of this page's names a new component
      const foreign = '00000000-0000-4000-8000-000000000000';
      const fresh = (await put(alice, [{ id: foreign, domainId: shop }])).json<{ data: Component[] }>().data;
      expect(fresh).toHaveLength(1);
      expect(fresh[0]!.id).not.toBe(foreign);
    });

    it("refuses another workspace's domain, a monitor of another domain and duplicates", async () => {
      const foreign = await put(alice, [{ domainId: bobsDomain }]);
      expect(foreign.statusCode).toBe(400);
      expect(fieldErrors(foreign)['components.0.domainId']).toBeDefined();
      const wrongMonitor = await put(alice, [{ domainId: shop }, { domainId: shop, monitorId: blogMonitor }]);
      expect(wrongMonitor.statusCode).toBe(400);
      expect(fieldErrors(wrongMonitor)['components.1.monitorId']).toBeDefined();
      const twice = await put(alice, [{ domainId: shop }, { domainId: shop, displayName: 'Again' }]);
      expect(twice.statusCode).toBe(400);
      expect(fieldErrors(twice)['components.1']).toBeDefined();
      // nothing changed
      expect(
        (await alice.get(`/api/status-pages/${pageId}/components`)).json<{ data: Component[] }>().data,
      ).toHaveLength(1);
    });
  });

  describe('logo and favicon', () => {
    let pageId: string;
    beforeAll(async () => {
      pageId = (await alice.get('/api/status-pages')).json<{ data: Page[] }>().data[0]!.id;
    });

    it('takes a PNG, serves it to anyone with its cache and safety headers, and a new upload gets a new address', async () => {
      const res = await upload(alice, `/api/status-pages/${pageId}/assets/logo`, PNG, 'image/png');
      expect(res.statusCode, res.body).toBe(200);
      const logoUrl = res.json<Page>().logoUrl!;
      expect(logoUrl).toMatch(/^\/public\/status-assets\/[0-9a-f-]{36}$/);
      const served = await new Client(t.app).get(logoUrl);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      const again = (await upload(alice, `/api/status-pages/${pageId}/assets/logo`, PNG, 'image/png')).json<Page>();
      expect(again.logoUrl).not.toBe(logoUrl);
      expect((await alice.get(logoUrl)).statusCode).toBe(404);
      expect((await alice.get(again.logoUrl!)).statusCode).toBe(200);
      // a browser that has it is told it is unchanged
      const cached = await t.app.inject({
        method: 'GET',
        url: again.logoUrl!,
        headers: { 'if-none-match': served.headers.etag as string },
      });
      expect(cached.statusCode).toBe(304);
    });

    it('serves an SVG under a policy that runs nothing', async () => {
      const page = (
        await upload(alice, `/api/status-pages/${pageId}/assets/favicon`, SVG, 'image/svg+xml')
      ).json<Page>();
      const served = await alice.get(page.faviconUrl!);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    });

    it('refuses a "PNG" that is really HTML, a file too large and types that are not images', async () => {
      const before = (await alice.get(`/api/status-pages/${pageId}`)).json<Page>();
      const html = await upload(
        alice,
        `/api/status-pages/${pageId}/assets/logo`,
        Buffer.from('<html><script>alert(1)</script></html>'),
        'image/png',
      );
      expect(html.statusCode).toBe(415);
      const big = Buffer.concat([PNG, Buffer.alloc(STATUS_PAGE_ASSET_MAX_BYTES.favicon)]);
      const tooBig = await upload(alice, `/api/status-pages/${pageId}/assets/favicon`, big, 'image/png');
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json<{ message: string }>().message).toContain('128 KB');
      const text = await upload(alice, `/api/status-pages/${pageId}/assets/logo`, Buffer.from('hello'), 'text/plain');
      expect(text.statusCode).toBe(415);
      expect((await alice.get(`/api/status-pages/${pageId}`)).json<Page>()).toMatchObject({
        logoUrl: before.logoUrl,
        faviconUrl: before.faviconUrl,
      });
    });

    it('removes an asset: the page forgets it and its address answers 404', async () => {
      const { logoUrl } = (await alice.get(`/api/status-pages/${pageId}`)).json<Page>();
      const res = await alice.request('DELETE', `/api/status-pages/${pageId}/assets/logo`);
      expect(res.json()).toMatchObject({ logoUrl: null });
      expect((await alice.get(logoUrl!)).statusCode).toBe(404);
      expect((await alice.get('/public/status-assets/not-an-id')).statusCode).toBe(404);
    });

    it("refuses uploads to another workspace's page", async () => {
      expect((await upload(bob, `/api/status-pages/${pageId}/assets/logo`, PNG, 'image/png')).statusCode).toBe(404);
    });
  });

  describe('incidents', () => {
    let pageId: string;
    let componentId: string;
    type Incident = {
      id: string;
      status: string;
      impact: string;
      resolvedAt: string | null;
      automatic: boolean;
      updates: { status: string; message: string; authorName: string | null }[];
    };
    beforeAll(async () => {
      pageId = (await alice.get('/api/status-pages')).json<{ data: Page[] }>().data[0]!.id;
      componentId = (await alice.get(`/api/status-pages/${pageId}/components`)).json<{ data: Component[] }>().data[0]!
        .id;
    });

    it('keeps a timeline from opening to resolution, re-opening on a later non-resolved update', async () => {
      const noticesBefore = notices.length;
      const created = await alice.post(`/api/status-pages/${pageId}/incidents`, {
        title: 'Checkout errors',
        impact: 'major',
        message: 'We are **looking** into failed payments.',
        affectedComponents: [componentId],
      });
      expect(created.statusCode, created.body).toBe(201);
      const incident = created.json<Incident>();
      expect(incident).toMatchObject({
        statusPageId: pageId,
        title: 'Checkout errors',
        status: 'investigating',
        impact: 'major',
        affectedComponents: [componentId],
        automatic: false,
        resolvedAt: null,
        updates: [
          { status: 'investigating', message: 'We are **looking** into failed payments.', authorName: 'Ada Lovelace' },
        ],
      });
      expect(notices).toHaveLength(noticesBefore + 1);
      // its one component is down already: the worst there is
      expect((await alice.get(`/api/status-pages/${pageId}`)).json()).toMatchObject({
        activeIncidentCount: 1,
        indicator: 'critical',
      });

      const identified = await alice.post(`/api/incidents/${incident.id}/updates`, {
        status: 'identified',
        message: 'A bad deploy.',
        notifySubscribers: false,
      });
      expect(identified.json<Incident>().updates.map((u) => u.status)).toEqual(['identified', 'investigating']);
      expect(notices).toHaveLength(noticesBefore + 1);

      const resolved = (
        await alice.post(`/api/incidents/${incident.id}/updates`, { status: 'resolved', message: 'Rolled back.' })
      ).json<Incident>();
      expect(resolved.status).toBe('resolved');
      expect(resolved.resolvedAt).not.toBeNull();
      expect(notices).toHaveLength(noticesBefore + 2);
      const active = (await alice.get(`/api/status-pages/${pageId}/incidents?state=active`)).json<{
        data: Incident[];
        total: number;
      }>();
      expect(active.data.map((i) => i.id)).not.toContain(incident.id);
      const past = (await alice.get(`/api/status-pages/${pageId}/incidents?state=resolved`)).json<{
        data: Incident[];
        total: number;
      }>();
      expect(past.data.map((i) => i.id)).toContain(incident.id);

      const reopened = (
        await alice.post(`/api/incidents/${incident.id}/updates`, { status: 'monitoring', message: 'Errors again.' })
      ).json<Incident>();
      expect(reopened).toMatchObject({ status: 'monitoring', resolvedAt: null });
      expect(reopened.updates.map((u) => u.status)).toEqual(['monitoring', 'resolved', 'identified', 'investigating']);

      const edited = await alice.request('PATCH', `/api/incidents/${incident.id}`, {
        title: 'Payment errors',
        impact: 'critical',
      });
      expect(edited.json()).toMatchObject({ title: 'Payment errors', impact: 'critical' });
      expect((await alice.get(`/api/incidents/${incident.id}`)).json()).toEqual(edited.json());
      expect((await alice.request('DELETE', `/api/incidents/${incident.id}`)).statusCode).toBe(204);
      expect((await alice.get(`/api/incidents/${incident.id}`)).statusCode).toBe(404);
    });

    it("raises the page's indicator to an unresolved incident's impact", async () => {
      const page = (await bob.get('/api/status-pages')).json<{ data: Page[] }>().data[0]!;
      expect(page.indicator).toBe('none');
      const incident = (
        await bob.post(`/api/status-pages/${page.id}/incidents`, {
          title: 'Slow',
          impact: 'minor',
          message: 'Slower answers.',
        })
      ).json<Incident>();
      expect((await bob.get(`/api/status-pages/${page.id}`)).json()).toMatchObject({
        indicator: 'minor',
        activeIncidentCount: 1,
      });
      await bob.post(`/api/incidents/${incident.id}/updates`, { status: 'resolved', message: 'Fine again.' });
      expect((await bob.get(`/api/status-pages/${page.id}`)).json()).toMatchObject({
        indicator: 'none',
        activeIncidentCount: 0,
      });
    });

    it('refuses components of other pages and empty messages', async () => {
      const other = await alice.post(`/api/status-pages/${pageId}/incidents`, {
        title: 'X',
        message: 'Y',
        affectedComponents: ['00000000-0000-4000-8000-000000000000'],
      });
      expect(other.statusCode).toBe(400);
      expect(fieldErrors(other)['affectedComponents.0']).toBeDefined();
      const empty = await alice.post(`/api/status-pages/${pageId}/incidents`, { title: 'X', message: '  ' });
      expect(fieldErrors(empty).message).toEqual([statusPageMessages.messageRequired]);
    });

    it('pages the list ten at a time, newest first', async () => {
      for (let i = 1; i <= 11; i++) {
        expect(
          (
            await alice.post(`/api/status-pages/${pageId}/incidents`, {
              title: `Incident ${i}`,
              message: 'Noted.',
              notifySubscribers: false,
            })
          ).statusCode,
        ).toBe(201);
      }
      const first = (await alice.get(`/api/status-pages/${pageId}/incidents`)).json<{
        data: { title: string }[];
        total: number;
      }>();
      expect(first.total, JSON.stringify(first.data.map((i) => i.title))).toBe(11);
      expect(first.data).toHaveLength(10);
      expect(first.data[0]!.title).toBe('Incident 11');
      const second = (await alice.get(`/api/status-pages/${pageId}/incidents?page=2`)).json<{
        data: { title: string }[];
      }>();
      expect(second.data.map((i) => i.title)).toEqual(['Incident 1']);
    });
  });

  describe('who may do what', () => {
    it("answers 404 for another user's page, its components, assets and incidents", async () => {
      const page = (await alice.get('/api/status-pages')).json<{ data: Page[] }>().data[0]!;
      const incident = (await alice.get(`/api/status-pages/${page.id}/incidents`)).json<{ data: { id: string }[] }>()
        .data[0]!;
      for (const [method, url, body] of [
        ['GET', `/api/status-pages/${page.id}`],
        ['PATCH', `/api/status-pages/${page.id}`, { name: 'Mine now' }],
        ['DELETE', `/api/status-pages/${page.id}`],
        ['GET', `/api/status-pages/${page.id}/components`],
        ['PUT', `/api/status-pages/${page.id}/components`, { components: [] }],
        ['DELETE', `/api/status-pages/${page.id}/assets/favicon`],
        ['GET', `/api/status-pages/${page.id}/incidents`],
        ['POST', `/api/status-pages/${page.id}/incidents`, { title: 'Mine', message: 'Mine' }],
        ['GET', `/api/incidents/${incident.id}`],
        ['PATCH', `/api/incidents/${incident.id}`, { title: 'Mine' }],
        ['POST', `/api/incidents/${incident.id}/updates`, { status: 'resolved', message: 'Mine' }],
        ['DELETE', `/api/incidents/${incident.id}`],
      ] as [string, string, unknown?][]) {
        const res = await bob.request(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await bob.get('/api/status-pages')).json<{ data: Page[] }>().data.map((p) => p.id)).not.toContain(
        page.id,
      );
      expect((await alice.get(`/api/status-pages/${page.id}`)).json()).toMatchObject({ name: page.name });
    });

    it('lets viewers of a team read its pages but change nothing', async () => {
      const owner = await signedInClient(t, 'owner@team.example', 'pro');
      const team = await createTeam(owner, 'Status team');
      const viewer = await joinTeam(t, owner, team.slug, 'viewer@team.example', 'viewer');
      const page = (await owner.post('/api/status-pages', { name: 'Team status' })).json<Page>();
      expect((await viewer.get('/api/status-pages')).json<{ data: Page[] }>().data.map((p) => p.id)).toEqual([page.id]);
      const refused = await viewer.post('/api/status-pages', { name: 'Viewer page' });
      expect(refused.statusCode).toBe(403);
      expect((await viewer.request('PATCH', `/api/status-pages/${page.id}`, { name: 'Changed' })).statusCode).toBe(403);
      expect(
        (await viewer.post(`/api/status-pages/${page.id}/incidents`, { title: 'X', message: 'Y' })).statusCode,
      ).toBe(403);
      expect((await upload(viewer, `/api/status-pages/${page.id}/assets/logo`, PNG, 'image/png')).statusCode).toBe(403);
    });
  });

  it('refuses a cross-site upload (the origin check applies to raw bodies too)', async () => {
    const page = (await alice.get('/api/status-pages')).json<{ data: Page[] }>().data[0]!;
    const res = await alice.request('PUT', `/api/status-pages/${page.id}/assets/logo`, PNG, {
      'content-type': 'image/png',
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe.each(DATABASE_KINDS)("a page's custom domain on %s", (kind) => {
  const OWN = 'http://monitor.example.com';
  let t: TestApp;
  let client: Client;
  const call = (method: string, url: string, payload?: unknown) =>
    client.request(method, url, payload, { origin: OWN });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL: OWN } });
    client = new Client(t.app);
    expect((await call('POST', '/api/auth/register', validRegistration('owner@example.com'))).statusCode).toBe(201);
    await t.database.handle.db
      .update(users)
      .set({ subscriptionTier: 'pro' })
      .where(eq(users.email, 'owner@example.com'));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("may not be the installation's own host name", async () => {
    const res = await call('POST', '/api/status-pages', { name: 'Ours', customDomain: 'monitor.example.com' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res).customDomain).toEqual([customDomainMessages.ownHost]);
    const page = await call('POST', '/api/status-pages', { name: 'Ours', customDomain: 'status.example.com' });
    expect(page.json()).toMatchObject({
      customDomain: 'status.example.com',
      publicUrl: `${OWN}/public/status/ours`,
      customDomainVerification: { state: 'pending', cnameTarget: 'monitor.example.com' },
    });
  });
});
