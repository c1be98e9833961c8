import type { WhoisProfile } from '../whois-profile';

/** HKIRC (.hk): DD-MM-YYYY dates, 'Domain Name Commencement Date' for the creation. */
export const hkircProfile: WhoisProfile = {
  name: 'HKIRC',
  suffixes: ['hk'],
  dayOrder: 'dmy',
  labels: { 'Domain Name Commencement Date': 'created' },
};
