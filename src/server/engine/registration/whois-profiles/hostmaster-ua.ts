import type { WhoisProfile } from '../whois-profile';

/** Hostmaster (.ua): older answers carry the expiry inside the status line ('status: OK-UNTIL 20140903121852'). */
export const hostmasterUaProfile: WhoisProfile = {
  name: 'Hostmaster.UA',
  suffixes: ['ua'],
  dayOrder: 'dmy',
  labels: {
    expires: 'expiry',
    status: [
      { field: 'status', pick: /^(.+?)(?:-until\b.*)?$/i },
      { field: 'expiry', pick: /\bok-until\s+(\d{8,14})/i },
    ],
  },
};
