/**
 * The monitor form's values and rules: what the fields hold (text as typed, so nothing is lost on an error), how they
 * become the body of POST /api/domains/:id/monitors or PATCH /api/monitors/:id, and where an error of the shared
 * contract or of the server shows (under the field it is about). Loaded with the form only: it brings zod.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  HEARTBEAT_MAX_PERIOD_SECONDS,
  STARTTLS_MODES,
  type StartTlsMode,
  type DNS_ASSERTION_RECORD_TYPES,
  type HTTP_METHODS,
  type JSON_ASSERTION_OPERATORS,
  type MONITOR_ALERT_CHANNELS,
  type MonitorType,
} from '../../../../shared/constants/monitors';
import {
  createMonitorSchema,
  type CreateMonitorInput,
  type Monitor,
  type UpdateMonitorInput,
} from '../../../../shared/contracts/monitors';
import { getFieldErrors } from '../../../../shared/helpers/api-errors';
import { splitDomainName } from '../../../../shared/helpers/domain-name';
import { isApiError } from '../../../lib/api-client';

export type MonitorAlertChannel = (typeof MONITOR_ALERT_CHANNELS)[number];
type HttpMethod = (typeof HTTP_METHODS)[number];
type JsonOperator = (typeof JSON_ASSERTION_OPERATORS)[number];
type DnsRecordType = (typeof DNS_ASSERTION_RECORD_TYPES)[number];

export interface HeaderRow {
  name: string;
  value: string;
  /** Stored encrypted and never shown again. */
  secret: boolean;
  /** A secret value is stored for this header: left empty, it is kept. */
  stored: boolean;
}

export interface MonitorFormValues {
  type: MonitorType;
  name: string;
  intervalSeconds: string;
  /** Empty: the workspace's downtime threshold. */
  downtimeMinutes: string;
  /** The workspace's alert preferences decide the channels. */
  defaultChannels: boolean;
  alertChannels: MonitorAlertChannel[];
  isActive: boolean;
  settings: {
    url: string;
    method: HttpMethod;
    headers: HeaderRow[];
    body: string;
    /** '200-299, 301': the codes as typed. */
    expectedStatus: string;
    followRedirects: boolean;
    /** Empty: the type's default. */
    timeoutSeconds: string;
    auth: {
      kind: 'none' | 'basic' | 'bearer';
      username: string;
      password: string;
      token: string;
      passwordSet: boolean;
      tokenSet: boolean;
    };
    keyword: string;
    mode: 'present' | 'absent';
    caseSensitive: boolean;
    path: string;
    operator: JsonOperator;
    expected: string;
    host: string;
    port: string;
    tls: boolean;
    starttls: StartTlsMode;
    periodMinutes: string;
    graceMinutes: string;
    recordType: DnsRecordType;
    /** One value per line. */
    expectedValues: string;
    match: 'exact' | 'includes';
  };
}

export const formMessages = {
  downtimeInvalid: 'Downtime must be a whole number of minutes from 0 to 1440',
  periodInvalid: `Period must be a whole number of minutes from 1 to ${HEARTBEAT_MAX_PERIOD_SECONDS / 60} (31 days)`,
  graceInvalid: 'Grace time must be a whole number of minutes from 0 to 1440 (a day)',
  channelsEmpty: "Choose at least one channel, or use the workspace's alert preferences",
  tokenRequired: 'Enter the bearer token',
  usernameRequired: 'Enter the user name',
} as const;

/**
 * A new monitor's values: checks the domain's home page, every plan minimum apart. A domain added with a port
 * ('shop.test:8443') gives the URL its port, and the TCP form the host without it and the port in its own field; an
 * HTTP-only domain's URL starts with http:// (decision 071).
 */
