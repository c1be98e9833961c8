import { describe, expect, it } from 'vitest';
import { registrationWords } from './registration-outcome';

describe('registration outcome in words', () => {
  it('names the registrar and the expiry date of a registered domain', () => {
    expect(registrationWords({ registration: 'registered', registrar: 'Gandi SAS', expiresAt: '2027-03-01T10:00:00.000Z', daysUntilExpiry: 400 })).toBe('Registered with Gandi SAS, expires on 2027-03-01');
    expect(registrationWords({ registration: 'registered', registrar: null, expiresAt: '2020-03-01T10:00:00.000Z', daysUntilExpiry: -3 })).toBe('Registered, expired on 2020-03-01');
    expect(registrationWords({ registration: 'registered', registrar: 'Domeneshop AS', expiresAt: null })).toBe('Registered with Domeneshop AS; the registry publishes no expiry date');
  });

  it('keeps not registered and unknown apart, and says why it is unknown', () => {
    expect(registrationWords({ registration: 'not-registered' })).toBe('Not registered (the registry has no record)');
    expect(registrationWords({ registration: 'unknown', unknownReason: 'the WHOIS server is rate-limiting queries' })).toBe('Registration unknown: the WHOIS server is rate-limiting queries');
    expect(registrationWords({ registration: 'unknown', unknownReason: ' ' })).toBe('Registration unknown: the registry gave no answer');
  });

  it('gives nothing for a result recorded before the outcome was kept', () => {
    expect(registrationWords({ registrar: 'X', expiresAt: null })).toBeNull();
  });
});
