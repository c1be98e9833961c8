import { z } from 'zod';
import { countOf } from '../helpers/plural';
import { storedJsonObjectSchema } from './stored-json';
import {
  DNS_ASSERTION_RECORD_TYPES,
  HEARTBEAT_MAX_PERIOD_SECONDS,
  HEARTBEAT_MIN_PERIOD_SECONDS,
  HTTP_METHODS,
  JSON_ASSERTION_OPERATORS,
  MONITOR_ALERT_CHANNELS,
  MONITOR_MAX_INTERVAL_SECONDS,
  MONITOR_TYPES,
  STARTTLS_MODES,
  startTlsProtocolFor,
  type MonitorType,
} from '../constants/monitors';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../helpers/control-characters';

/**
 * Monitors of a domain (issue 16): the request and answer shapes of /api/domains/:domainId/monitors and
 * /api/monitors/:id. Plan rules (how many, how often) are checked by the server against shared/constants/monitors.
 * Secrets (basic password, bearer token, secret header values) are accepted on write and never answered: an answer
 * says only that one is set.
 */
export const monitorMessages = {
  nameRequired: 'Monitor name is required',
  nameTooLong: 'Monitor name must be at most 100 characters',
  urlInvalid: 'Please enter a full URL starting with http:// or https://',
  hostInvalid: 'Please enter a host name such as api.example.com',
  portInvalid: 'Port must be a whole number from 1 to 65535',
  statusInvalid: 'Expected status codes are numbers from 100 to 599 or ranges such as 200-299',
  keywordRequired: 'Keyword is required',
  jsonPathInvalid: 'JSON path must look like $.status or data.items[0].id',
  expectedRequired: 'Expected value is required for this comparison',
  expectedValuesRequired: 'Enter at least one expected value',
  intervalInvalid: 'Interval must be a whole number of seconds',
  timeoutInvalid: 'Timeout must be from 1 to 60 seconds',
  headerInvalid: 'Header names are letters, digits and hyphens; values have no line breaks',
  starttlsInvalid: 'STARTTLS is off, by port, SMTP, IMAP or POP3',
  starttlsWithTls: 'Choose TLS or STARTTLS, not both: STARTTLS starts in plain text and upgrades',
  starttlsProtocolRequired: (port: number) =>
    `Port ${port} is not a mail port (25, 587, 143, 110): choose SMTP, IMAP or POP3 for STARTTLS`,
} as const;

// a monitor's name is a status page component's name too: one line of text, no control characters
const name = z
  .string({ error: monitorMessages.nameRequired })
  .trim()
  .min(1, monitorMessages.nameRequired)
  .max(100, monitorMessages.nameTooLong)
  .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);

