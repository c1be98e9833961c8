/** Registration data read from RDAP or WHOIS; dates are ISO strings, null when the registry did not say. */
export interface RegistrationData {
  registrar: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  expiresAt: string | null;
  /** The registry says the name never expires (a placeholder year such as 2999 or 9999); expiresAt is then null. */
  expiryNever?: boolean;
  nameservers: string[];
  /** EPP-style codes, e.g. clientTransferProhibited. */
  statuses: string[];
  /** secureDNS.delegationSigned / 'DNSSEC: signedDelegation'; null when not stated. */
  dnssec: boolean | null;
}

export type LookupOutcome =
  | { status: 'found'; data: RegistrationData; server: string }
  | { status: 'not-found'; server: string }
  /** The registry holds the name back from registration (reserved, blocked): not registered, and not registrable. */
  | { status: 'reserved'; server: string }
  /** The source could not give an answer (no server, network, refused, garbled); the next source is tried. */
  | { status: 'unavailable'; server: string | null; reason: string };

/** Dates outside this window are treated as misparsed rather than shown to a user. */
export function plausibleDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1985 && year <= 2200;
}

/** 'client transfer prohibited' (RDAP) -> 'clientTransferProhibited' (EPP). */
export function toEppStatus(status: string): string {
  const words = status
    .trim()
    .split(/[\s_]+/)
    .filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
}
