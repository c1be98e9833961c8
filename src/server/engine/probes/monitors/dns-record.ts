import type { CaaRecord, MxRecord } from 'node:dns';
import { isIPv6 } from 'node:net';
import type { z } from 'zod';
import type { dnsRecordSettingsSchema } from '../../../../shared/contracts/monitors';
import type { EngineContext } from '../../context';
import { describeDnsError, queryDns, type AddressWithTtl } from '../../net/dns-query';
import type { MonitorProbeResult } from './types';

export type DnsRecordSettings = z.output<typeof dnsRecordSettingsSchema>;
type RecordType = DnsRecordSettings['recordType'];

export interface DnsRecordDetails {
  host: string;
  recordType: RecordType;
  match: DnsRecordSettings['match'];
  expected: string[];
  /** The values found, as they are shown ("10 mail.example.com", `0 issue "letsencrypt.org"`); sorted. */
  found: string[];
  /** Expected values not found. */
  missing: string[];
  /** Values found and not expected (exact match only). */
  unexpected: string[];
  /** nxdomain / nodata: the name, or a record of this type, does not exist. */
  answer: 'ok' | 'nodata' | 'nxdomain' | 'error';
  error: string | null;
}

/** One value found: how it is shown, and the keys an expected value may match (MX with or without its priority). */
interface FoundValue {
  shown: string;
  keys: string[];
}

/**
 * A DNS record that must hold the expected values, asked through the configured resolver (engine dnsServers).
 * exact: the set found equals the expected one; includes: each expected value is among those found. Values compare
 * without case or trailing dots (TXT keeps its case), MX with or without its priority, TXT strings joined. A resolver
 * failure is 'error' (not a mismatch: nothing is known). Never throws.
 */
export async function probeDnsRecord(
  settings: DnsRecordSettings,
  ctx: EngineContext,
): Promise<MonitorProbeResult<DnsRecordDetails>> {
  const host = settings.host.trim().toLowerCase().replace(/\.$/, '');
  const type = settings.recordType;
  const started = performance.now();
  const answer = await queryDns(ctx, type, host);
  const responseTime = Math.round(performance.now() - started);
  const details: DnsRecordDetails = {
    host,
    recordType: type,
    match: settings.match,
    expected: settings.expected,
    found: [],
    missing: [],
    unexpected: [],
    answer: answer.status,
    error: null,
  };

  if (answer.status === 'error') {
    details.error = answer.code;
    return {
      status: 'error',
      message: `Could not look up the ${type} record of ${host}: ${describeDnsError(answer.code)}`,
      details,
      responseTime: null,
      up: false,
    };
  }
  const found = answer.status === 'ok' ? (answer.values as unknown[]).map((v) => foundValue(type, v)) : [];
  details.found = found.map((f) => f.shown).sort();
  const expected = settings.expected.map((e) => expectedKey(type, e));
  details.missing = settings.expected.filter((_, i) => !found.some((f) => f.keys.includes(expected[i]!)));
  details.unexpected =
    settings.match === 'exact'
      ? found
          .filter((f) => !expected.some((e) => f.keys.includes(e)))
          .map((f) => f.shown)
          .sort()
      : [];

  const ok = details.missing.length === 0 && details.unexpected.length === 0;
  const record = `The ${type} record of ${host}`;
  if (ok)
    return {
      status: 'healthy',
      message: `${record} is ${list(details.found)}, as expected`,
      details,
      responseTime,
      up: true,
    };
  if (answer.status !== 'ok') {
    const absent = answer.status === 'nxdomain' ? `${host} does not exist in DNS` : `${host} has no ${type} record`;
    return {
      status: 'critical',
      message: `${absent}; expected ${list(settings.expected)}`,
      details,
      responseTime,
      up: false,
    };
  }
  const differences = [
    details.missing.length ? `${list(details.missing)} missing` : null,
    details.unexpected.length ? `${list(details.unexpected)} not expected` : null,
  ].filter(Boolean);
  return {
    status: 'critical',
    message: `${record} is ${list(details.found)}: ${differences.join(', ')}`,
    details,
    responseTime,
    up: false,
  };
}

const name = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');
const unquote = (value: string) => value.trim().replace(/^"(.*)"$/s, '$1');

/** An IPv6 address in its one canonical form, so 2001:DB8:0::1 and 2001:db8::1 compare equal. */
function canonicalAddress(value: string): string {
  const text = value.trim().toLowerCase();
  if (!isIPv6(text)) return text;
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return text;
  }
}

function foundValue(type: RecordType, value: unknown): FoundValue {
  switch (type) {
    case 'A':
    case 'AAAA': {
      const address = canonicalAddress((value as AddressWithTtl).address);
      return { shown: address, keys: [address] };
    }
    case 'MX': {
      const mx = value as MxRecord;
      const exchange = name(mx.exchange);
      return { shown: `${mx.priority} ${exchange}`, keys: [`${mx.priority} ${exchange}`, exchange] };
    }
    case 'TXT': {
      const text = (value as string[]).join('');
      return { shown: text, keys: [text] };
    }
    case 'CAA': {
      const caa = value as CaaRecord;
      const [tag, tagValue] = caaTagValue(caa);
      return { shown: `${caa.critical} ${tag} "${tagValue}"`, keys: [`${tag} ${tagValue.toLowerCase()}`] };
    }
    default: {
      const target = name(String(value));
      return { shown: target, keys: [target] };
    }
  }
}

function caaTagValue(caa: CaaRecord): [string, string] {
  for (const tag of ['issue', 'issuewild', 'iodef', 'contactemail', 'contactphone'] as const) {
    const v = caa[tag];
    if (typeof v === 'string') return [tag, v];
  }
  return ['unknown', ''];
}

/** The key an expected value (as typed in a form) compares with. */
function expectedKey(type: RecordType, value: string): string {
  switch (type) {
    case 'A':
    case 'AAAA':
      return canonicalAddress(value);
    case 'MX': {
      const parts = value.trim().split(/\s+/);
      return parts.length === 2 && /^\d+$/.test(parts[0]!) ? `${Number(parts[0])} ${name(parts[1]!)}` : name(value);
    }
    case 'TXT':
      // TXT strings keep their case (verification tokens); several quoted strings are one value joined
      return value.trim().startsWith('"')
        ? [...value.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('')
        : value.trim();
    case 'CAA': {
      // `0 issue "letsencrypt.org"`, `issue letsencrypt.org`: flags optional, quotes optional
      const match = /^(?:\d+\s+)?([a-z]+)\s+(.*)$/i.exec(value.trim());
      return match ? `${match[1]!.toLowerCase()} ${unquote(match[2]!).toLowerCase()}` : value.trim().toLowerCase();
    }
    default:
      return name(value);
  }
}

function list(values: string[]): string {
  if (values.length === 0) return '(none)';
  const shown = values.slice(0, 5).join(', ');
  return values.length > 5 ? `${shown} and ${values.length - 5} more` : shown;
}
