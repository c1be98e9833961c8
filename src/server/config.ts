import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SESSION_CACHE_MS } from './http/session-cache';
import { generateSecretsKey, parseSecretsKey } from './secrets/secret-sealer';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  PUBLIC_URL: optionalText,
  TRUST_PROXY: optionalText,
  SESSION_SECRET: optionalText,
  SECRETS_KEY: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Sitewarden <no-reply@sitewarden.local>'),
  OPERATOR_EMAIL: optionalText,
  EMAIL_VERIFICATION: z.enum(['auto', 'on', 'off']).default('auto'),
  METRICS_TOKEN: optionalText,
  METRICS_MONITORS: z.enum(['on', 'off']).default('off'),
  METRICS_MONITORS_MAX: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
  DNS_SERVERS: optionalText,
  ALLOW_PRIVATE_TARGETS: flag,
  RDAP_BOOTSTRAP_FILE: optionalText,
  WHOIS_SERVERS: optionalText,
  DNSBL_ZONES: optionalText,
  REGISTRY_QUERIES_PER_SECOND: z.coerce.number().positive().max(1_000).optional(),
  HTTP_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).optional(),
  CHECK_INTERVAL_SECONDS: z.coerce.number().positive().optional(),
  HEARTBEAT_SECONDS: z.coerce.number().min(1).max(300).optional(),
  DEMO_WORKSPACE: z.enum(['on', 'off']).default('on'),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_SESSION_CACHE_MS),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  TWILIO_BASE_URL: z.string().default('https://api.twilio.com'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_BASE_URL: optionalText,
  STRIPE_PRICE_PRO: z.string().default('price_pro'),
  STRIPE_PRICE_AGENCY: z.string().default('price_agency'),
  STRIPE_PRICE_ENTERPRISE: z.string().default('price_enterprise'),
  DEFAULT_PLAN: z.enum(['free', 'pro', 'agency', 'enterprise']).default('free'),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Tests only: the issuer that plays Google (a loopback OpenID provider); decision 034. */
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  OIDC_ISSUER: optionalText,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_ALLOW_INSECURE: flag,
  AI_PROVIDER: z.enum(['anthropic', 'openai', '']).optional(),
  AI_API_KEY: optionalText,
  AI_BASE_URL: optionalText,
  AI_MODEL: optionalText,
});

export type Env = z.infer<typeof envSchema>;

/**
 * The proxies in front of the server (decision 030). Their X-Forwarded-For names the client; anyone else's is
 * ignored, so a client cannot pick the address that per-address limits count it under.
 */
export type TrustProxy = { hops: number } | { addresses: string[] };

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Origin the site is reached at, e.g. https://monitor.example.com; derived from HOST/PORT when absent. */
  publicUrl: string;
  secureCookies: boolean;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY): a hop count, or proxy addresses and CIDR ranges. */
  trustProxy: TrustProxy;
  sessionSecret: string;
  /**
   * The 32-byte key that seals monitors' secrets at rest (decision 048): SECRETS_KEY (checked at load), or the key
   * in DATA_DIR/secrets-key, generated there the first time a process needs it (so CLI commands and tools that
   * never touch a secret write nothing).
   */
  secretsKey: () => Buffer;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Whether a password sign-up or an e-mail change waits for its address to be confirmed (EMAIL_VERIFICATION;
   * decision 076): `auto` asks when SMTP_URL is set, since without it no link reaches anybody.
   */
  emailVerification: boolean;
  /** Who hears about contact-form messages and stalled checks (OPERATOR_EMAIL, comma-separated); absent: every admin account. */
  operatorEmails?: string[];
  /** Bearer token /metrics requires (METRICS_TOKEN); absent: /metrics answers loopback callers only. */
  metricsToken?: string;
  /**
   * METRICS_MONITORS=on: /metrics also exposes every monitor's figures, and the history writer keeps them
   * (monitor_metrics; decision 064). Set it on every process: the workers count, the web process serves.
   */
  metricsMonitors: boolean;
  /** METRICS_MONITORS_MAX: at most this many monitors on /metrics (10,000); the rest are counted as left out. */
  metricsMonitorsMax: number;
  dnsServers?: string[];
  allowPrivateTargets: boolean;
  rdapBootstrapFile?: string;
  whoisServers: Record<string, string>;
  dnsblZones?: string[];
  /** REGISTRY_QUERIES_PER_SECOND: this process's pace per RDAP/WHOIS server (decision 070); the engine's 2 when absent. */
  registryQueriesPerSecond?: number;
  /** HTTP_TIMEOUT_SECONDS: how long a domain's uptime and security fetch waits for the site; the engine's 10 when absent. */
  httpTimeoutSeconds?: number;
  checkIntervalSeconds?: number;
  /** How often a job-taking process writes its worker_processes row (HEARTBEAT_SECONDS; 15 by default). */
  heartbeatSeconds?: number;
  /** How long a process trusts a session it looked up (0: look up every request); decision 022. */
  sessionCacheMs: number;
  /** Workers create the read-only demo workspace (/demo) when missing and re-seed it daily (DEMO_WORKSPACE). */
  demoWorkspace: boolean;
  chromiumPath: string;
  logLevel: Env['LOG_LEVEL'];
  google?: { issuer: string; clientId: string; clientSecret: string };
  oidc?: { issuer: string; clientId: string; clientSecret: string; allowInsecure: boolean };
  twilio?: { accountSid: string; authToken: string; from: string; baseUrl: string };
  stripe?: { secretKey: string; webhookSecret?: string; baseUrl?: string };
  /** Stripe price id of each paid plan (STRIPE_PRICE_PRO...); SPEC §9.1's ids by default. */
  stripePrices: Record<'pro' | 'agency' | 'enterprise', string>;
  /** The plan of new accounts (DEFAULT_PLAN): a private installation without Stripe sets enterprise. */
  defaultPlan: 'free' | 'pro' | 'agency' | 'enterprise';
  /** How long a past-due subscription keeps its paid plan before the account falls to free (decision 059). */
  billingGraceDays: number;
  ai?: { provider: 'anthropic' | 'openai'; apiKey: string; baseUrl?: string; model?: string };
}

