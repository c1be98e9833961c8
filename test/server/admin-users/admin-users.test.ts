import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorList } from '../../../src/shared/contracts/monitors';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../src/shared/constants/accounts';
import { domains, users } from '../../../src/server/db/schema';
import { testEngineOptions } from '../../../src/server/engine/testing/test-options';
import { createJobsRuntime, type JobsRuntime } from '../../../src/server/jobs/runtime';
import type { DomainLifecycleListener } from '../../../src/server/modules/domains/domains.service';
import { DEMO_EMAIL } from '../../../src/server/modules/seed/seed-demo';
import { ApiClient, issueApiKey } from '../helpers/api-keys';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, validRegistration, type TestApp } from '../helpers/test-app';

const MIN = 60_000;

/**
 * /admin/users (issue 20, decision 062): operators list and search accounts, change a plan through the one
 * plan-change path, grant and remove admin rights, and disable an account: it cannot sign in, its sessions and API
 * keys stop working and its domains are not checked, until it is enabled again. Every change is in the audit log.
 */
describe.each(DATABASE_KINDS)('admin users on %s', (kind) => {
  let t: TestApp;
  let runtime: JobsRuntime;
  let admin: Client;
  const forward: { target?: DomainLifecycleListener } = {};

  const account = async (email: string) =>
    (await t.database.handle.db.select().from(users).where(eq(users.email, email)))[0]!;
  /** The check intervals the in-process scheduler holds for a domain, by family. */
  async function intervals(domainId: string): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const s of await runtime.scheduler.getSchedules())
      if (s.job.data.domainId === domainId) out[String(s.job.data.family)] = s.everyMs;
    return out;
  }
  const signIn = (email: string) =>
    new Client(t.app).post('/api/auth/login', { email, password: validRegistration(email).password });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      lifecycle: {
        domainActivated: (d) => forward.target?.domainActivated(d),
        domainDeactivated: (d) => forward.target?.domainDeactivated(d),
        planChanged: (id) => forward.target?.planChanged?.(id),
      },
    });
    runtime = createJobsRuntime({
      config: {},
      database: t.database.handle,
      engine: testEngineOptions({ dnsServers: ['127.0.0.1:9'] }),
    });
    forward.target = runtime.monitoring.lifecycle;
    // the installation's first account is its administrator
    admin = await signedInClient(t, 'operator@example.com');
  });
  afterAll(async () => {
    await runtime?.close();
    await t?.close();
  });

  it('lists accounts with plan, counts and last sign-in; searches and filters; pages by cursor', async () => {
    const ada = await signedInClient(t, 'ada.list@example.com', 'pro');
    await ada.post('/api/domains', { name: 'ada-one.example' });
    await ada.post('/api/domains', { name: 'ada-two.example' });
    await signedInClient(t, 'grace.list@example.com');
    await t.database.handle.db
      .update(users)
      .set({ firstName: 'Grace', lastName: 'Hopper' })
      .where(eq(users.email, 'grace.list@example.com'));

    const all = await admin.get('/api/admin/users?limit=200');
    expect(all.statusCode, all.body).toBe(200);
    const found = all.json().data.find((u: { email: string }) => u.email === 'ada.list@example.com');
    expect(found).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'inactive',
      isAdmin: false,
      disabledAt: null,
      workspaces: 1,
      domains: 2,
    });
    expect(Date.parse(found.lastSignInAt)).toBeGreaterThan(Date.now() - MIN);

    const byName = (await admin.get('/api/admin/users?q=hopper')).json();
    expect(byName.data.map((u: { email: string }) => u.email)).toEqual(['grace.list@example.com']);
    expect(byName.total).toBe(1);
    const byPlan = (await admin.get('/api/admin/users?plan=pro&q=.list@')).json();
    expect(byPlan.data.map((u: { email: string }) => u.email)).toEqual(['ada.list@example.com']);
    const admins = (await admin.get('/api/admin/users?admin=true')).json();
    expect(admins.data.map((u: { email: string }) => u.email)).toEqual(['operator@example.com']);
    // "_" is a character, not a wildcard
    expect((await admin.get('/api/admin/users?q=ada_list')).json().data).toEqual([]);

    // pages of one: newest first, every account once
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: { email: string }[]; nextCursor: string | null } = (
        await admin.get(`/api/admin/users?limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.data.map((u: { email: string }) => u.email));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.json().data.map((u: { email: string }) => u.email));
    expect((await admin.get('/api/admin/users?cursor=nonsense')).statusCode).toBe(400);

    const detail = (await admin.get(`/api/admin/users/${found.id}`)).json();
    expect(detail.workspaceList).toEqual([{ teamId: null, name: 'Personal workspace', role: 'owner', domains: 2 }]);
  });

  it('lists the demo account marked as such, and leaves it out of the counts (decision 069)', async () => {
    await t.database.handle.db.insert(users).values({
      email: DEMO_EMAIL,
      password: null,
      firstName: 'Demo',
      lastName: 'User',
      subscriptionTier: 'agency',
      isTestAccount: true,
    });
    type Page = { data: { email: string; isTestAccount: boolean }[]; total: number; demoAccounts: number };
    const page = async (query: string) => (await admin.get(`/api/admin/users?limit=200${query}`)).json<Page>();
    const real = (await t.database.handle.db.select().from(users).where(eq(users.isTestAccount, false))).length;

    const all = await page('');
    expect(all.data.find((u) => u.email === DEMO_EMAIL)).toMatchObject({ isTestAccount: true });
    expect(all.data).toHaveLength(real + 1);
    expect([all.total, all.demoAccounts]).toEqual([real, 1]);

    // a filter matching only the demo lists it, and counts no account
    const agency = await page('&plan=agency');
    expect(agency.data.map((u) => u.email)).toEqual([DEMO_EMAIL]);
    expect([agency.total, agency.demoAccounts]).toEqual([0, 1]);

    const realOnly = await page('&demo=false');
    expect(realOnly.data.some((u) => u.isTestAccount)).toBe(false);
    expect([realOnly.total, realOnly.demoAccounts]).toEqual([real, 0]);
    const demoOnly = await page('&demo=true');
    expect(demoOnly.data.map((u) => u.email)).toEqual([DEMO_EMAIL]);
    expect([demoOnly.total, demoOnly.demoAccounts]).toEqual([0, 1]);
    expect((await admin.get('/api/admin/users?demo=perhaps')).statusCode).toBe(400);

    await t.database.handle.db.delete(users).where(eq(users.email, DEMO_EMAIL));
  });

  it('changes a plan through the plan-change path: intervals move, the user is told, the log says so', async () => {
    const client = await signedInClient(t, 'upgrade@example.com');
    const domainId = (await client.post('/api/domains', { name: 'upgrade.example' })).json().id as string;
    expect(await intervals(domainId)).toMatchObject({ http: 60 * MIN });
    const user = await account('upgrade@example.com');

    const res = await admin.request('PUT', `/api/admin/users/${user.id}/plan`, { plan: 'agency' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'agency' });
    expect(await intervals(domainId)).toMatchObject({ http: 1 * MIN });
    expect(t.mailer.sent.filter((m) => m.to === 'upgrade@example.com').at(-1)?.text).toContain(
      'changed by an administrator',
    );
    // the user's signed-in session sees the new plan at once
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ subscriptionTier: 'agency' });

    const log = (await admin.get('/api/admin/audit')).json().data;
    expect(log[0]).toMatchObject({
      action: 'plan.change',
      adminEmail: 'operator@example.com',
      targetEmail: 'upgrade@example.com',
      detail: { from: 'free', to: 'agency' },
    });
    expect((await admin.request('PUT', `/api/admin/users/${user.id}/plan`, { plan: 'gold' })).statusCode).toBe(400);
  });

  it('rewrites monitor intervals a downgraded plan no longer allows, so screens say what the engine does', async () => {
    const client = await signedInClient(t, 'downgrade@example.com');
    const user = await account('downgrade@example.com');
    expect((await admin.request('PUT', `/api/admin/users/${user.id}/plan`, { plan: 'agency' })).statusCode).toBe(200);
    const domainId = (await client.post('/api/domains', { name: 'downgrade.example' })).json().id as string;
    const create = async (body: Record<string, unknown>) => {
      const res = await client.post(`/api/domains/${domainId}/monitors`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const api = await create({
      type: 'endpoint',
      name: 'API',
      intervalSeconds: 60,
      settings: { url: 'https://downgrade.example/health' },
    });
    const slow = await create({
      type: 'endpoint',
      name: 'Slow',
      intervalSeconds: 3600,
      settings: { url: 'https://downgrade.example/' },
    });
    const cron = await create({ type: 'heartbeat', name: 'Backup', settings: { periodSeconds: 60, graceSeconds: 60 } });

    const intervals = async () => {
      const listed = (await client.get(`/api/domains/${domainId}/monitors`)).json<MonitorList>().data;
      const of = (id: string) => listed.find((m) => m.id === id)?.intervalSeconds;
      return [of(api), of(slow), of(cron)];
    };
    const heartbeatBefore = (await intervals())[2];
    expect(await intervals()).toEqual([60, 3600, heartbeatBefore]);

    expect((await admin.request('PUT', `/api/admin/users/${user.id}/plan`, { plan: 'pro' })).statusCode).toBe(200);
    // Pro checks every 5 minutes at most; an hourly monitor and a heartbeat's period are left as they were
    expect(await intervals()).toEqual([300, 3600, heartbeatBefore]);
  });

  it('grants and removes admin rights at once; the last administrator stays', async () => {
    const other = await signedInClient(t, 'second-admin@example.com');
    const id = (await account('second-admin@example.com')).id;
    expect((await other.get('/api/admin/users')).statusCode).toBe(404);

    expect((await admin.request('PUT', `/api/admin/users/${id}/admin`, { isAdmin: true })).json()).toMatchObject({
      isAdmin: true,
    });
    expect((await other.get('/api/admin/users')).statusCode).toBe(200);
    // the new administrator removes the first; then nobody may remove the last one
    const operatorId = (await account('operator@example.com')).id;
    expect((await other.request('PUT', `/api/admin/users/${operatorId}/admin`, { isAdmin: false })).statusCode).toBe(
      200,
    );
    expect((await admin.get('/api/admin/users')).statusCode).toBe(404);
    const last = await other.request('PUT', `/api/admin/users/${id}/admin`, { isAdmin: false });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_ADMIN', message: expect.stringContaining('last administrator') });
    expect((await other.request('PUT', `/api/admin/users/${operatorId}/admin`, { isAdmin: true })).statusCode).toBe(
      200,
    );

    const actions = (await admin.get('/api/admin/audit?limit=3')).json().data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['admin.grant', 'admin.revoke', 'admin.grant']);
  });

  it('disables an account: sessions end, sign-in and API keys are refused, checks pause; enable undoes it', async () => {
    const email = 'disabled@example.com';
    const client = await signedInClient(t, email, 'pro');
    const domainId = (await client.post('/api/domains', { name: 'paused.example' })).json().id as string;
    const { key } = await issueApiKey(t.database.handle.db, email);
    const api = new ApiClient(t.app, key);
    expect((await api.get('/api/v1/domains')).statusCode).toBe(200);
    expect(Object.keys(await intervals(domainId)).length).toBeGreaterThan(0);
    const id = (await account(email)).id;

    const self = await admin.post(`/api/admin/users/${(await account('operator@example.com')).id}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'SELF_DISABLE' });

    const res = await admin.post(`/api/admin/users/${id}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().disabledAt).not.toBeNull();
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    const refused = await signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE });
    // a wrong password hears nothing about the account
    expect(
      (await new Client(t.app).post('/api/auth/login', { email, password: 'wrong-password-here' })).statusCode,
    ).toBe(401);
    expect((await api.get('/api/v1/domains')).json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    const provider = await t.app.services.auth.signInWithProvider({
      provider: 'google',
      issuer: 'https://accounts.google.com',
      subject: 'g-1',
      email,
      emailVerified: true,
    });
    expect(provider).toEqual({ refused: 'account_disabled' });
    // no schedule, and a check queued before is skipped; the domain itself is untouched
    expect(await intervals(domainId)).toEqual({});
    expect((await runtime.monitoring.reconcile()).wanted).toBeGreaterThanOrEqual(0);
    expect(await intervals(domainId)).toEqual({});
    const [row] = await t.database.handle.db.select().from(domains).where(eq(domains.id, domainId));
    expect(row).toMatchObject({ isActive: true, pausedByPlanAt: null });
    expect(
      (await admin.get(`/api/admin/users?status=disabled`)).json().data.map((u: { email: string }) => u.email),
    ).toEqual([email]);

    expect((await admin.post(`/api/admin/users/${id}/enable`)).json()).toMatchObject({ disabledAt: null });
    expect(await intervals(domainId)).toMatchObject({ http: 5 * MIN });
    const back = await signIn(email);
    expect(back.statusCode, back.body).toBe(200);
    expect((await api.get('/api/v1/domains')).statusCode).toBe(200);

    const detail = (await admin.get(`/api/admin/users/${id}`)).json();
    expect(detail.audit.map((e: { action: string }) => e.action)).toEqual(['account.enable', 'account.disable']);
    expect(detail.audit[1].detail).toMatchObject({ sessionsEnded: 1, domainsPaused: 1 });
  });

  it('is invisible to everyone else: 404 on every route, signed in or not', async () => {
    const user = await signedInClient(t, 'nosy@example.com');
    const anonymous = new Client(t.app);
    const id = (await account('operator@example.com')).id;
    for (const who of [user, anonymous]) {
      const codes = [
        (await who.get('/api/admin/users')).statusCode,
        (await who.get(`/api/admin/users/${id}`)).statusCode,
        (await who.request('PUT', `/api/admin/users/${id}/plan`, { plan: 'free' })).statusCode,
        (await who.request('PUT', `/api/admin/users/${id}/admin`, { isAdmin: false })).statusCode,
        (await who.post(`/api/admin/users/${id}/disable`)).statusCode,
        (await who.post(`/api/admin/users/${id}/enable`)).statusCode,
        (await who.get('/api/admin/audit')).statusCode,
      ];
      expect(codes).toEqual(Array(7).fill(who === user ? 404 : 401));
    }
    expect((await account('operator@example.com')).isAdmin).toBe(true);
  });
});
