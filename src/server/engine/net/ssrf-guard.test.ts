import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEngineContext } from '../context';
import { runProbe } from '../registry';
import { rr } from '../testing/dns-server';
import { behaviours, createRouter, startHttpServer, type TestHttpServer } from '../testing/http-server';
import { startLoopbackLab, type LoopbackLab } from '../testing/loopback-lab';
import { checkHost } from './ssrf-guard';

let lab: LoopbackLab;
const strict = () => ({ ...lab.options, allowPrivateTargets: false });

beforeAll(async () => {
  lab = await startLoopbackLab();
  lab.dns.set('private.sitewarden.test', [rr.a('10.0.0.1')]);
  lab.dns.set('metadata.sitewarden.test', [rr.a('169.254.169.254')]);
  lab.dns.set('loopback6.sitewarden.test', [rr.aaaa('::1')]);
  lab.dns.set('mapped.sitewarden.test', [rr.aaaa('::ffff:127.0.0.1')]);
  // One public-looking address and one private one: ANY private address refuses the name.
  lab.dns.set('mixed.sitewarden.test', [rr.a('93.184.216.34'), rr.a('10.0.0.1')]);
  lab.dns.set('public.sitewarden.test', [rr.a('93.184.216.34')]);
  lab.addSite('site.sitewarden.test');
});
afterAll(async () => lab.close());

describe('ssrf guard', () => {
  it.each([
    ['private.sitewarden.test', '10.0.0.1', 'private'],
    ['metadata.sitewarden.test', '169.254.169.254', 'cloud metadata'],
    ['loopback6.sitewarden.test', '::1', 'loopback'],
    ['mapped.sitewarden.test', '::ffff:127.0.0.1', 'loopback'],
    ['mixed.sitewarden.test', '10.0.0.1', 'private'],
  ])('refuses %s before connecting', async (host, address, words) => {
    const result = await checkHost(host, getEngineContext(strict()));
    expect(result).toMatchObject({ ok: false, reason: 'refused', address });
    expect(result.ok === false && result.message).toBe(
      `Refused to check ${host}: it resolves to a ${words} address (${address})`,
    );
  });

  it('accepts a public address (resolution only, nothing is contacted)', async () => {
    const result = await checkHost('public.sitewarden.test', getEngineContext(strict()));
    expect(result).toMatchObject({ ok: true, address: '93.184.216.34', family: 4, addresses: ['93.184.216.34'] });
  });

  it('refuses IP literals the same way', async () => {
    expect(await checkHost('169.254.169.254', getEngineContext(strict()))).toMatchObject({
      ok: false,
      category: 'metadata',
    });
    expect(await checkHost('[::1]', getEngineContext(strict()))).toMatchObject({ ok: false, category: 'loopback' });
  });

  it('makes every probe answer error with the refusal, and nothing is fetched', async () => {
    const hitsBefore = lab.router.hits.get('private.sitewarden.test') ?? 0;
    for (const kind of ['http', 'ssl', 'security'] as const) {
      const result = await runProbe(kind, { domain: 'private.sitewarden.test' }, strict());
      expect(result.status).toBe('error');
      expect(result.message).toBe(
        'Refused to check private.sitewarden.test: it resolves to a private address (10.0.0.1)',
      );
    }
    expect(lab.router.hits.get('private.sitewarden.test') ?? 0).toBe(hitsBefore);
  });

  it('refuses loopback sites unless ALLOW_PRIVATE_TARGETS is set', async () => {
    expect((await runProbe('http', { domain: 'site.sitewarden.test' }, strict())).status).toBe('error');
    expect((await runProbe('http', { domain: 'site.sitewarden.test' }, lab.options)).status).toBe('healthy');
  });

  it('reuses checked addresses for their TTL, still checking them, and never caches TTL 0', async () => {
    const ctx = getEngineContext({ ...lab.options });
    lab.dns.set('cached.sitewarden.test', [rr.a('127.0.0.1', 30)]);
    lab.dns.set('uncached.sitewarden.test', [rr.a('127.0.0.1', 0)]);
    const count = (name: string) => lab.dns.queries.filter((q) => q === `A ${name}`).length;
    for (let i = 0; i < 3; i++) {
      expect(await checkHost('cached.sitewarden.test', ctx)).toMatchObject({ ok: true, address: '127.0.0.1' });
      expect(await checkHost('uncached.sitewarden.test', ctx)).toMatchObject({ ok: true, address: '127.0.0.1' });
    }
    expect(count('cached.sitewarden.test')).toBe(1);
    expect(count('uncached.sitewarden.test')).toBe(3);
    // The cache is per engine configuration: a strict engine refuses the same name.
    expect(await checkHost('cached.sitewarden.test', getEngineContext(strict()))).toMatchObject({
      ok: false,
      reason: 'refused',
    });
  });

  describe('DNS rebinding', () => {
    let decoyHttps: TestHttpServer | undefined;
    let decoyHttp: TestHttpServer | undefined;
    const decoy = createRouter({ 'rebind.sitewarden.test': behaviours.status(418) });

    beforeAll(async () => {
      lab.addSite('rebind.sitewarden.test', { https: behaviours.ok() });
      // The decoy listens where a re-resolved connection would land (127.0.0.2, same ports); loopback only.
      try {
        decoyHttps = await startHttpServer(decoy, '127.0.0.2', lab.https.port);
        decoyHttp = await startHttpServer(decoy, '127.0.0.2', lab.http.port);
      } catch {
        // Port taken on 127.0.0.2: a re-resolved connection would then fail instead, which the test also catches.
      }
    });
    afterAll(async () => {
      await decoyHttps?.close();
      await decoyHttp?.close();
      lab.dns.setHook(undefined);
    });

    it('connects to the address the guard checked, not to a second answer', async () => {
      let answers = 0;
      lab.dns.setHook((name, type) => {
        if (name !== 'rebind.sitewarden.test' || type !== 'A') return undefined;
        answers += 1;
        return [rr.a(answers === 1 ? '127.0.0.1' : '127.0.0.2', 0)];
      });
      const result = await runProbe('http', { domain: 'rebind.sitewarden.test' }, lab.options);
      expect(result.status).toBe('healthy');
      expect(result.details?.statusCode).toBe(200);
      expect(result.details?.remoteAddress).toBe('127.0.0.1');
      expect(decoy.hits.get('rebind.sitewarden.test') ?? 0).toBe(0);
      expect(answers).toBe(1);
    });
  });
});
