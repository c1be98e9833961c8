import type { WhoisProfile } from '../whois-profile';

/** KazNIC (.kz): 'Current Registar' (sic), 'Primary server' for name servers, '(GMT+0:00)' zones. */
export const kazNicProfile: WhoisProfile = {
  name: 'KazNIC',
  suffixes: ['kz'],
  dayOrder: 'dmy',
  labels: {
    'Current Registar': 'registrar',
    'Current Registrar': 'registrar',
    'Primary server': 'nameserver',
    'Secondary server': 'nameserver',
  },
};
