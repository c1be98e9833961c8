import type { Socket } from 'node:net';

/** The most a server may say before the upgrade: greetings and capability lists are a few hundred bytes. */
const MAX_BYTES = 16 * 1024;

/** The server broke the STARTTLS dialog: a refusal, or an answer of another protocol. Its message is a sentence. */
export class StartTlsFailure extends Error {
  constructor(
    message: string,
    /** 'refused': the server speaks the protocol but will not start TLS; 'unexpected': it does not speak it. */
    readonly kind: 'refused' | 'unexpected',
  ) {
    super(message);
    this.name = 'StartTlsFailure';
  }
}

/** A plain-text line conversation on a connected socket, until it is handed over to TLS. */
export interface MailConversation {
  /** The next line the server sent, without its line ending. Rejects when the connection closes or fails. */
  line(): Promise<string>;
  /** Sends one command line (CRLF added). */
  send(command: string): void;
  /** The address literal of our end, for SMTP's EHLO ('[127.0.0.1]', '[IPv6:::1]'). */
  clientLiteral: string;
}

/**
 * Reads the server's lines from `socket` until `release(true)`, which stops reading and checks that nothing arrived past
 * the last answer: a server (or a man in the middle) that sends data before the handshake could have it taken as part
 * of the encrypted session (the STARTTLS command injection of CVE-2011-0411), so that is a failure.
 */
export function converse(socket: Socket): MailConversation & { release(agreed: boolean): void } {
  let buffer = '';
  let received = 0;
  const lines: string[] = [];
  let failure: Error | null = null;
  let waiting: { resolve: (line: string) => void; reject: (error: Error) => void } | null = null;

  const settle = () => {
    if (!waiting) return;
    const next = lines.shift();
    if (next !== undefined) {
      const w = waiting;
      waiting = null;
      w.resolve(next);
    } else if (failure) {
      const w = waiting;
      waiting = null;
      w.reject(failure);
    }
  };
  const fail = (error: Error) => {
    failure ??= error;
    settle();
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_BYTES) {
      fail(new StartTlsFailure(`the server said more than ${MAX_BYTES / 1024} KB before STARTTLS`, 'unexpected'));
      return;
    }
    // latin1: any byte reads as one character; the dialog's words are ASCII
    buffer += chunk.toString('latin1');
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      lines.push(buffer.slice(0, end).replace(/\r$/, ''));
      buffer = buffer.slice(end + 1);
    }
    settle();
  };
  const onClose = () => fail(Object.assign(new Error('closed'), { code: 'ECONNRESET' }));
  const onError = (error: Error) => fail(error);
  socket.on('data', onData);
  socket.on('end', onClose);
  socket.on('close', onClose);
  socket.on('error', onError);

  const address = socket.localAddress ?? '';
  return {
    clientLiteral: address.includes(':') ? `[IPv6:${address}]` : `[${address || '127.0.0.1'}]`,
    line: () =>
      new Promise<string>((resolve, reject) => {
        waiting = { resolve, reject };
        settle();
      }),
    send: (command) => void socket.write(`${command}\r\n`),
    /** Stops reading; `agreed`: the server said TLS may begin, so nothing may be waiting unread. */
    release(agreed) {
      socket.off('data', onData);
      socket.off('end', onClose);
      socket.off('close', onClose);
      socket.off('error', onError);
      socket.pause();
      if (agreed && (lines.length > 0 || buffer.length > 0))
        throw new StartTlsFailure(
          'the server sent data before the TLS handshake, which could be injected',
          'unexpected',
        );
    },
  };
}

/** A server's line as quoted in a sentence: printable, at most 80 characters. */
export function quoted(line: string): string {
  const printable = line.replace(/[^\x20-\x7e]/g, '?').trim();
  return `“${printable.length > 80 ? `${printable.slice(0, 79)}…` : printable}”`;
}
