import type { IncomingHttpHeaders } from 'node:http';
import { frameAncestors, judgeCsp } from './header-verdicts/csp';
import { judgeContentTypeOptions } from './header-verdicts/content-type-options';
import { judgeFrameOptions } from './header-verdicts/frame-options';
import { judgeHsts } from './header-verdicts/hsts';
import { judgeReferrerPolicy } from './header-verdicts/referrer-policy';
import { applies, ignored, type HeaderVerdict } from './header-verdicts/verdict';

export type SecurityHeaderName =
  | 'Strict-Transport-Security'
  | 'Content-Security-Policy'
  | 'X-Content-Type-Options'
  | 'X-Frame-Options'
  | 'Referrer-Policy';

/**
 * One security header as browsers see it (decision 040). `present` means in effect: sent, and in a form a browser
 * acts on. A header that is sent but ignored has a `value` and a `problem`; one never sent has neither.
 */
export interface HeaderCheck {
  header: SecurityHeaderName;
  present: boolean;
  value: string | null;
  /** Why browsers ignore it, e.g. HSTS over plain HTTP or a CSP with no directive they know; null when in effect. */
  problem: string | null;
  /** Weaknesses of a header in effect, e.g. CSP 'unsafe-inline' or a short HSTS max-age. */
  warnings: string[];
}

export interface CookieCheck {
  name: string;
  secure: boolean;
  httpOnly: boolean;
}

/**
 * Response header fields by lower-case name: an array holds one entry per field as received (Node's
 * `headersDistinct`), a string is what Node's `headers` gives (several fields already joined with ", ").
 */
export type HeaderFields = IncomingHttpHeaders | Record<string, string | string[] | undefined>;

const fieldsOf = (headers: HeaderFields, name: string): string[] | null => {
  const value = headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value : [value];
};

/** Browsers combine repeated fields into one comma list before reading every header here except HSTS. */
const combined = (fields: string[] | null): string | null => (fields === null ? null : fields.join(', '));

const check = (header: SecurityHeaderName, value: string | null, verdict: HeaderVerdict | null): HeaderCheck =>
  value === null || verdict === null
    ? { header, present: false, value: null, problem: null, warnings: [] }
    : { header, present: verdict.effective, value, problem: verdict.problem, warnings: verdict.warnings };

/** The five headers OWASP's Secure Headers Project recommends, judged as browsers apply them. */
export function checkSecurityHeaders(headers: HeaderFields, overHttps: boolean): HeaderCheck[] {
  const hstsFields = fieldsOf(headers, 'strict-transport-security');
  const csp = combined(fieldsOf(headers, 'content-security-policy'));
  const xcto = combined(fieldsOf(headers, 'x-content-type-options'));
  const referrer = combined(fieldsOf(headers, 'referrer-policy'));
  return [
    check('Strict-Transport-Security', combined(hstsFields), hstsFields && judgeHsts(hstsFields, overHttps)),
    check('Content-Security-Policy', csp, csp === null ? null : judgeCsp(csp)),
    check('X-Content-Type-Options', xcto, xcto === null ? null : judgeContentTypeOptions(xcto)),
    framing(combined(fieldsOf(headers, 'x-frame-options')), csp),
    check('Referrer-Policy', referrer, referrer === null ? null : judgeReferrerPolicy(referrer)),
  ];
}

/** Framing protection: CSP frame-ancestors, when an applied policy sets it, overrides X-Frame-Options in browsers. */
function framing(xfo: string | null, csp: string | null): HeaderCheck {
  const ancestors = frameAncestors(csp);
  if (ancestors === null) return check('X-Frame-Options', xfo, xfo === null ? null : judgeFrameOptions(xfo));
  const value = xfo ?? `(CSP frame-ancestors ${ancestors.sources})`;
  const verdict = ancestors.restrictive
    ? applies()
    : ignored(
        `CSP frame-ancestors ${ancestors.sources} lets any site frame the page${xfo === null ? '' : ', and browsers then ignore X-Frame-Options'}`,
      );
  return check('X-Frame-Options', value, verdict);
}

/** Cookie flags from Set-Cookie lines (attribute names are case-insensitive). */
export function checkCookies(setCookies: string[]): CookieCheck[] {
  return setCookies.map((line) => {
    const [pair = '', ...attributes] = line.split(';');
    const names = attributes.map((a) => a.split('=')[0]?.trim().toLowerCase());
    return {
      name: pair.split('=')[0]?.trim() ?? '',
      secure: names.includes('secure'),
      httpOnly: names.includes('httponly'),
    };
  });
}

/** Each header field of a response as received, from Node's flat rawHeaders list [name, value, name, value, ...]. */
export function fieldsFromRaw(rawHeaders: readonly string[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    (fields[name] ??= []).push(rawHeaders[i + 1]!);
  }
  return fields;
}
