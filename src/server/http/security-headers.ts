import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** The one inline script every page may run (web.ts BOOT_SCRIPT_CSP_SOURCE). */
  bootScriptSource: string;
  /** Served over HTTPS: HSTS, and every http:// subresource upgraded. */
  https: boolean;
}

/**
 * The security headers of every answer, as helmet 8 sets them with this site's Content-Security-Policy, worked
 * out once: @fastify/helmet built a new helmet middleware, and parsed the policy again, for every request, a tenth
 * of the CPU time of a cached API answer (decision 022).
 */
export function securityHeaders({ bootScriptSource, https }: SecurityHeaderOptions): Record<string, string> {
  const policy: [string, string][] = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['font-src', "'self' data:"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['img-src', "'self' data: https:"],
    ['object-src', "'none'"],
    // The boot script of every page (theme, session hint) is the one inline script allowed.
    ['script-src', `'self' ${bootScriptSource}`],
    ['script-src-attr', "'none'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ...(https ? [['upgrade-insecure-requests', ''] as [string, string]] : []),
    ['connect-src', "'self'"],
  ];
  return {
    'content-security-policy': policy.map(([name, value]) => (value ? `${name} ${value}` : name)).join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet did: error and not-found answers carry them too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
