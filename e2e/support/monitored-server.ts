/**
 * A second `sitewarden start` of a spec's own, whose monitoring checks real sites every second: the engine's loopback
 * lab answers DNS, RDAP and WHOIS, and its HTTPS and HTTP routers also listen on the standard ports 443 and 80 of a
 * loopback address of their own (127.77.0.<lane>), so the uptime, TLS and timing probes measure working sites. The lab's
 * test root reaches the server through NODE_EXTRA_CA_CERTS, as an operator's private CA would.
 *
 * The shared server of global-setup cannot do this: it has no setting for probe ports, so its probes find nothing on
 * 443/80. Ports below 1024 need root, which the CI and this machine have.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Handler } from '../../src/server/engine/testing/http-server';
import type { TestDnsServer } from '../../src/server/engine/testing/dns-server';
import { behaviours, startHttpServer } from '../../src/server/engine/testing/http-server';
import { startHttpsServer } from '../../src/server/engine/testing/https-server';
import { healthyZone, startLoopbackLab } from '../../src/server/engine/testing/loopback-lab';
import { freePort, runCli, waitReady } from './global-setup';
import { freshDataDir } from './data-dir';

/**
 * The loopback address the sites answer on, on their standard ports: one per browser-test lane (E2E_LANE, set by
 * scripts/test-all.mjs), so lanes running side by side never contend for the same 443 and 80.
 */
export const SITES_ADDRESS = `127.77.0.${Number(process.env.E2E_LANE ?? 1)}`;

export interface MonitoredServer {
  baseUrl: string;
  /** The DNS server the server's checks ask (its DNS_SERVERS): a spec adds records (a status page's proof, say). */
  dns: TestDnsServer;
  close(): Promise<void>;
}

export interface MonitoredServerOptions {
  /** Host name -> what its HTTPS site answers (HTTP redirects to it). */
  sites: Record<string, Handler>;
  /** `sitewarden user create` arguments (without --password). */
  users: ReadonlyArray<readonly string[]>;
  password: string;
  checkIntervalSeconds: number;
  /** More settings of the server (SMTP_URL to a spec's mail sink, say). */
  env?: Record<string, string>;
}

export async function startMonitoredServer(options: MonitoredServerOptions): Promise<MonitoredServer> {
  const lab = await startLoopbackLab({ allowPrivateTargets: true });
  for (const [host, https] of Object.entries(options.sites)) {
    lab.addSite(host, { https, records: healthyZone(host, SITES_ADDRESS), expiresInDays: 300 });
  }
  const https = await startHttpsServer({ pki: lab.pki, router: lab.router }, SITES_ADDRESS, 443);
  const http = await startHttpServer(lab.http.router, SITES_ADDRESS, 80);

  const dataDir = freshDataDir('monitored');
  const caFile = path.join(dataDir, 'lab-root.pem');
  writeFileSync(caFile, lab.rootCa);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    DNS_SERVERS: lab.dns.servers.join(','),
    ALLOW_PRIVATE_TARGETS: 'true',
    RDAP_BOOTSTRAP_FILE: lab.options.rdapBootstrapFile ?? '',
    WHOIS_SERVERS: `test=${lab.whois.address}`,
    DNSBL_ZONES: 'zen.sitewarden.test:ip',
    CHECK_INTERVAL_SECONDS: String(options.checkIntervalSeconds),
    // no spec on these servers visits the demo; seeding its 90 days of history costs a spec ~15 s of CPU
    DEMO_WORKSPACE: 'off',
    // the sites answer on loopback at once: a check that takes longer is a loaded machine, never the site down (a
    // 10 s timeout beside CI's unit runs opened alerts no spec expected); the specs' held sites are waited for too
    HTTP_TIMEOUT_SECONDS: '60',
    NODE_EXTRA_CA_CERTS: caFile,
    ...options.env,
  };
  for (const user of options.users) await runCli(['user', 'create', ...user, '--password', options.password], env);

  let log = '';
  const child = spawn(process.execPath, ['bin/sitewarden.mjs', 'start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const stopSites = async () => {
    await Promise.all([https.close(), http.close()]);
    await lab.close();
  };
  try {
    await waitReady(baseUrl, child, () => log);
  } catch (error) {
    child.kill('SIGTERM');
    await stopSites();
    throw error;
  }

  return {
    baseUrl,
    dns: lab.dns,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
      await stopSites();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A secure site that holds every request until `release()`: a domain whose first checks have not answered yet. */
export function heldSecureSite(): { handler: Handler; release: () => void } {
  let release!: () => void;
  const answering = new Promise<void>((resolve) => (release = resolve));
  return { handler: (req, res) => void answering.then(() => behaviours.secure()(req, res)), release };
}
