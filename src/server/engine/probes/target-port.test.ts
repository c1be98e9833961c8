import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineOptions } from '../options';
import { runProbe } from '../registry';
import { freePort } from '../testing/free-port';
import { startLoopbackLab, type LoopbackLab } from '../testing/loopback-lab';

// A name added with a port ('host:8443', decision 050): the HTTP, TLS and security probes connect to that port;
// DNS and registration look up the host. The default ports point at nothing, so only the named port can answer.
let lab: LoopbackLab;
let options: EngineOptions;
let site: string;

beforeAll(async () => {
  lab = await startLoopbackLab();
  site = lab.pki.hostFor('valid');
  lab.addSite(site, { expiresInDays: 200 });
  options = { ...lab.options, httpsPort: await freePort(), httpPort: await freePort() };
});
afterAll(async () => lab.close());

describe('a domain with a port', () => {
  it('is checked for uptime on its own port over HTTPS', async () => {
    const result = await runProbe('http', { domain: `${site}:${lab.https.port}` }, options);
    expect(result.status).toBe('healthy');
    expect(result.details?.finalUrl).toBe(`https://${site}:${lab.https.port}/`);
  });

  it('falls back to plain HTTP on that port when it does not speak TLS', async () => {
    const plainSite = `plain.${site}`;
    lab.addSite(plainSite, { http: (_req, res) => res.end('ok') });
    const result = await runProbe('http', { domain: `${plainSite}:${lab.http.port}` }, options);
    expect(result.status).toBe('healthy');
    expect(result.details?.finalUrl).toBe(`http://${plainSite}:${lab.http.port}/`);
  });

  it('reads the certificate served on that port', async () => {
    const result = await runProbe('ssl', { domain: `${site}:${lab.https.port}` }, options);
    expect(result.status).toBe('healthy');
    expect(result.details).toMatchObject({ host: site, port: lab.https.port, trusted: true, hostnameMatches: true });
  });

  it('checks the headers on that port without asking plain HTTP of a TLS port', async () => {
    const result = await runProbe('security', { domain: `${site}:${lab.https.port}` }, options);
    expect(result.details?.checkedUrl).toBe(`https://${site}:${lab.https.port}/`);
    expect(result.details?.httpsAvailable).toBe(true);
    expect(result.details?.httpRedirectsToHttps).toBeNull();
    expect(result.details?.findings.map((f) => f.code)).not.toContain('no-https-redirect');
    expect(result.status).toBe('healthy');
  });

  it('looks up DNS and registration for the host alone', async () => {
    const dns = await runProbe('dns', { domain: `${site}:${lab.https.port}` }, options);
    expect(dns.status).not.toBe('error');
    expect(dns.details?.records.filter((r) => r.type === 'A').map((r) => [r.name, r.value])).toEqual([
      [site, '127.0.0.1'],
    ]);
    const whois = await runProbe('whois', { domain: `${site}:${lab.https.port}` }, options);
    expect(whois.details?.registrar).toBe('Example Registrar, LLC');
  });
});
