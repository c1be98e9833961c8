import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lockDataDir } from '../../../src/server/cli/data-dir-lock';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../src/server/modules/seed/seed-demo';
import {
  cli,
  embeddedEnv,
  freePort,
  signIn,
  startServer,
  watchOpenFiles,
  type ServerProcess,
} from '../helpers/sitewarden-process';

/*
 * Issue 13 item 2 (decision 028): beside a running server on the embedded database, a second `start` is refused
 * naming its pid, and the CLI's data commands run inside the server (through DATA_DIR/control/commands.sock) instead
 * of opening the files themselves: the server sees their changes at once, and they survive a restart. A kill -9
 * frees the DATA_DIR for the next process.
 */
describe('the CLI beside a running server on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sw-beside-'));
  const pgdata = path.join(dataDir, 'pgdata');
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  /** Runs a CLI command and lists the database files it opened itself. */
  async function command(args: string[]) {
    let watch: ReturnType<typeof watchOpenFiles> | undefined;
    // seeding the demo replays 90 days of history: ~15 s on a quiet machine, over a minute on CI's busiest
    const result = await cli(env, args, {
      onSpawn: (pid) => (watch = watchOpenFiles(pid, pgdata)),
      timeoutMs: 150_000,
    });
    return { ...result, opened: watch?.stop() ?? [] };
  }

  async function currentUser(cookie: string) {
    const res = await fetch(`${server!.baseUrl}/api/auth/user`, { headers: { cookie } });
    return (await res.json()) as { email: string; subscriptionTier: string; isAdmin: boolean };
  }

  beforeAll(async () => {
    env = embeddedEnv(dataDir, await freePort());
    // the run's migrated template, restored as an operator would: no initdb at every test run
    const restored = await cli(env, ['restore', inject('pgliteTemplateFile')]);
    expect(restored.code, restored.out).toBe(0);
    server = await startServer(env);
  }, 180_000);
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second start on the same DATA_DIR, naming the first one', async () => {
    // another port, so that only the DATA_DIR can stop it
    const second = await cli(embeddedEnv(dataDir, await freePort()), ['start', '--no-build'], { timeoutMs: 60_000 });
    expect(second.out).toContain(
      `The embedded database in ${dataDir} is in use by sitewarden start (pid ${server!.pid}).`,
    );
    expect(second.out).toContain('stop that one first');
    expect(second.code).toBe(1);
  }, 90_000);

  it('runs user create, user plan and user admin inside the server, which sees them at once', async () => {
    const created = await command([
      'user',
      'create',
      '--email',
      'Ops@Example.com',
      '--password',
      'secret-pass',
      '--plan',
      'pro',
    ]);
    // the installation's first account: its administrator (decision 045)
    expect(created.out).toContain('Created user ops@example.com (pro, admin).');
    expect(created.code).toBe(0);
    expect(created.opened).toEqual([]);

    const session = await signIn(server!.baseUrl, 'ops@example.com', 'secret-pass');
    expect(session.status).toBe(200);
    expect((await currentUser(session.cookie)).subscriptionTier).toBe('pro');

    const plan = await command(['user', 'plan', '--email', 'ops@example.com', '--plan', 'agency']);
    expect(plan.out).toContain('ops@example.com is now on the agency plan.');
    expect(plan.out).toContain('Monitoring schedules moved to the new check interval.');
    expect(plan.code).toBe(0);
    expect(plan.opened).toEqual([]);
    // the same session, at once: the server's session cache forgot the user
    expect((await currentUser(session.cookie)).subscriptionTier).toBe('agency');

    // never the last enabled administrator, from the command line either
    const refused = await command(['user', 'admin', '--email', 'ops@example.com', '--revoke']);
    expect(refused.out).toContain('This is the last administrator of the installation.');
    expect(refused.code).toBe(1);
    expect(refused.opened).toEqual([]);
    const backup = ['user', 'create', '--email', 'backup@example.com', '--password', 'secret-pass', '--admin'];
    expect((await command(backup)).code).toBe(0);
    const revoke = await command(['user', 'admin', '--email', 'ops@example.com', '--revoke']);
    expect(revoke.out).toContain('ops@example.com is no longer an administrator.');
    expect(revoke.opened).toEqual([]);
    expect((await currentUser(session.cookie)).isAdmin).toBe(false);
    const promote = await command(['user', 'admin', '--email', 'ops@example.com']);
    expect(promote.code).toBe(0);
    expect((await currentUser(session.cookie)).isAdmin).toBe(true);

    const duplicate = await command(['user', 'create', '--email', 'ops@example.com', '--password', 'secret-pass']);
    expect(duplicate.out).toContain('A user with the e-mail ops@example.com already exists.');
    expect(duplicate.code).toBe(1);
    // a ceiling, not a wait: seven CLI processes, each loading the server bundle, took over 120 s on a loaded replica
  }, 360_000);

  it('runs user disable and user enable inside the server: sessions end at once, the audit log names the CLI', async () => {
    const created = await command(['user', 'create', '--email', 'dev@example.com', '--password', 'secret-pass']);
    expect(created.code).toBe(0);
    const session = await signIn(server!.baseUrl, 'dev@example.com', 'secret-pass');
    expect(session.status).toBe(200);

    const disabled = await command(['user', 'disable', '--email', 'dev@example.com']);
    expect(disabled.out).toContain('dev@example.com is disabled');
    expect(disabled.code).toBe(0);
    expect(disabled.opened).toEqual([]);
    // the same session, at once: ended in the server's database and forgotten by its cache
    expect((await fetch(`${server!.baseUrl}/api/auth/user`, { headers: { cookie: session.cookie } })).status).toBe(401);
    expect((await signIn(server!.baseUrl, 'dev@example.com', 'secret-pass')).status).toBe(403);

    const enabled = await command(['user', 'enable', '--email', 'dev@example.com']);
    expect(enabled.code).toBe(0);
    expect(enabled.opened).toEqual([]);
    expect((await signIn(server!.baseUrl, 'dev@example.com', 'secret-pass')).status).toBe(200);

    const operator = await signIn(server!.baseUrl, 'ops@example.com', 'secret-pass');
    const audit = await fetch(`${server!.baseUrl}/api/admin/audit`, { headers: { cookie: operator.cookie } });
    expect(audit.status).toBe(200);
    const entries = ((await audit.json()) as { data: { action: string; targetEmail: string; adminEmail: string }[] })
      .data;
    expect(entries.map((e) => [e.action, e.targetEmail, e.adminEmail])).toEqual([
      ['account.enable', 'dev@example.com', 'sitewarden CLI'],
      ['account.disable', 'dev@example.com', 'sitewarden CLI'],
      ['admin.grant', 'ops@example.com', 'sitewarden CLI'],
      ['admin.revoke', 'ops@example.com', 'sitewarden CLI'],
      ['plan.change', 'ops@example.com', 'sitewarden CLI'],
    ]);
  }, 360_000);

  it('answers migrate, and seeds the demo inside the server', async () => {
    const migrate = await command(['migrate']);
    expect(migrate.out).toContain(
      `The running server (pid ${server!.pid}) applied the migrations when it started: nothing to do.`,
    );
    expect(migrate.code).toBe(0);

    const seed = await command(['seed', 'demo']);
    expect(seed.out).toContain('the demo workspace');
    expect(seed.code).toBe(0);
    expect([...migrate.opened, ...seed.opened]).toEqual([]);
    expect((await signIn(server!.baseUrl, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  }, 180_000);

  it('keeps what the commands did across a restart', async () => {
    await server!.stop();
    server = await startServer(env);
    const session = await signIn(server.baseUrl, 'ops@example.com', 'secret-pass');
    expect(session.status).toBe(200);
    expect((await currentUser(session.cookie)).subscriptionTier).toBe('agency');
  }, 180_000);

  it('keeps the database files from other users', () => {
    // PGlite makes every file 0666; its folder is what keeps other local users from reading password hashes
    expect(statSync(pgdata).mode & 0o777).toBe(0o700);
  });

  it('frees the DATA_DIR when the server is killed (kill -9)', async () => {
    await server!.kill();
    server = undefined;
    // nobody holds it now: the command opens the database itself
    const created = await command(['user', 'create', '--email', 'after@example.com', '--password', 'secret-pass']);
    expect(created.out).toContain('Created user after@example.com (free).');
    expect(created.code).toBe(0);
    expect(created.opened.length).toBeGreaterThan(0);

    server = await startServer(env);
    expect((await signIn(server.baseUrl, 'after@example.com', 'secret-pass')).status).toBe(200);
    expect((await signIn(server.baseUrl, 'ops@example.com', 'secret-pass')).status).toBe(200);
  }, 180_000);

  it('refuses a start while a command holds the DATA_DIR, naming it', async () => {
    await server!.stop();
    server = undefined;
    const held = await lockDataDir(dataDir, 'sitewarden user create');
    try {
      const start = await cli(env, ['start', '--no-build'], { timeoutMs: 60_000 });
      expect(start.out).toContain(`is in use by sitewarden user create (pid ${process.pid})`);
      expect(start.code).toBe(1);
    } finally {
      await held.release();
    }
  }, 90_000);
});
