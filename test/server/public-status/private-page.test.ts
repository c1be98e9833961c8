import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFeed } from '../../../src/server/db/change-feed';
import { statusPageAssets, statusPages } from '../../../src/server/db/schema';
import { hashPassword } from '../../../src/server/modules/auth/password';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { createTeam, joinTeam } from '../teams/team-helpers';
import { statusFixture } from './status-page-fixture';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DATABASE_KINDS)('private status pages on %s', (kind) => {
  let t: TestApp;
  let fx: ReturnType<typeof statusFixture>;
  let owner: Client;
  let ownerId: string;
  const feed = createLocalFeed();

  beforeAll(async () => {
    t = await createTestApp(kind, { feed });
    fx = statusFixture(t.database.handle.db);
    owner = await signedInClient(t, 'owner@example.com');
    ownerId = await fx.userId('owner@example.com');
    const domain = await fx.domain(ownerId, 'internal.example.com');
    const secret = await fx.page({
      userId: ownerId,
      slug: 'secret',
      name: 'Internal tools',
      isPublic: false,
      passwordHash: await hashPassword('open sesame'),
    });
    await fx.component(secret, domain, { displayName: 'Build server' });
    const membersOnly = await fx.page({ userId: ownerId, slug: 'staff', name: 'Staff only', isPublic: false });
    await fx.component(membersOnly, domain, { displayName: 'Payroll' });
  });
  afterAll(() => t.close());

  it('asks a visitor for the password, refuses a wrong one, and opens the page for the right one (its cookie only)', async () => {
    const visitor = new Client(t.app, '10.1.0.1');
    const locked = await visitor.get('/public/status/secret');
    expect(locked.statusCode).toBe(403);
    expect(locked.headers['x-robots-tag']).toBe('noindex');
    expect(locked.headers['cache-control']).toBe('private, no-store');
    expect(locked.body).toContain('action="/public/status/secret/unlock"');
    expect(locked.body).not.toContain('Build server');
    // nothing of it leaks through the machine-readable answers either
    expect((await visitor.get('/public/status/secret/api/v2/summary.json')).statusCode).toBe(404);
    expect((await visitor.get('/public/status/secret/feed.rss')).statusCode).toBe(404);
    expect((await visitor.get('/public/status/secret/badges/status.svg')).statusCode).toBe(404);

    const wrong = await visitor.request('POST', '/public/status/secret/unlock', 'password=guess', FORM);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('That password is not right.');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await visitor.request('POST', '/public/status/secret/unlock', 'password=open+sesame', FORM);
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/public/status/secret');
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/public/status/secret');

    const open = await visitor.get('/public/status/secret');
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Build server');
    expect(open.headers['x-robots-tag']).toBe('noindex');
    expect(open.body).toContain('<meta name="robots" content="noindex">');
    const json = await visitor.get('/public/status/secret/api/v2/components.json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['cache-control']).toBe('private, no-store');
    // badges are for READMEs: a private page has none, unlocked or not
    expect((await visitor.get('/public/status/secret/badges/status.svg')).statusCode).toBe(404);
    // the cookie is this page's: the members-only page stays closed
    expect((await visitor.get('/public/status/staff')).statusCode).toBe(403);
  });

  it('refuses a forged or stale unlock cookie', async () => {
    const forger = new Client(t.app, '10.1.0.2');
    const [page] = await t.database.handle.db.select().from(statusPages).where(eq(statusPages.slug, 'secret'));
    const name = `sw_status_${page!.id.replace(/-/g, '').slice(0, 12)}`;
    const forged = await forger.request('GET', '/public/status/secret', undefined, {
      cookie: `${name}=${page!.id}.${Date.now() + 60_000}.x`,
    });
    expect(forged.statusCode).toBe(403);

    // a new password ends the unlocks given against the old one
    const holder = new Client(t.app, '10.1.0.3');
    await holder.request('POST', '/public/status/secret/unlock', 'password=open+sesame', FORM);
    expect((await holder.get('/public/status/secret')).statusCode).toBe(200);
    await t.database.handle.db
      .update(statusPages)
      .set({ passwordHash: await hashPassword('new secret') })
      .where(eq(statusPages.id, page!.id));
    // as the management side does after saving
    await feed.publish({ type: 'status-page', pageId: page!.id });
    const stale = await holder.get('/public/status/secret');
    expect(stale.statusCode).toBe(403);
    expect(stale.body).not.toContain('Build server');
  });

  it('limits password guesses per address', async () => {
    const guesser = new Client(t.app, '10.1.0.4');
    for (let i = 0; i < 10; i++) {
      expect(
        (await guesser.request('POST', '/public/status/secret/unlock', `password=guess${i}`, FORM)).statusCode,
      ).toBe(403);
    }
    const limited = await guesser.request('POST', '/public/status/secret/unlock', 'password=open+sesame', FORM);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['set-cookie']).toBeUndefined();
  });

  it('shows a members-only page to the workspace and a sign-in link to everyone else', async () => {
    const visitor = new Client(t.app, '10.1.0.5');
    const closed = await visitor.get('/public/status/staff');
    expect(closed.statusCode).toBe(403);
    expect(closed.body).toContain('for members of its workspace only');
    expect(closed.body).toContain('href="http://localhost:3000/auth?next=%2Fpublic%2Fstatus%2Fstaff"');
    expect(closed.body).not.toContain('Payroll');

    const seen = await owner.get('/public/status/staff');
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('Payroll');

    const outsider = await signedInClient(t, 'outsider@example.com');
    expect((await outsider.get('/public/status/staff')).statusCode).toBe(403);
  });

  it("serves a private page's logo and favicon only to those who may see the page, never for shared caches", async () => {
    const db = t.database.handle.db;
    const [page] = await db.select().from(statusPages).where(eq(statusPages.slug, 'secret'));
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x01, 0x02]);
    const [logo] = await db
      .insert(statusPageAssets)
      .values({ statusPageId: page!.id, kind: 'logo', contentType: 'image/png', sha256: 'a'.repeat(64), bytes: png })
      .returning();
    const [favicon] = await db
      .insert(statusPageAssets)
      .values({ statusPageId: page!.id, kind: 'favicon', contentType: 'image/png', sha256: 'b'.repeat(64), bytes: png })
      .returning();
    await db
      .update(statusPages)
      .set({
        passwordHash: await hashPassword('open sesame'),
        logoUrl: `/public/status-assets/${logo!.id}`,
        faviconUrl: `/public/status-assets/${favicon!.id}`,
      })
      .where(eq(statusPages.id, page!.id));
    await feed.publish({ type: 'status-page', pageId: page!.id });
    const onPage = (id: string) => `/public/status/secret/assets/${id}`;
    const addresses = [
      `/public/status-assets/${logo!.id}`,
      `/public/status-assets/${favicon!.id}`,
      onPage(logo!.id),
      onPage(favicon!.id),
    ];

    // a visitor without the password gets nothing, whichever address they try
    const visitor = new Client(t.app, '10.1.0.6');
    for (const url of addresses) expect((await visitor.get(url)).statusCode, url).toBe(404);
    const locked = await visitor.get('/public/status/secret');
    expect(locked.body).not.toContain(logo!.id);

    // with the password: the page points at its images under its own path (where its cookie goes), and they are served
    await visitor.request('POST', '/public/status/secret/unlock', 'password=open+sesame', FORM);
    const open = (await visitor.get('/public/status/secret')).body;
    expect(open).toContain(`<img src="${onPage(logo!.id)}"`);
    expect(open).toContain(`<link rel="icon" href="${onPage(favicon!.id)}">`);
    const served = await visitor.get(onPage(logo!.id));
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers['cross-origin-resource-policy']).toBe('same-origin');
    // revalidated after the access check: the browser's copy is confirmed, a stranger's ETag is not
    const etag = { 'if-none-match': `"${'a'.repeat(64)}"` };
    expect((await visitor.request('GET', onPage(logo!.id), undefined, etag)).statusCode).toBe(304);
    expect((await new Client(t.app, '10.1.0.7').request('GET', onPage(logo!.id), undefined, etag)).statusCode).toBe(
      404,
    );
    // an image of this page asked for under another page's path is not there
    expect((await visitor.get(`/public/status/staff/assets/${logo!.id}`)).statusCode).toBe(404);

    // members see it through their session, at either address
    for (const url of addresses) expect((await owner.get(url)).statusCode, url).toBe(200);
    const outsider = await signedInClient(t, 'asset-outsider@example.com');
    expect((await outsider.get(addresses[0]!)).statusCode).toBe(404);

    // made public, the same image is anyone's and cacheable for ever
    await db.update(statusPages).set({ isPublic: true }).where(eq(statusPages.id, page!.id));
    await feed.publish({ type: 'status-page', pageId: page!.id });
    const open2 = await new Client(t.app, '10.1.0.8').get(addresses[0]!);
    expect(open2.statusCode).toBe(200);
    expect(open2.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await db.update(statusPages).set({ isPublic: false }).where(eq(statusPages.id, page!.id));
    await feed.publish({ type: 'status-page', pageId: page!.id });
  });

  it('shows a team page to every member of the team', async () => {
    const admin = await signedInClient(t, 'team-admin@example.com', 'pro');
    const team = await createTeam(admin, 'Ops team');
    const adminId = await fx.userId('team-admin@example.com');
    const domain = await fx.domain(adminId, 'ops.example.com', team.id);
    const page = await fx.page({
      userId: adminId,
      teamId: team.id,
      slug: 'ops-internal',
      name: 'Ops',
      isPublic: false,
    });
    await fx.component(page, domain, { displayName: 'Runbooks' });
    const viewer = await joinTeam(t, admin, team.slug, 'team-viewer@example.com', 'viewer');
    const res = await viewer.get('/public/status/ops-internal');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Runbooks');
    expect((await owner.get('/public/status/ops-internal')).statusCode).toBe(403);
  });
});
