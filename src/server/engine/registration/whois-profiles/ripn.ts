import type { WhoisProfile } from '../whois-profile';

/** RIPN/TCI (.ru .su .рф): paid-till is the expiry; free-date (when the name is released) is not. */
export const ripnProfile: WhoisProfile = {
  name: 'RIPN',
  suffixes: ['ru', 'su', 'xn--p1ai', 'рф'],
  dayOrder: 'dmy',
  labels: { 'paid-till': 'expiry', 'free-date': null, state: 'status' },
};