export function newMonitorValues(domainName: string, intervalSeconds: number, httpOnly = false): MonitorFormValues {
  const { host, port } = splitDomainName(domainName);
  return {
    type: 'endpoint',
    name: '',
    intervalSeconds: String(intervalSeconds),
    downtimeMinutes: '',
    defaultChannels: true,
    alertChannels: [],
    isActive: true,
    settings: {
      url: `${httpOnly ? 'http' : 'https'}://${domainName}/`,
      method: 'GET',
      headers: [],
      body: '',
      expectedStatus: '200-299',
      followRedirects: true,
      timeoutSeconds: '',
      auth: { kind: 'none', username: '', password: '', token: '', passwordSet: false, tokenSet: false },
      keyword: '',
      mode: 'present',
      caseSensitive: false,
      path: '',
      operator: 'equals',
      expected: '',
      host,
      port: port === null ? '' : String(port),
      tls: false,
      starttls: 'off',
      periodMinutes: '60',
      graceMinutes: '5',
      recordType: 'A',
      expectedValues: '',
      match: 'exact',
    },
  };
}

const text = (value: unknown, fallback = '') =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const minutes = (seconds: unknown, fallback: string) => (typeof seconds === 'number' ? String(seconds / 60) : fallback);

/** A stored monitor's values for its edit form. Secrets are never in the answer: their fields start empty. */
export function monitorValues(monitor: Monitor, domainName: string): MonitorFormValues {
  const base = newMonitorValues(domainName, monitor.intervalSeconds);
  const s = monitor.settings;
  const auth = (s.auth ?? {}) as Record<string, unknown>;
  const headers = Array.isArray(s.headers) ? (s.headers as Record<string, unknown>[]) : [];
  return {
    type: monitor.type,
    name: monitor.name,
    intervalSeconds: String(monitor.intervalSeconds),
    downtimeMinutes: monitor.downtimeMinutes === null ? '' : String(monitor.downtimeMinutes),
    defaultChannels: monitor.alertChannels === null,
    alertChannels: monitor.alertChannels ?? [],
    isActive: monitor.isActive,
    settings: {
      ...base.settings,
      url: text(s.url, base.settings.url),
      method: text(s.method, 'GET') as HttpMethod,
      headers: headers.map((h) => {
        const secret = flag(h.secret, false);
        return { name: text(h.name), value: secret ? '' : text(h.value), secret, stored: secret };
      }),
      body: text(s.body),
      expectedStatus: Array.isArray(s.expectedStatus)
        ? s.expectedStatus.map((v) => text(v)).join(', ')
        : base.settings.expectedStatus,
      followRedirects: flag(s.followRedirects, true),
      timeoutSeconds: text(s.timeoutSeconds),
      auth: {
        kind: auth.kind === 'basic' || auth.kind === 'bearer' ? auth.kind : 'none',
        username: text(auth.username),
        password: '',
        token: '',
        passwordSet: flag(auth.passwordSet, false),
        tokenSet: flag(auth.tokenSet, false),
      },
      keyword: text(s.keyword),
      mode: s.mode === 'absent' ? 'absent' : 'present',
      caseSensitive: flag(s.caseSensitive, false),
      path: text(s.path),
      operator: text(s.operator, 'equals') as JsonOperator,
      expected: monitor.type === 'json' ? text(s.expected) : '',
      host: text(s.host, base.settings.host),
      port: text(s.port),
      tls: flag(s.tls, false),
      starttls: (STARTTLS_MODES as readonly unknown[]).includes(s.starttls) ? (s.starttls as StartTlsMode) : 'off',
      periodMinutes: minutes(s.periodSeconds, base.settings.periodMinutes),
      graceMinutes: minutes(s.graceSeconds, base.settings.graceMinutes),
      recordType: text(s.recordType, 'A') as DnsRecordType,
      expectedValues:
        monitor.type === 'dns-record' && Array.isArray(s.expected) ? s.expected.map((v) => text(v)).join('\n') : '',
      match: s.match === 'includes' ? 'includes' : 'exact',
    },
  };
}

