import { describe, expect, it } from 'vitest';
import { registrationLine, registrationWords } from './registration-outcome';

describe('registration outcome in words', () => {
  it('names the registrar and the expiry date of a registered domain', () => {
    expect(
      registrationWords({
        registration: 'registered',
        registrar: 'Gandi SAS',
        expiresAt: '2027-03-01T10:00:00.000Z',
        daysUntilExpiry: 400,
      }),
    ).toBe('Registered with Gandi SAS, expires on 2027-03-01');
    expect(
      registrationWords({
        registration: 'registered',
        registrar: null,
        expiresAt: '2020-03-01T10:00:00.000Z',
        daysUntilExpiry: -3,
      }),
    ).toBe('Registered, expired on 2020-03-01');
    expect(registrationWords({ registration: 'registered', registrar: 'Domeneshop AS', expiresAt: null })).toBe(
      'Registered with Domeneshop AS; the registry publishes no expiry date',
    );
  });

  it('keeps not registered and unknown apart, and says why it is unknown', () => {
    expect(registrationWords({ registration: 'not-registered' })).toBe('Not registered (the registry has no record)');
    expect(
      registrationWords({ registration: 'unknown', unknownReason: 'the WHOIS server is rate-limiting queries' }),
    ).toBe('Registration unknown: the registry is limiting how often it may be asked; the next check asks again');
    expect(registrationWords({ registration: 'unknown', unknownReason: ' ' })).toBe(
      'Registration unknown: the registry gave no answer',
    );
  });

  it('gives nothing for a result recorded before the outcome was kept', () => {
    expect(registrationWords({ registrar: 'X', expiresAt: null })).toBeNull();
  });
});

describe('registration line on screens', () => {
  it("keeps a registered domain's own message and puts the other outcomes in words", () => {
    expect(
      registrationLine('Domain registration expires in 20 days (2027-01-01)', {
        registration: 'registered',
        registrar: 'X',
      }),
    ).toBe('Domain registration expires in 20 days (2027-01-01)');
    expect(
      registrationLine('', { registration: 'registered', registrar: 'X', expiresAt: '2027-01-01T00:00:00Z' }),
    ).toBe('Registered with X, expires on 2027-01-01');
    expect(registrationLine('anything', { registration: 'not-registered' })).toBe(
      'Not registered (the registry has no record)',
    );
    expect(
      registrationLine('', { registration: 'unknown', unknownReason: 'WHOIS server whois.nic.fr failed: ECONNRESET' }),
    ).toBe("Registration unknown: could not reach the registry's WHOIS server");
    expect(registrationLine('Registration data unavailable: timeout', null)).toBe(
      'Registration data unavailable: timeout',
    );
    expect(registrationLine(undefined, { registration: 'bogus' })).toBe('Not checked');
  });
});
