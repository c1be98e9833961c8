/**
 * The engine's loopback lab for the browser tests, so scans never leave the machine: a DNS server answering for
 * *.sitewarden.test, an RDAP server (through a bootstrap file) and a WHOIS server, all on 127.0.0.1. The server under
 * test reaches them through its ordinary environment (DESIGN §4).
 *
 * What the environment cannot express: the lab's HTTPS and HTTP servers listen on ephemeral ports with a test root
 * CA, and the server has no setting for probe ports or extra trusted roots (EngineOptions.httpsPort, httpPort and
 * extraCa are reachable only through buildApp's engineOptionOverrides). So the TLS, security-header and timing probes
 * find nothing listening on 443/80 and report their error states, which the browser tests use as such.
 */
import { rr } from '../../src/server/engine/testing/dns-server';
import { startLoopbackLab, type LoopbackLab } from '../../src/server/engine/testing/loopback-lab';

export const HEALTHY_DOMAIN = 'healthy.sitewarden.test';
/** No SPF or DMARC, one nameserver, registration expiring in 10 days, and listed on the lab's domain blacklist. */
export const BROKEN_DOMAIN = 'broken.sitewarden.test';
/** Blacklists served by the lab's DNS server (one by address, one by domain name). */
const DNSBL_ZONES = 'zen.sitewarden.test:ip,dbl.sitewarden.test:domain';

export interface ProbeLab {
  /** Environment for `sitewarden start`. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startProbeLab(): Promise<ProbeLab> {
  const lab: LoopbackLab = await startLoopbackLab({ allowPrivateTargets: true });
  lab.addSite(HEALTHY_DOMAIN, { expiresInDays: 200 });
  lab.addSite(BROKEN_DOMAIN, {
    expiresInDays: 10,
    records: {
      [BROKEN_DOMAIN]: [
        rr.a('127.0.0.1'),
        rr.ns(`ns1.${BROKEN_DOMAIN}`),
        rr.soa(`ns1.${BROKEN_DOMAIN}`, `hostmaster.${BROKEN_DOMAIN}`),
      ],
      [`ns1.${BROKEN_DOMAIN}`]: [rr.a('127.0.0.1')],
      [`${BROKEN_DOMAIN}.dbl.sitewarden.test`]: [rr.a('127.0.0.2')],
    },
  });
  return {
    env: {
      DNS_SERVERS: lab.dns.servers.join(','),
      ALLOW_PRIVATE_TARGETS: 'true',
      RDAP_BOOTSTRAP_FILE: lab.options.rdapBootstrapFile ?? '',
      WHOIS_SERVERS: `test=${lab.whois.address}`,
      DNSBL_ZONES,
    },
    close: () => lab.close(),
  };
}
