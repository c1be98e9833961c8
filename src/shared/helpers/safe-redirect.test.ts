import { describe, expect, it } from 'vitest';
import { buildSignInPath, getSafeNextPath } from './safe-redirect';

describe('getSafeNextPath', () => {
  it('accepts local paths with query strings', () => {
    expect(getSafeNextPath('/domains')).toBe('/domains');
    expect(getSafeNextPath('/teams/acme/settings?tab=members')).toBe('/teams/acme/settings?tab=members');
  });
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'domains', 'javascript:alert(1)', '/a\nb', ''])(
    'refuses %j',
    (value) => {
      expect(getSafeNextPath(value)).toBeNull();
    },
  );
  it('refuses the auth screens themselves', () => {
    expect(getSafeNextPath('/auth')).toBeNull();
    expect(getSafeNextPath('/auth?next=/x')).toBeNull();
    expect(getSafeNextPath('/reset-password?token=x')).toBeNull();
    expect(getSafeNextPath(null)).toBeNull();
  });
});

describe('buildSignInPath', () => {
  it('keeps the intended path in ?next=', () => {
    expect(buildSignInPath('/alerts?x=1')).toBe('/auth?next=%2Falerts%3Fx%3D1');
    expect(buildSignInPath('/')).toBe('/auth');
  });
});
