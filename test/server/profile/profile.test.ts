import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertPreferences, domains, slackIntegrations, teamMembers, teams, users } from '../../../src/server/db/schema';
import type { DomainRow } from '../../../src/server/modules/domains/domains.repository';
import { profileMessages } from '../../../src/shared/contracts/profile';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, validRegistration, type TestApp } from '../helpers/test-app';

const PASSWORD = validRegistration('x').password;
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;

describe.each(DATABASE_KINDS)('profile API on %s', (kind) => {
  let t: TestApp;
  const stopped: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {
      lifecycle: { domainActivated: () => undefined, domainDeactivated: (d: DomainRow) => void stopped.push(d.name) },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.handle.db;
  const userId = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  async function signIn(email: string, password = PASSWORD): Promise<Client> {
    const client = new Client(t.app);
    const res = await client.post('/api/auth/login', { email, password });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode}`);
    return client;
  }

  describe('names and time zone', () => {
    let c: Client;
    beforeAll(async () => {
      c = await signedInClient(t, 'names@example.com');
    });

    it('reads the account', async () => {
      const res = await c.get('/api/profile');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        email: 'names@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        timezone: 'UTC',
        hasPassword: true,
        ownedTeams: [],
      });
      expect(res.body).not.toContain('argon2');
    });

    it.each([
      [{ firstName: 'A' }, 'firstName', profileMessages.firstNameTooShort],
      [{ firstName: ' A ' }, 'firstName', profileMessages.firstNameTooShort],
      [{ firstName: 'x'.repeat(101) }, 'firstName', profileMessages.firstNameTooLong],
      [{ lastName: 'B' }, 'lastName', profileMessages.lastNameTooShort],
      [{ lastName: 'y'.repeat(101) }, 'lastName', profileMessages.lastNameTooLong],
      [{ timezone: 'Europe/Atlantis' }, 'timezone', profileMessages.timezoneInvalid],
    ])('refuses %j (SPEC §5)', async (body, field, message) => {
      const res = await c.request('PATCH', '/api/profile', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(fieldErrors(res)[field]).toEqual([message]);
    });

    it('saves trimmed names, blank ones as absent, and keeps what was left out', async () => {
      const res = await c.request('PATCH', '/api/profile', {
        firstName: '  Grace ',
        lastName: '   ',
        timezone: 'Asia/Kolkata',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ firstName: 'Grace', lastName: null, timezone: 'Asia/Kolkata' });
      await c.request('PATCH', '/api/profile', { lastName: 'Hopper' });
      expect((await c.get('/api/auth/user')).json()).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        timezone: 'Asia/Kolkata',
      });
      // the alert preferences read quiet hours on the same clock
      expect((await c.get('/api/settings/alert-preferences')).json().timezone).toBe('Asia/Kolkata');
    });
  });

  describe('password change', () => {
    it('needs the current password and a valid new one', async () => {
      const c = await signedInClient(t, 'pw-rules@example.com');
      const cases: [Record<string, string>, string, string][] = [
        [{ newPassword: 'brand-new-pass' }, 'currentPassword', profileMessages.currentPasswordRequired],
        [
          { currentPassword: 'wrong-password', newPassword: 'brand-new-pass' },
          'currentPassword',
          profileMessages.currentPasswordWrong,
        ],
        [{ currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword', 'Password must be at least 6 characters'],
        [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'newPassword', profileMessages.newPasswordSame],
      ];
      for (const [body, field, message] of cases) {
        const res = await c.post('/api/profile/password', body);
        expect(res.statusCode, message).toBe(400);
        expect(fieldErrors(res)[field], message).toEqual([message]);
      }
    });

    it('sets an argon2id hash and ends the other sessions, keeping this one', async () => {
      const here = await signedInClient(t, 'pw@example.com');
      const elsewhere = await signIn('pw@example.com');
      const res = await here.post('/api/profile/password', {
        currentPassword: PASSWORD,
        newPassword: 'a-new-password',
      });
      expect(res.statusCode).toBe(204);
      const [row] = await db()
        .select({ password: users.password })
        .from(users)
        .where(eq(users.email, 'pw@example.com'));
      expect(row!.password).toMatch(/^\$argon2id\$/);
      expect((await here.get('/api/auth/user')).statusCode).toBe(200);
      expect((await elsewhere.get('/api/auth/user')).statusCode).toBe(401);
      await expect(signIn('pw@example.com')).rejects.toThrow('401');
      await signIn('pw@example.com', 'a-new-password');
    });

    it('sends accounts without a password to the reset link', async () => {
      const c = await signedInClient(t, 'google-only@example.com');
      await db().update(users).set({ password: null }).where(eq(users.email, 'google-only@example.com'));
      const res = await c.post('/api/profile/password', { currentPassword: 'anything', newPassword: 'a-new-password' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'NO_PASSWORD', message: profileMessages.noPasswordYet });
      expect((await c.get('/api/profile')).json().hasPassword).toBe(false);
    });
  });

  describe('account deletion', () => {
    it('asks for the e-mail and the password', async () => {
      const c = await signedInClient(t, 'careful@example.com');
      const wrongEmail = await c.request('DELETE', '/api/profile', { email: 'other@example.com', password: PASSWORD });
      expect(fieldErrors(wrongEmail).email).toEqual([profileMessages.deleteEmailMismatch]);
      const noPassword = await c.request('DELETE', '/api/profile', { email: 'Careful@Example.com' });
      expect(fieldErrors(noPassword).password).toEqual([profileMessages.currentPasswordRequired]);
      const wrongPassword = await c.request('DELETE', '/api/profile', {
        email: 'careful@example.com',
        password: 'nope-nope',
      });
      expect(fieldErrors(wrongPassword).password).toEqual([profileMessages.currentPasswordWrong]);
      expect((await c.get('/api/auth/user')).statusCode).toBe(200);
    });

    it('refuses a team owner while the team exists, naming the team', async () => {
      const c = await signedInClient(t, 'owner@example.com');
      expect((await c.post('/api/teams', { name: 'Acme Ops' })).statusCode).toBe(201);
      expect((await c.get('/api/profile')).json().ownedTeams).toMatchObject([{ name: 'Acme Ops' }]);
      const res = await c.request('DELETE', '/api/profile', { email: 'owner@example.com', password: PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'OWNS_TEAMS',
        message: 'You own the team Acme Ops. Transfer ownership or delete it before deleting your account.',
      });
      expect((await c.get('/api/auth/user')).statusCode).toBe(200);
    });

    it('deletes the account with its own rows, hands team rows to the team owner and signs out everywhere', async () => {
      const owner = await signedInClient(t, 'team-owner@example.com', 'pro');
      const team = (await owner.post('/api/teams', { name: 'Shared Team' })).json();
      const leaver = await signedInClient(t, 'leaver@example.com', 'pro');
      const elsewhere = await signIn('leaver@example.com');
      const leaverId = await userId('leaver@example.com');
      expect((await leaver.post('/api/domains', { name: 'mine.example.com' })).statusCode).toBe(201);
      await leaver.request('PUT', '/api/settings/alert-preferences', { channelEmail: false });
      await db().insert(teamMembers).values({ teamId: team.id, userId: leaverId, role: 'member' });
      expect((await leaver.post(`/api/teams/${team.id}/switch`)).statusCode).toBe(200);
      const teamDomain = (await leaver.post('/api/domains', { name: 'team.example.com' })).json();
      await leaver.post('/api/integrations/slack', {
        channelName: '#team',
        webhookUrl: 'https://hooks.example.com/services/T/B/x',
      });

      const res = await leaver.request('DELETE', '/api/profile', { email: 'leaver@example.com', password: PASSWORD });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.some((c) => c.name === 'sitewarden.sid' && c.value === '')).toBe(true);

      expect(await db().select().from(users).where(eq(users.id, leaverId))).toEqual([]);
      expect(await db().select().from(alertPreferences).where(eq(alertPreferences.userId, leaverId))).toEqual([]);
      const [mine] = await db().select().from(domains).where(eq(domains.name, 'mine.example.com'));
      expect(mine).toBeUndefined();
      expect(stopped).toEqual(['mine.example.com']);
      // the team keeps what the leaver added, now owned by the team's owner
      const ownerId = await userId('team-owner@example.com');
      const [kept] = await db().select().from(domains).where(eq(domains.id, teamDomain.id));
      expect(kept).toMatchObject({ userId: ownerId, teamId: team.id, isActive: true });
      const [slack] = await db().select().from(slackIntegrations).where(eq(slackIntegrations.teamId, team.id));
      expect(slack).toMatchObject({ userId: ownerId, channelName: '#team' });
      expect(await db().select().from(teams).where(eq(teams.id, team.id))).toHaveLength(1);

      expect((await elsewhere.get('/api/auth/user')).statusCode).toBe(401);
      await expect(signIn('leaver@example.com')).rejects.toThrow('401');
    });

    it('deletes an account without a password on the typed e-mail alone', async () => {
      const c = await signedInClient(t, 'provider-only@example.com');
      await db().update(users).set({ password: null }).where(eq(users.email, 'provider-only@example.com'));
      expect((await c.request('DELETE', '/api/profile', { email: 'provider-only@example.com' })).statusCode).toBe(204);
      expect((await c.get('/api/auth/user')).statusCode).toBe(401);
    });
  });
});
