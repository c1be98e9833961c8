import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProbe } from '../registry';
import type { LeafKind } from '../testing/certificates';
import { rr } from '../testing/dns-server';
import { closedPort, UNBOUND_LOOPBACK } from '../testing/free-port';
import { startLoopbackLab, type LoopbackLab } from '../testing/loopback-lab';

let lab: LoopbackLab;
const KINDS: LeafKind[] = [
  'valid',
  'expiring-5',
  'expiring-20',
  'expired',
  'self-signed',
  'wrong-host',
  'missing-intermediate',
];

beforeAll(async () => {
  lab = await startLoopbackLab();
  for (const kind of KINDS) lab.dns.set(lab.pki.hostFor(kind), [rr.a('127.0.0.1')]);
});
afterAll(async () => lab.close());

const check = (kind: LeafKind, options = lab.options) => runProbe('ssl', { domain: lab.pki.hostFor(kind) }, options);

describe('ssl probe', () => {
  it('reports a valid certificate with its chain, expiry, protocol and cipher', async () => {
    const result = await check('valid');
    expect(result.status).toBe('healthy');
    expect(result.message).toMatch(
      /^Valid certificate from Sitewarden Test Intermediate CA, expires in 90 days \(\d{4}-\d{2}-\d{2}\)$/,
    );
    const d = result.details;
    expect(d?.trusted).toBe(true);
    expect(d?.hostnameMatches).toBe(true);
    expect(d?.daysUntilExpiry).toBe(90);
    expect(d?.subject).toBe('valid.sitewarden.test');
    expect(d?.subjectAltNames).toEqual(['valid.sitewarden.test', 'www.valid.sitewarden.test']);
    // The verified path: leaf, the intermediate the server sent, the root from the trust store.
    expect(d?.chain.map((c) => c.subject)).toEqual([
      'valid.sitewarden.test',
      'Sitewarden Test Intermediate CA',
      'Sitewarden Test Root CA',
    ]);
    expect(d?.protocol).toMatch(/^TLSv1\.[23]$/);
    expect(d?.cipher).toBeTruthy();
  });

  it('is critical 5 days before expiry', async () => {
    const result = await check('expiring-5');
    expect(result.status).toBe('critical');
    expect(result.message).toMatch(/^Certificate expires in 5 days \(/);
    expect(result.details?.trusted).toBe(true);
  });

  it('is a warning 20 days before expiry', async () => {
    const result = await check('expiring-20');
    expect(result.status).toBe('warning');
    expect(result.message).toMatch(/^Certificate expires in 20 days \(/);
  });

  it('is critical once expired', async () => {
    const result = await check('expired');
    expect(result.status).toBe('critical');
    expect(result.message).toMatch(/^Certificate expired 3 days ago \(/);
    expect(result.details).toMatchObject({
      trusted: false,
      trustError: 'CERT_HAS_EXPIRED',
      trustProblem: 'expired',
      daysUntilExpiry: -3,
    });
  });

  it('recognises a self-signed certificate', async () => {
    const result = await check('self-signed');
    expect(result.status).toBe('critical');
    expect(result.message).toBe('The certificate is self-signed');
    expect(result.details?.trustError).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
  });

  it('recognises a certificate for another host', async () => {
    const result = await check('wrong-host');
    expect(result.status).toBe('critical');
    expect(result.message).toBe(
      'The certificate does not cover this domain (it covers other.example, www.other.example)',
    );
    expect(result.details).toMatchObject({ hostnameMatches: false, trustError: 'ERR_TLS_CERT_ALTNAME_INVALID' });
  });

  it('recognises a server that does not send its intermediate', async () => {
    const result = await check('missing-intermediate');
    expect(result.status).toBe('critical');
    expect(result.message).toBe(
      'The certificate chain is incomplete: the server does not send the intermediate certificate',
    );
    expect(result.details?.trustError).toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
    expect(result.details?.chain).toHaveLength(1);
  });

  it('does not trust a root it does not know', async () => {
    const result = await check('valid', { ...lab.options, extraCa: undefined });
    expect(result.status).toBe('critical');
    expect(result.message).toBe('The certificate is issued by an untrusted certificate authority');
    expect(result.details?.trustError).toBe('UNABLE_TO_GET_ISSUER_CERT_LOCALLY');
  });

  it('reports a closed port', async () => {
    lab.dns.set('closed.sitewarden.test', [rr.a(UNBOUND_LOOPBACK)]);
    const port = await closedPort();
    const result = await runProbe('ssl', { domain: 'closed.sitewarden.test' }, { ...lab.options, httpsPort: port });
    expect(result.status).toBe('critical');
    expect(result.message).toBe(`Could not connect to port ${port}: connection refused`);
  });

  it('times out against a server that never completes the handshake', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const started = Date.now();
    const result = await check('valid', {
      ...lab.options,
      httpsPort: port,
      timeouts: { ...lab.options.timeouts, connectMs: 500 },
    });
    expect(result.status).toBe('critical');
    expect(result.message).toBe(`TLS connection to port ${port} timed out after 500 ms`);
    // a bound on a loaded CI machine, not a benchmark: without the timeout the probe would wait forever
    expect(Date.now() - started).toBeLessThan(5_000);
    silent.close();
  });
});