export class ConfigError extends Error {}

function list(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  const items = value
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

/** `com=whois.verisign-grs.com:43,io=127.0.0.1:4343` */
function whoisMap(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of list(value) ?? []) {
    const [tld, server] = item.split('=');
    if (!tld || !server) throw new ConfigError(`WHOIS_SERVERS entry "${item}" must look like tld=host:port`);
    out[tld.toLowerCase().replace(/^\./, '')] = server;
  }
  return out;
}

/** proxy-addr's named ranges, accepted beside addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || bits === undefined || extra !== undefined || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset -> loopback proxies only; `2` -> two hops; `10.0.0.1, 10.1.0.0/16` -> those proxies. */
function trustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return { addresses: ['loopback'] };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const entries = list(value) ?? [];
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length || !entries.length) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses and CIDR ranges (or loopback, ` +
        `linklocal, uniquelocal); not ${wrong.map((w) => `"${w}"`).join(', ')}`,
    );
  }
  return { addresses: entries };
}

/** SESSION_SECRET when set; otherwise a secret generated once and kept in DATA_DIR so sessions survive restarts. */
function sessionSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) {
    if (explicit.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
    return explicit;
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * SECRETS_KEY when set (refused at load when it is not 32 bytes); otherwise the key kept in DATA_DIR/secrets-key
 * (0600), generated on first use. The file is created by a link from a fully written temporary file, so processes
 * starting together all end up with the one key on disk.
 */
function secretsKey(explicit: string | undefined, dataDir: string): () => Buffer {
  if (explicit) {
    const key = parseSecretsKey(explicit);
    if (!key)
      throw new ConfigError(
        'SECRETS_KEY must be 32 bytes written as 64 hex digits or in base64 (e.g. `openssl rand -base64 32`)',
      );
    return () => key;
  }
  let key: Buffer | undefined;
  return () => (key ??= keyFromDataDir(dataDir));
}

function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, generateSecretsKey() + '\n', { mode: 0o600 });
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  const key = parseSecretsKey(readFileSync(file, 'utf8'));
  if (!key)
    throw new ConfigError(
      `${file} does not hold a secrets key (32 bytes, base64); restore it from a backup or set SECRETS_KEY`,
    );
  return key;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const localHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${localHost}:${e.PORT}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  if (e.METRICS_TOKEN && e.METRICS_TOKEN.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: trustProxy(e.TRUST_PROXY),
    sessionSecret: sessionSecret(e.SESSION_SECRET, dataDir),
    secretsKey: secretsKey(e.SECRETS_KEY, dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    operatorEmails: list(e.OPERATOR_EMAIL),
    emailVerification: e.EMAIL_VERIFICATION === 'on' || (e.EMAIL_VERIFICATION === 'auto' && e.SMTP_URL !== undefined),
    metricsToken: e.METRICS_TOKEN,
    metricsMonitors: e.METRICS_MONITORS === 'on',
    metricsMonitorsMax: e.METRICS_MONITORS_MAX,
    dnsServers: list(e.DNS_SERVERS),
    allowPrivateTargets: e.ALLOW_PRIVATE_TARGETS,
    rdapBootstrapFile: e.RDAP_BOOTSTRAP_FILE,
    whoisServers: whoisMap(e.WHOIS_SERVERS),
    dnsblZones: list(e.DNSBL_ZONES),
    registryQueriesPerSecond: e.REGISTRY_QUERIES_PER_SECOND,
    httpTimeoutSeconds: e.HTTP_TIMEOUT_SECONDS,
    checkIntervalSeconds: e.CHECK_INTERVAL_SECONDS,
    heartbeatSeconds: e.HEARTBEAT_SECONDS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    demoWorkspace: e.DEMO_WORKSPACE === 'on',
    chromiumPath: e.CHROMIUM_PATH,
    logLevel: e.LOG_LEVEL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            allowInsecure: e.OIDC_ALLOW_INSECURE,
          }
        : undefined,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            baseUrl: e.TWILIO_BASE_URL,
          }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, baseUrl: e.STRIPE_BASE_URL }
      : undefined,
    stripePrices: { pro: e.STRIPE_PRICE_PRO, agency: e.STRIPE_PRICE_AGENCY, enterprise: e.STRIPE_PRICE_ENTERPRISE },
    defaultPlan: e.DEFAULT_PLAN,
    billingGraceDays: e.BILLING_GRACE_DAYS,
    ai:
      e.AI_PROVIDER && e.AI_API_KEY
        ? { provider: e.AI_PROVIDER, apiKey: e.AI_API_KEY, baseUrl: e.AI_BASE_URL, model: e.AI_MODEL }
        : undefined,
  };
}
