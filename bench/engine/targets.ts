/**
 * The loopback side of the engine benchmark, run in a child process so its CPU is not counted: plain HTTP servers
 * (and with `https`, HTTPS ones) on several 127.0.0.x addresses sharing one port, and a DNS server pointing each
 * benchmark domain at one of them. Servers keep idle connections 75 s, nginx's default, so a 60 s check can reuse
 * them. Without `https` the HTTPS port is one nothing listens on: connections to it are refused at once.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { createTestPki } from '../../src/server/engine/testing/certificates';
import { rr, startDnsServer, type RecordTable } from '../../src/server/engine/testing/dns-server';
import { SECURITY_HEADERS } from '../../src/server/engine/testing/http-server';
import { LAB_SUFFIX } from '../../src/server/engine/testing/loopback-lab';

export const benchDomain = (i: number): string => `site${i}.${LAB_SUFFIX}`;
export const targetAddress = (i: number, addresses: number): string => `127.0.0.${1 + (i % addresses)}`;

export interface TargetsReady {
  httpsPort: number;
  httpPort: number;
  dnsServers: string[];
}

const KEEP_ALIVE_MS = 75_000;

function tune<S extends http.Server>(server: S): S {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 5_000;
  server.requestTimeout = KEEP_ALIVE_MS + 10_000;
  server.maxRequestsPerSocket = 0;
  return server;
}

async function listenAll(make: () => http.Server, addresses: string[], fixedPort = 0): Promise<number> {
  // The first address picks a free port (unless one is given); the others take the same one (the engine has one port
  // per scheme).
  let port = fixedPort;
  for (const host of addresses) {
    const server = tune(make());
    server.on('clientError', (_err, socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  }
  return port;
}

/**
 * A P-256 certificate for the targets, as most sites serve now (openssl CLI); the test PKI's RSA one otherwise.
 * RSA signing makes the targets, not the engine, the bottleneck of the first round of 10,000 handshakes.
 */
function serverCertificate(): { key: string; cert: string } {
  try {
    const out = execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        `/CN=*.${LAB_SUFFIX}`,
        '-days',
        '2',
        '-keyout',
        '/dev/stdout',
        '-out',
        '/dev/stdout',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(out)?.[0];
    const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(out)?.[0];
    if (key && cert) return { key, cert };
  } catch {
    // no openssl: fall through
  }
  const pki = createTestPki(LAB_SUFFIX);
  return { key: pki.fallback.key, cert: pki.fallback.chain };
}

/** A loopback port nothing listens on (taken from the system, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function serveTargets(
  domains: number,
  addresses: number,
  bodyBytes: number,
  withHttps: boolean,
  httpPort = 0,
): Promise<TargetsReady> {
  const body = Buffer.alloc(bodyBytes, 'x');
  body.write('<!doctype html><title>bench</title>');
  const handler: http.RequestListener = (_req, res) => {
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
    });
    res.end(body);
  };
  const hosts = Array.from({ length: addresses }, (_, i) => `127.0.0.${1 + i}`);
  const listening = await listenAll(() => http.createServer(handler), hosts, httpPort);
  let httpsPort: number;
  if (withHttps) {
    const certificate = serverCertificate();
    httpsPort = await listenAll(() => https.createServer(certificate, handler), hosts);
  } else {
    httpsPort = await closedPort();
  }

  const records: RecordTable = {};
  for (let i = 0; i < domains; i++) records[benchDomain(i)] = [rr.a(targetAddress(i, addresses), 300)];
  const dns = await startDnsServer(records);
  // The DNS server logs every question for tests; a 5-minute benchmark does not need that list.
  dns.queries.push = () => 0;
  return { httpsPort, httpPort: listening, dnsServers: dns.servers };
}
