import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import { CommandError } from '../cli-args';
import { controlSocketPath, ensureControlDir, LOCK_SOCKET } from './control-dir';

/**
 * One process owns a DATA_DIR (decision 028): PGlite is PostgreSQL in one process, and a second process opening
 * the same files corrupts them. Node has no flock(), so the lock is a socket name, which the kernel frees when its
 * process ends, kill -9 included:
 * - on Linux, an abstract Unix socket named after the folder's real path: binding it is atomic and exclusive
 *   among the processes of one network namespace;
 * - on every platform, `DATA_DIR/control/lock.sock`, which also reaches processes in other network namespaces
 *   sharing the folder (containers on one volume) and is the only lock elsewhere (macOS). A file socket outlives a
 *   crashed holder, so one that refuses connections is a leftover and is replaced; two processes replacing the
 *   same leftover at the same instant could both win, which the abstract socket rules out on Linux.
 * On Windows (untested) a named pipe of that name is the lock, exclusive and freed by the system likewise.
 * Both answer a connection with the holder (pid and command), which is how a refusal can name it.
 */

export interface LockHolder {
  pid: number;
  /** What the holder runs, e.g. `sitewarden start`. */
  command: string;
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** The DATA_DIR is held by another process; `holder` is undefined when it did not say who it is. */
export class DataDirBusyError extends CommandError {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(`The embedded database in ${dataDir} is in use by ${describeHolder(holder)}.`);
  }
}

export function describeHolder(holder: LockHolder | undefined): string {
  return holder ? `${holder.command} (pid ${holder.pid})` : 'another process';
}

/** How long a holder has to say who it is; a stopped (SIGSTOP) or very busy one is still a holder. */
const HOLDER_ANSWER_MS = 5_000;

export async function lockDataDir(dataDir: string, command: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const identity = `${JSON.stringify({ pid: process.pid, command } satisfies LockHolder)}\n`;
  const servers: net.Server[] = [];
  try {
    if (process.platform === 'win32') {
      servers.push(await claim(`\\\\?\\pipe\\${lockName(dataDir)}`, identity, dataDir));
    } else {
      if (process.platform === 'linux') servers.push(await claim(`\0${lockName(dataDir)}`, identity, dataDir));
      ensureControlDir(dataDir);
      const file = controlSocketPath(dataDir, LOCK_SOCKET);
      servers.push(await claim(file, identity, dataDir, () => rmSync(file, { force: true })));
    }
  } catch (error) {
    await Promise.all(servers.map(close));
    throw error;
  }
  let released: Promise<void> | undefined;
  return {
    release: () => (released ??= Promise.all(servers.map(close)).then(() => undefined)),
  };
}

/** The same folder by any path (symbolic links, `..`) is the same name. */
function lockName(dataDir: string): string {
  return `sitewarden-${createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40)}`;
}

function listen(address: string, identity: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end(identity);
    });
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      server.on('error', () => undefined);
      // The lock never keeps a process alive on its own; holders release it when done, the kernel when they die.
      server.unref();
      resolve(server);
    });
  });
}

/**
 * Binds `address`, or names who holds it. `leftover` runs when the name is taken but nobody answers on it (a socket
 * file whose process died: removed so the second try can bind; an abstract name: its holder just released it).
 */
async function claim(
  address: string,
  identity: string,
  dataDir: string,
  leftover = () => undefined as void,
): Promise<net.Server> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await listen(address, identity);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const answer = await askHolder(address);
    if (answer !== 'gone' || attempt === 2) throw new DataDirBusyError(dataDir, answer === 'gone' ? undefined : answer);
    leftover();
  }
}

/** The holder's answer; 'gone' when nothing listens (a leftover socket file); undefined when it did not answer. */
export function askHolder(address: string): Promise<LockHolder | 'gone' | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(undefined);
    }, HOLDER_ANSWER_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : undefined);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      resolve(parseHolder(text));
    });
  });
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.command === 'string'
      ? { pid: value.pid, command: value.command }
      : undefined;
  } catch {
    return undefined;
  }
}

function close(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
