import type { WhoisProfile } from '../whois-profile';

/** InternetNZ (.nz): snake_case keys; "query_status: 220 Available" is its "no such domain". */
export const internetNzProfile: WhoisProfile = {
  name: 'InternetNZ',
  suffixes: ['nz'],
  dayOrder: 'dmy',
  labels: {
    domain_datebilleduntil: 'expiry',
    domain_dateregistered: 'created',
    domain_datelastmodified: 'updated',
    registrar_name: 'registrar',
    ns_name_01: 'nameserver',
    query_status: { field: 'status', pick: /^\d+\s+(.+)$/ },
    domain_signed: 'dnssec',
  },
  notFound: [/^query[ _]status:\s*220\b/i],
};
