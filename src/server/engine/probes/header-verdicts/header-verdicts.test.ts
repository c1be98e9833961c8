/**
 * Header values -> what browsers do with them: in effect or ignored (and why), and the weaknesses of those in effect.
 * Every case names the rule it follows. The X-Content-Type-Options and X-Frame-Options rows marked WPT are the
 * expectations of web-platform-tests (https://github.com/web-platform-tests/wpt, BSD-3-Clause licence):
 * fetch/nosniff/resources/x-content-type-options.json, x-frame-options/invalid.sub.html and multiple.sub.html,
 * referrer-policy/generic/multiple-headers-one-unknown-token.html.
 */
import { describe, expect, it } from 'vitest';
import { checkSecurityHeaders, type HeaderFields, type SecurityHeaderName } from '../security-headers';

interface Case {
  /** Header fields of the response; an array is one entry per field. */
  fields: HeaderFields;
  effective: boolean;
  /** Part of the reason a browser ignores the header (only for ignored ones). */
  problem?: string;
  /** Parts of each expected warning, in order; none expected when omitted. */
  warnings?: string[];
  overHttp?: true;
  /** Not sent at all: no value and no problem, unlike a header sent and ignored. */
  missing?: true;
  rule: string;
}

const verdict = (header: SecurityHeaderName, c: Case) => {
  const row = checkSecurityHeaders(c.fields, !c.overHttp).find((h) => h.header === header);
  if (!row) throw new Error(`no row for ${header}`);
  return row;
};

function table(header: SecurityHeaderName, cases: Case[]): void {
  describe(header, () => {
    it.each(cases.map((c) => [JSON.stringify(c.fields), c] as const))('%s', (_name, c) => {
      const row = verdict(header, c);
      expect(row.present, c.rule).toBe(c.effective);
      if (c.effective || c.missing) expect(row.problem, c.rule).toBeNull();
      else expect(row.problem, c.rule).toContain(c.problem ?? '');
      if (c.missing) expect(row.value, c.rule).toBeNull();
      expect(row.warnings, c.rule).toHaveLength((c.warnings ?? []).length);
      (c.warnings ?? []).forEach((w, i) => expect(row.warnings[i], c.rule).toContain(w));
    });
  });
}

const FETCH_NOSNIFF = 'Fetch "determine nosniff": the first value of the list, nosniff in any case';
const WPT_NOSNIFF = 'WPT fetch/nosniff/resources/x-content-type-options.json';
export const contentTypeOptionsCases: Case[] = [
  { fields: { 'x-content-type-options': 'NOSNIFF' }, effective: true, rule: WPT_NOSNIFF },
  {
    fields: { 'x-content-type-options': 'nosniff' },
    effective: true,
    rule: `${WPT_NOSNIFF} (header name case: Node lower-cases names)`,
  },
  { fields: { 'x-content-type-options': 'nosniff,,@#$#%%&^&^*()()11!' }, effective: true, rule: WPT_NOSNIFF },
  {
    fields: { 'x-content-type-options': '@#$#%%&^&^*()()11!,nosniff' },
    effective: false,
    problem: 'first value',
    rule: WPT_NOSNIFF,
  },
  { fields: { 'x-content-type-options': ['nosniff', 'no'] }, effective: true, rule: WPT_NOSNIFF },
  { fields: { 'x-content-type-options': ['no', 'nosniff'] }, effective: false, problem: '"no"', rule: WPT_NOSNIFF },
  {
    fields: { 'x-content-type-options': ['', 'nosniff'] },
    effective: false,
    problem: 'first value is empty',
    rule: WPT_NOSNIFF,
  },
  {
    fields: { 'x-content-type-options': ',nosniff' },
    effective: false,
    problem: 'first value is empty',
    rule: WPT_NOSNIFF,
  },
  { fields: { 'x-content-type-options': 'nosniff\u000C' }, effective: true, rule: WPT_NOSNIFF },
  {
    fields: { 'x-content-type-options': 'nosniff\u000B' },
    effective: false,
    problem: 'first value',
    rule: WPT_NOSNIFF,
  },
  {
    fields: { 'x-content-type-options': 'nosniff\u000B,nosniff' },
    effective: false,
    problem: 'first value',
    rule: WPT_NOSNIFF,
  },
  { fields: { 'x-content-type-options': "'NosniFF'" }, effective: false, problem: 'first value', rule: WPT_NOSNIFF },
  { fields: { 'x-content-type-options': '"nosniFF"' }, effective: false, problem: 'first value', rule: WPT_NOSNIFF },
  {
    fields: { 'content-type-options': 'nosniff' },
    effective: false,
    missing: true,
    rule: `${WPT_NOSNIFF}: another header name is not this header (missing)`,
  },
  { fields: { 'x-content-type-options': 'nosniff, nosniff' }, effective: true, rule: FETCH_NOSNIFF },
  {
    fields: { 'x-content-type-options': '  nosniff  ' },
    effective: true,
    rule: `${FETCH_NOSNIFF}; values are trimmed of tab and space`,
  },
  { fields: { 'x-content-type-options': 'nosnif' }, effective: false, problem: '"nosnif"', rule: FETCH_NOSNIFF },
  { fields: { 'x-content-type-options': '' }, effective: false, problem: 'empty value', rule: FETCH_NOSNIFF },
];