/** '' stays out (the default applies); anything else is a number, NaN when it is none (the contract says so). */
const numberOrNothing = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

function httpSettings(s: MonitorFormValues['settings']) {
  const timeout = numberOrNothing(s.timeoutSeconds);
  const { auth } = s;
  return {
    url: s.url.trim(),
    method: s.method,
    // a row left blank is no header; a stored secret left empty is sent empty, which keeps it
    headers: s.headers
      .filter((h) => h.name.trim() !== '' || h.value !== '' || h.stored)
      .map((h) => ({ name: h.name.trim(), value: h.value, secret: h.secret })),
    // GET and HEAD hide the body field: what was typed under another method stays in the form, not in the request
    body: s.body === '' || s.method === 'GET' || s.method === 'HEAD' ? null : s.body,
    expectedStatus: s.expectedStatus.split(/[\s,]+/).filter(Boolean),
    followRedirects: s.followRedirects,
    ...(timeout === undefined ? {} : { timeoutSeconds: timeout }),
    auth:
      auth.kind === 'basic'
        ? {
            kind: 'basic' as const,
            username: auth.username.trim(),
            ...(auth.password ? { password: auth.password } : {}),
          }
        : auth.kind === 'bearer'
          ? { kind: 'bearer' as const, ...(auth.token ? { token: auth.token } : {}) }
          : { kind: 'none' as const },
  };
}

function settingsOf(values: MonitorFormValues): CreateMonitorInput['settings'] {
  const s = values.settings;
  switch (values.type) {
    case 'endpoint':
      return httpSettings(s);
    case 'keyword':
      return { ...httpSettings(s), keyword: s.keyword, mode: s.mode, caseSensitive: s.caseSensitive };
    case 'json':
      return {
        ...httpSettings(s),
        path: s.path.trim(),
        operator: s.operator,
        expected: s.operator === 'exists' ? '' : s.expected,
      };
    case 'tcp': {
      const timeout = numberOrNothing(s.timeoutSeconds);
      return {
        host: s.host.trim(),
        port: numberOrNothing(s.port) as number,
        tls: s.tls,
        starttls: s.starttls,
        ...(timeout === undefined ? {} : { timeoutSeconds: timeout }),
      };
    }
    case 'heartbeat':
      return { periodSeconds: Number(s.periodMinutes) * 60, graceSeconds: Number(s.graceMinutes) * 60 };
    case 'dns-record':
      return {
        host: s.host.trim(),
        recordType: s.recordType,
        expected: s.expectedValues
          .split('\n')
          .map((v) => v.trim())
          .filter(Boolean),
        match: s.match,
      };
  }
}

/** The body of POST /api/domains/:domainId/monitors. */
export function createBody(values: MonitorFormValues): CreateMonitorInput {
  const downtime = numberOrNothing(values.downtimeMinutes);
  return {
    type: values.type,
    name: values.name,
    ...(values.type === 'heartbeat' ? {} : { intervalSeconds: Number(values.intervalSeconds) }),
    downtimeMinutes: downtime ?? null,
    alertChannels: values.defaultChannels ? null : values.alertChannels,
    isActive: values.isActive,
    settings: settingsOf(values),
  } as CreateMonitorInput;
}

/** The body of PATCH /api/monitors/:id: everything but the type, which never changes; secrets left empty are kept. */
export function updateBody(values: MonitorFormValues): UpdateMonitorInput {
  const { type: _type, ...rest } = createBody(values);
  return rest;
}

const COMMON_FIELDS = new Set(['name', 'intervalSeconds', 'downtimeMinutes', 'alertChannels', 'isActive']);
const SETTINGS_FIELDS = new Set([
  'url',
  'method',
  'body',
  'followRedirects',
  'timeoutSeconds',
  'keyword',
  'mode',
  'caseSensitive',
  'path',
  'operator',
  'host',
  'port',
  'tls',
  'starttls',
  'recordType',
  'match',
]);

