import { toEppStatus } from './registration-types';

/** A registrar's name as shown to users; null for a URL, an IANA id or an empty placeholder. */
export function cleanRegistrar(value: string): string | null {
  const name = value
    .replace(/\s*\[tag\s*=[^\]]*\]/i, '') // Nominet: 'Example Registrar Ltd [Tag = EXAMPLE]'
    .replace(/\s*\(\s*(?:https?:\/\/|www\.)[^)]*\)/gi, '') // .at, .kr: 'Example Inc. ( https://... )'
    .replace(/\s*\(R\d+-[A-Z0-9]+\)$/i, '') // Afilias-era registry handles: 'MarkMonitor Inc. (R37-LROR)'
    .trim()
    .replace(/[,;]$/, '')
    .trim();
  if (name === '' || /^(?:https?:\/\/|www\.)/i.test(name) || /^\d+$/.test(name)) return null;
  if (/^(?:n\/?a|-+|none|not available|not disclosed|redacted(?: for privacy)?)$/i.test(name)) return null;
  return name;
}

/**
 * EPP-style codes from a status value: 'clientTransferProhibited https://icann.org/epp#...' -> clientTransferProhibited,
 * 'CLIENT DELETE PROHIBITED' -> clientDeleteProhibited, 'REGISTERED, DELEGATED' -> registered, delegated,
 * 'ok (paid and in zone)' -> ok, '200 Active' -> active.
 */
export function splitStatuses(value: string): string[] {
  const out: string[] = [];
  for (const part of value.split(/[,;]/)) {
    const words = part
      .replace(/\S*:\/\/\S*/g, ' ')
      .replace(/\([^)]*\)?/g, ' ')
      .replace(/\s+-\s.*$/, '')
      .split(/\s+/)
      .filter((w) => w !== '' && !/\d/.test(w));
    const text = words.join(' ').replace(/\.$/, '');
    if (text === '' || text.length > 60) continue;
    out.push(normaliseStatus(text));
  }
  return out;
}

function normaliseStatus(text: string): string {
  if (/\s/.test(text)) return toEppStatus(text);
  // One word: EPP codes are lowerCamel ('clientHold' stays); 'OK', 'ACTIVE', 'Active' become 'ok', 'active'.
  if (text === text.toUpperCase()) return text.toLowerCase();
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const HOST = /^(?=.{4,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}][\p{L}\p{N}-]{0,62}$/u;

/** Host names in a name-server value: 'ns1.example.net 192.0.2.1', 'ns1.example.pl.', 'ns1.x.fi [Technical Error]'. */
export function nameserverHosts(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((token) => token.toLowerCase().replace(/\.$/, ''))
    .filter((token) => HOST.test(token));
}

/** 'signedDelegation', 'yes', 'Signed delegation' -> true; 'unsigned', 'no', 'N', 'Inactive' -> false; else null. */
export function readDnssec(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (
    /^(?:unsigned|not signed|no\b|n$|false|inactive|none|off|disabled|unsigned delegation)/.test(text) ||
    text.includes('unsigned')
  )
    return false;
  if (/^(?:signed|yes\b|y$|true|active|on$|enabled)/.test(text) || /signed ?delegation/.test(text)) return true;
  return null;
}
