import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDataOperation } from '../../../src/server/cli/run-data-operation';
import { createChangeFeed, type CacheChange, type ChangeFeed } from '../../../src/server/db/change-feed';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';
import { until } from '../notifications/receivers';

/*
 * `sitewarden user disable --email E` beside a server on PostgreSQL (issue 31): the CLI opens the database itself
 * (many processes may), and the server keeps signed-in sessions in its cache for SESSION_CACHE_MS. The command tells
 * the running servers through the change feed (LISTEN/NOTIFY), so the user's session ends at once there too, as it
 * does beside a server on the embedded database (test/server/data-dir/cli-beside-server.test.ts).
 */
describe.skipIf(!DATABASE_KINDS.includes('postgres'))('the CLI beside a running server on PostgreSQL', () => {
  let t: TestApp;
  let feed: ChangeFeed;
  const heard: CacheChange[] = [];
  const waiting: (() => void)[] = [];

  beforeAll(async () => {
    t = await createTestApp('postgres', { env: { SESSION_CACHE_MS: '60000' } });
    // a listener beside the app's own (buildApp's feed on the same database): the notification was sent
    feed = createChangeFeed(t.database.handle);
    await feed.started;
    feed.subscribe((change) => {
      heard.push(change);
      for (const wake of waiting.splice(0)) wake();
    });
  });
  afterAll(async () => {
    await feed?.close();
    await t?.close();
  });

  /** Resolves once a listener beside the server's has heard of a change to this user. */
  const toldAbout = (userId: string) =>
    new Promise<void>((resolve) => {
      const check = () =>
        heard.some((c) => c.type === 'user' && c.userId === userId) ? resolve() : waiting.push(check);
      check();
    });

  it('disables the account from the command line: its cached session ends at once, it cannot sign in', async () => {
    await signedInClient(t, 'operator@example.com');
    const dev = await signedInClient(t, 'dev@example.com');
    const me = await dev.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    const userId = me.json<{ id: string }>().id;
    // cached now, for a minute: only the feed can end it sooner
    expect((await dev.get('/api/auth/user')).statusCode).toBe(200);

    const told = toldAbout(userId);
    const config = { ...t.config, databaseUrl: t.database.url! };
    const answer = await runDataOperation(config, 'user disable', { email: 'dev@example.com' });
    expect(answer.lines.join('\n')).toContain('dev@example.com is disabled');
    await told;
    // the server's own listener hears the same notification on its connection: within moments, not a minute
    await until(async () => (await dev.get('/api/auth/user')).statusCode === 401, 10_000);
    const again = await dev.post('/api/auth/login', { email: 'dev@example.com', password: 'correct-horse-battery' });
    expect(again.statusCode).toBe(403);
  });
});
