/**
 * What a monitor checks, in words, for its page: its target and its settings, one summary per type (a registry, so a
 * new type adds its entry here and the compiler asks for it). Plain values only: the settings are the answer's
 * `settings` record, read defensively (stored JSON).
 */
import {
  STARTTLS_LABELS,
  STARTTLS_MODES,
  startTlsProtocolFor,
  type MonitorType,
  type StartTlsMode,
} from '../../../../shared/constants/monitors';
import { describeSeconds } from './monitor-display';

export interface SettingLine {
  label: string;
  value: string;
}

export interface MonitorSummary {
  /** What it probes: a URL, host and port, a record name; a heartbeat is called, so it has none. */
  target: string | null;
  lines: SettingLine[];
}

type Settings = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const yes = (v: unknown) => (v === true ? 'Yes' : 'No');

function authWords(auth: unknown): string {
  const a = (auth ?? {}) as Settings;
  if (a.kind === 'basic') return `Basic, as ${text(a.username)}`;
  if (a.kind === 'bearer') return 'Bearer token';
  return 'None';
}

function httpLines(s: Settings): SettingLine[] {
  const headers = Array.isArray(s.headers) ? s.headers.length : 0;
  return [
    { label: 'Expected status', value: list(s.expectedStatus).join(', ') || '200-299' },
    { label: 'Follows redirects', value: yes(s.followRedirects ?? true) },
    { label: 'Timeout', value: describeSeconds(Number(s.timeoutSeconds ?? 30)) },
    { label: 'Authentication', value: authWords(s.auth) },
    ...(headers ? [{ label: 'Headers', value: `${headers} sent with each request` }] : []),
  ];
}

/** 'Yes, certificate checked', 'STARTTLS (SMTP), certificate checked' or 'No'. */
function tcpSecurity(s: Settings): string {
  const mode = (STARTTLS_MODES as readonly unknown[]).includes(s.starttls) ? (s.starttls as StartTlsMode) : 'off';
  const protocol = startTlsProtocolFor(mode, typeof s.port === 'number' ? s.port : 0);
  if (protocol) return `STARTTLS (${STARTTLS_LABELS[protocol]}), certificate checked`;
  return s.tls === true ? 'Yes, certificate checked' : 'No';
}

const httpTarget = (s: Settings) => `${text(s.method) || 'GET'} ${text(s.url)}`;

const JSON_OPERATOR_WORDS: Record<string, string> = {
  equals: 'equals',
  'not-equals': 'does not equal',
  contains: 'contains',
  'less-than': 'is less than',
  'greater-than': 'is greater than',
  exists: 'exists',
};

export const MONITOR_SUMMARIES: Record<MonitorType, (settings: Settings) => MonitorSummary> = {
  endpoint: (s) => ({ target: httpTarget(s), lines: httpLines(s) }),
  keyword: (s) => ({
    target: httpTarget(s),
    lines: [
      {
        label: 'Keyword',
        value: `${s.mode === 'absent' ? 'Must not contain' : 'Must contain'} “${text(s.keyword)}”${s.caseSensitive === true ? ' (case-sensitive)' : ''}`,
      },
      ...httpLines(s),
    ],
  }),
  json: (s) => {
    const operator = text(s.operator) || 'equals';
    const expected = operator === 'exists' ? '' : ` “${text(s.expected)}”`;
    return {
      target: httpTarget(s),
      lines: [
        { label: 'Assertion', value: `${text(s.path)} ${JSON_OPERATOR_WORDS[operator] ?? operator}${expected}` },
        ...httpLines(s),
      ],
    };
  },
  tcp: (s) => ({
    target: `${text(s.host)}:${typeof s.port === 'number' ? s.port : ''}`,
    lines: [
      { label: 'TLS', value: tcpSecurity(s) },
      { label: 'Timeout', value: describeSeconds(Number(s.timeoutSeconds ?? 10)) },
    ],
  }),
  heartbeat: (s) => ({
    target: null,
    lines: [
      { label: 'Expected every', value: describeSeconds(Number(s.periodSeconds)) },
      { label: 'Grace time', value: Number(s.graceSeconds) > 0 ? describeSeconds(Number(s.graceSeconds)) : 'None' },
    ],
  }),
  'dns-record': (s) => ({
    target: `${text(s.recordType) || 'A'} ${text(s.host)}`,
    lines: [{ label: s.match === 'includes' ? 'Must include' : 'Must be exactly', value: list(s.expected).join(', ') }],
  }),
};
