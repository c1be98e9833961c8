import type { EngineContext } from './context';

/** SPEC §3.1 check statuses. 'error' means the check could not be completed, not that the site is broken. */
export type CheckStatus = 'healthy' | 'warning' | 'critical' | 'error';

export type ProbeKind = 'dns' | 'ssl' | 'whois' | 'http' | 'security';

/** What a probe is pointed at. The domain is already normalised (see normalizeDomain). */
export interface ProbeTarget {
  /** The host, ASCII (punycode), without a port: what DNS, registration and blacklist checks look up. */
  domain: string;
  /**
   * The port the name was added with ('example.com:8443'); the HTTP, TLS and security probes connect to it. Absent
   * or null: 443 for HTTPS and 80 for plain HTTP (decision 050).
   */
  port?: number | null;
  /**
   * The domain's "HTTP only" setting (decision 071): the HTTP and security probes ask http:// only, and the security
   * probe leaves out what needs HTTPS (HSTS, the redirect to HTTPS, Secure cookies).
   */
  httpOnly?: boolean;
  /** Open a new connection instead of reusing a pooled one, so timings include DNS, TCP and TLS. */
  freshConnection?: boolean;
}

/** What a probe implementation returns; the registry adds kind and duration. */
export interface ProbeOutcome<D> {
  status: CheckStatus;
  /** One line a site owner understands. */
  message: string;
  details: D;
}

export interface ProbeResult<K extends ProbeKind = ProbeKind, D = unknown> {
  kind: K;
  status: CheckStatus;
  message: string;
  /** Null only when the probe could not run at all (invalid target, deadline, internal failure). */
  details: D | null;
  durationMs: number;
}

/** One implementation per kind, behind this interface. Probes never throw and never touch a database. */
export interface Probe<K extends ProbeKind, D> {
  kind: K;
  check(target: ProbeTarget, ctx: EngineContext): Promise<ProbeOutcome<D>>;
}

/** A problem or observation a probe reports, used by messages and by the insights analyser. */
export interface Finding<C extends string = string> {
  code: C;
  severity: 'critical' | 'warning' | 'info';
  message: string;
}
