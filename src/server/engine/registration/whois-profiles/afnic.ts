import type { WhoisProfile } from '../whois-profile';

/** AFNIC runs .fr and the overseas TLDs. Old answers wrote dates DD/MM/YYYY; the rate-limit reply ends "No entries found". */
export const afnicProfile: WhoisProfile = {
  name: 'AFNIC',
  suffixes: ['fr', 'pm', 're', 'tf', 'wf', 'yt'],
  dayOrder: 'dmy',
  labels: { 'Expiry Date': 'expiry', created: 'created', 'last-update': 'updated', anniversary: null },
  throttled: [/^too many requests/i],
};
