import type { WhoisProfile } from '../whois-profile';

/**
 * Nominet (.uk and its second levels): blocks with the value on the next indented line ("Expiry date:\n  12-Jan-2026"),
 * the registrar as "Name [Tag = TAG]", dates DD-Mon-YYYY.
 */
export const nominetProfile: WhoisProfile = {
  name: 'Nominet',
  suffixes: ['uk', 'co.uk', 'org.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'net.uk', 'sch.uk'],
  dayOrder: 'dmy',
  labels: { 'Registration status': 'status', 'Data validation': null },
};
