import { buildApp, type AppDeps } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { EngineOptions } from '../../../src/server/engine';
import type { LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import type { ScanLimits } from '../../../src/server/modules/scan/scan.routes';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../helpers/databases';
import { createMemoryMailer, GENEROUS_LIMITS, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The environment that aims the engine at the loopback lab, as an operator would write it (DESIGN §4). */
export function labEnv(lab: LoopbackLab): Record<string, string> {
  return {
    DNS_SERVERS: lab.dns.servers.join(','),
    ALLOW_PRIVATE_TARGETS: 'true',
    RDAP_BOOTSTRAP_FILE: lab.options.rdapBootstrapFile ?? '',
    WHOIS_SERVERS: `test=${lab.whois.address}`,
    DNSBL_ZONES: 'bl.sitewarden.test:ip,dbl.sitewarden.test:domain',
    CHROMIUM_PATH,
  };
}

/** What the environment cannot say: the lab's ports and test root, and short timeouts. */
export function labOverrides(lab: LoopbackLab): Partial<EngineOptions> {
  return {
    httpsPort: lab.https.port,
    httpPort: lab.http.port,
    extraCa: [lab.rootCa],
    keepAliveMs: 0,
    timeouts: lab.options.timeouts,
  };
}

export const GENEROUS_SCANS: ScanLimits = {
  visitor: { max: 10_000, timeWindow: 60_000 },
  signedIn: { max: 10_000, timeWindow: 60_000 },
};

export interface LabAppOptions {
  env?: Record<string, string>;
  scanLimits?: Partial<ScanLimits>;
  /** Build on this database instead of a new one (a second process, or a restart). */
  database?: TestDatabase;
}

/**
 * createTestApp (test/server/helpers) plus the engine aimed at the lab: the same config loading and app, with
 * the scan limits and engine overrides that buildApp takes for tests.
 */
export async function createLabApp(
  kind: DatabaseKind,
  lab: LoopbackLab,
  options: LabAppOptions = {},
): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase(kind));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/sitewarden-test-unused',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    ...labEnv(lab),
    ...options.env,
  });
  const mailer = createMemoryMailer();
  const deps: AppDeps = {
    config,
    database: database.handle,
    mailer,
    limits: GENEROUS_LIMITS,
    scanLimits: { ...GENEROUS_SCANS, ...options.scanLimits },
    engineOptionOverrides: labOverrides(lab),
    webDir: '/nonexistent-web-dir',
    logger: false,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    async close() {
      await app.close();
      if (ownsDatabase) await database.drop();
    },
  };
}
