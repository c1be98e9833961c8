import type { WhoisProfile } from '../whois-profile';

/**
 * Registries that need nothing of their own but the day-first reading of all-numeric dates (01/02/2025 is
 * 1 February): Europe, Latin America, Africa, the Middle East, South Asia, Oceania. Registries that also differ in
 * labels have their own profile (AFNIC, Nominet, .il, .hk, ...).
 */
export const dayFirstProfile: WhoisProfile = {
  name: 'day-first ccTLDs',
  suffixes: [
    // Europe
    'ad', 'al', 'at', 'ba', 'be', 'bg', 'by', 'ch', 'cy', 'cz', 'de', 'dk', 'ee', 'es', 'eu', 'fi', 'fo', 'ge', 'gi', 'gr',
    'hr', 'hu', 'im', 'is', 'je', 'gg', 'li', 'lt', 'lu', 'lv', 'md', 'me', 'mk', 'mt', 'nl', 'no', 'pl', 'pt', 'ro', 'rs',
    'se', 'nu', 'si', 'sk', 'sm', 'tr', 'va', 'am', 'az', 'uz', 'kg', 'tj', 'tm',
    // Latin America and the Caribbean
    'ar', 'bo', 'br', 'cl', 'co', 'cr', 'cu', 'do', 'ec', 'gt', 'hn', 'mx', 'ni', 'pa', 'pe', 'py', 'sv', 'uy', 've',
    // Africa and the Middle East
    'ao', 'bf', 'bi', 'bj', 'bw', 'cd', 'cg', 'ci', 'cm', 'dz', 'eg', 'et', 'gh', 'ke', 'ly', 'ma', 'mg', 'ml', 'mu',
    'mw', 'mz', 'na', 'ng', 'rw', 'sn', 'so', 'sz', 'tg', 'tn', 'tz', 'ug', 'za', 'zm', 'zw',
    'ae', 'bh', 'iq', 'ir', 'jo', 'kw', 'lb', 'om', 'ps', 'qa', 'sa', 'sy', 'ye',
    // South and South-East Asia, Oceania, other British Overseas Territories
    'au', 'bd', 'in', 'lk', 'np', 'pk', 'id', 'my', 'sg', 'th', 'vn', 'fj', 'hm', 'ws', 'to', 'sh', 'ac', 'io', 'vg', 'ms',
  ],
  dayOrder: 'dmy',
};
