import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandError } from '../../../src/server/cli-args';
import { openControlSocket, sendControlRequest } from '../../../src/server/cli/control-socket';
import { DataDirBusyError, lockDataDir, type DataDirLock } from '../../../src/server/cli/data-dir-lock';
import { cli, embeddedEnv } from '../helpers/sitewarden-process';

/*
 * The DATA_DIR lock and the control socket in this process (decision 028). The CLI beside a real server is in
 * cli-beside-server.test.ts.
 */

const dirs: string[] = [];
const locks: DataDirLock[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-lock-'));
  dirs.push(dir);
  return dir;
}
async function lock(dir: string, command = 'the lock test'): Promise<DataDirLock> {
  const held = await lockDataDir(dir, command);
  locks.push(held);
  return held;
}
afterEach(async () => {
  for (const held of locks.splice(0)) await held.release();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function busy(dir: string): Promise<DataDirBusyError> {
  const error = await lockDataDir(dir, 'a second holder').then(
    async (second) => {
      await second.release();
      return undefined;
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataDirBusyError);
  return error as DataDirBusyError;
}

/** A socket file like the one a kill -9 leaves behind: bound by a process that is gone. */
async function leftoverSocket(file: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['-e', `require('net').createServer().listen(${JSON.stringify(file)}, () => console.log('up'))`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  expect(existsSync(file)).toBe(true);
}

describe('the DATA_DIR lock', () => {
  it('admits one holder, names it to the others, and is free again once released', async () => {
    const dir = dataDir();
    const first = await lock(dir, 'sitewarden start');
    const refused = await busy(dir);
    expect(refused.holder).toEqual({ pid: process.pid, command: 'sitewarden start' });
    expect(refused.message).toBe(`The embedded database in ${dir} is in use by sitewarden start (pid ${process.pid}).`);

    await first.release();
    await (await lock(dir)).release();
  });

  it('is the same lock whatever path leads to the folder', async () => {
    const dir = dataDir();
    const link = path.join(dataDir(), 'link');
    symlinkSync(dir, link);
    await lock(dir);
    expect((await busy(link)).holder?.pid).toBe(process.pid);
  });

  it.runIf(process.platform === 'linux')(
    'holds on Linux even when its socket file is deleted (the abstract socket)',
    async () => {
      const dir = dataDir();
      await lock(dir);
      rmSync(path.join(dir, 'control', 'lock.sock'));
      expect((await busy(dir)).holder?.pid).toBe(process.pid);
    },
  );

  it('replaces the socket file a killed holder left behind', async () => {
    const dir = dataDir();
    await lock(dir);
    await locks.pop()!.release();
    await leftoverSocket(path.join(dir, 'control', 'lock.sock'));
    await lock(dir);
  });

  it('keeps the control folder to its owner', async () => {
    const dir = dataDir();
    await lock(dir);
    expect(statSync(path.join(dir, 'control')).mode & 0o777).toBe(0o700);
  });
});

// A process in another network namespace (a second container on the same volume) cannot see the abstract socket:
// the socket file in DATA_DIR is what refuses it. unshare needs root (CI and this machine have it).
const canUnshare = await new Promise<boolean>((resolve) => {
  const child = spawn('unshare', ['-n', 'true'], { stdio: 'ignore' });
  child.once('error', () => resolve(false));
  child.once('exit', (code) => resolve(code === 0));
});

describe.runIf(canUnshare)('the DATA_DIR lock across network namespaces', () => {
  it('refuses a command started in another network namespace, naming the holder', async () => {
    const dir = dataDir();
    await lock(dir, 'sitewarden start');
    const env = { ...process.env, LOG_LEVEL: 'silent', ...embeddedEnv(dir) };
    const result = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn('unshare', ['-n', process.execPath, 'bin/sitewarden.mjs', 'migrate'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.once('exit', (code) => resolve({ code, out }));
    });
    expect(result.out).toContain(`is in use by sitewarden start (pid ${process.pid})`);
    expect(result.code).toBe(1);
    expect(existsSync(path.join(dir, 'pgdata'))).toBe(false);
  }, 60_000);
});

describe('the control socket', () => {
  it("is its owner's alone (0600 in a 0700 folder), and holds requests until the server serves", async () => {
    const dir = dataDir();
    const control = await openControlSocket(dir);
    try {
      expect(statSync(path.join(dir, 'control', 'commands.sock')).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dir, 'control')).mode & 0o777).toBe(0o700);
      const early = sendControlRequest(dir, { operation: 'echo', input: { said: 'hello' } });
      control.serve(async ({ operation, input }) => ({
        lines: [`${operation} ${JSON.stringify(input)}`],
        payload: new Uint8Array([1, 2, 3]),
      }));
      expect(await early).toEqual({ lines: ['echo {"said":"hello"}'], payload: Buffer.from([1, 2, 3]) });
    } finally {
      await control.close();
    }
  });

  it('answers mistakes and failures with a message, and keeps serving', async () => {
    const dir = dataDir();
    const control = await openControlSocket(dir);
    try {
      control.serve(async ({ operation }) => {
        if (operation === 'refuse') throw new CommandError('No user with the e-mail x@example.com.');
        throw new Error('disk full');
      });
      await expect(sendControlRequest(dir, { operation: 'refuse', input: {} })).rejects.toThrow(
        'No user with the e-mail x@example.com.',
      );
      await expect(sendControlRequest(dir, { operation: 'fail', input: {} })).rejects.toThrow(
        'The server could not do it: disk full',
      );
      const raw = await new Promise<string>((resolve) => {
        const socket = net.connect(path.join(dir, 'control', 'commands.sock'), () => socket.write('not json\n'));
        let text = '';
        socket.on('data', (d: Buffer) => (text += d.toString()));
        socket.on('end', () => resolve(text));
      });
      expect(JSON.parse(raw)).toEqual({ ok: false, message: 'The request is not JSON.' });
      await expect(sendControlRequest(dir, { operation: 'refuse', input: {} })).rejects.toBeInstanceOf(CommandError);
    } finally {
      await control.close();
    }
  });
});

describe('data commands while another command holds the DATA_DIR', () => {
  it('are refused, naming the holder, without opening the database', async () => {
    const dir = dataDir();
    await lock(dir, 'sitewarden seed demo');
    const result = await cli(embeddedEnv(dir), [
      'user',
      'create',
      '--email',
      'late@example.com',
      '--password',
      'secret-pass',
    ]);
    expect(result.out).toContain(
      `The embedded database in ${dir} is in use by sitewarden seed demo (pid ${process.pid}). Try again once it has finished.`,
    );
    expect(result.code).toBe(1);
    expect(existsSync(path.join(dir, 'pgdata'))).toBe(false);
  }, 60_000);
});
