import { evaluateExpiry, initialExpiryState, type ExpiryState } from '../../evaluate/expiry';
import { evaluateRegistration, initialRegistrationState, type RegistrationState } from '../../evaluate/registration';
import type { CheckFamilyDescriptor } from '../family';
import { homeCadence } from './cadence';
import { probeHomePage } from './probe-home-page';

/** Registration: RDAP then WHOIS; the "not registered" rule (an unknown outcome changes nothing; decision 039) and expiry. */
export const whoisFamily: CheckFamilyDescriptor = {
  id: 'whois',
  historyType: 'whois',
  instances: 'domain',
  scan: 'whois',
  intervalMs: homeCadence('whois'),
  lane: 'background',
  firstChecksPerSecond: 2,
  async run(check) {
    const result = await probeHomePage(check, 'whois');
    const d = result.details;
    const status = await check.rule<RegistrationState>('registration-status', initialRegistrationState, (s) =>
      evaluateRegistration(s, { registration: d?.registration ?? null }, { domain: check.subject }),
    );
    if (!d?.expiresAt) return status;
    const expiry = await check.rule<ExpiryState>('registration-expiry', initialExpiryState, (s) =>
      evaluateExpiry(
        s,
        { daysUntilExpiry: d.daysUntilExpiry, valid: true, expiresAt: d.expiresAt },
        { kind: 'registration', domain: check.subject },
      ),
    );
    return [...status, ...expiry];
  },
};
