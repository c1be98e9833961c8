import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { createTeam, joinTeam, userIdOf } from './team-helpers';

interface Entry {
  id: string;
  action: string;
  entityType: string | null;
  entityId: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
  actor: { id: string; name: string; email: string } | null;
}

describe.each(DATABASE_KINDS)('team activity log on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let alice: Client;
  let viewer: Client;
  let slug: string;
  let ownerId: string;
  let aliceId: string;
  const log = async (c: Client, query = '') => {
    const res = await c.get(`/api/teams/${slug}/activity${query}`);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json<{ data: Entry[]; page: number; pageSize: number; total: number }>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'owner@example.com', 'enterprise');
    ownerId = await userIdOf(owner);
    slug = (await createTeam(owner, 'Log Team')).slug; // team.created
    alice = await joinTeam(t, owner, slug, 'alice@example.com', 'member'); // invitation.sent, member.joined
    aliceId = await userIdOf(alice);
    viewer = await joinTeam(t, owner, slug, 'viewer@example.com', 'viewer'); // invitation.sent, member.joined
    await owner.request('PATCH', `/api/teams/${slug}`, { name: 'Log Team 2', description: 'Keeps records' }); // team.updated
    await owner.request('PATCH', `/api/teams/${slug}/members/${aliceId}`, { role: 'admin' }); // member.role_changed
    await alice.post('/api/domains', { name: 'logged.example.com' }); // domain.added (by alice)
    const bob = await owner.post(`/api/teams/${slug}/invitations`, { email: 'bob@example.com', role: 'viewer' }); // invitation.sent
    await alice.request('DELETE', `/api/teams/${slug}/invitations/${bob.json().id}`); // invitation.revoked (by alice)
    await owner.post(`/api/teams/${slug}/transfer`, { userId: aliceId }); // ownership.transferred
    await owner.post(`/api/teams/${slug}/leave`); // member.left (the previous owner)
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every change, newest first, with who made it; any member may read it', async () => {
    const { data, total, page, pageSize } = await log(viewer);
    expect({ total, page, pageSize }).toEqual({ total: 12, page: 1, pageSize: 20 });
    expect(data.map((e) => e.action)).toEqual([
      'member.left',
      'ownership.transferred',
      'invitation.revoked',
      'invitation.sent',
      'domain.added',
      'member.role_changed',
      'team.updated',
      'member.joined',
      'invitation.sent',
      'member.joined',
      'invitation.sent',
      'team.created',
    ]);
    const times = data.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const [left, transferred] = data;
    expect(left).toMatchObject({
      action: 'member.left',
      entityType: 'member',
      entityId: ownerId,
      actor: { id: ownerId, name: 'Ada Lovelace', email: 'owner@example.com' },
    });
    expect(transferred?.metadata).toMatchObject({
      fromUserId: ownerId,
      toUserId: aliceId,
      toEmail: 'alice@example.com',
    });
    expect(data.find((e) => e.action === 'team.updated')?.metadata).toEqual({
      changes: { name: { from: 'Log Team', to: 'Log Team 2' }, description: { from: null, to: 'Keeps records' } },
    });
    expect(data.find((e) => e.action === 'member.role_changed')?.metadata).toMatchObject({
      email: 'alice@example.com',
      from: 'member',
      to: 'admin',
    });
    expect(data.find((e) => e.action === 'invitation.revoked')?.actor?.email).toBe('alice@example.com');
    expect(data.find((e) => e.action === 'domain.added')?.metadata).toEqual({ name: 'logged.example.com' });
  });

  it('filters by action prefix and by actor', async () => {
    expect((await log(viewer, '?action=member.')).data.map((e) => e.action)).toEqual([
      'member.left',
      'member.role_changed',
      'member.joined',
      'member.joined',
    ]);
    const invitations = await log(viewer, '?action=invitation');
    expect(invitations.total).toBe(4);
    expect(invitations.data.every((e) => e.action.startsWith('invitation.'))).toBe(true);
    expect((await log(viewer, '?action=team.updated')).total).toBe(1);
    // `_` is a literal here, not a LIKE wildcard
    expect((await log(viewer, '?action=member_')).total).toBe(0);

    const byAlice = await log(viewer, `?userId=${aliceId}`);
    expect(byAlice.data.map((e) => e.action)).toEqual(['invitation.revoked', 'domain.added', 'member.joined']);
    expect((await log(viewer, `?userId=${aliceId}&action=domain.`)).data.map((e) => e.action)).toEqual([
      'domain.added',
    ]);
  });

  it('pages without overlap', async () => {
    const all = (await log(alice, '?pageSize=100')).data.map((e) => e.id);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await log(alice, `?page=${page}&pageSize=5`);
      expect(res).toMatchObject({ page, pageSize: 5, total: 12 });
      seen.push(...res.data.map((e) => e.id));
    }
    expect(seen).toEqual(all);
    expect((await log(alice, '?page=4&pageSize=5')).data).toEqual([]);
  });

  it('validates the query and hides the log from non-members', async () => {
    for (const query of ['?pageSize=101', '?page=0', '?action=DROP%20TABLE', '?userId=nope']) {
      const res = await alice.get(`/api/teams/${slug}/activity${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    // the previous owner left: the log is gone from their view
    expect((await owner.get(`/api/teams/${slug}/activity`)).statusCode).toBe(404);
    expect((await new Client(t.app).get(`/api/teams/${slug}/activity`)).statusCode).toBe(401);
  });
});
