import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeEngineContext } from '../context';
import type { EngineOptions } from '../options';
import { createTestPki } from './certificates';
import { rr, startDnsServer, type RecordTable, type TestDnsServer } from './dns-server';
import {
  behaviours,
  createRouter,
  startHttpServer,
  type Handler,
  type Router,
  type TestHttpServer,
} from './http-server';
import { startHttpsServer } from './https-server';
import { verisignRdapDomain, verisignWhoisText } from './registry-fixtures';
import { startRdapServer, type TestRdapServer } from './rdap-server';
import { testEngineOptions } from './test-options';
import { startWhoisServer, type TestWhoisServer } from './whois-server';

export const LAB_SUFFIX = 'sitewarden.test';
const DAY = 86_400_000;

/** DNS records of a well-run domain pointing at the loopback servers. */
export function healthyZone(domain: string, address = '127.0.0.1'): RecordTable {
  return {
    [domain]: [
      rr.a(address),
      rr.mx(`mail.${domain}`),
      rr.txt('v=spf1 mx -all'),
      rr.caa('issue', 'letsencrypt.org'),
      rr.soa(`ns1.${domain}`, `hostmaster.${domain}`),
      rr.ns(`ns1.${domain}`),
      rr.ns(`ns2.${domain}`),
    ],
    [`_dmarc.${domain}`]: [rr.txt('v=DMARC1; p=reject; rua=mailto:dmarc@example.org')],
    [`ns1.${domain}`]: [rr.a('127.0.0.1')],
    [`ns2.${domain}`]: [rr.a('127.0.0.1')],
    [`mail.${domain}`]: [rr.a('127.0.0.1')],
  };
}

export interface LoopbackLab {
  dns: TestDnsServer;
  router: Router;
  http: TestHttpServer;
  https: TestHttpServer;
  rdap: TestRdapServer;
  whois: TestWhoisServer;
  rootCa: string;
  pki: ReturnType<typeof createTestPki>;
  options: EngineOptions;
  /** Adds a site: DNS records, an HTTPS and HTTP handler, and optionally registry data. */
  addSite(
    domain: string,
    site?: { https?: Handler; http?: Handler; records?: RecordTable; expiresInDays?: number },
  ): void;
  close(): Promise<void>;
}

/**
 * Every loopback server the engine talks to, on 127.0.0.1 and ephemeral ports, plus engine options aimed at
 * them. Shared by the tests and the benchmark.
 */
export async function startLoopbackLab(overrides: Partial<EngineOptions> = {}): Promise<LoopbackLab> {
  const pki = createTestPki(LAB_SUFFIX);
  const dns = await startDnsServer();
  const router = createRouter();
  // HTTP and HTTPS see different handlers for the same host, so each gets its own router.
  const httpRouter = createRouter();
  const https = await startHttpsServer({ pki, router, refuseTls: [`no-tls.${LAB_SUFFIX}`] });
  const http = await startHttpServer(httpRouter);
  const rdap = await startRdapServer();
  const whois = await startWhoisServer();
  const dir = mkdtempSync(join(tmpdir(), 'sitewarden-engine-'));
  const bootstrapFile = join(dir, 'dns.json');
  writeFileSync(
    bootstrapFile,
    JSON.stringify({ version: '1.0', publication: new Date().toISOString(), services: [[['test'], [rdap.baseUrl]]] }),
  );

  const options = testEngineOptions({
    dnsServers: dns.servers,
    httpsPort: https.port,
    httpPort: http.port,
    extraCa: [pki.rootCa],
    rdapBootstrapFile: bootstrapFile,
    whoisServers: { test: whois.address },
    ...overrides,
  });

  const addSite: LoopbackLab['addSite'] = (domain, site = {}) => {
    const records: RecordTable = site.records ?? healthyZone(domain);
    for (const [name, list] of Object.entries(records)) dns.set(name, list);
    router.routes.set(domain, site.https ?? behaviours.secure());
    httpRouter.routes.set(domain, site.http ?? behaviours.redirect(`https://${domain}/`));
    if (site.expiresInDays !== undefined) {
      const registration = {
        domain,
        expiresAt: new Date(Date.now() + site.expiresInDays * DAY),
        registrar: 'Example Registrar, LLC',
      };
      rdap.answers.set(domain, { json: verisignRdapDomain(registration) });
      // the registry's WHOIS knows the name too, as a real one does: an RDAP answer lost on a loaded machine falls
      // back to WHOIS and reads "registered", not the "No match" of a name nobody registered
      whois.answers.set(domain.toLowerCase(), verisignWhoisText(registration));
    }
  };

  return {
    dns,
    router,
    http: { ...http, router: httpRouter },
    https,
    rdap,
    whois,
    rootCa: pki.rootCa,
    pki,
    options,
    addSite,
    close: async () => {
      closeEngineContext(options);
      await Promise.all([dns.close(), http.close(), https.close(), rdap.close(), whois.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
