import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../helpers/databases';
import { signedInClient, createTestApp, type Client, type TestApp } from '../helpers/test-app';

const USERS = 10_000;

/** /api/admin/users at 10,000 accounts: a later page costs what the first does (keyset paging), search stays quick. */
describe.each(DATABASE_KINDS)('admin users at %s scale', (kind) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInClient(t, 'operator@example.com');
    // accounts made over the last weeks, some with a domain
    await t.database.handle.db.execute(sql`
      insert into users (email, first_name, last_name, created_at)
      select 'person' || g || '@example.com', 'First' || g, 'Last' || g, now() - (g || ' minutes')::interval
      from generate_series(1, ${USERS}) g`);
    await t.database.handle.db.execute(sql`
      insert into domains (name, user_id) select 'site-' || u.email || '.test', u.id from users u where u.email like 'person%0@example.com'`);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function timed(url: string) {
    const started = performance.now();
    const res = await admin.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return {
      ms: performance.now() - started,
      body: res.json<{ data: { email: string; domains: number }[]; nextCursor: string | null; total: number }>(),
    };
  }

  it('pages through every account by cursor at a steady cost, and searches', async () => {
    const first = await timed('/api/admin/users?limit=50');
    expect(first.body.total).toBe(USERS + 1);
    let cursor = first.body.nextCursor;
    let pages = 1;
    let seen = first.body.data.length;
    const times: number[] = [];
    while (cursor) {
      const page = await timed(`/api/admin/users?limit=200&cursor=${cursor}`);
      times.push(page.ms);
      seen += page.body.data.length;
      cursor = page.body.nextCursor;
      pages++;
    }
    expect(seen).toBe(USERS + 1);
    const search = await timed('/api/admin/users?q=person9999@');
    expect(search.body.data.map((u) => u.email)).toEqual(['person9999@example.com']);
    const withDomain = await timed('/api/admin/users?q=person10@');
    expect(withDomain.body.data[0]).toMatchObject({ domains: 1 });
    times.sort((a, b) => a - b);
    console.log(
      `admin users on ${kind}: ${USERS + 1} accounts, ${pages} pages; first page of 50 ${first.ms.toFixed(1)} ms, ` +
        `pages of 200 median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms; ` +
        `search ${search.ms.toFixed(1)} ms`,
    );
  });
});
