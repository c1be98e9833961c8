import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

// What helmet 8.3 sent with this site's policy before the headers were worked out once (decision 022).
const HELMET_POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
  "img-src 'self' data: https:;object-src 'none';script-src 'self' 'sha256-abc';script-src-attr 'none';" +
  "style-src 'self' 'unsafe-inline';connect-src 'self'";

describe('securityHeaders', () => {
  it("sends helmet's headers and this site's policy", () => {
    expect(securityHeaders({ bootScriptSource: "'sha256-abc'", https: false })).toEqual({
      'content-security-policy': HELMET_POLICY,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('adds HSTS and upgrades http:// subresources when served over HTTPS', () => {
    const headers = securityHeaders({ bootScriptSource: "'sha256-abc'", https: true });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toBe(
      HELMET_POLICY.replace(";connect-src 'self'", ";upgrade-insecure-requests;connect-src 'self'"),
    );
  });
});