const httpUrl = z
  .string({ error: monitorMessages.urlInvalid })
  .trim()
  .max(2048, monitorMessages.urlInvalid)
  // scheme, host (no user:password@), optional port, then any path and query; the server resolves and checks the host
  .regex(/^https?:\/\/[^\s/?#@:]+(:\d{1,5})?([/?#]\S*)?$/i, monitorMessages.urlInvalid);

/**
 * A host name (ASCII or Unicode; the server converts and checks it belongs to the domain), an IPv4 address, or an
 * IPv6 address in brackets (a domain may be an address, decision 071). Never a port: TCP monitors have a field for it.
 */
const host = z
  .string({ error: monitorMessages.hostInvalid })
  .trim()
  .min(1, monitorMessages.hostInvalid)
  .max(253, monitorMessages.hostInvalid)
  .regex(/^(?:[^\s/:?#@[\]]+|\[[0-9a-f:.]+\])$/iu, monitorMessages.hostInvalid);

/** "200", "200-299": what a status code must match. */
export const STATUS_RANGE_PATTERN = /^([1-5]\d\d)(?:-([1-5]\d\d))?$/;
const statusRange = z
  .string()
  .trim()
  .regex(STATUS_RANGE_PATTERN, monitorMessages.statusInvalid)
  .refine((v) => {
    const [from, to] = v.split('-').map(Number);
    return to === undefined || to >= from!;
  }, monitorMessages.statusInvalid);

const header = z.object({
  name: z
    .string()
    .trim()
    .min(1, monitorMessages.headerInvalid)
    .max(100)
    .regex(/^[A-Za-z0-9-]+$/, monitorMessages.headerInvalid),
  value: z
    .string()
    .max(4000)
    .regex(/^[^\r\n\0]*$/, monitorMessages.headerInvalid),
  /** Stored encrypted and never answered (an API key header, say). */
  secret: z.boolean().default(false),
});

/** On write, a secret left out keeps the stored one (an edit form never has it). */
const auth = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('basic'),
    username: z.string().trim().min(1).max(200),
    password: z.string().max(500).optional(),
  }),
  z.object({ kind: z.literal('bearer'), token: z.string().max(4000).optional() }),
]);

const httpRequest = {
  url: httpUrl,
  method: z.enum(HTTP_METHODS).default('GET'),
  headers: z.array(header).max(20).default([]),
  body: z
    .string()
    .max(64_000)
    .nullish()
    .transform((v) => v || null),
  expectedStatus: z.array(statusRange).min(1, monitorMessages.statusInvalid).max(20).default(['200-299']),
  followRedirects: z.boolean().default(true),
  timeoutSeconds: z
    .number({ error: monitorMessages.timeoutInvalid })
    .int(monitorMessages.timeoutInvalid)
    .min(1, monitorMessages.timeoutInvalid)
    .max(60, monitorMessages.timeoutInvalid)
    .default(30),
  auth: auth.default({ kind: 'none' }),
};

export const endpointSettingsSchema = z.object(httpRequest);
export const keywordSettingsSchema = z.object({
  ...httpRequest,
  keyword: z.string({ error: monitorMessages.keywordRequired }).min(1, monitorMessages.keywordRequired).max(500),
  /** present: the page must contain it; absent: it must not (an error banner, say). */
  mode: z.enum(['present', 'absent']).default('present'),
  caseSensitive: z.boolean().default(false),
});
export const jsonSettingsSchema = z
  .object({
    ...httpRequest,
    path: z
      .string()
      .trim()
      .min(1, monitorMessages.jsonPathInvalid)
      .max(500)
      .regex(/^(\$)?(\.?[A-Za-z_$][\w$-]*|\[\d+\]|\["[^"]*"\])*$/, monitorMessages.jsonPathInvalid),
    operator: z.enum(JSON_ASSERTION_OPERATORS).default('equals'),
    expected: z.string().max(1000).default(''),
  })
  .refine((s) => s.operator === 'exists' || s.expected.length > 0, {
    message: monitorMessages.expectedRequired,
    path: ['expected'],
  });
export const tcpSettingsSchema = z
  .object({
    host,
    port: z
      .number({ error: monitorMessages.portInvalid })
      .int(monitorMessages.portInvalid)
      .min(1, monitorMessages.portInvalid)
      .max(65535, monitorMessages.portInvalid),
    /** Speak TLS after connecting and check the certificate (trust, host name, days left). */
    tls: z.boolean().default(false),
    /**
     * Upgrade a mail protocol's plain connection with STARTTLS and check the certificate as with `tls`: 'auto' speaks
     * the protocol of the port (25 and 587 SMTP, 143 IMAP, 110 POP3), or choose one for another port.
     */
    starttls: z.enum(STARTTLS_MODES, { error: monitorMessages.starttlsInvalid }).default('off'),
    timeoutSeconds: z
      .number()
      .int(monitorMessages.timeoutInvalid)
      .min(1, monitorMessages.timeoutInvalid)
      .max(60, monitorMessages.timeoutInvalid)
      .default(10),
  })
  .superRefine((s, ctx) => {
    if (s.starttls === 'off') return;
    if (s.tls) ctx.addIssue({ code: 'custom', path: ['starttls'], message: monitorMessages.starttlsWithTls });
    else if (startTlsProtocolFor(s.starttls, s.port) === null)
      ctx.addIssue({ code: 'custom', path: ['starttls'], message: monitorMessages.starttlsProtocolRequired(s.port) });
  });
export const heartbeatSettingsSchema = z.object({
  /** A ping is due every period; the monitor is down when none arrived within period + grace. */
  periodSeconds: z
    .number()
    .int(monitorMessages.intervalInvalid)
    .min(HEARTBEAT_MIN_PERIOD_SECONDS, `Period must be at least ${HEARTBEAT_MIN_PERIOD_SECONDS} seconds`)
    .max(HEARTBEAT_MAX_PERIOD_SECONDS, 'Period must be at most 31 days'),
  graceSeconds: z
    .number()
    .int(monitorMessages.intervalInvalid)
    .min(0)
    .max(24 * 3600, 'Grace time must be at most a day')
    .default(300),
});
export const dnsRecordSettingsSchema = z.object({
  host,
  recordType: z.enum(DNS_ASSERTION_RECORD_TYPES).default('A'),
  expected: z.array(z.string().trim().min(1).max(1000)).min(1, monitorMessages.expectedValuesRequired).max(20),
  /** exact: the record set equals the expected values; includes: each expected value is among them. */
  match: z.enum(['exact', 'includes']).default('exact'),
});

/** Each type's settings schema (the server validates an edit's settings with its monitor's). */
export const monitorSettingsSchemas = {
  endpoint: endpointSettingsSchema,
  keyword: keywordSettingsSchema,
  json: jsonSettingsSchema,
  tcp: tcpSettingsSchema,
  heartbeat: heartbeatSettingsSchema,
  'dns-record': dnsRecordSettingsSchema,
} as const satisfies Record<MonitorType, z.ZodType>;

/** The server's refusals that depend on the domain and the plan (the form shows the same words). */
export function monitorHostMessage(domain: string, field: 'url' | 'host', subdomains = true): string {
  return `The ${field === 'url' ? 'URL' : 'host'} must be on ${domain}${subdomains ? ' or one of its subdomains' : ''}`;
}
/** A DNS record monitor on a domain that is an IP address or localhost: it has no records of its own. */
export function monitorDnsOnAddressMessage(host: string): string {
  return `DNS record monitors need a domain name: ${host} has no DNS records of its own`;
}
export function monitorIntervalMessage(minimumSeconds: number, planName: string): string {
  const minimum =
    minimumSeconds % 60 === 0
      ? `${minimumSeconds / 60} minute${minimumSeconds === 60 ? '' : 's'}`
      : `${minimumSeconds} seconds`;
  return `Interval must be at least ${minimum} on the ${planName} plan`;
}
export function monitorLimitMessage(limit: number, planName: string): string {
  return `You've reached the limit of ${countOf(limit, 'monitor')} per domain for your ${planName} plan. Upgrade to add more monitors.`;
}

const common = {
  name,
  /** Seconds between checks; the server refuses less than the plan's minimum for the type. Heartbeats use their period. */
  intervalSeconds: z
    .number({ error: monitorMessages.intervalInvalid })
    .int(monitorMessages.intervalInvalid)
    .min(30, 'Interval must be at least 30 seconds')
    .max(MONITOR_MAX_INTERVAL_SECONDS, 'Interval must be at most a day')
    .optional(),
  /** Minutes down before the alert; null takes the workspace's downtime threshold. */
  downtimeMinutes: z
    .number()
    .int()
    .min(0)
    .max(1440)
    .nullish()
    .transform((v) => v ?? null),
  /** Channels this monitor's alerts go to; null: the workspace's alert preferences. */
  alertChannels: z
    .array(z.enum(MONITOR_ALERT_CHANNELS))
    .max(MONITOR_ALERT_CHANNELS.length)
    .nullish()
    .transform((v) => v ?? null),
  isActive: z.boolean().default(true),
};

export const createMonitorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('endpoint'), ...common, settings: endpointSettingsSchema }),
  z.object({ type: z.literal('keyword'), ...common, settings: keywordSettingsSchema }),
  z.object({ type: z.literal('json'), ...common, settings: jsonSettingsSchema }),
  z.object({ type: z.literal('tcp'), ...common, settings: tcpSettingsSchema }),
  z.object({ type: z.literal('heartbeat'), ...common, settings: heartbeatSettingsSchema }),
  z.object({ type: z.literal('dns-record'), ...common, settings: dnsRecordSettingsSchema }),
]);
export type CreateMonitorInput = z.input<typeof createMonitorSchema>;
export type CreateMonitor = z.output<typeof createMonitorSchema>;

