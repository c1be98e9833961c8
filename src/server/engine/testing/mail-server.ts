import net, { type AddressInfo } from 'node:net';
import tls from 'node:tls';
import type { StartTlsProtocol } from '../../../shared/constants/monitors';
import type { ServedCertificate } from './certificates';

export interface TestMailServerOptions {
  protocol: StartTlsProtocol;
  /** What the server presents once upgraded (one of a test PKI's leaves). */
  certificate: ServedCertificate;
  /** The server speaks its protocol but will not start TLS (no STARTTLS offered, or the command answered with an error). */
  refuseStartTls?: boolean;
}

export interface TestMailServer {
  port: number;
  /** Every command line the server received in plain text, in order. */
  commands: string[];
  /** Settles once no connection is open (every probe must close its own; a test hook's timeout tells if not). */
  allClosed(): Promise<void>;
  close(): Promise<void>;
}

/** Each protocol's lines: the greeting, and the answers to the commands the probe sends before the upgrade. */
interface Script {
  greeting: string;
  /** The answer to a command line, and whether TLS starts after it. */
  answer(command: string, refuse: boolean): { reply: string; upgrade: boolean };
}

const SCRIPTS: Record<StartTlsProtocol, Script> = {
  smtp: {
    greeting: '220 mail.sitewarden.test ESMTP ready\r\n',
    answer(command, refuse) {
      if (/^EHLO /i.test(command))
        return {
          reply: `250-mail.sitewarden.test greets ${command.slice(5)}\r\n250-PIPELINING\r\n${refuse ? '' : '250-STARTTLS\r\n'}250 8BITMIME\r\n`,
          upgrade: false,
        };
      if (/^STARTTLS$/i.test(command))
        return refuse
          ? { reply: '454 4.7.0 TLS not available due to local problem\r\n', upgrade: false }
          : { reply: '220 2.0.0 Ready to start TLS\r\n', upgrade: true };
      return { reply: '502 5.5.2 Command not recognized\r\n', upgrade: false };
    },
  },
  imap: {
    greeting: '* OK [CAPABILITY IMAP4rev1 STARTTLS] mail.sitewarden.test ready\r\n',
    answer(command, refuse) {
      const [tag, verb] = command.split(' ');
      if (verb?.toUpperCase() === 'STARTTLS')
        return refuse
          ? { reply: `${tag} BAD STARTTLS not available\r\n`, upgrade: false }
          : { reply: `${tag} OK Begin TLS negotiation now\r\n`, upgrade: true };
      return { reply: `${tag ?? '*'} BAD unknown command\r\n`, upgrade: false };
    },
  },
  pop3: {
    greeting: '+OK mail.sitewarden.test POP3 ready\r\n',
    answer(command, refuse) {
      if (/^STLS$/i.test(command))
        return refuse
          ? { reply: '-ERR STLS not available\r\n', upgrade: false }
          : { reply: '+OK Begin TLS negotiation\r\n', upgrade: true };
      return { reply: '-ERR unknown command\r\n', upgrade: false };
    },
  },
};

/**
 * A tiny SMTP, IMAP or POP3 responder on 127.0.0.1 that answers STARTTLS and upgrades the connection with a
 * certificate of a test PKI (or refuses to), for the TCP monitor's STARTTLS tests. After the handshake it says nothing
 * more and waits for the client to close.
 */
export async function startMailServer(options: TestMailServerOptions): Promise<TestMailServer> {
  const script = SCRIPTS[options.protocol];
  const secureContext = tls.createSecureContext({ key: options.certificate.key, cert: options.certificate.chain });
  const commands: string[] = [];
  const open = new Set<net.Socket>();
  let closedAll: (() => void) | null = null;
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on('close', () => {
      open.delete(socket);
      if (open.size === 0) closedAll?.();
    });
    socket.on('error', () => undefined);
    socket.write(script.greeting);
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const command = buffer.slice(0, end).replace(/\r$/, '');
        buffer = buffer.slice(end + 1);
        commands.push(command);
        const { reply, upgrade } = script.answer(command, options.refuseStartTls === true);
        socket.write(reply);
        if (upgrade) {
          socket.off('data', onData);
          const secure = new tls.TLSSocket(socket, { isServer: true, secureContext });
          secure.on('error', () => undefined);
          return;
        }
      }
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    commands,
    allClosed: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (closedAll = resolve))),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
