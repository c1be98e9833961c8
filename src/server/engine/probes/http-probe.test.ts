import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EngineOptions } from '../options';
import { runProbe } from '../registry';
import { behaviours } from '../testing/http-server';
import { HTTPS_RETRY_MS } from './http-probe';
import { closeEngineContext } from '../context';
import { rr } from '../testing/dns-server';
import { startHttpsServer } from '../testing/https-server';
import { healthyZone, startLoopbackLab, type LoopbackLab } from '../testing/loopback-lab';

let lab: LoopbackLab;
const site = (name: string): string => `${name}.sitewarden.test`;

beforeAll(async () => {
  lab = await startLoopbackLab();
  lab.addSite(site('ok'), { https: behaviours.ok() });
  lab.addSite(site('hop1'), { https: behaviours.redirect(`https://${site('hop2')}/`, 302) });
  lab.addSite(site('hop2'), { https: behaviours.redirect('/final', 301) });
  lab.addSite(site('loop-a'), { https: behaviours.redirect(`https://${site('loop-b')}/`) });
  lab.addSite(site('loop-b'), { https: behaviours.redirect(`https://${site('loop-a')}/`) });
  for (let i = 0; i < 7; i++)
    lab.addSite(site(`chain${i}`), { https: behaviours.redirect(`https://${site(`chain${i + 1}`)}/`) });
  lab.addSite(site('hang'), { https: behaviours.hang() });
  lab.addSite(site('error'), { https: behaviours.status(500) });
  lab.addSite(site('missing'), { https: behaviours.status(404) });
  lab.addSite(site('huge'), { https: behaviours.huge(50 * 1024 * 1024) });
  lab.addSite(site('slow'), { https: behaviours.delay(400, behaviours.ok()) });
  lab.addSite(site('no-tls'), { http: behaviours.ok() });
  lab.addSite(site('nowhere'), { https: behaviours.redirect('https://unknown-host.sitewarden.test/') });
  lab.router.routes.set(site('hop2'), (req, res) =>
    req.url === '/final' ? behaviours.ok()(req, res) : behaviours.redirect('/final')(req, res),
  );
});
afterAll(async () => lab.close());

/**
 * Both transports: node:http on a new connection (lab default, keepAliveMs 0) and the pooled undici transport
 * the monitoring checks use (keep-alive on). Each run gets its own options object, so its own pools.
 */