/** An edit sends the whole settings of its type again (secrets left out keep theirs); the type never changes. */
export const updateMonitorSchema = z.object({
  name: name.optional(),
  intervalSeconds: common.intervalSeconds,
  downtimeMinutes: z.number().int().min(0).max(1440).nullable().optional(),
  alertChannels: z.array(z.enum(MONITOR_ALERT_CHANNELS)).max(MONITOR_ALERT_CHANNELS.length).nullable().optional(),
  isActive: z.boolean().optional(),
  settings: storedJsonObjectSchema.optional(),
});
export type UpdateMonitorInput = z.input<typeof updateMonitorSchema>;

export const MONITOR_STATUSES = ['up', 'down', 'degraded', 'pending', 'paused'] as const;
export type MonitorStatus = (typeof MONITOR_STATUSES)[number];

/** What a monitor answer carries: its settings without secrets, and its current state from its checks. */
export const monitorSchema = z.object({
  id: z.string(),
  domainId: z.string(),
  type: z.enum(MONITOR_TYPES),
  name: z.string(),
  /** The type's settings; auth carries `passwordSet` / `tokenSet` instead of the secret, secret headers `value: ''`. */
  settings: z.record(z.string(), z.unknown()),
  intervalSeconds: z.number(),
  downtimeMinutes: z.number().nullable(),
  alertChannels: z.array(z.enum(MONITOR_ALERT_CHANNELS)).nullable(),
  isActive: z.boolean(),
  status: z.enum(MONITOR_STATUSES),
  /** The last check's sentence ("Answered 200 in 182 ms", "No ping for 12 min"). */
  lastMessage: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  responseTimeMs: z.number().nullable(),
  /** Response times of the last checks, oldest first (null where a check failed), for the sparkline. */
  recentResponseTimes: z.array(z.number().nullable()),
  /** Share of successful checks over 24 hours and 7 days; null before any check. */
  uptime24h: z.number().nullable(),
  uptime7d: z.number().nullable(),
  /** Heartbeat only, for members who may edit: the secret push URL. */
  pushUrl: z.string().nullable(),
  lastPingAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Monitor = z.infer<typeof monitorSchema>;
export const monitorListSchema = z.object({
  data: z.array(monitorSchema),
  limit: z.number(),
  minIntervalSeconds: z.record(z.enum(MONITOR_TYPES), z.number()),
});
export type MonitorList = z.infer<typeof monitorListSchema>;
