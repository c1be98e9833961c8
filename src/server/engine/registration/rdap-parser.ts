import { plausibleDate, toEppStatus, type RegistrationData } from './registration-types';

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
  secureDNS?: { delegationSigned?: unknown };
}

/** Reads an RFC 9083 domain object; null when it is not one (wrong class, no events at all). */
export function parseRdapDomain(json: unknown): RegistrationData | null {
  if (typeof json !== 'object' || json === null) return null;
  const domain = json as RdapDomain;
  if (domain.objectClassName !== undefined && domain.objectClassName !== 'domain') return null;
  const events = Array.isArray(domain.events) ? (domain.events as RdapEvent[]) : [];
  if (events.length === 0 && typeof domain.ldhName !== 'string') return null;

  const eventDate = (action: string): string | null => {
    const event = events.find((e) => typeof e.eventAction === 'string' && e.eventAction.toLowerCase() === action);
    if (!event || typeof event.eventDate !== 'string') return null;
    const date = new Date(event.eventDate);
    return plausibleDate(date) ? date.toISOString() : null;
  };

  const nameservers = (Array.isArray(domain.nameservers) ? domain.nameservers : [])
    .map((ns: unknown) => (typeof ns === 'object' && ns !== null ? (ns as { ldhName?: unknown }).ldhName : undefined))
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.toLowerCase().replace(/\.$/, ''));
  const statuses = (Array.isArray(domain.status) ? domain.status : []).filter((s): s is string => typeof s === 'string').map(toEppStatus);
  const signed = domain.secureDNS?.delegationSigned;

  return {
    registrar: registrarName(domain.entities),
    createdAt: eventDate('registration'),
    updatedAt: eventDate('last changed'),
    expiresAt: eventDate('expiration'),
    nameservers,
    statuses,
    dnssec: typeof signed === 'boolean' ? signed : null,
  };
}

/** The fn of the entity with the registrar role (RFC 9083 §5.1, jCard per RFC 7095). */
function registrarName(entities: unknown): string | null {
  if (!Array.isArray(entities)) return null;
  for (const entity of entities as RdapEntity[]) {
    if (!Array.isArray(entity.roles) || !entity.roles.includes('registrar')) continue;
    const card: unknown = Array.isArray(entity.vcardArray) ? (entity.vcardArray as unknown[])[1] : undefined;
    if (!Array.isArray(card)) continue;
    for (const property of card as unknown[]) {
      if (Array.isArray(property) && property[0] === 'fn' && typeof property[3] === 'string' && property[3].trim() !== '') return property[3].trim();
    }
  }
  return null;
}
