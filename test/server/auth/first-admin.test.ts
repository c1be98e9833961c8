import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { dataOperationHandler } from '../../../src/server/cli/data-operations';
import { DEMO_EMAIL } from '../../../src/server/modules/seed/seed-demo';
import { Client, createTestApp, validRegistration, type TestApp } from '../helpers/test-app';
import { DATABASE_KINDS } from '../helpers/databases';

/*
 * Decision 045: on a fresh installation the first account to be created becomes its administrator, whoever creates
 * it at the same time as whom; the demo account (a test account) does not count.
 */
describe.each(DATABASE_KINDS)('the first account on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const admins = async (app: TestApp) =>
    (await app.database.handle.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true))).map(
      (u) => u.email,
    );

  it('becomes the administrator, and the sign-up screen stops saying so', async () => {
    t = await createTestApp(kind);
    // the seeded demo account is there already: it is no one's first account
    await t.database.handle.db.insert(users).values({ email: DEMO_EMAIL, isTestAccount: true });
    const visitor = new Client(t.app);
    expect((await visitor.get('/api/auth/installation')).json()).toEqual({ firstAccountBecomesAdmin: true });

    const first = await visitor.post('/api/auth/register', validRegistration('first@example.com'));
    expect(first.json()).toMatchObject({ email: 'first@example.com', isAdmin: true });
    expect((await visitor.get('/api/admin/outbox')).statusCode).toBe(200);
    expect((await new Client(t.app).get('/api/auth/installation')).json()).toEqual({ firstAccountBecomesAdmin: false });

    const second = new Client(t.app);
    expect((await second.post('/api/auth/register', validRegistration('second@example.com'))).json()).toMatchObject({
      isAdmin: false,
    });
    expect((await second.get('/api/admin/outbox')).statusCode).toBe(404);
    expect(await admins(t)).toEqual(['first@example.com']);
  });

  it('is exactly one of several sign-ups at once', async () => {
    t = await createTestApp(kind);
    const app = t;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        new Client(app.app).post('/api/auth/register', validRegistration(`racer${i}@example.com`)),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(answers.filter((a) => a.json<{ isAdmin: boolean }>().isAdmin)).toHaveLength(1);
    expect(await admins(app)).toHaveLength(1);
  });

  it('is changed by `user admin`, which refuses unknown addresses, the demo account and the last administrator', async () => {
    t = await createTestApp(kind);
    const db = t.database.handle.db;
    await db
      .insert(users)
      .values([{ email: DEMO_EMAIL, isTestAccount: true }, { email: 'ops@example.com' }, { email: 'dev@example.com' }]);
    const run = dataOperationHandler({
      database: t.database.handle,
      where: 'test database',
      plans: t.app.services.plans,
      movesSchedules: false,
    });
    const userAdmin = (email: string, revoke = false) => run({ operation: 'user admin', input: { email, revoke } });
    await expect(userAdmin('nobody@example.com')).rejects.toThrow('No user with the e-mail nobody@example.com.');
    await expect(userAdmin(DEMO_EMAIL)).rejects.toThrow(
      'This is a demo account, which anyone may use: it cannot be an administrator.',
    );
    await userAdmin(' Ops@Example.com ');
    expect(await admins(t)).toEqual(['ops@example.com']);
    await expect(userAdmin('ops@example.com', true)).rejects.toThrow(
      'This is the last administrator of the installation.',
    );
    await userAdmin('dev@example.com');
    await userAdmin('ops@example.com', true);
    expect(await admins(t)).toEqual(['dev@example.com']);
  });
});