/**
 * The form field an error of the request is about: a path of the contract (['settings', 'expectedStatus', 2]) or a
 * key of the server's field errors ('settings.expectedStatus.2'). Undefined when no field shows it.
 */
export function formFieldOf(type: MonitorType, path: readonly PropertyKey[] | string): string | undefined {
  const p = (typeof path === 'string' ? path.split('.') : path).map(String);
  if (p[0] !== 'settings') return p[0] !== undefined && COMMON_FIELDS.has(p[0]) ? p[0] : undefined;
  const key = p[1] ?? '';
  switch (key) {
    case 'expectedStatus':
      return 'settings.expectedStatus';
    case 'expected':
      return type === 'dns-record' ? 'settings.expectedValues' : 'settings.expected';
    case 'periodSeconds':
      return 'settings.periodMinutes';
    case 'graceSeconds':
      return 'settings.graceMinutes';
    case 'headers':
      return p[2] !== undefined && (p[3] === 'name' || p[3] === 'value')
        ? `settings.headers.${p[2]}.${p[3]}`
        : 'settings.headers';
    case 'auth':
      return p[2] === 'username' || p[2] === 'password' || p[2] === 'token'
        ? `settings.auth.${p[2]}`
        : 'settings.auth.kind';
    default:
      return SETTINGS_FIELDS.has(key) ? `settings.${key}` : undefined;
  }
}

const wholeIn = (value: string, min: number, max: number) => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

/** The form's own rules, said in its own units (minutes), before the contract's. */
function formChecks(values: MonitorFormValues, editing: boolean): [string, string][] {
  const found: [string, string][] = [];
  const s = values.settings;
  if (values.downtimeMinutes.trim() !== '' && !wholeIn(values.downtimeMinutes, 0, 1440))
    found.push(['downtimeMinutes', formMessages.downtimeInvalid]);
  if (!values.defaultChannels && values.alertChannels.length === 0)
    found.push(['alertChannels', formMessages.channelsEmpty]);
  if (values.type === 'heartbeat') {
    if (!wholeIn(s.periodMinutes, 1, HEARTBEAT_MAX_PERIOD_SECONDS / 60))
      found.push(['settings.periodMinutes', formMessages.periodInvalid]);
    if (!wholeIn(s.graceMinutes, 0, 1440)) found.push(['settings.graceMinutes', formMessages.graceInvalid]);
  }
  if (values.type === 'endpoint' || values.type === 'keyword' || values.type === 'json') {
    if (s.auth.kind === 'bearer' && s.auth.token === '' && !(editing && s.auth.tokenSet))
      found.push(['settings.auth.token', formMessages.tokenRequired]);
    if (s.auth.kind === 'basic' && s.auth.username.trim() === '')
      found.push(['settings.auth.username', formMessages.usernameRequired]);
  }
  return found;
}

/** Validates with the form's rules and the shared contract; the submitted value is the request body. */
export function monitorResolver(editing: boolean): Resolver<MonitorFormValues, unknown, CreateMonitorInput> {
  return (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of formChecks(values, editing)) errors[field] ??= { type: 'validate', message };
    const body = createBody(values);
    const parsed = createMonitorSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(values.type, issue.path) ?? 'root';
        errors[field] ??= { type: issue.code, message: issue.message };
      }
    if (Object.keys(errors).length === 0) return { values: body, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** The server's field errors, keyed by the form field they belong under (first message of each). */
export function serverFieldErrors(type: MonitorType, error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const found: Record<string, string> = {};
  for (const [key, messages] of Object.entries(getFieldErrors(error.details))) {
    const field = formFieldOf(type, key);
    if (field && messages[0]) found[field] ??= messages[0];
  }
  const single = (error.details as { field?: unknown } | undefined)?.field;
  if (typeof single === 'string') {
    const field = formFieldOf(type, single);
    if (field) found[field] ??= error.message;
  }
  return found;
}