const HTML_XFO = 'HTML "check a navigation response\'s adherence to X-Frame-Options"';
const CSP_OVERRIDES =
  'CSP3 §6.4.2 frame-ancestors: browsers ignore X-Frame-Options when a policy sets frame-ancestors (Chromium ancestor_throttle)';
export const frameOptionsCases: Case[] = [
  { fields: { 'x-frame-options': 'DENY' }, effective: true, rule: HTML_XFO },
  { fields: { 'x-frame-options': 'deny' }, effective: true, rule: `${HTML_XFO}: values are lower-cased` },
  { fields: { 'x-frame-options': 'SAMEORIGIN' }, effective: true, rule: HTML_XFO },
  {
    fields: { 'x-frame-options': ' SameOrigin ' },
    effective: true,
    rule: `${HTML_XFO}: values are trimmed and lower-cased`,
  },
  {
    fields: { 'x-frame-options': 'INVALID' },
    effective: false,
    problem: 'unknown value',
    rule: 'WPT x-frame-options/invalid.sub.html: INVALID allows framing',
  },
  {
    fields: { 'x-frame-options': 'ALLOW-FROM https://example.com/' },
    effective: false,
    problem: 'ALLOW-FROM',
    rule: 'WPT x-frame-options/invalid.sub.html: ALLOW-FROM allows framing',
  },
  {
    fields: { 'x-frame-options': 'ALLOW-FROM=https://example.com/' },
    effective: false,
    problem: 'ALLOW-FROM',
    rule: 'WPT x-frame-options/invalid.sub.html: ALLOW-FROM= allows framing',
  },
  {
    fields: { 'x-frame-options': 'ALLOWALL' },
    effective: false,
    problem: 'ALLOWALL',
    rule: 'WPT x-frame-options/invalid.sub.html: ALLOWALL allows framing',
  },
  {
    fields: { 'x-frame-options': '' },
    effective: false,
    problem: 'empty value',
    rule: 'WPT x-frame-options/invalid.sub.html: an empty XFO allows framing',
  },
  {
    fields: { 'x-frame-options': ['SAMEORIGIN', 'SAMEORIGIN'] },
    effective: true,
    rule: 'WPT x-frame-options/multiple.sub.html: two SAMEORIGIN fields act as one',
  },
  {
    fields: { 'x-frame-options': 'SAMEORIGIN,SAMEORIGIN' },
    effective: true,
    rule: 'WPT x-frame-options/multiple.sub.html: comma form',
  },
  {
    fields: { 'x-frame-options': ['SAMEORIGIN', 'DENY'] },
    effective: true,
    warnings: ['conflicting values'],
    rule: 'WPT x-frame-options/multiple.sub.html: SAMEORIGIN then DENY blocks same-origin framing',
  },
  {
    fields: { 'x-frame-options': ['DENY', 'SAMEORIGIN'] },
    effective: true,
    warnings: ['conflicting values'],
    rule: 'WPT x-frame-options/multiple.sub.html: DENY then SAMEORIGIN blocks same-origin framing',
  },
  {
    fields: { 'x-frame-options': 'SAMEORIGIN,DENY' },
    effective: true,
    warnings: ['block all framing'],
    rule: 'WPT x-frame-options/multiple.sub.html: comma form blocks same-origin framing',
  },
  {
    fields: { 'x-frame-options': ['INVALID', 'SAMEORIGIN'] },
    effective: true,
    warnings: ['conflicting values ("INVALID", "SAMEORIGIN")'],
    rule: `${HTML_XFO} step 6 (several values, one a keyword: blocked); Chromium kConflict -> BLOCK`,
  },
  {
    fields: { 'x-frame-options': 'ALLOWALL, DENY' },
    effective: true,
    warnings: ['conflicting values'],
    rule: `${HTML_XFO} step 6: allowall counts among the keywords`,
  },
  {
    fields: { 'x-frame-options': ['INVALID', 'ALSO-INVALID'] },
    effective: false,
    problem: 'no value browsers recognise',
    rule: `${HTML_XFO} step 7 (several values, none a keyword: ignored)`,
  },
  {
    fields: { 'x-frame-options': 'DENY, deny' },
    effective: true,
    rule: `${HTML_XFO}: a set of lower-cased values, so repeats are one value`,
  },
  {
    fields: { 'x-frame-options': 'DENY,' },
    effective: true,
    rule: "Chromium's header value iterator skips the empty item",
  },
  {
    fields: { 'content-security-policy': "frame-ancestors 'none'" },
    effective: true,
    rule: `${CSP_OVERRIDES}: protection without X-Frame-Options`,
  },
  {
    fields: { 'content-security-policy': "frame-ancestors 'self'", 'x-frame-options': 'ALLOWALL' },
    effective: true,
    rule: CSP_OVERRIDES,
  },
  {
    fields: { 'content-security-policy': 'frame-ancestors *', 'x-frame-options': 'DENY' },
    effective: false,
    problem: 'lets any site frame the page, and browsers then ignore X-Frame-Options',
    rule: CSP_OVERRIDES,
  },
  {
    fields: { 'content-security-policy': 'frame-ancestors https:' },
    effective: false,
    problem: 'lets any site frame',
    rule: `${CSP_OVERRIDES}; https: matches every HTTPS page`,
  },
  {
    fields: { 'content-security-policy': "frame-ancestor 'none'", 'x-frame-options': 'DENY' },
    effective: true,
    rule: 'CSP3: an unknown directive (frame-ancestor) is ignored, so X-Frame-Options decides',
  },
  {
    fields: { 'content-security-policy': "default-src *, frame-ancestors 'self'" },
    effective: true,
    rule: 'CSP3: each comma-separated policy applies; one sets frame-ancestors',
  },
  {
    fields: { 'content-security-policy': 'frame-ancestors', 'x-frame-options': 'ALLOWALL' },
    effective: true,
    rule: "CSP3: an empty source list matches nothing, like 'none'",
  },
];

