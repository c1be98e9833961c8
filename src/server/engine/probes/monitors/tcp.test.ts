import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcpSettingsSchema } from '../../../../shared/contracts/monitors';
import { rr } from '../../testing/dns-server';
import { closedPort, UNBOUND_LOOPBACK } from '../../testing/free-port';
import { startLoopbackLab, type LoopbackLab } from '../../testing/loopback-lab';
import { startMailServer, type TestMailServer } from '../../testing/mail-server';
import { startTlsProtocolFor } from '../../../../shared/constants/monitors';
import { runMonitorProbe } from './index';

let lab: LoopbackLab;
/** A plain TCP service (an SMTP-like banner), counting the connections it accepted. */
let plain: net.Server;
let plainPort: number;
let accepted = 0;
const sockets = new Set<net.Socket>();
let allClosed: (() => void) | undefined;

beforeAll(async () => {
  lab = await startLoopbackLab();
  for (const kind of ['valid', 'expired', 'wrong-host', 'expiring-20', 'self-signed'] as const)
    lab.dns.set(lab.pki.hostFor(kind), [rr.a('127.0.0.1')]);
  lab.dns.set('db.sitewarden.test', [rr.a('127.0.0.1')]);
  lab.dns.set('closed.sitewarden.test', [rr.a(UNBOUND_LOOPBACK)]);
  lab.dns.set('internal.example.test', [rr.a('192.168.1.20')]);
  plain = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) allClosed?.();
    });
    socket.on('error', () => undefined);
    socket.resume();
    socket.end('220 mail.sitewarden.test ESMTP ready\r\n');
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainPort = (plain.address() as AddressInfo).port;
});
afterAll(async () => {
  // every connection the probes made is closed by them (the hook's timeout fails the run otherwise)
  if (sockets.size > 0) await new Promise<void>((resolve) => (allClosed = resolve));
  await new Promise((resolve) => plain.close(resolve));
  await lab.close();
});

const tcp = (input: Record<string, unknown>, options = lab.options) =>
  runMonitorProbe('tcp', tcpSettingsSchema.parse(input), options);

