import type { WhoisProfile } from '../whois-profile';

/**
 * Freenom's .tk writes month-first dates: 'Domain registered: 11/29/2016', 'Record will expire on: 01/03/2022'
 * (3 January). Its other former TLDs (.ml .ga .cf .gq) changed operators; no answer of theirs was at hand to check.
 */
export const freenomProfile: WhoisProfile = {
  name: 'Freenom',
  suffixes: ['tk'],
  dayOrder: 'mdy',
  labels: { 'Domain registered': 'created', 'Record will expire on': 'expiry' },
};
