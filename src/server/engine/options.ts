/** Every network step has one of these limits, so a probe never hangs. Milliseconds. */
export interface EngineTimeouts {
  /** One DNS question (each resolver try gets a share of it). */
  dnsMs: number;
  /** TCP connect plus TLS handshake for the TLS probe. */
  connectMs: number;
  /** A whole HTTP fetch, redirects included. */
  httpMs: number;
  /** One RDAP request, redirects included. */
  rdapMs: number;
  /** One port-43 WHOIS exchange. */
  whoisMs: number;
  /** Backstop for a whole probe: past it the registry answers 'error' whatever the probe is doing. */
  probeMs: number;
}

/**
 * Plain configuration for the engine; the server builds it from the environment (DESIGN §4).
 * The port overrides exist only so tests can aim the TLS and HTTP probes at loopback servers.
 */
export interface EngineOptions {
  /** 'host:port' or 'host' (IPv4 or bracketed IPv6); the system resolvers when absent. */
  dnsServers?: string[];
  /** ALLOW_PRIVATE_TARGETS: probes may reach private, loopback and link-local addresses. */
  allowPrivateTargets: boolean;
  /** IANA-format RDAP bootstrap JSON replacing the built-in one (RDAP_BOOTSTRAP_FILE). */
  rdapBootstrapFile?: string;
  /** WHOIS_SERVERS: tld -> 'host:port' (port 43 when omitted). */
  whoisServers?: Record<string, string>;
  /** DNSBL_ZONES, see parseDnsblZones: 'zone', 'zone:ip' or 'zone:domain'. */
  dnsblZones: string[];
  timeouts: EngineTimeouts;
  /** Port used for https:// targets without an explicit port (443). */
  httpsPort?: number;
  /** Port used for http:// targets without an explicit port (80). */
  httpPort?: number;
  /** Extra trusted roots (PEM) on top of the system store, for the TLS probe and RDAP over HTTPS. */
  extraCa?: string[];
  /** Response bodies are read up to this many bytes, then the read stops (2 MB). */
  maxBodyBytes?: number;
  /** Redirects followed by the HTTP probe (5). */
  maxRedirects?: number;
  /** A response slower than this is a warning (SPEC §9.2 response time threshold, 3000). */
  slowResponseMs?: number;
  /**
   * Idle keep-alive sockets are kept this long for the next check of the same origin (75 s, nginx's default, so a
   * 60 s uptime check reuses its connection; a shorter Keep-Alive hint from the server wins; 0 disables).
   */
  keepAliveMs?: number;
  /**
   * The SSRF guard reuses a name's checked addresses for their DNS TTL, capped here (5 min; 0 disables). Longer
   * than a 60 s check interval, so most uptime checks skip two DNS questions; DNS failures are the DNS check's.
   * Every reuse is still checked against the private ranges; TTL-0 answers are never reused.
   */
  dnsCacheMaxMs?: number;
  /**
   * Queries a second this process sends to one registry's (or registrar's) RDAP or WHOIS server, a few more at once
   * (2; decision 070): 10,000 `.com` domains never become 10,000 queries to one registry in a burst, which it would
   * throttle. A query whose turn would come later than `registryWaitMs` (5 s) is not sent: the lookup says the server
   * is busy, an unknown outcome that changes no alert (decision 039), and the next check asks again.
   */
  registryQueriesPerSecond?: number;
  registryWaitMs?: number;
}

export const DEFAULT_TIMEOUTS: EngineTimeouts = {
  dnsMs: 3_000,
  connectMs: 8_000,
  httpMs: 10_000,
  rdapMs: 8_000,
  whoisMs: 8_000,
  probeMs: 30_000,
};

/**
 * Default DNSBL zones. Spamhaus answers 127.255.255.x instead of a listing when asked through public
 * resolvers; those answers are reported as 'not checked', never as listed.
 */
export const DEFAULT_DNSBL_ZONES: readonly string[] = [
  'zen.spamhaus.org:ip',
  'bl.spamcop.net:ip',
  'dbl.spamhaus.org:domain',
  'multi.surbl.org:domain',
];

export const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;
export const DEFAULT_REGISTRY_QUERIES_PER_SECOND = 2;
export const DEFAULT_REGISTRY_WAIT_MS = 5_000;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_SLOW_RESPONSE_MS = 3_000;
export const DEFAULT_KEEP_ALIVE_MS = 75_000;
export const DEFAULT_DNS_CACHE_MAX_MS = 300_000;

export function defaultEngineOptions(): EngineOptions {
  return {
    allowPrivateTargets: false,
    dnsblZones: [...DEFAULT_DNSBL_ZONES],
    timeouts: { ...DEFAULT_TIMEOUTS },
  };
}
