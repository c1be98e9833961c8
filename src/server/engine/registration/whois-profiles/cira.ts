import type { WhoisProfile } from '../whois-profile';

/** CIRA (.ca): older answers wrote date_renewal; the registrar is a block ("Registrar:\n    Name: ..."). */
export const ciraProfile: WhoisProfile = {
  name: 'CIRA',
  suffixes: ['ca'],
  labels: { date_renewal: 'expiry', date_approved: 'created' },
};
