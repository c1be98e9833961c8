import type { IncomingHttpHeaders } from 'node:http';

export type SecurityHeaderName =
  | 'Strict-Transport-Security'
  | 'Content-Security-Policy'
  | 'X-Content-Type-Options'
  | 'X-Frame-Options'
  | 'Referrer-Policy';

export interface HeaderCheck {
  header: SecurityHeaderName;
  present: boolean;
  value: string | null;
  /** Present but ineffective, e.g. HSTS with max-age=0 or nosniff misspelled. */
  problem: string | null;
}

export interface CookieCheck {
  name: string;
  secure: boolean;
  httpOnly: boolean;
}

const single = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The five headers OWASP's Secure Headers Project recommends; framing may come from CSP frame-ancestors instead. */
export function checkSecurityHeaders(headers: IncomingHttpHeaders, overHttps: boolean): HeaderCheck[] {
  const hsts = single(headers, 'strict-transport-security');
  const csp = single(headers, 'content-security-policy');
  const xcto = single(headers, 'x-content-type-options');
  const xfo = single(headers, 'x-frame-options');
  const referrer = single(headers, 'referrer-policy');

  const maxAge = hsts ? /max-age\s*=\s*"?(\d+)/i.exec(hsts)?.[1] : undefined;
  const hstsProblem = hsts === null ? null : !overHttps ? 'sent over plain HTTP, where browsers ignore it' : maxAge === undefined ? 'no max-age' : Number(maxAge) === 0 ? 'max-age=0 turns HSTS off' : null;
  const frameAncestors = csp !== null && /(^|;)\s*frame-ancestors\s/i.test(csp);
  const xfoValid = xfo !== null && /^\s*(deny|sameorigin)\s*$/i.test(xfo);

  return [
    { header: 'Strict-Transport-Security', present: hsts !== null, value: hsts, problem: hstsProblem },
    { header: 'Content-Security-Policy', present: csp !== null, value: csp, problem: null },
    { header: 'X-Content-Type-Options', present: xcto !== null, value: xcto, problem: xcto !== null && xcto.trim().toLowerCase() !== 'nosniff' ? 'value should be nosniff' : null },
    {
      header: 'X-Frame-Options',
      present: xfo !== null || frameAncestors,
      value: xfo ?? (frameAncestors ? '(CSP frame-ancestors)' : null),
      problem: xfo !== null && !xfoValid && !frameAncestors ? 'value should be DENY or SAMEORIGIN' : null,
    },
    { header: 'Referrer-Policy', present: referrer !== null, value: referrer, problem: null },
  ];
}

/** Cookie flags from Set-Cookie lines (attribute names are case-insensitive). */
export function checkCookies(setCookies: string[]): CookieCheck[] {
  return setCookies.map((line) => {
    const [pair = '', ...attributes] = line.split(';');
    const names = attributes.map((a) => a.split('=')[0]?.trim().toLowerCase());
    return { name: pair.split('=')[0]?.trim() ?? '', secure: names.includes('secure'), httpOnly: names.includes('httponly') };
  });
}
