import { describe, expect, it } from 'vitest';
import { getDisplayName, getInitials } from './user-display';

describe('getDisplayName (SPEC §2.4)', () => {
  it('uses first and last name when both exist', () => {
    expect(getDisplayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });
  it('falls back to the first name', () => {
    expect(getDisplayName({ firstName: 'Ada', lastName: null, email: 'ada@example.com' })).toBe('Ada');
  });
  it('falls back to the e-mail before the at-sign', () => {
    expect(getDisplayName({ firstName: ' ', lastName: 'Lovelace', email: 'ada.l@example.com' })).toBe('ada.l');
  });
  it("falls back to 'User'", () => {
    expect(getDisplayName({ email: '' })).toBe('User');
    expect(getDisplayName(null)).toBe('User');
  });
});

describe('getInitials (SPEC §2.4)', () => {
  it('uses the first letters of first and last name', () => {
    expect(getInitials({ firstName: 'ada', lastName: 'lovelace', email: 'x@example.com' })).toBe('AL');
  });
  it('falls back to the first letter of the e-mail', () => {
    expect(getInitials({ firstName: 'Ada', lastName: null, email: 'zoe@example.com' })).toBe('Z');
  });
  it("falls back to '?'", () => {
    expect(getInitials({})).toBe('?');
    expect(getInitials(undefined)).toBe('?');
  });
});
