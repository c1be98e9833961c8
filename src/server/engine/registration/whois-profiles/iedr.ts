import type { WhoisProfile } from '../whois-profile';

/** IEDR (.ie), RIPE-style answers before it moved to the RRA format: renewal is the expiry, account the registrar. */
export const iedrProfile: WhoisProfile = {
  name: 'IEDR',
  suffixes: ['ie'],
  dayOrder: 'dmy',
  labels: { renewal: 'expiry', registration: 'created', account: 'registrar', 'ren-status': 'status' },
};
