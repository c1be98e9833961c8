import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { CommandError } from '../cli-args';

/**
 * `DATA_DIR/control/`: the sockets of the process that owns the embedded database (decision 028). The folder is
 * the owner's alone (0700), so only that user (and root) can reach the sockets inside, whatever their own modes.
 */
export const CONTROL_DIR = 'control';

/** Answers who holds the DATA_DIR lock (every platform; on Linux next to an abstract socket). */
export const LOCK_SOCKET = 'lock.sock';
/** Takes the CLI's data commands (`user ...`, `seed demo`, `migrate`, `backup`) while a server runs. */
export const COMMANDS_SOCKET = 'commands.sock';

/**
 * A Unix socket's path must fit `sockaddr_un.sun_path`: 108 bytes on Linux, 104 on macOS and the BSDs, with the
 * terminating NUL. Longer paths fail to bind with an obscure error, so they are refused with this one.
 */
const MAX_SOCKET_PATH = process.platform === 'linux' ? 107 : 103;

export function controlSocketPath(dataDir: string, socket: string): string {
  const file = path.join(dataDir, CONTROL_DIR, socket);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    throw new CommandError(
      `DATA_DIR's path is too long for its control sockets (${file} is ${Buffer.byteLength(file)} bytes, at most ${MAX_SOCKET_PATH}): ` +
        'use a shorter DATA_DIR, or a symbolic link to it.',
    );
  }
  return file;
}

/** Creates `DATA_DIR/control` readable by its owner only, and tightens it if it was made otherwise. */
export function ensureControlDir(dataDir: string): void {
  const dir = path.join(dataDir, CONTROL_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}
