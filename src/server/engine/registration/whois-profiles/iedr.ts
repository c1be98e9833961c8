import type { WhoisProfile } from '../whois-profile';

/** IEDR (.ie) before the RRA format: 'renewal'/'Renewal Date' is the expiry, 'account'/'Account Name' the registrar. */
export const iedrProfile: WhoisProfile = {
  name: 'IEDR',
  suffixes: ['ie'],
  dayOrder: 'dmy',
  labels: {
    renewal: 'expiry',
    registration: 'created',
    account: 'registrar',
    'Account Name': 'registrar',
    'ren-status': 'status',
    'Renewal status': 'status',
  },
};
