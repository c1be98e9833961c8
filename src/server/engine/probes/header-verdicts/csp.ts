/**
 * Content-Security-Policy as browsers apply it (CSP Level 3, https://www.w3.org/TR/CSP3/). Every comma-separated
 * policy, and every field (Node joins fields with ", "), is a separate policy and all of them apply: a script runs only
 * if every policy allows it. Directive names browsers do not know are ignored, so a policy made only of those
 * restricts nothing.
 */
import { applies, ignored, quoted, type HeaderVerdict } from './verdict';

/**
 * Directives current browsers parse (CSP3 plus Trusted Types and fenced frames). block-all-mixed-content is
 * deprecated but still parsed; removed ones (plugin-types, prefetch-src, navigate-to, referrer) are not.
 */
const KNOWN_DIRECTIVES = new Set([
  'base-uri',
  'block-all-mixed-content',
  'child-src',
  'connect-src',
  'default-src',
  'fenced-frame-src',
  'font-src',
  'form-action',
  'frame-ancestors',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'report-to',
  'report-uri',
  'require-trusted-types-for',
  'sandbox',
  'script-src',
  'script-src-attr',
  'script-src-elem',
  'style-src',
  'style-src-attr',
  'style-src-elem',
  'trusted-types',
  'upgrade-insecure-requests',
  'webrtc',
  'worker-src',
]);

/** Keywords that only mean something quoted; bare, a browser reads them as host names. */
const BARE_KEYWORDS = new Set([
  'self',
  'none',
  'unsafe-inline',
  'unsafe-eval',
  'strict-dynamic',
  'unsafe-hashes',
  'wasm-unsafe-eval',
]);

/** Script sources that let in scripts from anywhere an attacker can put one. */
const WILDCARD_SOURCES: Record<string, string> = {
  '*': 'any host (*)',
  'https:': 'any https: URL',
  'http:': 'any http: URL',
  'data:': 'data: URLs, which an injected tag can fill with any code',
  'https://*': 'any host (https://*)',
  'http://*': 'any host (http://*)',
};

const NONCE_OR_HASH = /^'(nonce-|sha256-|sha384-|sha512-)[A-Za-z0-9+/_-]+={0,2}'$/i;

export interface CspPolicy {
  /** Recognised directives, first occurrence only (CSP3 §2.2.1 skips a repeated name). */
  directives: Map<string, string[]>;
  /** Directive names browsers ignore. */
  unknown: string[];
}

/** Every policy in a Content-Security-Policy value (CSP3 "parse a serialized CSP", once per comma-separated item). */
export function parseCspList(value: string): CspPolicy[] {
  return value.split(',').map(parsePolicy);
}

function parsePolicy(serialized: string): CspPolicy {
  const policy: CspPolicy = { directives: new Map(), unknown: [] };
  for (const raw of serialized.split(';')) {
    const token = raw.trim();
    // CSP3: empty tokens and tokens with non-ASCII characters are skipped.
    if (token === '' || [...token].some((c) => c.charCodeAt(0) > 0x7f)) continue;
    const [nameRaw = '', ...values] = token.split(/[\t\n\f\r ]+/);
    const name = nameRaw.toLowerCase();
    if (!KNOWN_DIRECTIVES.has(name)) {
      if (!policy.unknown.includes(nameRaw)) policy.unknown.push(nameRaw);
      continue;
    }
    if (!policy.directives.has(name)) policy.directives.set(name, values);
  }
  return policy;
}

/** The policies a browser enforces: those with at least one directive it knows. */
export function appliedPolicies(value: string): CspPolicy[] {
  return parseCspList(value).filter((p) => p.directives.size > 0);
}

