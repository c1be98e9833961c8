import { describe, expect, it } from 'vitest';
import { signInDestination, signInReturnParams } from './sign-in-destination';

describe('where a sign-in leads', () => {
  it('goes to a paid plan’s checkout first, else to a page of this site, never elsewhere', () => {
    expect(signInDestination({ plan: 'pro', next: '/domains' })).toBe('/billing?plan=pro');
    expect(signInDestination({ plan: 'free', next: '/domains' })).toBe('/domains');
    expect(signInDestination({ plan: 'gold', next: 'https://evil.example/' })).toBeNull();
    expect(signInDestination({ next: '//evil.example' })).toBeNull();
    expect(signInDestination({})).toBeNull();
  });

  it('carries the same choice on as query parameters', () => {
    expect(signInReturnParams({ plan: 'agency', next: '/x' })).toEqual({ plan: 'agency' });
    expect(signInReturnParams({ plan: 'nope', next: '/domains?tab=ssl' })).toEqual({ next: '/domains?tab=ssl' });
    expect(signInReturnParams({ next: '/auth' })).toEqual({});
  });
});
