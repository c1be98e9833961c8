import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainChecks, uptimeEvents } from '../../../src/server/db/schema';
import { ApiClient, issueApiKey } from '../helpers/api-keys';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';

type Page<T> = { data: T[]; nextCursor: string | null };
type Domain = { id: string; name: string; isActive: boolean; createdAt: string };

describe.each(DATABASE_KINDS)('the partner API v1 on %s', (kind) => {
  let t: TestApp;
  let write: ApiClient;
  let read: ApiClient;
  let outsider: ApiClient;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { DNS_SERVERS: '127.0.0.1:9' } });
    await signedInClient(t, 'owner@v1.test', 'agency');
    await signedInClient(t, 'other@v1.test', 'pro');
    const db = t.database.handle.db;
    write = new ApiClient(t.app, (await issueApiKey(db, 'owner@v1.test', { permission: 'admin' })).key);
    read = new ApiClient(t.app, (await issueApiKey(db, 'owner@v1.test', { permission: 'read' })).key);
    outsider = new ApiClient(t.app, (await issueApiKey(db, 'other@v1.test', { permission: 'admin' })).key);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates, reads, updates, deletes and restores a domain, in the { data } envelope', async () => {
    const made = await write.post('/api/v1/domains', { name: 'crud.v1.test' });
    expect(made.statusCode, made.body).toBe(201);
    const domain = made.json<{ data: Domain }>().data;
    expect(domain).toMatchObject({ name: 'crud.v1.test', isActive: true });
    expect(new Date(domain.createdAt).toISOString()).toBe(domain.createdAt);
    expect((await read.get(`/api/v1/domains/${domain.id}`)).json<{ data: Domain }>().data.id).toBe(domain.id);
    const changed = await write.request('PATCH', `/api/v1/domains/${domain.id}`, { description: 'Shop' });
    expect(changed.json<{ data: { description: string } }>().data.description).toBe('Shop');
    expect((await write.request('DELETE', `/api/v1/domains/${domain.id}`)).statusCode).toBe(204);
    const listed = (await read.get('/api/v1/domains?limit=200')).json<Page<Domain>>().data.map((d) => d.id);
    expect(listed).not.toContain(domain.id);
    expect(
      (await read.get('/api/v1/domains?includeDeleted=true&limit=200')).json<Page<Domain>>().data.map((d) => d.id),
    ).toContain(domain.id);
    const restored = await write.post(`/api/v1/domains/${domain.id}/restore`);
    expect(restored.json<{ data: Domain }>().data.isActive).toBe(true);
  });

  it('answers the same list call anew after every change: the page kept as JSON is the list of that moment', async () => {
    const ids = async () =>
      (await read.get('/api/v1/domains?limit=200')).json<Page<Domain & { description: string | null }>>().data;
    const before = await ids();
    expect(await ids()).toEqual(before);
    const made = (await write.post('/api/v1/domains', { name: 'kept-page.v1.test' })).json<{ data: Domain }>().data;
    expect((await ids())[0]).toMatchObject({ id: made.id, description: null });
    await write.request('PATCH', `/api/v1/domains/${made.id}`, { description: 'Renamed shop' });
    expect((await ids())[0]).toMatchObject({ id: made.id, description: 'Renamed shop' });
    expect((await write.request('DELETE', `/api/v1/domains/${made.id}`)).statusCode).toBe(204);
    expect((await ids()).map((d) => d.id)).toEqual(before.map((d) => d.id));
  });

  it('pages the domain list with cursors: every domain once, none missed, even when one is added between pages', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++)
      made.push((await write.post('/api/v1/domains', { name: `page${i}.v1.test` })).json<{ data: Domain }>().data.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await read.get(`/api/v1/domains?search=page&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<Page<Domain>>();
      seen.push(...page.data.map((d) => d.id));
      cursor = page.nextCursor;
      if (pages++ === 0) await write.post('/api/v1/domains', { name: 'page-late.v1.test' }); // newer: before the cursor
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...made].sort());
    expect((await read.get('/api/v1/domains?cursor=not-a-cursor')).json()).toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('filters domains by name and status', async () => {
    await write.post('/api/v1/domains', { name: 'needle.v1.test' });
    const found = (await read.get('/api/v1/domains?search=NEEDLE')).json<Page<Domain>>().data;
    expect(found.map((d) => d.name)).toEqual(['needle.v1.test']);
    const pending = (await read.get('/api/v1/domains?status=pending&search=needle')).json<Page<Domain>>().data;
    expect(pending).toHaveLength(1);
    expect((await read.get('/api/v1/domains?status=offline&search=needle')).json<Page<Domain>>().data).toEqual([]);
  });

  it('refuses writes to read keys (403) and requests without a key (401)', async () => {
    const res = await read.post('/api/v1/domains', { name: 'readonly.v1.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const keyless = await t.app.inject({ method: 'GET', url: '/api/v1/domains' });
    expect(keyless.statusCode).toBe(401);
    // RFC 9110 11.6.1: a 401 says which scheme would do; a key sent and refused is an invalid token (RFC 6750)
    expect(keyless.headers['www-authenticate']).toBe('Bearer realm="sitewarden-api"');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/v1/domains',
      headers: { authorization: 'Bearer sw_live_not-a-key' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="sitewarden-api", error="invalid_token"');
    expect(res.headers['www-authenticate']).toBeUndefined();
  });

  it("takes calls from another site's page: the key is the credential, no cookie is read", async () => {
    const res = await write.post(
      '/api/v1/domains',
      { name: 'cross-site.v1.test' },
      { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it("answers 404 for another workspace's ids", async () => {
    const mine = (await write.post('/api/v1/domains', { name: 'private.v1.test' })).json<{ data: Domain }>().data;
    expect((await outsider.get(`/api/v1/domains/${mine.id}`)).statusCode).toBe(404);
    expect((await outsider.request('DELETE', `/api/v1/domains/${mine.id}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/v1/domains/${mine.id}/checks`)).statusCode).toBe(404);
    expect((await outsider.get('/api/v1/domains?search=private')).json<Page<Domain>>().data).toEqual([]);
  });

  it('replays the first answer of a POST sent again with the same Idempotency-Key, and refuses the key on another body', async () => {
    const headers = { 'idempotency-key': 'create-once-1' };
    const first = await write.post('/api/v1/domains', { name: 'once.v1.test' }, headers);
    expect(first.statusCode).toBe(201);
    const again = await write.post('/api/v1/domains', { name: 'once.v1.test' }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // without the key the same call is a conflict: the domain exists
    expect((await write.post('/api/v1/domains', { name: 'once.v1.test' })).statusCode).toBe(409);
    const other = await write.post('/api/v1/domains', { name: 'twice.v1.test' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // keys belong to one API key: another key may use the same string
    const read2 = await read.post('/api/v1/domains', { name: 'once.v1.test' }, headers);
    expect(read2.statusCode).toBe(403);
  });

  it("keeps an Idempotency-Key to its own key's workspace: another workspace reusing it with another body is not refused", async () => {
    const headers = { 'idempotency-key': 'shared-key-value' };
    const mine = await write.post('/api/v1/domains', { name: 'mine-idem.v1.test' }, headers);
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await outsider.post('/api/v1/domains', { name: 'theirs-idem.v1.test' }, headers);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ data: Domain }>().data.name).toBe('theirs-idem.v1.test');
    // and each replays its own first answer
    const again = await outsider.post('/api/v1/domains', { name: 'theirs-idem.v1.test' }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(theirs.json());
  });

  it('lists checks of a domain and of a monitor in a time range, paged newest first', async () => {
    const domain = (await write.post('/api/v1/domains', { name: 'checks.v1.test' })).json<{ data: Domain }>().data;
    const monitor = await write.post(`/api/v1/domains/${domain.id}/monitors`, {
      type: 'heartbeat',
      name: 'Backup',
      settings: { periodSeconds: 86_400, graceSeconds: 300 },
    });
    expect(monitor.statusCode, monitor.body).toBe(201);
    const monitorId = monitor.json<{ data: { id: string } }>().data.id;
    const base = Date.parse('2026-11-20T00:00:00Z');
    const db = t.database.handle.db;
    await db.insert(domainChecks).values(
      Array.from({ length: 6 }, (_, i) => ({
        domainId: domain.id,
        checkType: 'uptime' as const,
        status: 'healthy' as const,
        responseTime: 100 + i,
        checkedAt: new Date(base + i * 3_600_000),
      })),
    );
    // as the heartbeat family stores them: under the monitor's type
    await db.insert(domainChecks).values({
      domainId: domain.id,
      monitorId,
      checkType: 'heartbeat',
      status: 'critical',
      checkedAt: new Date(base),
    });
    const from = new Date(base + 3_600_000).toISOString();
    const to = new Date(base + 5 * 3_600_000).toISOString();
    const first = (await read.get(`/api/v1/domains/${domain.id}/checks?from=${from}&to=${to}&limit=3`)).json<
      Page<{ responseTimeMs: number; monitorId: null }>
    >();
    expect(first.data.map((c) => c.responseTimeMs)).toEqual([104, 103, 102]);
    const second = (
      await read.get(`/api/v1/domains/${domain.id}/checks?from=${from}&to=${to}&limit=3&cursor=${first.nextCursor}`)
    ).json<Page<{ responseTimeMs: number }>>();
    expect(second.data.map((c) => c.responseTimeMs)).toEqual([101]);
    expect(second.nextCursor).toBeNull();
    const ofMonitor = await read.get(`/api/v1/monitors/${monitorId}/checks`);
    expect(ofMonitor.statusCode, ofMonitor.body).toBe(200);
    expect(ofMonitor.json<Page<{ status: string; monitorId: string }>>().data).toEqual([
      expect.objectContaining({ type: 'heartbeat', status: 'critical', monitorId }),
    ]);
    const byType = await read.get(`/api/v1/monitors/${monitorId}/checks?type=heartbeat`);
    expect(byType.statusCode, byType.body).toBe(200);
    expect(byType.json<Page<{ id: string }>>().data).toHaveLength(1);
    expect(
      (await read.get(`/api/v1/monitors/${monitorId}/checks?type=uptime`)).json<Page<{ id: string }>>().data,
    ).toEqual([]);
    const paused = await write.request('PATCH', `/api/v1/monitors/${monitorId}`, { isActive: false });
    expect(paused.json<{ data: { isActive: boolean } }>().data.isActive).toBe(false);
    expect(
      (await read.get(`/api/v1/domains/${domain.id}/monitors`)).json<Page<{ id: string }>>().data.map((m) => m.id),
    ).toEqual([monitorId]);
  });

  it('reports uptime and the SLA with maintenance left out', async () => {
    const domain = (await write.post('/api/v1/domains', { name: 'sla.v1.test' })).json<{ data: Domain }>().data;
    const today = new Date().toISOString().slice(0, 10);
    const db = t.database.handle.db;
    const start = Date.parse(`${today}T00:00:00Z`);
    await db.insert(domainChecks).values([
      { domainId: domain.id, checkType: 'uptime', status: 'healthy', checkedAt: new Date(start + 60_000) },
      { domainId: domain.id, checkType: 'uptime', status: 'critical', checkedAt: new Date(start + 120_000) },
    ]);
    await db.insert(uptimeEvents).values({
      domainId: domain.id,
      eventType: 'down',
      startTime: new Date(start + 100_000),
      endTime: new Date(start + 200_000),
    });
    const report = async () =>
      (await read.get(`/api/v1/domains/${domain.id}/uptime?from=${today}&to=${today}`)).json<{
        data: Record<string, unknown>;
      }>().data;
    expect(await report()).toMatchObject({
      domainId: domain.id,
      from: today,
      to: today,
      checks: 2,
      successful: 1,
      uptimePercentage: 50,
      slaPercentage: 50,
      maintenanceMinutes: 0,
    });
    // the outage fell inside a maintenance window: the SLA figure leaves it out, the measured one does not
    const window = await write.post('/api/v1/maintenance-windows', {
      title: 'Deploy',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 600_000).toISOString(),
      targets: [{ domainId: domain.id }],
      notifySubscribers: false,
    });
    expect(window.statusCode, window.body).toBe(201);
    expect(await report()).toMatchObject({ uptimePercentage: 50, slaPercentage: 100, maintenanceMinutes: 10 });
  });

  it('lists alerts with a filter, marks one read and resolves it', async () => {
    const domain = (await write.post('/api/v1/domains', { name: 'alerts.v1.test' })).json<{ data: Domain }>().data;
    const db = t.database.handle.db;
    const { alerts, users } = await import('../../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@v1.test'));
    await db.insert(alerts).values(
      ['downtime', 'security', 'downtime'].map((type, i) => ({
        domainId: domain.id,
        userId: owner!.id,
        type: type as 'downtime',
        severity: 'critical' as const,
        title: `A${i}`,
        message: 'x',
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    const page1 = (await read.get(`/api/v1/alerts?domainId=${domain.id}&type=downtime&limit=1`)).json<
      Page<{ id: string; title: string }>
    >();
    expect(page1.data.map((a) => a.title)).toEqual(['A0']);
    const page2 = (
      await read.get(`/api/v1/alerts?domainId=${domain.id}&type=downtime&limit=1&cursor=${page1.nextCursor}`)
    ).json<Page<{ id: string; title: string }>>();
    expect(page2.data.map((a) => a.title)).toEqual(['A2']);
    expect(page2.nextCursor).toBeNull();
    const id = page1.data[0]!.id;
    expect((await read.post(`/api/v1/alerts/${id}/resolve`)).statusCode).toBe(403);
    expect((await write.post(`/api/v1/alerts/${id}/read`)).json<{ data: { isRead: boolean } }>().data.isRead).toBe(
      true,
    );
    expect(
      (await write.post(`/api/v1/alerts/${id}/resolve`)).json<{ data: { isResolved: boolean } }>().data.isResolved,
    ).toBe(true);
    expect((await outsider.post(`/api/v1/alerts/${id}/resolve`)).statusCode).toBe(404);
  });

  it('opens and resolves a status page incident, schedules a maintenance window, and reads the members', async () => {
    const owner = await signedInClient(t, 'pages@v1.test', 'agency');
    const key = new ApiClient(
      t.app,
      (await issueApiKey(t.database.handle.db, 'pages@v1.test', { permission: 'admin' })).key,
    );
    const page = await owner.post('/api/status-pages', { name: 'Status', slug: 'v1-status' });
    expect(page.statusCode, page.body).toBe(201);
    const pageId = page.json<{ id: string }>().id;
    expect((await key.get('/api/v1/status-pages')).json<Page<{ id: string }>>().data.map((p) => p.id)).toEqual([
      pageId,
    ]);
    const opened = await key.post(`/api/v1/status-pages/${pageId}/incidents`, {
      title: 'Slow checkout',
      message: 'Looking into it.',
      notifySubscribers: false,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const incidentId = opened.json<{ data: { id: string } }>().data.id;
    const resolved = await key.post(`/api/v1/incidents/${incidentId}/updates`, {
      status: 'resolved',
      message: 'Fixed.',
      notifySubscribers: false,
    });
    expect(resolved.json<{ data: { status: string; resolvedAt: string | null } }>().data).toMatchObject({
      status: 'resolved',
      resolvedAt: expect.any(String),
    });
    expect(
      (await key.get(`/api/v1/status-pages/${pageId}/incidents?state=resolved`))
        .json<Page<{ id: string }>>()
        .data.map((i) => i.id),
    ).toEqual([incidentId]);

    const domain = (await key.post('/api/v1/domains', { name: 'maint.v1.test' })).json<{ data: Domain }>().data;
    const window = await key.post('/api/v1/maintenance-windows', {
      title: 'Upgrade',
      startsAt: '2030-01-05T02:00:00.000Z',
      endsAt: '2030-01-05T04:00:00.000Z',
      targets: [{ domainId: domain.id }],
    });
    expect(window.statusCode, window.body).toBe(201);
    const windowId = window.json<{ data: { id: string } }>().data.id;
    expect((await key.get('/api/v1/maintenance-windows')).json<Page<{ id: string }>>().data.map((w) => w.id)).toEqual([
      windowId,
    ]);
    expect((await key.request('DELETE', `/api/v1/maintenance-windows/${windowId}`)).statusCode).toBe(204);

    const members = (await key.get('/api/v1/members')).json<Page<{ email: string; role: string }>>();
    expect(members).toEqual({
      data: [expect.objectContaining({ email: 'pages@v1.test', role: 'owner' })],
      nextCursor: null,
    });
  });

  it('pages the members of a team workspace with cursors, newest first, every member once', async () => {
    const owner = await signedInClient(t, 'team-owner@v1.test', 'agency');
    const team = await owner.post('/api/teams', { name: 'Paged team' });
    expect(team.statusCode, team.body).toBe(201);
    const db = t.database.handle.db;
    const { teams, teamMembers, users } = await import('../../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.slug, team.json<{ slug: string }>().slug));
    const made = await db
      .insert(users)
      .values(Array.from({ length: 5 }, (_, i) => ({ email: `member${i}@v1.test` })))
      .returning({ id: users.id });
    const base = Date.parse('2026-10-01T00:00:00Z');
    await db.insert(teamMembers).values(
      made.map((u, i) => ({
        teamId: row!.id,
        userId: u.id,
        role: 'member' as const,
        joinedAt: new Date(base + i * 60_000),
      })),
    );
    const key = new ApiClient(t.app, (await issueApiKey(db, 'team-owner@v1.test', { teamId: row!.id })).key);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await key.get(`/api/v1/members?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<Page<{ email: string }>>();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((m) => m.email));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    // the owner joined last (now), the others in order a minute apart
    expect(seen).toEqual([
      'team-owner@v1.test',
      'member4@v1.test',
      'member3@v1.test',
      'member2@v1.test',
      'member1@v1.test',
      'member0@v1.test',
    ]);
    expect((await key.get('/api/v1/members?cursor=not-a-cursor')).json()).toMatchObject({ code: 'INVALID_CURSOR' });
  });
});
