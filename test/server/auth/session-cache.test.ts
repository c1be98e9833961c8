import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { SESSION_COOKIE } from '../../../src/server/http/session';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { createTeam, invitationToken, joinTeam, userIdOf } from '../teams/team-helpers';

/**
 * Decision 022: each process keeps the sessions it looked up for a while. With a minute's window, any change this
 * process forgets to tell the cache about would show here as a stale answer.
 */
describe.each(DATABASE_KINDS)('session cache on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = (name: string) => `${name}${++n}@example.com`;
  const PASSWORD = 'correct-horse-battery';

  /** The session cookie as a stolen copy: replayed after the browser that held it let it go. */
  const copyOf = (c: Client) => `${SESSION_COOKIE}=${c.cookie(SESSION_COOKIE)}`;
  const replay = (cookie: string, url = '/api/auth/user') => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const names = async (c: Client) =>
    (await c.get('/api/domains')).json<{ data: { name: string }[] }>().data.map((d) => d.name);

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SESSION_CACHE_MS: '60000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a signed-out session from the next request on', async () => {
    const ada = await signedInClient(t, email('ada'));
    expect((await ada.get('/api/auth/user')).statusCode).toBe(200);
    const stolen = copyOf(ada);
    expect((await ada.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await replay(stolen)).statusCode).toBe(401);
  });

  it('ends the previous session when the same browser signs in again', async () => {
    const address = email('ada');
    const ada = await signedInClient(t, address);
    expect((await ada.get('/api/auth/user')).statusCode).toBe(200);
    const previous = copyOf(ada);
    expect((await ada.post('/api/auth/login', { email: address, password: PASSWORD })).statusCode).toBe(200);
    expect((await replay(previous)).statusCode).toBe(401);
    expect((await ada.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('signs out the other browsers at once when the password changes, and keeps this one', async () => {
    const address = email('ada');
    const laptop = await signedInClient(t, address);
    const phone = new Client(t.app);
    await phone.post('/api/auth/login', { email: address, password: PASSWORD });
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);
    const changed = await laptop.post('/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: 'a-new-password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('signs out every browser at once when the password is reset by e-mail', async () => {
    const address = email('ada');
    const ada = await signedInClient(t, address);
    expect((await ada.get('/api/auth/user')).statusCode).toBe(200);
    await new Client(t.app).post('/api/auth/forgot-password', { email: address });
    // The e-mail goes out after the answer.
    const mail = await vi.waitFor(() => {
      const found = t.mailer.sent.find((m) => m.to === address);
      if (!found) throw new Error('no reset e-mail yet');
      return found;
    });
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect(
      (await new Client(t.app).post('/api/auth/reset-password', { token, password: 'a-brand-new-one' })).statusCode,
    ).toBe(200);
    expect((await ada.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('refuses a deleted account at once', async () => {
    const address = email('ada');
    const ada = await signedInClient(t, address);
    expect((await ada.get('/api/auth/user')).statusCode).toBe(200);
    const stolen = copyOf(ada);
    expect((await ada.request('DELETE', '/api/profile', { email: address, password: PASSWORD })).statusCode).toBe(204);
    expect((await replay(stolen)).statusCode).toBe(401);
  });

  it('shows profile edits on the next request', async () => {
    const ada = await signedInClient(t, email('ada'));
    expect((await ada.get('/api/auth/user')).json().firstName).toBe('Ada');
    expect((await ada.request('PATCH', '/api/profile', { firstName: 'Augusta' })).statusCode).toBe(200);
    expect((await ada.get('/api/auth/user')).json().firstName).toBe('Augusta');
  });

  it('follows a workspace switch at once: the user, the domains and the figures', async () => {
    const owner = await signedInClient(t, email('owner'), 'pro');
    expect((await owner.post('/api/domains', { name: 'personal.example.com' })).statusCode).toBe(201);
    expect(await names(owner)).toEqual(['personal.example.com']);
    const team = await createTeam(owner, 'Ops');
    expect((await owner.get('/api/auth/user')).json().currentTeamId).toBe(team.id);
    expect(await names(owner)).toEqual([]);
    expect((await owner.post('/api/domains', { name: 'team.example.com' })).statusCode).toBe(201);
    expect(await names(owner)).toEqual(['team.example.com']);
    expect((await owner.post('/api/teams/personal/switch')).statusCode).toBe(200);
    expect(await names(owner)).toEqual(['personal.example.com']);
    expect((await owner.get('/api/dashboard/stats')).json()).toMatchObject({ activeDomains: 1 });
    expect((await owner.post(`/api/teams/${team.id}/switch`)).statusCode).toBe(200);
    expect(await names(owner)).toEqual(['team.example.com']);
  });

  it('applies a new role, a removal and a joined team on the member’s next request', async () => {
    const owner = await signedInClient(t, email('owner'), 'pro');
    const team = await createTeam(owner, 'Support');
    const address = email('member');
    const member = await signedInClient(t, address);
    expect((await member.get('/api/auth/user')).json().currentTeamId).toBeNull();
    await owner.post(`/api/teams/${team.slug}/invitations`, { email: address, role: 'member' });
    expect((await member.post(`/api/invitations/${invitationToken(t, address)}/accept`)).statusCode).toBe(200);
    expect((await member.get('/api/auth/user')).json().currentTeamId).toBe(team.id);
    expect((await member.post('/api/domains', { name: 'by-member.example.com' })).statusCode).toBe(201);

    const memberId = await userIdOf(member);
    expect(
      (await owner.request('PATCH', `/api/teams/${team.slug}/members/${memberId}`, { role: 'viewer' })).statusCode,
    ).toBe(200);
    expect((await member.post('/api/domains', { name: 'by-viewer.example.com' })).statusCode).toBe(403);

    expect((await owner.request('DELETE', `/api/teams/${team.slug}/members/${memberId}`)).statusCode).toBe(204);
    expect((await member.get('/api/auth/user')).json().currentTeamId).toBeNull();
    expect(await names(member)).toEqual([]);
  });

  it('moves a member who leaves back to their own workspace at once', async () => {
    const owner = await signedInClient(t, email('owner'), 'pro');
    const team = await createTeam(owner, 'Revolving door');
    const member = await joinTeam(t, owner, team.slug, email('member'), 'member');
    expect((await member.get('/api/auth/user')).json().currentTeamId).toBe(team.id);
    expect((await member.post(`/api/teams/${team.slug}/leave`)).statusCode).toBe(200);
    expect((await member.get('/api/auth/user')).json().currentTeamId).toBeNull();
  });

  it('moves everyone back to their own workspace when the team is deleted', async () => {
    const owner = await signedInClient(t, email('owner'), 'pro');
    const team = await createTeam(owner, 'Short-lived');
    const member = await joinTeam(t, owner, team.slug, email('member'), 'member');
    expect((await member.post('/api/domains', { name: 'team-only.example.com' })).statusCode).toBe(201);
    expect(await names(member)).toEqual(['team-only.example.com']);
    expect((await owner.request('DELETE', `/api/teams/${team.slug}`)).statusCode).toBe(204);
    expect((await member.get('/api/auth/user')).json().currentTeamId).toBeNull();
    expect(await names(member)).toEqual([]);
  });

  it("applies the new owner's plan to every member once ownership moves", async () => {
    const owner = await signedInClient(t, email('owner'), 'pro');
    const team = await createTeam(owner, 'Handover');
    const heir = await joinTeam(t, owner, team.slug, email('heir'), 'member', 'free');
    expect((await owner.post('/api/domains', { name: 'first.example.com' })).statusCode).toBe(201);
    const transferred = await owner.post(`/api/teams/${team.slug}/transfer`, { userId: await userIdOf(heir) });
    expect(transferred.statusCode).toBe(200);
    // the team now has the heir's Free plan: one domain
    const refused = await owner.post('/api/domains', { name: 'second.example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_LIMIT_REACHED');
  });
});

describe.each(DATABASE_KINDS)('session cache window on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SESSION_CACHE_MS: '1500' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sees a change made outside this process once the window has passed', async () => {
    const ada = await signedInClient(t, 'ada@example.com');
    expect((await ada.get('/api/auth/user')).json().firstName).toBe('Ada');
    // as `sitewarden user` or another web process without the change feed would
    await t.database.handle.db.update(users).set({ firstName: 'Augusta' }).where(eq(users.email, 'ada@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await ada.get('/api/auth/user')).json().firstName).toBe('Augusta');
  });
});
