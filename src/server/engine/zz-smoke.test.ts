import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDnsServer, rr } from './testing/dns-server';
import { createRouter, behaviours, startHttpServer } from './testing/http-server';
import { startHttpsServer } from './testing/https-server';
import { createTestPki } from './testing/certificates';
import { testEngineOptions } from './testing/test-options';
import { getEngineContext } from './context';
import { httpProbe } from './probes/http-probe';

it('smoke', async () => {
  const t0 = Date.now();
  const pki = createTestPki();
  console.log('pki ms', Date.now() - t0);
  const dns = await startDnsServer({ 'ok.sitewarden.test': [rr.a('127.0.0.1')], 'r.sitewarden.test': [rr.a('127.0.0.1')] });
  const router = createRouter({ 'ok.sitewarden.test': behaviours.ok(), 'r.sitewarden.test': behaviours.redirect('https://ok.sitewarden.test/') });
  const h = await startHttpServer(router);
  const s = await startHttpsServer({ pki, router });
  const options = testEngineOptions({ dnsServers: dns.servers, httpPort: h.port, httpsPort: s.port });
  const ctx = getEngineContext(options);
  console.log(JSON.stringify(await httpProbe.check({ domain: 'ok.sitewarden.test' }, ctx), null, 1));
  console.log(JSON.stringify(await httpProbe.check({ domain: 'r.sitewarden.test' }, ctx), null, 1).slice(0, 800));
  await dns.close(); await h.close(); await s.close();
});
