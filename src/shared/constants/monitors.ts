import type { SubscriptionTier } from '../contracts/auth';
import { PLANS } from './plans';

/**
 * The monitor types a domain may have beside its home-page bundle (issue 16). Each is a check family on the server
 * (jobs/monitoring/families/), one file per type; these are the names both sides share.
 */
export const MONITOR_TYPES = ['endpoint', 'keyword', 'json', 'tcp', 'heartbeat', 'dns-record'] as const;
export type MonitorType = (typeof MONITOR_TYPES)[number];

export const MONITOR_TYPE_INFO: Record<MonitorType, { label: string; description: string }> = {
  endpoint: {
    label: 'HTTP(S) endpoint',
    description:
      'Any URL on the domain or its subdomains, any port, with its method, headers, body and expected status codes.',
  },
  keyword: { label: 'Keyword', description: 'A page that must contain (or must not contain) a word or phrase.' },
  json: {
    label: 'JSON assertion',
    description: 'An API answer whose JSON value at a path must equal or compare with an expected value.',
  },
  tcp: {
    label: 'TCP port',
    description:
      'A port that must accept connections, optionally over TLS with its certificate checked (mail, databases, MQTT).',
  },
  heartbeat: {
    label: 'Heartbeat',
    description: 'A cron job or backup that must call its secret push URL within each period.',
  },
  'dns-record': { label: 'DNS record', description: 'A DNS record that must hold the values you expect.' },
};

/** Types that fetch over HTTP(S) and share the request settings. */
export const HTTP_MONITOR_TYPES = ['endpoint', 'keyword', 'json'] as const satisfies readonly MonitorType[];

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export const DNS_ASSERTION_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT', 'CAA'] as const;
export const JSON_ASSERTION_OPERATORS = [
  'equals',
  'not-equals',
  'contains',
  'less-than',
  'greater-than',
  'exists',
] as const;
/**
 * Mail protocols a TCP monitor can upgrade to TLS with STARTTLS, so a mail server's certificate is watched on its
 * plain port: SMTP (RFC 3207: EHLO, then STARTTLS), IMAP (RFC 3501: `a1 STARTTLS`), POP3 (RFC 2595: STLS).
 */
export const STARTTLS_PROTOCOLS = ['smtp', 'imap', 'pop3'] as const;
export type StartTlsProtocol = (typeof STARTTLS_PROTOCOLS)[number];
/** A TCP monitor's STARTTLS setting: off, the protocol its port is known for ('auto'), or one chosen. */
export const STARTTLS_MODES = ['off', 'auto', ...STARTTLS_PROTOCOLS] as const;
export type StartTlsMode = (typeof STARTTLS_MODES)[number];
export const STARTTLS_LABELS: Record<StartTlsProtocol, string> = { smtp: 'SMTP', imap: 'IMAP', pop3: 'POP3' };
/** The mail ports and the protocol each speaks: 25 and 587 SMTP (relay, submission), 143 IMAP, 110 POP3. */
export const STARTTLS_PORTS: Readonly<Record<number, StartTlsProtocol>> = {
  25: 'smtp',
  587: 'smtp',
  143: 'imap',
  110: 'pop3',
};

/** The protocol a STARTTLS setting speaks on a port: null when off, or 'auto' on a port that is not a mail port. */
export function startTlsProtocolFor(mode: StartTlsMode, port: number): StartTlsProtocol | null {
  if (mode === 'off') return null;
  return mode === 'auto' ? (STARTTLS_PORTS[port] ?? null) : mode;
}

export const MONITOR_ALERT_CHANNELS = ['email', 'sms', 'slack', 'webhook'] as const;

/** Monitors per domain on each plan (decision 048), on top of the home-page bundle every domain has. */
export const MONITORS_PER_DOMAIN: Record<SubscriptionTier, number> = { free: 3, pro: 10, agency: 25, enterprise: 100 };

/** A heartbeat is not a probe: its period may be as short as a minute on every plan. */
export const HEARTBEAT_MIN_PERIOD_SECONDS = 60;
export const HEARTBEAT_MAX_PERIOD_SECONDS = 31 * 24 * 3600;
export const MONITOR_MAX_INTERVAL_SECONDS = 24 * 3600;

/** The shortest interval a monitor of this type may have on this plan (decision 048): the plan's check interval. */
export function monitorMinIntervalSeconds(plan: SubscriptionTier, type: MonitorType): number {
  return type === 'heartbeat' ? HEARTBEAT_MIN_PERIOD_SECONDS : PLANS[plan].checkIntervalSeconds;
}
