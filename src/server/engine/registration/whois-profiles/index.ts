import { buildProfileTable, type WhoisProfile } from '../whois-profile';
import { afnicProfile } from './afnic';
import { ciraProfile } from './cira';
import { dayFirstProfile } from './day-first';
import { freenomProfile } from './freenom';
import { genericProfile } from './generic';
import { hkircProfile } from './hkirc';
import { hostmasterUaProfile } from './hostmaster-ua';
import { iedrProfile } from './iedr';
import { internetNzProfile } from './internetnz';
import { isocIlProfile } from './isoc-il';
import { jprsProfile } from './jprs';
import { krnicProfile } from './krnic';
import { kazNicProfile } from './kz';
import { nicItProfile } from './nic-it';
import { nominetProfile } from './nominet';
import { ripnProfile } from './ripn';

/** Every registry profile; a TLD not listed here is read with the generic profile alone. */
export const WHOIS_PROFILES: WhoisProfile[] = [
  afnicProfile,
  ciraProfile,
  dayFirstProfile,
  freenomProfile,
  hkircProfile,
  hostmasterUaProfile,
  iedrProfile,
  internetNzProfile,
  isocIlProfile,
  jprsProfile,
  krnicProfile,
  kazNicProfile,
  nicItProfile,
  nominetProfile,
  ripnProfile,
];

export { genericProfile };

export const whoisProfiles = buildProfileTable(WHOIS_PROFILES, genericProfile);
