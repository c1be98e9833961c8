import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { domains, teams } from '../../../src/server/db/schema';
import type { DomainRow } from '../../../src/server/modules/domains/domains.repository';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { joinTeam, userIdOf } from './team-helpers';

describe.each(DATABASE_KINDS)('teams and workspaces on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let admin: Client;
  let member: Client;
  let viewer: Client;
  let outsider: Client;
  let team: { id: string; slug: string };
  const ids: Record<'owner' | 'admin' | 'member' | 'viewer' | 'outsider', string> = {
    owner: '',
    admin: '',
    member: '',
    viewer: '',
    outsider: '',
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'owner@example.com', 'agency');
    outsider = await signedInClient(t, 'outsider@example.com', 'pro');
    ids.owner = await userIdOf(owner);
    ids.outsider = await userIdOf(outsider);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs a signed-in user', async () => {
    expect((await new Client(t.app).get('/api/teams')).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/teams', { name: 'Nope' })).statusCode).toBe(401);
  });

  it('creates a team: the creator owns it and it becomes the current workspace', async () => {
    const res = await owner.post('/api/teams', { name: '  Acme Monitoring ', description: 'Ops team' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Acme Monitoring',
      slug: 'acme-monitoring',
      description: 'Ops team',
      currentUserRole: 'owner',
      memberCount: 1,
      ownerId: ids.owner,
    });
    expect(body.members).toEqual([
      expect.objectContaining({ userId: ids.owner, email: 'owner@example.com', role: 'owner' }),
    ]);
    team = { id: body.id, slug: body.slug };
    expect((await owner.get('/api/auth/user')).json().currentTeamId).toBe(team.id);

    admin = await joinTeam(t, owner, team.slug, 'admin@example.com', 'admin');
    member = await joinTeam(t, owner, team.slug, 'member@example.com', 'member');
    viewer = await joinTeam(t, owner, team.slug, 'viewer@example.com', 'viewer');
    ids.admin = await userIdOf(admin);
    ids.member = await userIdOf(member);
    ids.viewer = await userIdOf(viewer);
  });

  it('validates names and slugs with clear messages', async () => {
    const cases: [unknown, string, string][] = [
      [{}, 'name', 'Team name is required'],
      [{ name: ' ' }, 'name', 'Team name is required'],
      [{ name: 'A' }, 'name', 'Team name must be at least 2 characters'],
      [{ name: 'x'.repeat(101) }, 'name', 'Team name must be at most 100 characters'],
      [{ name: 'Valid', slug: 'a' }, 'slug', 'Slug must be at least 2 characters'],
      [{ name: 'Valid', slug: 'a'.repeat(51) }, 'slug', 'Slug must be at most 50 characters'],
      [
        { name: 'Valid', slug: 'bad_slug' },
        'slug',
        'Slug may contain only lowercase letters, digits and hyphens, and must start and end with a letter or digit',
      ],
      [
        { name: 'Valid', slug: '-edge-' },
        'slug',
        'Slug may contain only lowercase letters, digits and hyphens, and must start and end with a letter or digit',
      ],
      [{ name: 'Valid', slug: 'new' }, 'slug', 'This slug is reserved. Choose another.'],
      [{ name: 'Valid', description: 'd'.repeat(501) }, 'description', 'Description must be at most 500 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await outsider.post('/api/teams', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().details.fieldErrors[field]).toEqual([message]);
    }
  });

  it('refuses a taken slug with 409 and generates a free slug from the name', async () => {
    const taken = await outsider.post('/api/teams', { name: 'Copycat', slug: 'acme-monitoring' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'SLUG_TAKEN',
      message: 'The slug "acme-monitoring" is already taken. Choose another.',
    });

    expect((await outsider.post('/api/teams', { name: 'Acme Monitoring' })).json().slug).toBe('acme-monitoring-2');
    expect((await outsider.post('/api/teams', { name: 'Acme Monitoring' })).json().slug).toBe('acme-monitoring-3');
    expect((await outsider.post('/api/teams', { name: 'Café Ünïcode & Co.!' })).json().slug).toBe('cafe-unicode-co');
    expect((await outsider.post('/api/teams', { name: 'New' })).json().slug).toBe('team-new');
    expect((await outsider.post('/api/teams', { name: '!!' })).json().slug).toBe('team');
    expect((await outsider.post('/api/teams', { name: 'Mixed', slug: ' My-Team ' })).json().slug).toBe('my-team');
  });

  it("lists the caller's teams with their role and the member count", async () => {
    const mine = (await owner.get('/api/teams')).json();
    expect(mine).toEqual([
      {
        id: team.id,
        name: 'Acme Monitoring',
        slug: 'acme-monitoring',
        description: 'Ops team',
        currentUserRole: 'owner',
        memberCount: 4,
        ownerId: ids.owner,
      },
    ]);
    expect((await viewer.get('/api/teams')).json()).toEqual([
      expect.objectContaining({ id: team.id, currentUserRole: 'viewer' }),
    ]);
    const outsiders = (await outsider.get('/api/teams')).json<{ slug: string; currentUserRole: string }[]>();
    expect(outsiders.map((x) => x.slug)).not.toContain('acme-monitoring');
    expect(outsiders.every((x) => x.currentUserRole === 'owner')).toBe(true);
  });

  it('shows a team with its members to members only (404 to everyone else)', async () => {
    const res = await viewer.get(`/api/teams/${team.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['owner@example.com', 'owner'],
      ['admin@example.com', 'admin'],
      ['member@example.com', 'member'],
      ['viewer@example.com', 'viewer'],
    ]);
    expect(res.json().members[1]).toMatchObject({ userId: ids.admin, firstName: 'Ada', lastName: 'Lovelace' });
    expect(typeof res.json().members[1].joinedAt).toBe('string');

    const hidden = await outsider.get(`/api/teams/${team.slug}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Team not found.', code: 'TEAM_NOT_FOUND' });
    expect((await outsider.get('/api/teams/no-such-team')).json()).toEqual(hidden.json());
  });

  it("switches workspaces: the domains listed are the current workspace's", async () => {
    const personal = await owner.post('/api/teams/personal/switch');
    expect(personal.statusCode).toBe(200);
    expect(personal.json()).toMatchObject({ id: ids.owner, email: 'owner@example.com', currentTeamId: null });
    expect((await owner.post('/api/domains', { name: 'personal.example.com' })).statusCode).toBe(201);

    const switched = await owner.post(`/api/teams/${team.id}/switch`);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ id: ids.owner, currentTeamId: team.id });
    expect((await owner.post('/api/domains', { name: 'team.example.com' })).statusCode).toBe(201);

    const names = async (c: Client) =>
      ((await c.get('/api/domains')).json().data as { name: string }[]).map((d) => d.name);
    expect(await names(owner)).toEqual(['team.example.com']);
    expect(await names(member)).toEqual(['team.example.com']);
    await owner.post('/api/teams/personal/switch');
    expect(await names(owner)).toEqual(['personal.example.com']);
    await owner.post(`/api/teams/${team.id}/switch`);
    expect(await names(owner)).toEqual(['team.example.com']);
    expect(await names(outsider)).toEqual([]);
  });

  it("refuses to switch to a team the caller isn't in (404)", async () => {
    const res = await outsider.post(`/api/teams/${team.id}/switch`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TEAM_NOT_FOUND');
    expect((await outsider.post('/api/teams/not-a-uuid/switch')).statusCode).toBe(404);
    expect((await outsider.get('/api/auth/user')).json().currentTeamId).not.toBe(team.id);
  });

  it('lets a viewer look but not change the workspace (403); members may change domains', async () => {
    expect((await viewer.get('/api/domains')).json().data).toHaveLength(1);
    const refused = await viewer.post('/api/domains', { name: 'viewer.example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Viewers can look but not change anything in this workspace. Ask a team admin for a different role.',
    });
    const id = (await viewer.get('/api/domains')).json().data[0].id as string;
    expect((await viewer.request('DELETE', `/api/domains/${id}`)).statusCode).toBe(403);
    expect((await member.post('/api/domains', { name: 'member.example.com' })).statusCode).toBe(201);
  });

  it('edits the team settings (admins and the owner only), wherever the caller currently works', async () => {
    await admin.post('/api/teams/personal/switch');
    const res = await admin.request('PATCH', `/api/teams/${team.slug}`, { name: 'Acme Ops', description: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Acme Ops',
      description: null,
      slug: 'acme-monitoring',
      currentUserRole: 'admin',
    });
    expect((await member.request('PATCH', `/api/teams/${team.slug}`, { name: 'Hijack' })).statusCode).toBe(403);
    expect((await viewer.request('PATCH', `/api/teams/${team.slug}`, { name: 'Hijack' })).statusCode).toBe(403);
    expect((await outsider.request('PATCH', `/api/teams/${team.slug}`, { name: 'Hijack' })).statusCode).toBe(404);
    const invalid = await admin.request('PATCH', `/api/teams/${team.slug}`, { name: 'x' });
    expect(invalid.json().details.fieldErrors.name).toEqual(['Team name must be at least 2 characters']);
    await admin.post(`/api/teams/${team.id}/switch`);
  });

  it('changes roles: admins manage members and viewers, the admin role is the owner’s, owner only by transfer', async () => {
    const role = (c: Client, userId: string, r: string) =>
      c.request('PATCH', `/api/teams/${team.slug}/members/${userId}`, { role: r });

    const demoted = await role(admin, ids.member, 'viewer');
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({ userId: ids.member, role: 'viewer', email: 'member@example.com' });
    expect((await role(admin, ids.member, 'member')).json().role).toBe('member');

    const promote = await role(admin, ids.viewer, 'admin');
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Only the team owner can give or take away the admin role.');

    const second = await signedInClient(t, 'second-admin@example.com');
    const secondId = await userIdOf(second);
    const joined = await joinTeam(t, owner, team.slug, 'second-admin2@example.com', 'admin');
    const otherAdmin = await userIdOf(joined);
    expect((await role(admin, otherAdmin, 'member')).statusCode).toBe(403);
    expect((await role(admin, ids.admin, 'member')).json()).toMatchObject({ code: 'OWN_ROLE' });
    const toOwner = await role(owner, ids.member, 'owner');
    expect(toOwner.statusCode).toBe(400);
    expect(toOwner.json().details.fieldErrors.role).toEqual(['Ownership changes only through a transfer of ownership']);
    const ownerRole = await role(admin, ids.owner, 'member');
    expect(ownerRole.statusCode).toBe(403);
    expect(ownerRole.json().code).toBe('OWNER_ROLE_FIXED');

    expect((await role(member, ids.viewer, 'member')).statusCode).toBe(403);
    expect((await role(viewer, ids.member, 'viewer')).statusCode).toBe(403);
    expect((await role(owner, secondId, 'member')).statusCode).toBe(404);
    expect((await role(owner, 'nope', 'member')).statusCode).toBe(404);
    expect((await role(outsider, ids.member, 'viewer')).statusCode).toBe(404);

    // the owner gives and takes the admin role
    expect((await role(owner, otherAdmin, 'member')).json().role).toBe('member');
    expect((await role(owner, otherAdmin, 'admin')).json().role).toBe('admin');
    expect((await owner.request('DELETE', `/api/teams/${team.slug}/members/${otherAdmin}`)).statusCode).toBe(204);
  });

  it("removes members (admin+, never the owner); the removed user's workspace falls back to personal", async () => {
    const remove = (c: Client, userId: string) => c.request('DELETE', `/api/teams/${team.slug}/members/${userId}`);
    const gone = await joinTeam(t, owner, team.slug, 'temp@example.com', 'member');
    const goneId = await userIdOf(gone);
    expect((await gone.get('/api/auth/user')).json().currentTeamId).toBe(team.id);

    expect((await member.request('DELETE', `/api/teams/${team.slug}/members/${goneId}`)).statusCode).toBe(403);
    expect((await remove(admin, ids.owner)).json()).toMatchObject({ code: 'OWNER_NOT_REMOVABLE' });
    expect((await remove(admin, ids.admin)).json()).toMatchObject({ code: 'USE_LEAVE' });
    expect((await remove(outsider, goneId)).statusCode).toBe(404);
    expect((await remove(admin, goneId)).statusCode).toBe(204);
    expect((await remove(admin, goneId)).statusCode).toBe(404);

    expect((await gone.get('/api/auth/user')).json().currentTeamId).toBeNull();
    expect((await gone.get(`/api/teams/${team.slug}`)).statusCode).toBe(404);
    expect((await gone.get('/api/domains')).json().data).toEqual([]);
    expect((await gone.get('/api/teams')).json()).toEqual([]);
  });

  it('lets members leave; the owner must transfer ownership first', async () => {
    const refused = await owner.post(`/api/teams/${team.slug}/leave`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'OWNER_MUST_TRANSFER',
      message: 'Transfer ownership to another member before leaving, or delete the team.',
    });
    const leaver = await joinTeam(t, owner, team.slug, 'leaver@example.com', 'viewer');
    const left = await leaver.post(`/api/teams/${team.slug}/leave`);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ email: 'leaver@example.com', currentTeamId: null });
    expect((await leaver.post(`/api/teams/${team.slug}/leave`)).statusCode).toBe(404);
    expect((await outsider.post(`/api/teams/${team.slug}/leave`)).statusCode).toBe(404);
  });

  it('transfers ownership (owner only): the previous owner becomes an admin and the plan follows the owner', async () => {
    const byAdmin = await admin.post(`/api/teams/${team.slug}/transfer`, { userId: ids.member });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Only the team owner can transfer ownership.');
    expect((await owner.post(`/api/teams/${team.slug}/transfer`, { userId: ids.outsider })).statusCode).toBe(404);
    expect((await owner.post(`/api/teams/${team.slug}/transfer`, { userId: ids.owner })).json().code).toBe(
      'ALREADY_OWNER',
    );
    expect((await owner.post(`/api/teams/${team.slug}/transfer`, { userId: 'x' })).statusCode).toBe(400);

    const res = await owner.post(`/api/teams/${team.slug}/transfer`, { userId: ids.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ownerId: ids.admin, currentUserRole: 'admin' });
    const roles = Object.fromEntries(
      res.json().members.map((m: { userId: string; role: string }) => [m.userId, m.role]),
    );
    expect(roles[ids.admin]).toBe('owner');
    expect(roles[ids.owner]).toBe('admin');
    expect((await t.database.handle.db.select().from(teams).where(eq(teams.id, team.id)))[0]?.ownerId).toBe(ids.admin);

    // The team's limits now come from the new owner's Free plan.
    const full = await admin.post(`/api/teams/${team.slug}/invitations`, { email: 'more@example.com', role: 'member' });
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Your Free plan allows 1 team member. Upgrade to invite more.',
    });

    // and back, so the rest of the suite keeps its cast
    const back = await admin.post(`/api/teams/${team.slug}/transfer`, { userId: ids.owner });
    expect(back.json()).toMatchObject({ ownerId: ids.owner, currentUserRole: 'admin' });
  });

  it("documents the team calls in the OpenAPI document under the 'teams' tag", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const teamPaths = Object.entries(doc.paths).filter(([path]) => /^\/api\/(teams|invitations)/.test(path));
    expect(teamPaths.length).toBeGreaterThanOrEqual(11);
    for (const [path, operations] of teamPaths) {
      for (const [method, op] of Object.entries(operations)) expect(op.tags, `${method} ${path}`).toEqual(['teams']);
    }
  });

  it("deletes a team (owner only): its rows go, monitoring stops, members' workspaces fall back to personal", async () => {
    expect((await admin.request('DELETE', `/api/teams/${team.slug}`)).statusCode).toBe(403);
    expect((await outsider.request('DELETE', `/api/teams/${team.slug}`)).statusCode).toBe(404);

    // A second app on the same database, with a scheduler stand-in, proves the scheduler is told.
    const stopped: DomainRow[] = [];
    const app = await buildApp({
      config: t.config,
      database: t.database.handle,
      mailer: t.mailer,
      webDir: '/nonexistent-web-dir',
      logger: false,
      lifecycle: { domainActivated: () => undefined, domainDeactivated: (d) => void stopped.push(d) },
    });
    try {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/teams/${team.slug}`,
        headers: { origin: 'http://localhost:3000', cookie: `sitewarden.sid=${owner.cookie('sitewarden.sid')}` },
      });
      expect(res.statusCode).toBe(204);
    } finally {
      await app.close();
    }
    expect(stopped.map((d) => d.name).sort()).toEqual(['member.example.com', 'team.example.com']);

    const db = t.database.handle.db;
    const [left] = await db
      .select({ n: count() })
      .from(domains)
      .where(and(eq(domains.teamId, team.id)));
    expect(left?.n).toBe(0);
    for (const c of [owner, admin, member, viewer]) {
      expect((await c.get('/api/auth/user')).json().currentTeamId).toBeNull();
      expect((await c.get(`/api/teams/${team.slug}`)).statusCode).toBe(404);
    }
    expect(((await owner.get('/api/domains')).json().data as { name: string }[]).map((d) => d.name)).toEqual([
      'personal.example.com',
    ]);
    expect((await owner.get('/api/teams')).json()).toEqual([]);
  });
});
