import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { DATABASE_KINDS } from '../helpers/databases';
import { Client, createTestApp, signedInClient, validRegistration, type TestApp } from '../helpers/test-app';

const ROUNDS = 8;

/*
 * Two administrators acting on each other at the same moment (decision 062): whatever the order the database takes
 * them in, an enabled administrator remains, and neither answer is a 500 (a deadlock was one in 5 of 8 rounds of a
 * revoke race). Real concurrent requests, round after round; on PostgreSQL the two transactions truly overlap.
 */
describe.each(DATABASE_KINDS)('the last administrator under concurrent requests on %s', (kind) => {
  let t: TestApp;
  const emails = ['first-admin@race.test', 'second-admin@race.test'] as const;
  const ids: string[] = [];

  const enabledAdmins = async () =>
    t.database.handle.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.isAdmin, true), isNull(users.disabledAt)));

  /** Both administrators again, enabled and signed in afresh (a disable ends the account's sessions). */
  async function twoAdmins(): Promise<[Client, Client]> {
    await t.database.handle.db.update(users).set({ isAdmin: true, disabledAt: null });
    const clients: Client[] = [];
    for (const email of emails) {
      const client = new Client(t.app);
      const res = await client.post('/api/auth/login', { email, password: validRegistration(email).password });
      expect(res.statusCode, res.body).toBe(200);
      clients.push(client);
    }
    return clients as [Client, Client];
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const email of emails) {
      await signedInClient(t, email);
      ids.push((await t.database.handle.db.select().from(users).where(eq(users.email, email)))[0]!.id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const act: Record<string, (client: Client, otherId: string) => ReturnType<Client['post']>> = {
    disable: (client, otherId) => client.post(`/api/admin/users/${otherId}/disable`),
    revoke: (client, otherId) => client.request('PUT', `/api/admin/users/${otherId}/admin`, { isAdmin: false }),
  };

  it.each([
    ['disable each other', 'disable', 'disable'],
    ['revoke each other', 'revoke', 'revoke'],
    ['one disables while the other revokes', 'disable', 'revoke'],
  ])('%s: one succeeds, the other is refused, never a 500', async (_name, first, second) => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([act[first]!(a, ids[1]!), act[second]!(b, ids[0]!)]);
      const statuses = answers.map((res) => res.statusCode);
      for (const res of answers) expect([200, 401, 404, 409], `round ${round}: ${res.body}`).toContain(res.statusCode);
      expect(await enabledAdmins(), `round ${round}: ${statuses.join(', ')}`).toHaveLength(1);
      // exactly one change went through; the other was refused as the last administrator's (or came too late to
      // be an administrator's request at all)
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}`,
      ).toHaveLength(1);
      const refused = answers.find((res) => res.statusCode === 409);
      if (refused) expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN' });
    }
  });
});