export function judgeCsp(value: string): HeaderVerdict {
  if (value.trim() === '') return ignored('empty value');
  const policies = parseCspList(value);
  const applied = policies.filter((p) => p.directives.size > 0);
  const unknown = [...new Set(policies.flatMap((p) => p.unknown))];
  if (applied.length === 0) {
    if (value.replace(/["'\s;,]/g, '') === '')
      return ignored(`no directives, only quotes, spaces or separators (${quoted(value)})`);
    return ignored(
      unknown.length > 0
        ? `no directive browsers recognise (${unknown.slice(0, 3).join(', ')})`
        : 'no directive browsers recognise',
    );
  }
  const warnings = scriptWarnings(applied);
  if (unknown.length > 0)
    warnings.push(
      `browsers ignore the unknown directive${unknown.length === 1 ? '' : 's'} ${unknown.slice(0, 3).join(', ')}`,
    );
  return applies(warnings);
}

interface ScriptStance {
  directive: 'script-src' | 'default-src';
  inline: boolean;
  eval: boolean;
  wildcard: string | null;
  bareKeywords: string[];
}

/** How one policy treats scripts: script-src, else default-src (CSP3 §6.8.3 fallback); null when neither is set. */
function scriptStance(policy: CspPolicy): ScriptStance | null {
  const directive = policy.directives.has('script-src')
    ? 'script-src'
    : policy.directives.has('default-src')
      ? 'default-src'
      : null;
  if (directive === null) return null;
  const sources = (policy.directives.get(directive) ?? []).map((s) => s.toLowerCase());
  const strictDynamic = sources.includes("'strict-dynamic'");
  // CSP3 "does a source list allow all inline behavior": a nonce, a hash or 'strict-dynamic' cancels 'unsafe-inline'.
  const inline = sources.includes("'unsafe-inline'") && !strictDynamic && !sources.some((s) => NONCE_OR_HASH.test(s));
  // With 'strict-dynamic', host and scheme sources are ignored for scripts (CSP3 §8.2).
  const wildcard = strictDynamic ? null : (sources.find((s) => s in WILDCARD_SOURCES) ?? null);
  return {
    directive,
    inline,
    eval: sources.includes("'unsafe-eval'"),
    wildcard,
    bareKeywords: sources.filter((s) => BARE_KEYWORDS.has(s)),
  };
}

/** Weaknesses every applied policy shares: one strict policy is enough to block what another allows. */
function scriptWarnings(policies: CspPolicy[]): string[] {
  const stances = policies.map(scriptStance);
  const restricting = stances.filter((s): s is ScriptStance => s !== null);
  if (restricting.length === 0) return ['no script-src or default-src, so scripts are not restricted'];
  const allAllow = (test: (s: ScriptStance) => boolean) => stances.every((s) => s === null || test(s));
  const warnings: string[] = [];
  const first = (test: (s: ScriptStance) => boolean) => restricting.find(test)!;
  if (allAllow((s) => s.inline))
    warnings.push(
      `'unsafe-inline' in ${first((s) => s.inline).directive} lets injected inline scripts run (no nonce, hash or 'strict-dynamic')`,
    );
  if (allAllow((s) => s.eval))
    warnings.push(`'unsafe-eval' in ${first((s) => s.eval).directive} lets scripts run strings as code`);
  if (allAllow((s) => s.wildcard !== null)) {
    const stance = first((s) => s.wildcard !== null);
    warnings.push(`${stance.directive} allows scripts from ${WILDCARD_SOURCES[stance.wildcard!]}`);
  }
  for (const stance of restricting) {
    for (const bare of stance.bareKeywords)
      warnings.push(`${bare} in ${stance.directive} lacks quotes, so browsers read it as a host name, not '${bare}'`);
  }
  return [...new Set(warnings)];
}

/** Where CSP frame-ancestors decides framing: null when no applied policy sets it (then X-Frame-Options counts). */
export function frameAncestors(value: string | null): { restrictive: boolean; sources: string } | null {
  if (value === null) return null;
  const lists = appliedPolicies(value).flatMap((p) => {
    const list = p.directives.get('frame-ancestors');
    return list ? [list] : [];
  });
  if (lists.length === 0) return null;
  // Every policy must allow an embedding, so one list without a wildcard is enough to restrict framing.
  const open = (list: string[]) => list.some((s) => FRAME_WILDCARDS.has(s.toLowerCase()));
  const deciding = lists.find((list) => !open(list)) ?? lists[0] ?? [];
  return { restrictive: !open(deciding), sources: deciding.join(' ') || "'none'" };
}

const FRAME_WILDCARDS = new Set(['*', 'https:', 'http:', 'https://*', 'http://*']);
