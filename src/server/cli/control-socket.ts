import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import { CommandError } from '../cli-args';
import { COMMANDS_SOCKET, controlSocketPath, ensureControlDir } from './control-dir';

/**
 * How CLI commands reach the server that owns DATA_DIR (decision 028): `DATA_DIR/control/commands.sock`, a Unix
 * socket in a folder only its owner can enter, mode 0600. One request per connection: the client sends one JSON
 * line, the server answers one JSON line, then `payloadBytes` raw bytes (a backup) when there are any.
 */

export interface ControlRequest {
  operation: string;
  input: unknown;
}

/** What a command prints, and the bytes it hands back (a backup). */
export interface ControlAnswer {
  lines: string[];
  payload?: Uint8Array;
}

export type ControlHandler = (request: ControlRequest) => Promise<ControlAnswer>;

type Header = { ok: true; lines: string[]; payloadBytes: number } | { ok: false; message: string };

export interface ControlSocket {
  /** Requests that arrived earlier (while the server was starting) wait for this. */
  serve(handler: ControlHandler): void;
  close(): Promise<void>;
}

/** A request line far beyond any command's input is not a command. */
const MAX_REQUEST_BYTES = 1024 * 1024;

/**
 * Windows (untested) gets no command channel: a named pipe's default permissions are not the owner's alone. Commands
 * beside a server there are refused, naming it.
 */
const HAS_CONTROL_SOCKET = process.platform !== 'win32';

/** Only for the holder of the DATA_DIR lock: any socket file already there is a dead holder's. */
export async function openControlSocket(dataDir: string): Promise<ControlSocket> {
  if (!HAS_CONTROL_SOCKET) return { serve: () => undefined, close: async () => undefined };
  ensureControlDir(dataDir);
  const file = controlSocketPath(dataDir, COMMANDS_SOCKET);
  rmSync(file, { force: true });
  let serve!: (handler: ControlHandler) => void;
  const handler = new Promise<ControlHandler>((resolve) => (serve = resolve));
  const server = net.createServer((socket) => void answer(socket, handler));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(file, 0o600);
  server.on('error', (error) => console.error('control socket', error));
  server.unref();
  return {
    serve,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function answer(socket: net.Socket, handler: Promise<ControlHandler>): Promise<void> {
  socket.on('error', () => undefined);
  const reply = (header: Header, payload?: Uint8Array) => {
    socket.write(`${JSON.stringify(header)}\n`);
    if (payload) socket.write(payload);
    socket.end();
  };
  let request: ControlRequest;
  try {
    request = parseRequest(await readLine(socket));
  } catch (error) {
    reply({ ok: false, message: (error as Error).message });
    return;
  }
  try {
    const result = await (await handler)(request);
    reply({ ok: true, lines: result.lines, payloadBytes: result.payload?.byteLength ?? 0 }, result.payload);
  } catch (error) {
    if (!(error instanceof CommandError))
      console.error(`sitewarden ${request.operation} (through the control socket)`, error);
    const message =
      error instanceof CommandError ? error.message : `The server could not do it: ${(error as Error).message}`;
    reply({ ok: false, message });
  }
}

function readLine(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    const onData = (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) {
        socket.off('data', onData);
        resolve(text.slice(0, end));
      } else if (text.length > MAX_REQUEST_BYTES) {
        socket.off('data', onData);
        reject(new CommandError('The request is too large.'));
      }
    };
    socket.on('data', onData);
    socket.once('end', () => reject(new CommandError('The request ended before its end of line.')));
  });
}

function parseRequest(line: string): ControlRequest {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new CommandError('The request is not JSON.');
  }
  const { operation, input } = (value ?? {}) as Partial<ControlRequest>;
  if (typeof operation !== 'string') throw new CommandError('The request names no operation.');
  return { operation, input };
}

/** Nothing takes commands on the socket (no server, or one that died and left the file behind). */
export class ControlUnavailableError extends Error {}

export function sendControlRequest(dataDir: string, request: ControlRequest): Promise<ControlAnswer> {
  if (!HAS_CONTROL_SOCKET) return Promise.reject(new ControlUnavailableError(dataDir));
  const file = controlSocketPath(dataDir, COMMANDS_SOCKET);
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED'))
        reject(new ControlUnavailableError(file));
      else if (error.code === 'EACCES')
        reject(new CommandError(`${file} is not yours: run the command as the user the server runs as.`));
      else reject(new CommandError(`The server stopped answering (${error.code ?? error.message}).`));
    });
    socket.on('end', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error instanceof Error ? error : new CommandError(String(error)));
      }
    });
  });
}

function parseAnswer(data: Buffer): ControlAnswer {
  const end = data.indexOf('\n');
  if (end < 0) throw new CommandError('The server closed the connection without answering (did it stop?).');
  let header: Header;
  try {
    header = JSON.parse(data.subarray(0, end).toString('utf8')) as Header;
  } catch {
    throw new CommandError(`The server's answer is not understood: is it the same Sitewarden version?`);
  }
  if (!header.ok) throw new CommandError(header.message);
  const payload = data.subarray(end + 1);
  if (payload.byteLength !== header.payloadBytes)
    throw new CommandError('The server stopped before it finished answering.');
  return { lines: header.lines, payload: header.payloadBytes > 0 ? payload : undefined };
}
