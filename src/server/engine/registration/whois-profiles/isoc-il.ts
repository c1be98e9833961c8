import type { WhoisProfile } from '../whois-profile';

/** ISOC-IL (.il): 'validity: 05-11-2020' (day first); dates inside 'changed' lines ("... 19990615 (Assigned)"), the latest change is the update. */
export const isocIlProfile: WhoisProfile = {
  name: 'ISOC-IL',
  suffixes: ['il'],
  dayOrder: 'dmy',
  labels: {
    validity: 'expiry',
    assigned: 'created',
    changed: [
      { field: 'created', pick: /(\d{8})\s*\(Assigned\)/i },
      { field: 'updated', pick: /(\d{8})\s*\(Changed\)/i },
    ],
  },
};