describe('TCP monitor', () => {
  it('is up when the port accepts the connection, with the connect time', async () => {
    const result = await tcp({ host: 'db.sitewarden.test', port: plainPort });
    expect(result).toMatchObject({
      status: 'healthy',
      up: true,
      details: { connected: true, address: '127.0.0.1', certificate: null },
    });
    expect(result.message).toMatch(new RegExp(`^Port ${plainPort} accepted the connection in \\d+ ms$`));
    expect(result.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('is down when nothing listens', async () => {
    const port = await closedPort();
    const result = await tcp({ host: 'closed.sitewarden.test', port });
    expect(result).toMatchObject({
      status: 'critical',
      up: false,
      message: `Port ${port} refused the connection (nothing is listening)`,
      details: { connected: false },
    });
  });

  it('is down when the name does not exist', async () => {
    const result = await tcp({ host: 'nowhere.sitewarden.test', port: plainPort });
    expect(result).toMatchObject({
      status: 'critical',
      up: false,
      message: 'nowhere.sitewarden.test does not exist in DNS',
    });
  });

  it('checks the certificate over TLS: issuer, days left, trust through the extra roots', async () => {
    const result = await tcp({ host: lab.pki.hostFor('valid'), port: lab.https.port, tls: true });
    expect(result).toMatchObject({ status: 'healthy', up: true });
    expect(result.message).toMatch(
      new RegExp(
        `^Port ${lab.https.port} accepted TLS in \\d+ ms; valid certificate from Sitewarden Test Intermediate CA, expires in 90 days \\(\\d{4}-\\d{2}-\\d{2}\\)$`,
      ),
    );
    expect(result.details).toMatchObject({
      certificate: {
        trusted: true,
        hostnameMatches: true,
        daysUntilExpiry: 90,
        issuer: 'Sitewarden Test Intermediate CA',
      },
    });
    expect(result.details?.tlsHandshakeTime).toBeGreaterThan(0);
  });

  it('warns of a certificate close to expiry', async () => {
    const result = await tcp({ host: lab.pki.hostFor('expiring-20'), port: lab.https.port, tls: true });
    expect(result).toMatchObject({
      status: 'warning',
      up: true,
      message: expect.stringMatching(/; certificate expires in 20 days/),
    });
  });

  it('reports an expired or wrong-host certificate while the port stays up', async () => {
    const expired = await tcp({ host: lab.pki.hostFor('expired'), port: lab.https.port, tls: true });
    expect(expired).toMatchObject({
      status: 'critical',
      up: true,
      message: expect.stringMatching(/; certificate expired 3 days ago/),
      details: { certificate: { trusted: false, trustProblem: 'expired' } },
    });
    const wrongHost = await tcp({ host: lab.pki.hostFor('wrong-host'), port: lab.https.port, tls: true });
    expect(wrongHost).toMatchObject({
      status: 'critical',
      up: true,
      details: { certificate: { hostnameMatches: false, trustProblem: 'hostname-mismatch' } },
    });
    expect(wrongHost.message).toMatch(/; the certificate does not cover this host \(it covers other\.example/);
  });

  it('is down when the port does not speak TLS', async () => {
    const result = await tcp({ host: 'db.sitewarden.test', port: plainPort, tls: true });
    expect(result).toMatchObject({ status: 'critical', up: false, details: { connected: true } });
    expect(result.message).toMatch(
      new RegExp(`^Port ${plainPort} accepted the connection but the TLS handshake failed`),
    );
  });

  it('gives up at its timeout when the handshake never ends', async () => {
    const silent = net.createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const result = await tcp({ host: 'db.sitewarden.test', port, tls: true, timeoutSeconds: 1 });
      expect(result).toMatchObject({
        status: 'critical',
        up: false,
        message: `Port ${port} accepted the connection but the TLS handshake did not finish within 1 s`,
      });
    } finally {
      silent.close();
    }
  });

  it('refuses private, loopback, link-local and metadata targets on every port, so no internal network can be scanned', async () => {
    const guarded = { ...lab.options, allowPrivateTargets: false };
    const before = accepted;
    const hosts = [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '[::1]',
      '::1',
      'db.sitewarden.test',
      'internal.example.test',
    ];
    for (const host of hosts) {
      for (const port of [plainPort, 22, 5432, 6379]) {
        // the contract refuses bracketed and colon hosts; the probe does not rely on it
        const settings = { ...tcpSettingsSchema.parse({ host: 'placeholder.test', port }), host };
        const result = await runMonitorProbe('tcp', settings, guarded);
        expect(result, `${host}:${port}`).toMatchObject({
          status: 'error',
          up: false,
          details: { connected: false, address: null },
        });
        expect(result.message).toMatch(
          /^Refused to check .+: it resolves to a (loopback|private|cloud metadata|link-local) address/,
        );
      }
      const tls = await runMonitorProbe(
        'tcp',
        { ...tcpSettingsSchema.parse({ host: 'placeholder.test', port: lab.https.port, tls: true }), host },
        guarded,
      );
      expect(tls.status, host).toBe('error');
    }
    expect(accepted).toBe(before);
  });
});

describe('TCP monitor with STARTTLS (mail servers on their plain ports)', () => {
  const servers: TestMailServer[] = [];
  const mail = async (...args: Parameters<typeof startMailServer>) => {
    const server = await startMailServer(...args);
    servers.push(server);
    return server;
  };
  const leaf = (kind: 'valid' | 'expired' | 'self-signed') => lab.pki.hosts[lab.pki.hostFor(kind)]!;
  afterAll(async () => {
    // every connection the probes made was closed by them
    await Promise.all(servers.map((server) => server.allClosed()));
    await Promise.all(servers.map((server) => server.close()));
  });

  it('speaks the protocol of the port by default, any protocol when chosen, and never both TLS and STARTTLS', () => {
    expect([25, 587, 143, 110, 2525].map((port) => startTlsProtocolFor('auto', port))).toEqual([
      'smtp',
      'smtp',
      'imap',
      'pop3',
      null,
    ]);
    expect(tcpSettingsSchema.parse({ host: 'mail.example.com', port: 587, starttls: 'auto' }).starttls).toBe('auto');
    expect(tcpSettingsSchema.parse({ host: 'mail.example.com', port: 2525, starttls: 'smtp' }).starttls).toBe('smtp');
    const unknownPort = tcpSettingsSchema.safeParse({ host: 'mail.example.com', port: 2525, starttls: 'auto' });
    expect(unknownPort.error?.issues[0]).toMatchObject({
      path: ['starttls'],
      message: 'Port 2525 is not a mail port (25, 587, 143, 110): choose SMTP, IMAP or POP3 for STARTTLS',
    });
    const both = tcpSettingsSchema.safeParse({ host: 'mail.example.com', port: 465, tls: true, starttls: 'smtp' });
    expect(both.error?.issues[0]?.message).toMatch(/^Choose TLS or STARTTLS, not both/);
  });

  it('SMTP: EHLO, STARTTLS, then the certificate checked like the TLS probe does, with days left in words', async () => {
    const server = await mail({ protocol: 'smtp', certificate: leaf('valid') });
    const result = await tcp({ host: lab.pki.hostFor('valid'), port: server.port, starttls: 'smtp' });
    expect(result).toMatchObject({
      status: 'healthy',
      up: true,
      details: {
        starttls: 'smtp',
        certificate: { trusted: true, hostnameMatches: true, daysUntilExpiry: 90 },
      },
    });
    expect(result.message).toMatch(
      new RegExp(
        `^Port ${server.port} accepted STARTTLS \\(SMTP\\) in \\d+ ms; valid certificate from Sitewarden Test Intermediate CA, expires in 90 days \\(\\d{4}-\\d{2}-\\d{2}\\)$`,
      ),
    );
    expect(server.commands).toEqual(['EHLO [127.0.0.1]', 'STARTTLS']);
  });

  it('IMAP: a1 STARTTLS, and an expired certificate is reported while the port stays up', async () => {
    const server = await mail({ protocol: 'imap', certificate: leaf('expired') });
    const result = await tcp({ host: lab.pki.hostFor('expired'), port: server.port, starttls: 'imap' });
    expect(result).toMatchObject({
      status: 'critical',
      up: true,
      message: expect.stringMatching(/^Port \d+ accepted STARTTLS \(IMAP\) in \d+ ms; certificate expired 3 days ago/),
      details: { certificate: { trusted: false, trustProblem: 'expired' } },
    });
    expect(server.commands).toEqual(['a1 STARTTLS']);
  });

  it('POP3: STLS, and an untrusted (self-signed) certificate is reported', async () => {
    const server = await mail({ protocol: 'pop3', certificate: leaf('self-signed') });
    const result = await tcp({ host: lab.pki.hostFor('self-signed'), port: server.port, starttls: 'pop3' });
    expect(result).toMatchObject({
      status: 'critical',
      up: true,
      details: { starttls: 'pop3', certificate: { trusted: false, trustProblem: 'self-signed' } },
    });
    expect(result.message).toMatch(/^Port \d+ accepted STARTTLS \(POP3\) in \d+ ms; /);
    expect(server.commands).toEqual(['STLS']);
  });

  it.each([
    ['smtp', 'the SMTP server does not offer STARTTLS'],
    ['imap', 'the IMAP server refused STARTTLS (“a1 BAD STARTTLS not available”)'],
    ['pop3', 'the POP3 server refused STLS (“-ERR STLS not available”)'],
  ] as const)('is down, saying so, when the %s server refuses STARTTLS', async (protocol, words) => {
    const server = await mail({ protocol, certificate: leaf('valid'), refuseStartTls: true });
    const result = await tcp({ host: lab.pki.hostFor('valid'), port: server.port, starttls: protocol });
    expect(result).toMatchObject({
      status: 'critical',
      up: false,
      message: `Port ${server.port} answered but ${words}`,
      details: { connected: true, certificate: null },
    });
  });

  it('is down when the server speaks another protocol, quoting what it said', async () => {
    const server = await mail({ protocol: 'smtp', certificate: leaf('valid') });
    const result = await tcp({ host: lab.pki.hostFor('valid'), port: server.port, starttls: 'imap' });
    expect(result).toMatchObject({
      status: 'critical',
      up: false,
      message: `Port ${server.port} answered but the server did not answer like an IMAP server (it said “220 mail.sitewarden.test ESMTP ready”)`,
    });
  });

  it('gives up at its timeout when the server never greets', async () => {
    const silent = net.createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const result = await tcp({ host: 'db.sitewarden.test', port, starttls: 'smtp', timeoutSeconds: 1 });
      expect(result).toMatchObject({
        status: 'critical',
        up: false,
        message: `Port ${port} accepted the connection but the SMTP STARTTLS dialog did not finish within 1 s`,
      });
    } finally {
      silent.close();
    }
  });
});
