import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcpSettingsSchema } from '../../../../shared/contracts/monitors';
import { rr } from '../../testing/dns-server';
import { freePort } from '../../testing/free-port';
import { startLoopbackLab, type LoopbackLab } from '../../testing/loopback-lab';
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
  for (const kind of ['valid', 'expired', 'wrong-host', 'expiring-20'] as const) lab.dns.set(lab.pki.hostFor(kind), [rr.a('127.0.0.1')]);
  lab.dns.set('db.sitewarden.test', [rr.a('127.0.0.1')]);
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

const tcp = (input: Record<string, unknown>, options = lab.options) => runMonitorProbe('tcp', tcpSettingsSchema.parse(input), options);

describe('TCP monitor', () => {
  it('is up when the port accepts the connection, with the connect time', async () => {
    const result = await tcp({ host: 'db.sitewarden.test', port: plainPort });
    expect(result).toMatchObject({ status: 'healthy', up: true, details: { connected: true, address: '127.0.0.1', certificate: null } });
    expect(result.message).toMatch(new RegExp(`^Port ${plainPort} accepted the connection in \\d+ ms$`));
    expect(result.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('is down when nothing listens', async () => {
    const port = await freePort();
    const result = await tcp({ host: 'db.sitewarden.test', port });
    expect(result).toMatchObject({ status: 'critical', up: false, message: `Port ${port} refused the connection (nothing is listening)`, details: { connected: false } });
  });

  it('is down when the name does not exist', async () => {
    const result = await tcp({ host: 'nowhere.sitewarden.test', port: plainPort });
    expect(result).toMatchObject({ status: 'critical', up: false, message: 'nowhere.sitewarden.test does not exist in DNS' });
  });

  it('checks the certificate over TLS: issuer, days left, trust through the extra roots', async () => {
    const result = await tcp({ host: lab.pki.hostFor('valid'), port: lab.https.port, tls: true });
    expect(result).toMatchObject({ status: 'healthy', up: true });
    expect(result.message).toMatch(new RegExp(`^Port ${lab.https.port} accepted TLS in \\d+ ms; valid certificate from Sitewarden Test Intermediate CA, expires in 90 days \\(\\d{4}-\\d{2}-\\d{2}\\)$`));
    expect(result.details).toMatchObject({ certificate: { trusted: true, hostnameMatches: true, daysUntilExpiry: 90, issuer: 'Sitewarden Test Intermediate CA' } });
    expect(result.details?.tlsHandshakeTime).toBeGreaterThan(0);
  });

  it('warns of a certificate close to expiry', async () => {
    const result = await tcp({ host: lab.pki.hostFor('expiring-20'), port: lab.https.port, tls: true });
    expect(result).toMatchObject({ status: 'warning', up: true, message: expect.stringMatching(/; certificate expires in 20 days/) });
  });

  it('reports an expired or wrong-host certificate while the port stays up', async () => {
    const expired = await tcp({ host: lab.pki.hostFor('expired'), port: lab.https.port, tls: true });
    expect(expired).toMatchObject({ status: 'critical', up: true, message: expect.stringMatching(/; certificate expired 3 days ago/), details: { certificate: { trusted: false, trustProblem: 'expired' } } });
    const wrongHost = await tcp({ host: lab.pki.hostFor('wrong-host'), port: lab.https.port, tls: true });
    expect(wrongHost).toMatchObject({ status: 'critical', up: true, details: { certificate: { hostnameMatches: false, trustProblem: 'hostname-mismatch' } } });
    expect(wrongHost.message).toMatch(/; the certificate does not cover this host \(it covers other\.example/);
  });

  it('is down when the port does not speak TLS', async () => {
    const result = await tcp({ host: 'db.sitewarden.test', port: plainPort, tls: true });
    expect(result).toMatchObject({ status: 'critical', up: false, details: { connected: true } });
    expect(result.message).toMatch(new RegExp(`^Port ${plainPort} accepted the connection but the TLS handshake failed`));
  });

  it('gives up at its timeout when the handshake never ends', async () => {
    const silent = net.createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const result = await tcp({ host: 'db.sitewarden.test', port, tls: true, timeoutSeconds: 1 });
      expect(result).toMatchObject({ status: 'critical', up: false, message: `Port ${port} accepted the connection but the TLS handshake did not finish within 1 s` });
    } finally {
      silent.close();
    }
  });

  it('refuses private, loopback, link-local and metadata targets on every port, so no internal network can be scanned', async () => {
    const guarded = { ...lab.options, allowPrivateTargets: false };
    const before = accepted;
    const hosts = ['127.0.0.1', '10.0.0.5', '172.16.0.1', '192.168.0.1', '169.254.169.254', '[::1]', '::1', 'db.sitewarden.test', 'internal.example.test'];
    for (const host of hosts) {
      for (const port of [plainPort, 22, 5432, 6379]) {
        // the contract refuses bracketed and colon hosts; the probe does not rely on it
        const settings = { ...tcpSettingsSchema.parse({ host: 'placeholder.test', port }), host };
        const result = await runMonitorProbe('tcp', settings, guarded);
        expect(result, `${host}:${port}`).toMatchObject({ status: 'error', up: false, details: { connected: false, address: null } });
        expect(result.message).toMatch(/^Refused to check .+: it resolves to a (loopback|private|cloud metadata|link-local) address/);
      }
      const tls = await runMonitorProbe('tcp', { ...tcpSettingsSchema.parse({ host: 'placeholder.test', port: lab.https.port, tls: true }), host }, guarded);
      expect(tls.status, host).toBe('error');
    }
    expect(accepted).toBe(before);
  });
});
