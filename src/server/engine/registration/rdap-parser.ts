import { parseRdapDate } from './rdap-date';
import type { RegistrationData } from './registration-types';

interface RdapEvent {
  eventAction?: unknown;
  eventDate?: unknown;
}

interface RdapEntity {
  roles?: unknown;
  vcardArray?: unknown;
  entities?: unknown;
}

interface RdapDomain {
  objectClassName?: unknown;
  ldhName?: unknown;
  events?: unknown;
  entities?: unknown;
  nameservers?: unknown;
  status?: unknown;
  secureDNS?: { delegationSigned?: unknown } | null;
}

/** Reads an RFC 9083 domain object; null when it is not one (wrong class, no events and no name). Never throws. */
export function parseRdapDomain(json: unknown): RegistrationData | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const domain = json as RdapDomain;
  if (domain.objectClassName !== undefined && domain.objectClassName !== 'domain') return null;
  const events = (Array.isArray(domain.events) ? domain.events : []).filter(
    (e): e is RdapEvent => typeof e === 'object' && e !== null,
  );
  if (events.length === 0 && typeof domain.ldhName !== 'string') return null;

  const eventDate = (action: string): string | null => {
    for (const event of events) {
      if (typeof event.eventAction !== 'string' || event.eventAction.trim().toLowerCase() !== action) continue;
      const date = parseRdapDate(event.eventDate);
      if (date) return date.toISOString();
    }
    return null;
  };

  const nameservers = (Array.isArray(domain.nameservers) ? domain.nameservers : [])
    .map((ns: unknown) => (typeof ns === 'object' && ns !== null ? (ns as { ldhName?: unknown }).ldhName : undefined))
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim().toLowerCase().replace(/\.$/, ''));
  const statuses = (Array.isArray(domain.status) ? domain.status : [])
    .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    .map(rdapStatusToEpp);
  const signed = domain.secureDNS?.delegationSigned;

  return {
    registrar: registrarName(domain.entities),
    createdAt: eventDate('registration'),
    updatedAt: eventDate('last changed'),
    // The registry's date first; the registrar's (some registries publish both) only when the registry gives none.
    expiresAt: eventDate('expiration') ?? eventDate('registrar expiration'),
    nameservers,
    statuses,
    dnssec: typeof signed === 'boolean' ? signed : null,
  };
}

/**
 * RDAP statuses (RFC 8056: 'client transfer prohibited', 'redemption period') as EPP codes
 * ('clientTransferProhibited', 'redemptionPeriod'). Codes already in EPP form are kept.
 */
export function rdapStatusToEpp(status: string): string {
  const words = status
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 1) {
    const word = words[0] ?? '';
    // 'ACTIVE' and 'Active' are 'active'; 'clientHold' is already an EPP code.
    return /[a-z][A-Z]/.test(word) ? word.charAt(0).toLowerCase() + word.slice(1) : word.toLowerCase();
  }
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
}

const isRegistrar = (entity: RdapEntity): boolean =>
  Array.isArray(entity.roles) &&
  entity.roles.some((role) => typeof role === 'string' && role.trim().toLowerCase() === 'registrar');

const entityList = (value: unknown): RdapEntity[] =>
  (Array.isArray(value) ? value : []).filter(
    (e): e is RdapEntity => typeof e === 'object' && e !== null && !Array.isArray(e),
  );

/**
 * The name of the entity with the registrar role (RFC 9083 §5.1): its vCard `fn`, else its `org`. Registrars listed
 * directly on the domain come first; some registries put the registrar one level down, inside another entity. A
 * handle or an IANA id is not a name: with no `fn` or `org` the registrar is unknown (null).
 */
function registrarName(entities: unknown): string | null {
  const top = entityList(entities);
  const nested = top.flatMap((entity) => entityList(entity.entities));
  for (const entity of [...top.filter(isRegistrar), ...nested.filter(isRegistrar)]) {
    const name = vcardText(entity.vcardArray, 'fn') ?? vcardText(entity.vcardArray, 'org');
    if (name) return name;
  }
  return null;
}

/** The first non-empty value of a jCard property (RFC 7095: ["vcard", [[name, params, type, value, ...], ...]]). */
function vcardText(vcardArray: unknown, property: string): string | null {
  const card: unknown = Array.isArray(vcardArray) ? (vcardArray as unknown[])[1] : undefined;
  if (!Array.isArray(card)) return null;
  for (const entry of card as unknown[]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || entry[0].toLowerCase() !== property) continue;
    // A structured value (org: [name, unit, ...]) names the organisation first.
    for (const value of entry.slice(3) as unknown[]) {
      const text = Array.isArray(value) ? (value as unknown[])[0] : value;
      if (typeof text === 'string' && text.trim() !== '') return text.trim().replace(/\s+/g, ' ');
    }
  }
  return null;
}
