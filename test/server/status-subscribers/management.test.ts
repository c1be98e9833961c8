import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusSubscribers, teamMembers, teams, users } from '../../../src/server/db/schema';
import { STATUS_PAGE_LIMITS } from '../../../src/shared/constants/status-pages';
import { subscriberListSchema } from '../../../src/shared/contracts/status-pages';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { insertPage } from './fixtures';

describe.each(DATABASE_KINDS)("a page's subscribers for its managers on %s", (kind) => {
  let t: TestApp;
  let owner: Client;
  let viewer: Client;
  let outsider: Client;
  let pageId: string;
  let otherPageId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.handle.db;
    owner = await signedInClient(t, 'owner@manage.test', 'pro');
    viewer = await signedInClient(t, 'viewer@manage.test');
    outsider = await signedInClient(t, 'outsider@manage.test');
    const people = await db.select({ id: users.id, email: users.email }).from(users);
    const idOf = (email: string) => people.find((p) => p.email === email)!.id;
    const [team] = await db
      .insert(teams)
      .values({ name: 'Ops', slug: 'ops', ownerId: idOf('owner@manage.test') })
      .returning({ id: teams.id });
    await db.insert(teamMembers).values([
      { teamId: team!.id, userId: idOf('owner@manage.test'), role: 'owner' },
      { teamId: team!.id, userId: idOf('viewer@manage.test'), role: 'viewer' },
    ]);
    await db
      .update(users)
      .set({ currentTeamId: team!.id })
      .where(inArray(users.id, [idOf('owner@manage.test'), idOf('viewer@manage.test')]));
    pageId = await insertPage(db, { ownerEmail: 'owner@manage.test', slug: 'ops-status', teamId: team!.id });
    otherPageId = await insertPage(db, { ownerEmail: 'outsider@manage.test', slug: 'elsewhere' });

    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
    const rows = await db
      .insert(statusSubscribers)
      .values([
        {
          statusPageId: pageId,
          email: 'pending@example.org',
          subscribedAt: day(1),
          verificationToken: 'f'.repeat(64),
          verificationExpiresAt: day(8),
        },
        {
          statusPageId: pageId,
          email: 'confirmed@example.org',
          subscribedAt: day(2),
          isVerified: true,
          confirmedAt: day(2),
        },
        {
          statusPageId: pageId,
          email: '=cmd@example.org',
          subscribedAt: day(3),
          isVerified: true,
          confirmedAt: day(3),
          unsubscribedAt: day(4),
        },
        { statusPageId: otherPageId, email: 'theirs@example.org', isVerified: true, confirmedAt: day(5) },
      ])
      .returning({ id: statusSubscribers.id, email: statusSubscribers.email });
    for (const row of rows) ids[row.email] = row.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the page's subscribers newest first, by state, with the plan's limit", async () => {
    const res = await viewer.get(`/api/status-pages/${pageId}/subscribers`);
    expect(res.statusCode).toBe(200);
    const list = subscriberListSchema.parse(res.json());
    expect(list.total).toBe(3);
    // a team page: the team owner's plan (Pro) sets the limit, whoever asks
    expect(list.limit).toBe(STATUS_PAGE_LIMITS.pro.subscribersPerPage);
    expect(list.data.map((s) => [s.email, s.state])).toEqual([
      ['=cmd@example.org', 'unsubscribed'],
      ['confirmed@example.org', 'confirmed'],
      ['pending@example.org', 'pending'],
    ]);
    const confirmed = (await owner.get(`/api/status-pages/${pageId}/subscribers?state=confirmed`)).json();
    expect(confirmed).toMatchObject({
      total: 1,
      data: [{ email: 'confirmed@example.org', confirmedAt: '2026-11-02T12:00:00.000Z' }],
    });
    expect((await owner.get(`/api/status-pages/${pageId}/subscribers?page=2`)).json()).toMatchObject({
      total: 3,
      data: [],
    });
    expect((await owner.get(`/api/status-pages/${pageId}/subscribers?state=gone`)).statusCode).toBe(400);
  });

  it('exports them as CSV, safe to open in a spreadsheet', async () => {
    const res = await viewer.get(`/api/status-pages/${pageId}/subscribers.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ops-status-subscribers.csv"');
    expect(res.body.split('\r\n')).toEqual([
      'email,state,subscribed_at,confirmed_at,unsubscribed_at',
      'pending@example.org,pending,2026-11-01T12:00:00.000Z,,',
      'confirmed@example.org,confirmed,2026-11-02T12:00:00.000Z,2026-11-02T12:00:00.000Z,',
      "'=cmd@example.org,unsubscribed,2026-11-03T12:00:00.000Z,2026-11-03T12:00:00.000Z,2026-11-04T12:00:00.000Z",
      '',
    ]);
  });

  it("keeps other workspaces' pages and subscribers out of reach", async () => {
    expect((await outsider.get(`/api/status-pages/${pageId}/subscribers`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/status-pages/${pageId}/subscribers.csv`)).statusCode).toBe(404);
    expect((await owner.get(`/api/status-pages/${otherPageId}/subscribers`)).statusCode).toBe(404);
    expect((await owner.get('/api/status-pages/not-a-uuid/subscribers')).statusCode).toBe(404);
    // a subscriber of another page cannot be removed through this one
    expect(
      (await owner.request('DELETE', `/api/status-pages/${pageId}/subscribers/${ids['theirs@example.org']}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await outsider.request('DELETE', `/api/status-pages/${pageId}/subscribers/${ids['pending@example.org']}`))
        .statusCode,
    ).toBe(404);
  });

  it('lets managers remove a subscriber, and not viewers', async () => {
    const url = `/api/status-pages/${pageId}/subscribers/${ids['pending@example.org']}`;
    const refused = await viewer.request('DELETE', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Viewers can look but not change anything');
    expect((await owner.request('DELETE', url)).statusCode).toBe(204);
    expect((await owner.request('DELETE', url)).statusCode).toBe(404);
    const rows = await t.database.handle.db
      .select()
      .from(statusSubscribers)
      .where(eq(statusSubscribers.statusPageId, pageId));
    expect(rows.map((r) => r.email).sort()).toEqual(['=cmd@example.org', 'confirmed@example.org']);
  });
});
