import type { WhoisProfile } from '../whois-profile';

/** Registro .it: registrar block ("Registrar\n  Organization: ...\n  Name: HANDLE"), 'Signed: no' for DNSSEC. */
export const nicItProfile: WhoisProfile = {
  name: 'Registro .it',
  suffixes: ['it'],
  dayOrder: 'dmy',
  labels: { Signed: 'dnssec' },
};