const RFC6797 = 'RFC 6797 §6.1 syntax';
const CHROMIUM_HSTS = 'Chromium ParseHSTSHeader (net/http/http_security_headers.cc)';
const FIRST_FIELD =
  'RFC 6797 §8.1: only the first field counts (Chromium EnumerateHeader(nullptr, ...); Firefox nsHttpHeaderArray::IsIgnoreMultipleHeader)';
export const hstsCases: Case[] = [
  { fields: { 'strict-transport-security': 'max-age=31536000' }, effective: true, rule: RFC6797 },
  { fields: { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }, effective: true, rule: RFC6797 },
  {
    fields: { 'strict-transport-security': 'max-age=63072000; includeSubDomains; preload' },
    effective: true,
    rule: `${RFC6797}: preload is an extension directive, ignored`,
  },
  {
    fields: { 'strict-transport-security': 'MAX-AGE=31536000; INCLUDESUBDOMAINS' },
    effective: true,
    rule: `${RFC6797} item 3: directive names are case-insensitive`,
  },
  {
    fields: { 'strict-transport-security': 'max-age="31536000"' },
    effective: true,
    rule: `${RFC6797}: directive-value = token | quoted-string`,
  },
  {
    fields: { 'strict-transport-security': '  max-age=31536000  ;  includeSubDomains  ' },
    effective: true,
    rule: `${RFC6797}: whitespace around directives`,
  },
  {
    fields: { 'strict-transport-security': 'max-age = 31536000' },
    effective: true,
    rule: `${CHROMIUM_HSTS}: name and value are trimmed`,
  },
  {
    fields: { 'strict-transport-security': ';max-age=31536000;;' },
    effective: true,
    rule: `${RFC6797}: [ directive ] *( ";" [ directive ] ) allows empty directives`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000; foo=bar' },
    effective: true,
    rule: `${RFC6797} item 5: unknown directives are ignored`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000; foo="bar baz"' },
    effective: true,
    rule: `${RFC6797}: an unknown directive may have a quoted value`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=99999999999999999999' },
    effective: true,
    rule: `${CHROMIUM_HSTS}: an overlong max-age is clipped to the limit, not rejected`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=15552000' },
    effective: true,
    rule: 'decision 040: 180 days is not weak',
  },
  {
    fields: { 'strict-transport-security': 'max-age=15551999' },
    effective: true,
    warnings: ['under the 180 days'],
    rule: 'decision 040: under 180 days is weak',
  },
  {
    fields: { 'strict-transport-security': 'max-age=86400; includeSubDomains' },
    effective: true,
    warnings: ['1 day (86400 s)'],
    rule: 'decision 040: one day is weak',
  },
  {
    fields: { 'strict-transport-security': 'max-age=300' },
    effective: true,
    warnings: ['300 s'],
    rule: 'decision 040: minutes are weak',
  },
  {
    fields: { 'strict-transport-security': 'max-age=0' },
    effective: false,
    problem: 'max-age=0',
    rule: 'RFC 6797 §6.1.1: max-age=0 makes the UA forget the host',
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000' },
    overHttp: true,
    effective: false,
    problem: 'plain HTTP',
    rule: 'RFC 6797 §8.1: ignored over non-secure transport',
  },
  {
    fields: { 'strict-transport-security': '' },
    effective: false,
    problem: 'empty value',
    rule: `${RFC6797}: max-age is required`,
  },
  {
    fields: { 'strict-transport-security': 'includeSubDomains' },
    effective: false,
    problem: 'no max-age',
    rule: `${RFC6797}: max-age is required`,
  },
  {
    fields: { 'strict-transport-security': 'max-age' },
    effective: false,
    problem: 'max-age has no value',
    rule: `${RFC6797}: max-age = delta-seconds`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=' },
    effective: false,
    problem: 'max-age has no value',
    rule: `${RFC6797}: delta-seconds = 1*DIGIT`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=abc' },
    effective: false,
    problem: 'not a whole number',
    rule: `${RFC6797}: delta-seconds = 1*DIGIT`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=-1' },
    effective: false,
    problem: 'not a whole number',
    rule: `${RFC6797}: delta-seconds = 1*DIGIT`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=1.5' },
    effective: false,
    problem: 'not a whole number',
    rule: `${RFC6797}: delta-seconds = 1*DIGIT`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=+100' },
    effective: false,
    problem: 'not a whole number',
    rule: `${CHROMIUM_HSTS}: ParseUint32 NON_NEGATIVE takes digits only`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=1y' },
    effective: false,
    problem: '"1y"',
    rule: `${RFC6797}: delta-seconds = 1*DIGIT`,
  },
  {
    fields: { 'strict-transport-security': 'max-age="31536000' },
    effective: false,
    problem: 'malformed',
    rule: `${CHROMIUM_HSTS}: strict quotes`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000; max-age=31536000' },
    effective: false,
    problem: 'max-age appears more than once',
    rule: `${RFC6797} item 2: directives appear only once`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000; includeSubDomains; includeSubDomains' },
    effective: false,
    problem: 'includeSubDomains appears more than once',
    rule: `${RFC6797} item 2`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000; includeSubDomains=true' },
    effective: false,
    problem: 'must not have a value',
    rule: `${CHROMIUM_HSTS}: includeSubDomains with a value is rejected`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000; foo=bar baz' },
    effective: false,
    problem: 'malformed',
    rule: `${RFC6797} item 4: a value is a token or a quoted string`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000; "includeSubDomains"' },
    effective: false,
    problem: 'malformed',
    rule: `${RFC6797}: directive-name = token`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000, max-age=31536000' },
    effective: false,
    problem: 'joined into one field with a comma',
    rule: `${RFC6797} items 2 and 4: two values in one field are one malformed field`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000, includeSubDomains' },
    effective: false,
    problem: 'joined into one field',
    rule: `${RFC6797}: the separator is ";", so the max-age value is not a number`,
  },
  {
    fields: { 'strict-transport-security': 'max-age=31536000; includeSubDomains, max-age=31536000; includeSubDomains' },
    effective: false,
    problem: 'joined into one field',
    rule: `${RFC6797} item 4`,
  },
  {
    fields: { 'strict-transport-security': ['max-age=31536000', 'max-age=0'] },
    effective: true,
    warnings: ['2 separate fields'],
    rule: FIRST_FIELD,
  },
  {
    fields: { 'strict-transport-security': ['max-age=abc', 'max-age=31536000'] },
    effective: false,
    problem: 'the first of 2 fields',
    warnings: ['2 separate fields'],
    rule: FIRST_FIELD,
  },
  {
    fields: { 'strict-transport-security': ['max-age=600', 'max-age=31536000'] },
    effective: true,
    warnings: ['2 separate fields', 'max-age is 600 s'],
    rule: FIRST_FIELD,
  },
];

