import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { teamInvitations, users } from '../../../src/server/db/schema';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { createTeam, invitationToken, joinTeam, userIdOf } from './team-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(DATABASE_KINDS)('team invitations on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let slug: string;
  let teamId: string;
  const invite = (c: Client, email: string, role = 'member', teamSlug = slug) =>
    c.post(`/api/teams/${teamSlug}/invitations`, { email, role });
  const invitations = async (c: Client, teamSlug = slug) =>
    (await c.get(`/api/teams/${teamSlug}/invitations`)).json<{ id: string; email: string; status: string }[]>();
  const idOf = async (email: string) => (await invitations(owner)).find((i) => i.email === email)!.id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Enterprise: room for the whole cast; the limits have their own test below.
    owner = await signedInClient(t, 'owner@example.com', 'enterprise');
    const team = await createTeam(owner, 'Invite <Co> & "Friends"');
    slug = team.slug;
    teamId = team.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends an escaped e-mail with a link whose token is stored only as a hash, valid for 7 days', async () => {
    const before = Date.now();
    const res = await invite(owner, ' Bob@Example.com ', 'member');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'bob@example.com',
      role: 'member',
      status: 'pending',
      acceptedAt: null,
      invitedBy: { id: await userIdOf(owner), name: 'Ada Lovelace', email: 'owner@example.com' },
    });
    expect(body).not.toHaveProperty('token');
    const expires = new Date(body.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1000);

    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('bob@example.com');
    expect(mail.subject).toBe('Ada Lovelace invited you to join Invite <Co> & "Friends" on Sitewarden');
    const token = invitationToken(t, 'bob@example.com');
    expect(mail.text).toContain(`${TEST_ORIGIN}/invitation/${token}`);
    expect(mail.text).toMatch(/as a member/);
    expect(mail.text).toMatch(/expires on \w+day, \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(mail.html).toContain('Invite &lt;Co&gt; &amp; &quot;Friends&quot;');
    expect(mail.html).not.toContain('<Co>');
    expect(mail.html).toContain(`href="${TEST_ORIGIN}/invitation/${token}"`);

    const [row] = await t.database.handle.db.select().from(teamInvitations).where(eq(teamInvitations.id, body.id));
    expect(row?.token).toBe(sha256(token));
    expect(row?.token).not.toContain(token);
  });

  it('validates the address and the role with clear messages', async () => {
    const bad = await invite(owner, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fieldErrors.email).toEqual(['Please enter a valid email address']);
    expect((await invite(owner, 'x@example.com', 'owner')).json().details.fieldErrors.role).toEqual([
      'Ownership changes only through a transfer of ownership',
    ]);
    expect((await invite(owner, 'x@example.com', 'boss')).json().details.fieldErrors.role).toEqual([
      'Choose a role: admin, member or viewer',
    ]);
    const defaulted = await owner.post(`/api/teams/${slug}/invitations`, { email: 'default-role@example.com' });
    expect(defaulted.json().role).toBe('member');
  });

  it('refuses a second pending invitation to the same address and invitations to members', async () => {
    const again = await invite(owner, 'BOB@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'INVITATION_PENDING',
      message: 'An invitation to bob@example.com is already pending. Resend it instead.',
    });
    const self = await invite(owner, 'owner@example.com');
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('ALREADY_MEMBER');
  });

  it('shows what the link is about to anyone holding it, and 404 for unknown links', async () => {
    const token = invitationToken(t, 'bob@example.com');
    const res = await new Client(t.app).get(`/api/invitations/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      teamName: 'Invite <Co> & "Friends"',
      role: 'member',
      invitedBy: 'Ada Lovelace',
      email: 'bob@example.com',
      status: 'pending',
      expiresAt: expect.any(String),
    });
    const unknown = await new Client(t.app).get('/api/invitations/not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
  });

  it('accepts only for the invited address, case-insensitively; joining makes the team current', async () => {
    const token = invitationToken(t, 'bob@example.com');
    expect((await new Client(t.app).post(`/api/invitations/${token}/accept`)).statusCode).toBe(401);

    const mallory = await signedInClient(t, 'mallory@example.com');
    const stolen = await mallory.post(`/api/invitations/${token}/accept`);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({
      code: 'INVITATION_EMAIL_MISMATCH',
      message: 'This invitation was sent to bob@example.com. Sign in with that address to answer it.',
    });
    expect((await mallory.post(`/api/invitations/${token}/decline`)).statusCode).toBe(403);

    const bob = await signedInClient(t, 'bob@example.com');
    // an account whose address was stored with capitals still matches
    await t.database.handle.db
      .update(users)
      .set({ email: 'Bob@Example.COM' })
      .where(eq(users.email, 'bob@example.com'));
    const res = await bob.post(`/api/invitations/${token}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ currentTeamId: teamId });
    expect(res.json().team).toMatchObject({ id: teamId, slug, currentUserRole: 'member', memberCount: 2 });
    expect((await bob.get(`/api/teams/${slug}`)).json().currentUserRole).toBe('member');

    const twice = await bob.post(`/api/invitations/${token}/accept`);
    expect(twice.statusCode).toBe(410);
    expect(twice.json().code).toBe('INVITATION_ACCEPTED');
    expect((await bob.get(`/api/invitations/${token}`)).json().status).toBe('accepted');
  });

  it('gives the invited role: a viewer cannot add domains (403)', async () => {
    const viewer = await joinTeam(t, owner, slug, 'viewer@example.com', 'viewer');
    expect((await viewer.get('/api/domains')).statusCode).toBe(200);
    const res = await viewer.post('/api/domains', { name: 'viewer.example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('lets only admins and the owner manage invitations; only the owner invites admins', async () => {
    const admin = await joinTeam(t, owner, slug, 'admin@example.com', 'admin');
    const member = await joinTeam(t, owner, slug, 'member@example.com', 'member');
    expect((await invite(member, 'nope@example.com')).statusCode).toBe(403);
    expect((await member.get(`/api/teams/${slug}/invitations`)).statusCode).toBe(403);
    const adminInvite = await invite(admin, 'another-admin@example.com', 'admin');
    expect(adminInvite.statusCode).toBe(403);
    expect(adminInvite.json().message).toBe('Only the team owner can invite admins.');
    expect((await invite(admin, 'by-admin@example.com', 'viewer')).statusCode).toBe(201);

    const ownersAdminInvite = await invite(owner, 'future-admin@example.com', 'admin');
    expect(ownersAdminInvite.statusCode).toBe(201);
    const id = ownersAdminInvite.json().id as string;
    expect((await admin.post(`/api/teams/${slug}/invitations/${id}/resend`)).statusCode).toBe(403);
    expect((await admin.request('DELETE', `/api/teams/${slug}/invitations/${id}`)).statusCode).toBe(403);
    expect((await owner.request('DELETE', `/api/teams/${slug}/invitations/${id}`)).statusCode).toBe(204);

    const outsider = await signedInClient(t, 'outsider@example.com');
    expect((await outsider.get(`/api/teams/${slug}/invitations`)).statusCode).toBe(404);
    expect((await outsider.request('DELETE', `/api/teams/${slug}/invitations/${id}`)).statusCode).toBe(404);
  });

  it('resends with a new link and a new expiry; the old link stops working', async () => {
    expect((await invite(owner, 'carol@example.com')).statusCode).toBe(201);
    const oldToken = invitationToken(t, 'carol@example.com');
    const id = await idOf('carol@example.com');
    await t.database.handle.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() + DAY_MS) })
      .where(eq(teamInvitations.id, id));

    const res = await owner.post(`/api/teams/${slug}/invitations/${id}/resend`);
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    const newToken = invitationToken(t, 'carol@example.com');
    expect(newToken).not.toBe(oldToken);

    expect((await new Client(t.app).get(`/api/invitations/${oldToken}`)).statusCode).toBe(404);
    const carol = await signedInClient(t, 'carol@example.com');
    expect((await carol.post(`/api/invitations/${oldToken}/accept`)).statusCode).toBe(404);
    expect((await carol.post(`/api/invitations/${newToken}/accept`)).statusCode).toBe(200);
    expect((await owner.post(`/api/teams/${slug}/invitations/${id}/resend`)).statusCode).toBe(409);
    expect((await owner.post(`/api/teams/${slug}/invitations/not-an-id/resend`)).statusCode).toBe(404);
  });

  it('copies a new link for the admin to hand over: no e-mail, the e-mailed link stops working, only the invitee accepts', async () => {
    expect((await invite(owner, 'dora@example.com')).statusCode).toBe(201);
    const mailedToken = invitationToken(t, 'dora@example.com');
    const id = await idOf('dora@example.com');
    const mails = t.mailer.sent.length;

    const res = await owner.post(`/api/teams/${slug}/invitations/${id}/link`);
    expect(res.statusCode).toBe(200);
    const { link, invitation } = res.json<{ link: string; invitation: { email: string; status: string } }>();
    expect(invitation).toMatchObject({ email: 'dora@example.com', status: 'pending' });
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/invitation/[A-Za-z0-9_-]{40,}$`));
    const token = link.split('/').at(-1)!;
    const [row] = await t.database.handle.db.select().from(teamInvitations).where(eq(teamInvitations.id, id));
    expect(row?.token).toBe(sha256(token));
    expect(t.mailer.sent.length).toBe(mails);
    expect((await new Client(t.app).get(`/api/invitations/${mailedToken}`)).statusCode).toBe(404);

    const stranger = await signedInClient(t, 'not-dora@example.com');
    expect((await stranger.post(`/api/invitations/${token}/accept`)).statusCode).toBe(403);
    // a Free invitee in the owner's Enterprise team works under the owner's plan: what the plan badge shows
    const dora = await signedInClient(t, 'dora@example.com');
    expect((await dora.get('/api/workspace')).json()).toMatchObject({ kind: 'personal', plan: 'free' });
    expect((await dora.post(`/api/invitations/${token}/accept`)).statusCode).toBe(200);
    expect((await dora.get('/api/workspace')).json()).toEqual({
      kind: 'team',
      teamId,
      role: 'member',
      plan: 'enterprise',
      demo: false,
    });
  });

  it('revokes an invitation: its link stops working and revoking again is harmless', async () => {
    expect((await invite(owner, 'dave@example.com')).statusCode).toBe(201);
    const token = invitationToken(t, 'dave@example.com');
    const id = await idOf('dave@example.com');
    expect((await owner.request('DELETE', `/api/teams/${slug}/invitations/${id}`)).statusCode).toBe(204);
    expect((await owner.request('DELETE', `/api/teams/${slug}/invitations/${id}`)).statusCode).toBe(204);
    expect((await new Client(t.app).get(`/api/invitations/${token}`)).json().status).toBe('revoked');
    const dave = await signedInClient(t, 'dave@example.com');
    const res = await dave.post(`/api/invitations/${token}/accept`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'INVITATION_REVOKED' });
    expect((await owner.post(`/api/teams/${slug}/invitations/${id}/resend`)).statusCode).toBe(409);
    // a revoked invitation does not block a new one
    expect((await invite(owner, 'dave@example.com')).statusCode).toBe(201);
  });

  it('refuses an expired invitation, shows it as expired, and a resend brings it back', async () => {
    expect((await invite(owner, 'erin@example.com')).statusCode).toBe(201);
    const token = invitationToken(t, 'erin@example.com');
    const id = await idOf('erin@example.com');
    await t.database.handle.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(teamInvitations.id, id));

    expect((await new Client(t.app).get(`/api/invitations/${token}`)).json().status).toBe('expired');
    const erin = await signedInClient(t, 'erin@example.com');
    const res = await erin.post(`/api/invitations/${token}/accept`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({
      code: 'INVITATION_EXPIRED',
      message: 'This invitation has expired. Ask a team admin to send a new one.',
    });
    expect((await erin.get('/api/auth/user')).json().currentTeamId).toBeNull();
    const [row] = await t.database.handle.db.select().from(teamInvitations).where(eq(teamInvitations.id, id));
    expect(row?.status).toBe('expired');

    expect((await owner.post(`/api/teams/${slug}/invitations/${id}/resend`)).json().status).toBe('pending');
    expect((await erin.post(`/api/invitations/${invitationToken(t, 'erin@example.com')}/accept`)).statusCode).toBe(200);
  });

  it('lets the invited person decline, which frees the seat', async () => {
    expect((await invite(owner, 'frank@example.com', 'viewer')).statusCode).toBe(201);
    const token = invitationToken(t, 'frank@example.com');
    const frank = await signedInClient(t, 'frank@example.com');
    const res = await frank.post(`/api/invitations/${token}/decline`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', email: 'frank@example.com', role: 'viewer' });
    expect((await frank.post(`/api/invitations/${token}/accept`)).json().code).toBe('INVITATION_DECLINED');
    expect((await frank.get('/api/teams')).json()).toEqual([]);
  });

  it('lists invitations for admins: pending first, with every status', async () => {
    const list = await invitations(owner);
    const statuses = list.map((i) => i.status);
    const firstClosed = statuses.findIndex((s) => s !== 'pending');
    expect(firstClosed).toBeGreaterThan(0);
    expect(statuses.slice(firstClosed).every((s) => s !== 'pending')).toBe(true);
    expect(new Set(statuses)).toEqual(new Set(['pending', 'accepted', 'declined', 'revoked']));

    // A lapsed invitation is marked expired when the list is read.
    const id = list.find((i) => i.email === 'dave@example.com' && i.status === 'pending')!.id;
    await t.database.handle.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(teamInvitations.id, id));
    expect((await invitations(owner)).find((i) => i.id === id)?.status).toBe('expired');
  });

  it("caps members plus pending invitations at the owner's plan (SPEC §9.1)", async () => {
    const pro = await signedInClient(t, 'pro-owner@example.com', 'pro');
    const small = await createTeam(pro, 'Small Team');
    const helper = await joinTeam(t, pro, small.slug, 'helper@example.com', 'member');
    expect((await invite(pro, 'pending@example.com', 'member', small.slug)).statusCode).toBe(201);
    // owner + helper + one pending invitation = 3 seats, the Pro maximum
    const full = await invite(pro, 'one-too-many@example.com', 'member', small.slug);
    expect(full.statusCode).toBe(403);
    expect(full.json()).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Your Pro plan allows 3 team members. Upgrade to invite more.',
      details: { limit: 3, plan: 'pro', used: 3 },
    });

    // an admin hears that the limit is the owner's
    await pro.request('PATCH', `/api/teams/${small.slug}/members/${await userIdOf(helper)}`, { role: 'admin' });
    expect((await invite(helper, 'one-too-many@example.com', 'member', small.slug)).json().message).toBe(
      "The team owner's Pro plan allows 3 team members. Ask the owner to upgrade to invite more.",
    );

    // revoking frees the seat
    const pendingId = (await invitations(pro, small.slug)).find((i) => i.email === 'pending@example.com')!.id;
    await pro.request('DELETE', `/api/teams/${small.slug}/invitations/${pendingId}`);
    expect((await invite(pro, 'one-too-many@example.com', 'member', small.slug)).statusCode).toBe(201);

    // a free owner's team has room for the owner only, until the owner upgrades
    const free = await signedInClient(t, 'free-owner@example.com');
    const solo = await createTeam(free, 'Solo');
    const refused = await invite(free, 'friend@example.com', 'member', solo.slug);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Your Free plan allows 1 team member. Upgrade to invite more.',
    });
    await t.database.handle.db
      .update(users)
      .set({ subscriptionTier: 'pro' })
      .where(eq(users.email, 'free-owner@example.com'));
    expect((await invite(free, 'friend@example.com', 'member', solo.slug)).statusCode).toBe(201);
  });

  it('refuses to accept when the owner’s plan shrank below the team size', async () => {
    const shrinking = await signedInClient(t, 'shrinking@example.com', 'pro');
    const team = await createTeam(shrinking, 'Shrinking');
    expect((await invite(shrinking, 'late@example.com', 'member', team.slug)).statusCode).toBe(201);
    await t.database.handle.db
      .update(users)
      .set({ subscriptionTier: 'free' })
      .where(eq(users.email, 'shrinking@example.com'));
    const late = await signedInClient(t, 'late@example.com');
    const res = await late.post(`/api/invitations/${invitationToken(t, 'late@example.com')}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PLAN_LIMIT_REACHED');
  });

  it('leaves no invitation behind when the e-mail cannot be sent', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database.handle,
      mailer: {
        kind: 'smtp',
        send: async () => {
          throw new Error('smtp down');
        },
      },
      webDir: '/nonexistent-web-dir',
      logger: false,
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/teams/${slug}/invitations`,
        payload: { email: 'unlucky@example.com', role: 'member' },
        headers: { origin: TEST_ORIGIN, cookie: `sitewarden.sid=${owner.cookie('sitewarden.sid')}` },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'MAIL_FAILED',
        message: 'We could not send the invitation e-mail. Please try again.',
      });
    } finally {
      await app.close();
    }
    expect((await invitations(owner)).some((i) => i.email === 'unlucky@example.com')).toBe(false);
  });
});