describe.each([
  ['new connections', (o: EngineOptions): EngineOptions => ({ ...o })],
  ['pooled connections', (o: EngineOptions): EngineOptions => ({ ...o, keepAliveMs: 5_000 })],
])('http probe over %s', (_transport, transport) => {
  let options: EngineOptions;
  beforeAll(() => {
    options = transport(lab.options);
  });
  const check = (name: string, overrides: Partial<EngineOptions> = {}) =>
    runProbe('http', { domain: site(name) }, Object.keys(overrides).length ? { ...options, ...overrides } : options);

  it('reports status and the full timing breakdown', async () => {
    const result = await check('ok');
    expect(result.status).toBe('healthy');
    expect(result.message).toMatch(/^Responded 200 in \d+ ms$/);
    const t = result.details?.timings;
    expect(t).toBeDefined();
    for (const field of [
      'dnsLookup',
      'tcpConnection',
      'tlsHandshake',
      'timeToFirstByte',
      'downloadTime',
      'totalTime',
      'redirectTime',
      'serverResponseTime',
    ] as const) {
      expect(t?.[field]).toBeGreaterThanOrEqual(0);
    }
    expect(t?.tlsHandshake).toBeGreaterThan(0);
    expect(t?.totalTime).toBeGreaterThanOrEqual(t?.timeToFirstByte ?? Infinity);
    expect(result.details?.remoteAddress).toBe('127.0.0.1');
    expect(result.details?.headers['content-type']).toContain('text/html');
  });

  it('follows redirects and records the chain', async () => {
    const result = await check('hop1');
    expect(result.status).toBe('healthy');
    expect(result.details?.finalUrl).toBe('https://hop2.sitewarden.test/final');
    expect(result.details?.redirects).toEqual([
      { url: 'https://hop1.sitewarden.test/', statusCode: 302, location: 'https://hop2.sitewarden.test/' },
      { url: 'https://hop2.sitewarden.test/', statusCode: 301, location: 'https://hop2.sitewarden.test/final' },
    ]);
    expect(result.details?.timings?.redirectTime).toBeGreaterThan(0);
  });

  it('detects a redirect loop', async () => {
    const result = await check('loop-a');
    expect(result.status).toBe('critical');
    expect(result.message).toBe(
      'Redirect loop: https://loop-a.sitewarden.test/ -> https://loop-b.sitewarden.test/ -> https://loop-a.sitewarden.test/',
    );
  });

  it('stops after 5 redirects', async () => {
    const result = await check('chain0');
    expect(result.status).toBe('critical');
    expect(result.message).toBe('Too many redirects (more than 5)');
    expect(result.details?.redirects).toHaveLength(6);
  });

  it('times out on a server that never answers', async () => {
    const started = Date.now();
    const result = await check('hang');
    expect(result.status).toBe('critical');
    expect(result.message).toBe('Timed out after 2 s');
    // a bound on a loaded CI machine, not a benchmark: without the timeout the probe would wait forever
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('is critical on a 5xx and a warning on a 4xx', async () => {
    expect(await check('error')).toMatchObject({
      status: 'critical',
      message: 'Server error 500 (Internal Server Error)',
    });
    expect(await check('missing')).toMatchObject({ status: 'warning', message: 'Client error 404 (Not Found)' });
  });

  it('stops reading a 50 MB body at 2 MB', async () => {
    const started = Date.now();
    const result = await check('huge');
    expect(result.status).toBe('healthy');
    expect(result.details?.truncated).toBe(true);
    expect(result.details?.bodyBytes).toBe(2 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('warns about a slow response', async () => {
    const result = await check('slow', { slowResponseMs: 200 });
    expect(result.status).toBe('warning');
    // (1.0 s and more once a loaded machine made the answer take a second)
    expect(result.message).toMatch(/^Slow response: 200 in (\d+ ms|\d+(\.\d)? s)$/);
  });

  it('falls back to plain HTTP when HTTPS cannot connect', async () => {
    const result = await check('no-tls');
    expect(result.status).toBe('healthy');
    expect(result.message).toMatch(/^Responded 200 in \d+ ms over plain HTTP$/);
    expect(result.details?.url).toBe('http://no-tls.sitewarden.test/');
    expect(result.details?.httpsError).toBeTruthy();
  });

  it('is critical when the domain does not resolve', async () => {
    const result = await runProbe('http', { domain: 'absent.sitewarden.test' }, options);
    expect(result.status).toBe('critical');
    expect(result.message).toBe('Domain does not resolve: absent.sitewarden.test does not exist in DNS');
  });

  it('checks every redirect hop through the guard (an unresolvable hop fails)', async () => {
    const result = await check('nowhere');
    expect(result.status).toBe('critical');
    expect(result.message).toBe('Domain does not resolve: unknown-host.sitewarden.test does not exist in DNS');
  });

  it('refuses a loopback target unless private targets are allowed', async () => {
    const hits = lab.router.hits.get(site('ok'));
    const result = await check('ok', { allowPrivateTargets: false });
    expect(result.status).toBe('error');
    expect(result.message).toBe('Refused to check ok.sitewarden.test: it resolves to a loopback address (127.0.0.1)');
    expect(lab.router.hits.get(site('ok'))).toBe(hits);
  });
});

describe('http probe with keep-alive', () => {
  it('reuses the connection on the next check of the same origin', async () => {
    const options = { ...lab.options, keepAliveMs: 5_000 };
    const first = await runProbe('http', { domain: site('ok') }, options);
    const second = await runProbe('http', { domain: site('ok') }, options);
    expect(first.details?.connectionReused).toBe(false);
    expect(first.details?.timings?.tlsHandshake).toBeGreaterThan(0);
    expect(second.status).toBe('healthy');
    expect(second.details?.connectionReused).toBe(true);
    expect(second.details?.timings?.tcpConnection).toBe(0);
    expect(second.details?.timings?.tlsHandshake).toBe(0);
    closeEngineContext(options);
  });

  it('opens a new connection when the name moves to another checked address', async () => {
    const options = { ...lab.options, keepAliveMs: 5_000, dnsCacheMaxMs: 0 };
    const second = await startHttpsServer({ pki: lab.pki, router: lab.router }, '127.0.0.2', lab.https.port);
    await runProbe('http', { domain: site('ok') }, options);
    lab.dns.set(site('ok'), [rr.a('127.0.0.2', 0)]);
    try {
      const moved = await runProbe('http', { domain: site('ok') }, options);
      expect(moved.details?.remoteAddress).toBe('127.0.0.2');
      expect(moved.details?.connectionReused).toBe(false);
    } finally {
      lab.dns.set(site('ok'), healthyZone(site('ok'))[site('ok')]!);
      closeEngineContext(options);
      await second.close();
    }
  });

  it('checks a site whose HTTPS could not be connected to over HTTP first, and HTTPS again after a while', async () => {
    // an "HTTPS" port that resets every connection, counting them
    let attempts = 0;
    const resetting = net.createServer((socket) => {
      attempts++;
      socket.resetAndDestroy();
    });
    await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve));
    const options = { ...lab.options, keepAliveMs: 5_000, httpsPort: (resetting.address() as net.AddressInfo).port };
    try {
      const first = await runProbe('http', { domain: site('no-tls') }, options);
      const second = await runProbe('http', { domain: site('no-tls') }, options);
      for (const result of [first, second]) {
        expect(result.status).toBe('healthy');
        expect(result.message).toMatch(/over plain HTTP$/);
        expect(result.details?.httpsError).toBe(first.details?.httpsError);
      }
      expect(first.details?.httpsError).toBeTruthy();
      expect(attempts).toBe(1);
      // a scan always looks at HTTPS
      await runProbe('http', { domain: site('no-tls'), freshConnection: true }, options);
      expect(attempts).toBe(2);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + HTTPS_RETRY_MS + 1_000);
      const later = await runProbe('http', { domain: site('no-tls') }, options);
      expect(later.message).toMatch(/over plain HTTP$/);
      expect(attempts).toBe(3);
    } finally {
      vi.useRealTimers();
      closeEngineContext(options);
      await new Promise((resolve) => resetting.close(resolve));
    }
  });
});