const CSP3 = 'CSP3 §2.2.1 "parse a serialized CSP"';
const INLINE =
  "CSP3 §6.7.3.3 \"does a source list allow all inline behavior\": a nonce, hash or 'strict-dynamic' cancels 'unsafe-inline'";
const ALL_POLICIES = 'CSP3 §2.2.2 / §4.2: every policy applies; a load must pass each of them';
export const cspCases: Case[] = [
  { fields: { 'content-security-policy': "default-src 'self'" }, effective: true, rule: CSP3 },
  {
    fields: { 'content-security-policy': "DEFAULT-SRC 'self'" },
    effective: true,
    rule: `${CSP3}: directive names are lower-cased`,
  },
  {
    fields: { 'content-security-policy': "default-src 'self' ; " },
    effective: true,
    rule: `${CSP3}: empty tokens are skipped`,
  },
  { fields: { 'content-security-policy': "default-src 'none'" }, effective: true, rule: CSP3 },
  {
    fields: { 'content-security-policy': 'default-src' },
    effective: true,
    rule: `${CSP3}: an empty source list is 'none'`,
  },
  {
    fields: { 'content-security-policy': "script-src 'self'; object-src 'none'; base-uri 'none'" },
    effective: true,
    rule: CSP3,
  },
  {
    fields: { 'content-security-policy': '' },
    effective: false,
    problem: 'empty value',
    rule: `${CSP3}: a policy with an empty directive set is not added`,
  },
  {
    fields: { 'content-security-policy': '""' },
    effective: false,
    problem: 'only quotes',
    rule: `${CSP3}: "" is no directive browsers know`,
  },
  {
    fields: { 'content-security-policy': '"  "' },
    effective: false,
    problem: 'only quotes',
    rule: `${CSP3}: "  " is no directive browsers know`,
  },
  {
    fields: { 'content-security-policy': ';;' },
    effective: false,
    problem: 'separators',
    rule: `${CSP3}: only empty tokens`,
  },
  {
    fields: { 'content-security-policy': 'defa' },
    effective: false,
    problem: 'no directive browsers recognise (defa)',
    rule: 'CSP3 + browsers: unrecognised directive names are ignored',
  },
  {
    fields: { 'content-security-policy': "defa 'self'" },
    effective: false,
    problem: 'defa',
    rule: 'CSP3 + browsers: unrecognised directive names are ignored',
  },
  {
    fields: { 'content-security-policy': "default-src 'sélf'" },
    effective: false,
    problem: 'no directive browsers recognise',
    rule: `${CSP3}: a token that is not ASCII is skipped`,
  },
  {
    fields: { 'content-security-policy': 'plugin-types application/pdf' },
    effective: false,
    problem: 'plugin-types',
    rule: 'CSP3 removed plugin-types; Chromium and Firefox no longer parse it',
  },
  {
    fields: { 'content-security-policy': "default-src 'self'; report-uri /csp" },
    effective: true,
    rule: `${CSP3}: report-uri is a directive browsers know`,
  },
  {
    fields: { 'content-security-policy': "defa, default-src 'self'" },
    effective: true,
    warnings: ['unknown directive defa'],
    rule: `${CSP3} list: the second policy applies`,
  },
  {
    fields: { 'content-security-policy': ['defa', "default-src 'self'"] },
    effective: true,
    warnings: ['unknown directive defa'],
    rule: `${CSP3} list: each field is a policy`,
  },
  {
    fields: { 'content-security-policy': "default-src 'self'; scirpt-src 'unsafe-inline'" },
    effective: true,
    warnings: ['unknown directive scirpt-src'],
    rule: 'CSP3 + browsers: the misspelt directive is ignored',
  },
  {
    fields: { 'content-security-policy': "script-src 'self'; script-src 'unsafe-inline'" },
    effective: true,
    rule: `${CSP3} step 5: a repeated directive is ignored, the first wins`,
  },
  {
    fields: { 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" },
    effective: true,
    warnings: ["'unsafe-inline' in script-src"],
    rule: INLINE,
  },
  {
    fields: { 'content-security-policy': "default-src 'self' 'unsafe-inline'" },
    effective: true,
    warnings: ["'unsafe-inline' in default-src"],
    rule: `${INLINE}; default-src stands in for script-src (CSP3 §6.8.3)`,
  },
  {
    fields: { 'content-security-policy': "default-src 'self' 'unsafe-inline'; script-src 'self'" },
    effective: true,
    rule: 'CSP3 §6.8.3: script-src, when set, governs scripts instead of default-src',
  },
  {
    fields: { 'content-security-policy': "script-src 'self' 'unsafe-inline' 'nonce-r4nd0m'" },
    effective: true,
    rule: INLINE,
  },
  {
    fields: {
      'content-security-policy': "script-src 'unsafe-inline' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    },
    effective: true,
    rule: INLINE,
  },
  {
    fields: { 'content-security-policy': "script-src 'unsafe-inline' 'strict-dynamic' 'nonce-r4nd0m'" },
    effective: true,
    rule: INLINE,
  },
  {
    fields: { 'content-security-policy': "script-src 'unsafe-inline' 'strict-dynamic'" },
    effective: true,
    rule: INLINE,
  },
  {
    fields: { 'content-security-policy': "script-src 'UNSAFE-INLINE'" },
    effective: true,
    warnings: ["'unsafe-inline'"],
    rule: 'CSP3: keyword-sources match case-insensitively',
  },
  {
    fields: { 'content-security-policy': "script-src 'self' 'unsafe-eval'" },
    effective: true,
    warnings: ["'unsafe-eval' in script-src"],
    rule: 'CSP3 §6.8.2 EnsureCSPDoesNotBlockStringCompilation',
  },
  {
    fields: { 'content-security-policy': "script-src 'self' 'unsafe-eval' 'nonce-r4nd0m'" },
    effective: true,
    warnings: ["'unsafe-eval'"],
    rule: 'CSP3: nonces do not cancel unsafe-eval',
  },
  {
    fields: { 'content-security-policy': 'script-src *' },
    effective: true,
    warnings: ['any host (*)'],
    rule: 'CSP3 §6.7.2.6: * matches any network-scheme URL',
  },
  {
    fields: { 'content-security-policy': 'script-src https:' },
    effective: true,
    warnings: ['any https: URL'],
    rule: 'CSP3 scheme-source: https: matches every HTTPS URL',
  },
  {
    fields: { 'content-security-policy': "script-src 'self' data:" },
    effective: true,
    warnings: ['data: URLs'],
    rule: 'CSP3 scheme-source: data: lets a tag carry its own script',
  },
  {
    fields: { 'content-security-policy': "script-src 'strict-dynamic' 'nonce-r4nd0m' https: 'unsafe-inline'" },
    effective: true,
    rule: "CSP3 §8.2: with 'strict-dynamic', host and scheme sources and 'unsafe-inline' are ignored",
  },
  {
    fields: { 'content-security-policy': "script-src 'self' https://cdn.example.com" },
    effective: true,
    rule: 'CSP3: a named host is not a wildcard',
  },
  {
    fields: { 'content-security-policy': "script-src 'self' 'unsafe-inline' 'unsafe-eval' *" },
    effective: true,
    warnings: ["'unsafe-inline'", "'unsafe-eval'", 'any host'],
    rule: `${INLINE}; unsafe-eval; wildcard`,
  },
  {
    fields: { 'content-security-policy': "img-src 'self'" },
    effective: true,
    warnings: ['no script-src or default-src'],
    rule: 'CSP3 §6.8.3: without script-src or default-src nothing restricts scripts',
  },
  {
    fields: { 'content-security-policy': 'upgrade-insecure-requests' },
    effective: true,
    warnings: ['scripts are not restricted'],
    rule: 'Upgrade Insecure Requests §3.1: a policy browsers act on, which restricts no script',
  },
  {
    fields: { 'content-security-policy': "frame-ancestors 'none'" },
    effective: true,
    warnings: ['scripts are not restricted'],
    rule: 'CSP3: frame-ancestors alone restricts no script',
  },
  {
    fields: { 'content-security-policy': 'script-src self' },
    effective: true,
    warnings: ['lacks quotes'],
    rule: 'CSP3 source grammar: bare self is a host-source, not the keyword',
  },
  {
    fields: { 'content-security-policy': "script-src 'self' 'unsafe-inline', script-src 'self'" },
    effective: true,
    rule: `${ALL_POLICIES}: the second policy blocks inline scripts`,
  },
  {
    fields: { 'content-security-policy': ["script-src 'self' 'unsafe-inline'", "script-src 'self' 'unsafe-inline'"] },
    effective: true,
    warnings: ["'unsafe-inline'"],
    rule: `${ALL_POLICIES}: both allow inline scripts`,
  },
  {
    fields: { 'content-security-policy': ["script-src 'unsafe-inline'", "img-src 'self'"] },
    effective: true,
    warnings: ["'unsafe-inline'"],
    rule: `${ALL_POLICIES}: the second restricts no script`,
  },
];

const RP =
  'Referrer Policy §8.1 "parse a referrer policy from a Referrer-Policy header": the last recognised token wins';
const RP_BROWSERS =
  'Chromium SecurityPolicy::ReferrerPolicyFromHeaderValue, Firefox ReferrerInfo::ReferrerPolicyFromHeaderString';
export const referrerCases: Case[] = [
  { fields: { 'referrer-policy': 'no-referrer' }, effective: true, rule: RP },
  { fields: { 'referrer-policy': 'strict-origin-when-cross-origin' }, effective: true, rule: RP },
  { fields: { 'referrer-policy': 'same-origin' }, effective: true, rule: RP },
  { fields: { 'referrer-policy': 'origin' }, effective: true, rule: RP },
  { fields: { 'referrer-policy': 'strict-origin' }, effective: true, rule: RP },
  { fields: { 'referrer-policy': 'origin-when-cross-origin' }, effective: true, rule: RP },
  { fields: { 'referrer-policy': ' origin ' }, effective: true, rule: `${RP_BROWSERS}: tokens are trimmed` },
  {
    fields: { 'referrer-policy': 'NO-REFERRER' },
    effective: true,
    rule: `${RP_BROWSERS}: tokens match without regard to case`,
  },
  {
    fields: { 'referrer-policy': 'unsafe-url' },
    effective: true,
    warnings: ['unsafe-url sends the full address'],
    rule: 'Referrer Policy §3.8 unsafe-url: full URL to every origin, even over HTTP',
  },
  {
    fields: { 'referrer-policy': 'no-referrer-when-downgrade' },
    effective: true,
    warnings: ['no-referrer-when-downgrade sends the full address'],
    rule: 'Referrer Policy §3.2: full URL to every HTTPS origin',
  },
  {
    fields: { 'referrer-policy': 'whimsy' },
    effective: false,
    problem: 'no policy browsers recognise ("whimsy")',
    rule: RP,
  },
  {
    fields: { 'referrer-policy': 'whimsy, nonsense' },
    effective: false,
    problem: 'no policy browsers recognise',
    rule: `${RP}: unknown tokens are ignored`,
  },
  {
    fields: { 'referrer-policy': 'no-referrer, whimsy' },
    effective: true,
    rule: `${RP}: unknown tokens are ignored (Referrer Policy §11.1)`,
  },
  {
    fields: { 'referrer-policy': ['no-referrer', 'whimsy'] },
    effective: true,
    rule: 'WPT referrer-policy/generic/multiple-headers-one-unknown-token.html',
  },
  { fields: { 'referrer-policy': 'whimsy, no-referrer' }, effective: true, rule: RP },
  {
    fields: { 'referrer-policy': 'unsafe-url, strict-origin-when-cross-origin' },
    effective: true,
    rule: `${RP}: the fallback pattern of Referrer Policy §11.1`,
  },
  {
    fields: { 'referrer-policy': 'strict-origin-when-cross-origin, unsafe-url' },
    effective: true,
    warnings: ['unsafe-url'],
    rule: RP,
  },
  {
    fields: { 'referrer-policy': ['no-referrer', 'unsafe-url'] },
    effective: true,
    warnings: ['unsafe-url'],
    rule: `${RP}; two fields combine into one list`,
  },
  { fields: { 'referrer-policy': '' }, effective: false, problem: 'empty value', rule: `${RP}: no token, no policy` },
  { fields: { 'referrer-policy': ',' }, effective: false, problem: 'empty value', rule: `${RP}: no token, no policy` },
  {
    fields: { 'referrer-policy': 'never' },
    effective: false,
    problem: 'no policy browsers recognise',
    rule: `${RP_BROWSERS}: legacy <meta> keywords do not count in the header`,
  },
  {
    fields: { 'referrer-policy': 'origin-when-crossorigin' },
    effective: false,
    problem: 'no policy browsers recognise',
    rule: `${RP_BROWSERS}: legacy keyword`,
  },
  {
    fields: { 'referrer-policy': '"no-referrer"' },
    effective: false,
    problem: 'no policy browsers recognise',
    rule: `${RP_BROWSERS}: a quoted token is not a policy name`,
  },
];

table('X-Content-Type-Options', contentTypeOptionsCases);
table('X-Frame-Options', frameOptionsCases);
table('Strict-Transport-Security', hstsCases);
table('Content-Security-Policy', cspCases);
table('Referrer-Policy', referrerCases);

describe('the table', () => {
  it('has at least 80 cases', () => {
    const total = [contentTypeOptionsCases, frameOptionsCases, hstsCases, cspCases, referrerCases].reduce(
      (n, c) => n + c.length,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(80);
  });
});

describe('the five rows', () => {
  it('lists every header, missing ones with no value and no problem', () => {
    const rows = checkSecurityHeaders({}, true);
    expect(rows.map((r) => r.header)).toEqual([
      'Strict-Transport-Security',
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
    ]);
    expect(rows.every((r) => !r.present && r.value === null && r.problem === null && r.warnings.length === 0)).toBe(
      true,
    );
  });

  it('never throws on odd input', () => {
    const odd = ['"', '\\', ',,,', ';;;', '"\\"', '\u0000', 'a'.repeat(10_000), 'max-age="1\\"; x', "'nonce-", '*'];
    for (const value of odd) {
      const fields = {
        'strict-transport-security': value,
        'content-security-policy': value,
        'x-content-type-options': value,
        'x-frame-options': value,
        'referrer-policy': value,
      };
      expect(() => checkSecurityHeaders(fields, true)).not.toThrow();
    }
  });
});
