/**
 * Referrer-Policy as browsers apply it (Referrer Policy §8.1 "parse a referrer policy from a Referrer-Policy header";
 * Chromium's SecurityPolicy::ReferrerPolicyFromHeaderValue, Firefox's ReferrerInfo::ReferrerPolicyFromHeaderString):
 * a comma list, each item trimmed and matched without regard to case; unknown items are skipped and the last
 * recognised one wins; none recognised means no policy at all.
 */
import { applies, ignored, quoted, type HeaderVerdict } from './verdict';

const POLICIES = new Set([
  'no-referrer',
  'no-referrer-when-downgrade',
  'same-origin',
  'origin',
  'strict-origin',
  'origin-when-cross-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
]);

const LEAKY: Record<string, string> = {
  'unsafe-url': 'unsafe-url sends the full address, path and query included, to every site, even over plain HTTP',
  'no-referrer-when-downgrade':
    'no-referrer-when-downgrade sends the full address, path and query included, to every other HTTPS site',
};

/** The policy in force, or null when the header names none a browser knows. */
export function effectiveReferrerPolicy(value: string): string | null {
  const known = value
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => POLICIES.has(t));
  return known.at(-1) ?? null;
}

export function judgeReferrerPolicy(value: string): HeaderVerdict {
  const tokens = value
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  if (tokens.length === 0) return ignored('empty value');
  const policy = effectiveReferrerPolicy(value);
  if (policy === null) {
    return ignored(
      `no policy browsers recognise (${tokens
        .slice(0, 3)
        .map((t) => quoted(t, 40))
        .join(', ')})`,
    );
  }
  const leak = LEAKY[policy];
  return applies(leak ? [leak] : []);
}
