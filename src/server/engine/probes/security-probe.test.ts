import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProbe } from '../registry';
import { rr } from '../testing/dns-server';
import { behaviours } from '../testing/http-server';
import { healthyZone, startLoopbackLab, type LoopbackLab } from '../testing/loopback-lab';

let lab: LoopbackLab;
const ZONES = ['ip.bl.sitewarden.test:ip', 'dbl.sitewarden.test:domain', 'refusing.bl.sitewarden.test'];

beforeAll(async () => {
  lab = await startLoopbackLab({ dnsblZones: ZONES });
  lab.addSite('secure.sitewarden.test');
  lab.addSite('bare.sitewarden.test', { https: behaviours.bare(), http: behaviours.ok() });
  // Every header sent, two of them in forms browsers ignore; HSTS in two fields, of which browsers read the first.
  lab.addSite('ignored.sitewarden.test', {
    https: behaviours.ok({
      'strict-transport-security': ['max-age=31536000', 'max-age=0'],
      'content-security-policy': 'defa',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'whimsy',
    }),
  });
  lab.addSite('weak.sitewarden.test', {
    https: behaviours.ok({
      'strict-transport-security': 'max-age=86400',
      'content-security-policy': "default-src 'self' 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'unsafe-url',
    }),
  });
  // The lab's HTTPS server refuses the TLS handshake for no-tls.*; plain HTTP answers.
  lab.addSite('no-tls.sitewarden.test', { http: behaviours.ok() });
  // Two addresses: the site answers on the first, the blocklist lists the second (127.0.0.2 convention).
  const listed = healthyZone('listed.sitewarden.test');
  listed['listed.sitewarden.test']?.push(rr.a('127.0.0.9'));
  lab.addSite('listed.sitewarden.test', { records: listed });
  lab.dns.set('9.0.0.127.ip.bl.sitewarden.test', [rr.a('127.0.0.2')]);
  lab.addSite('spammy.sitewarden.test');
  lab.dns.set('spammy.sitewarden.test.dbl.sitewarden.test', [rr.a('127.0.1.2')]);
  // Spamhaus answers 127.255.255.254 to queries through public resolvers: not a listing.
  lab.dns.set('1.0.0.127.refusing.bl.sitewarden.test', [rr.a('127.255.255.254')]);
});
afterAll(async () => lab.close());

const check = (domain: string) => runProbe('security', { domain }, lab.options);

describe('security probe', () => {
  it('is healthy with every header, an HTTPS redirect, flagged cookies and no listings', async () => {
    const result = await check('secure.sitewarden.test');
    expect(result.status).toBe('healthy');
    expect(result.message).toBe(
      'All 5 security headers in effect, HTTP redirects to HTTPS, clean on 2 blocklist checks',
    );
    expect(result.details?.headers.every((h) => h.present && h.problem === null && h.warnings.length === 0)).toBe(true);
    expect(result.details?.missingHeaders).toEqual([]);
    expect(result.details?.httpRedirectsToHttps).toBe(true);
    expect(result.details?.cookies).toEqual([{ name: 'sid', secure: true, httpOnly: true }]);
    expect(result.details?.dnsbl.map((r) => r.outcome).sort()).toEqual(['clean', 'clean', 'unknown']);
  });

  it('names the missing headers, the missing redirect and the cookie flags', async () => {
    const result = await check('bare.sitewarden.test');
    expect(result.status).toBe('warning');
    expect(result.message).toBe(
      'Missing headers: Strict-Transport-Security, Content-Security-Policy, X-Content-Type-Options, X-Frame-Options, Referrer-Policy; Cookies without Secure: tracking (+2 more)',
    );
    expect(result.details?.findings.map((f) => f.code)).toEqual([
      'missing-headers',
      'cookie-not-secure',
      'cookie-not-httponly',
      'no-https-redirect',
    ]);
    expect(result.details?.httpRedirectsToHttps).toBe(false);
  });

  it('counts a header browsers ignore apart from a missing one, and says why', async () => {
    const result = await check('ignored.sitewarden.test');
    expect(result.status).toBe('warning');
    expect(result.details?.missingHeaders).toEqual([]);
    expect(result.details?.ignoredHeaders).toEqual(['Content-Security-Policy', 'Referrer-Policy']);
    expect(result.message).toBe(
      'Ignored by browsers: Content-Security-Policy (no directive browsers recognise (defa)); Referrer-Policy (no policy browsers recognise ("whimsy")); ' +
        'Weak headers: Strict-Transport-Security (sent in 2 separate fields; browsers apply only the first)',
    );
    // The fields are read one by one: joined, "max-age=31536000, max-age=0" would be one malformed field.
    const hsts = result.details?.headers.find((h) => h.header === 'Strict-Transport-Security');
    expect(hsts).toMatchObject({ present: true, problem: null });
  });

  it('keeps weak headers in effect and names each weakness', async () => {
    const result = await check('weak.sitewarden.test');
    expect(result.status).toBe('warning');
    expect(result.details?.missingHeaders).toEqual([]);
    expect(result.details?.ignoredHeaders).toEqual([]);
    expect(result.details?.headers.every((h) => h.present)).toBe(true);
    const weak = result.details?.findings.find((f) => f.code === 'weak-headers');
    expect(weak?.message).toBe(
      'Weak headers: Strict-Transport-Security (max-age is 1 day (86400 s), under the 180 days (15552000 s) that keeps visitors protected between visits); ' +
        "Content-Security-Policy ('unsafe-inline' in default-src lets injected inline scripts run (no nonce, hash or 'strict-dynamic')); " +
        'Referrer-Policy (unsafe-url sends the full address, path and query included, to every site, even over plain HTTP)',
    );
  });

  it('is critical when an address of the domain is on an IP blocklist', async () => {
    const result = await check('listed.sitewarden.test');
    expect(result.status).toBe('critical');
    expect(result.message).toBe('127.0.0.9 is listed on ip.bl.sitewarden.test (127.0.0.2)');
  });

  it('is critical when the domain is on a domain blocklist', async () => {
    const result = await check('spammy.sitewarden.test');
    expect(result.status).toBe('critical');
    expect(result.message).toBe('spammy.sitewarden.test is listed on dbl.sitewarden.test (127.0.1.2)');
  });

  it('is critical when the site is only served over plain HTTP', async () => {
    const result = await check('no-tls.sitewarden.test');
    expect(result.status).toBe('critical');
    expect(result.message).toBe('The site is not served over HTTPS');
  });
});
