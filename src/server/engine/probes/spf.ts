import { isIPv4, isIPv6 } from 'node:net';

/** RFC 7208 §4.6.4: at most 10 terms that cause DNS queries, across the record and everything it includes. */
export const SPF_LOOKUP_LIMIT = 10;

export interface SpfAnalysis {
  /** The domain's SPF record (the first when there are several). */
  record: string | null;
  /** Several v=spf1 records are a permanent error (RFC 7208 §4.5). */
  recordCount: number;
  valid: boolean;
  problems: string[];
  /** include, a, mx, ptr, exists and redirect terms, nested includes counted. */
  lookupCount: number;
  lookupLimitExceeded: boolean;
  /** The all mechanism's qualifier, e.g. '-' for '-all'. */
  allQualifier: string | null;
  includes: string[];
}

type TxtFetcher = (name: string) => Promise<string[] | null>;

const MECHANISM = /^([+\-~?]?)(all|include|a|mx|ptr|ip4|ip6|exists)(?:([:/])(.*))?$/i;
const MODIFIER = /^([a-z][a-z0-9_.-]*)=(.*)$/i;
const LOOKUP_TERMS = new Set(['include', 'a', 'mx', 'ptr', 'exists']);

export function spfRecordsOf(txt: string[]): string[] {
  return txt.filter((record) => /^v=spf1(\s|$)/i.test(record.trim()));
}

interface ParsedSpf {
  problems: string[];
  lookups: number;
  includes: string[];
  redirect: string | null;
  allQualifier: string | null;
}

export function parseSpf(record: string): ParsedSpf {
  const terms = record.trim().split(/\s+/).slice(1);
  const parsed: ParsedSpf = { problems: [], lookups: 0, includes: [], redirect: null, allQualifier: null };
  for (const term of terms) {
    const mechanism = MECHANISM.exec(term);
    if (mechanism) {
      const name = (mechanism[2] ?? '').toLowerCase();
      const separator = mechanism[3];
      const arg = mechanism[4] ?? '';
      if (LOOKUP_TERMS.has(name)) parsed.lookups += 1;
      if ((name === 'include' || name === 'exists') && (separator !== ':' || arg === ''))
        parsed.problems.push(`'${term}' needs a domain`);
      if (name === 'include' && separator === ':' && arg !== '') parsed.includes.push(arg.toLowerCase());
      if (name === 'ip4' && !validCidr(arg, 'ip4'))
        parsed.problems.push(`'${term}' is not a valid IPv4 address or range`);
      if (name === 'ip6' && !validCidr(arg, 'ip6'))
        parsed.problems.push(`'${term}' is not a valid IPv6 address or range`);
      if (name === 'all') {
        if (separator) parsed.problems.push(`'${term}' takes no argument`);
        parsed.allQualifier = mechanism[1] || '+';
      }
      continue;
    }
    const modifier = MODIFIER.exec(term);
    if (modifier) {
      if ((modifier[1] ?? '').toLowerCase() === 'redirect') parsed.redirect = (modifier[2] ?? '').toLowerCase();
      continue;
    }
    parsed.problems.push(`'${term}' is not a valid SPF term`);
  }
  // RFC 7208 §6.1: redirect is ignored when the record has an all mechanism.
  if (parsed.redirect && parsed.allQualifier === null) parsed.lookups += 1;
  else parsed.redirect = null;
  return parsed;
}

function validCidr(arg: string, kind: 'ip4' | 'ip6'): boolean {
  const [address = '', prefix] = arg.split('/');
  const max = kind === 'ip4' ? 32 : 128;
  if (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= max)) return false;
  return kind === 'ip4' ? isIPv4(address) : isIPv6(address);
}

/**
 * Checks the domain's SPF record and counts DNS-querying terms, following include and redirect targets
 * (macros are not expanded). Stops descending once the limit is known to be exceeded or after maxQueries names.
 */
export async function analyseSpf(txt: string[], fetchTxt: TxtFetcher, maxQueries = 20): Promise<SpfAnalysis> {
  const records = spfRecordsOf(txt);
  const analysis: SpfAnalysis = {
    record: records[0] ?? null,
    recordCount: records.length,
    valid: records.length === 1,
    problems: records.length > 1 ? ['more than one SPF record'] : [],
    lookupCount: 0,
    lookupLimitExceeded: false,
    allQualifier: null,
    includes: [],
  };
  if (!analysis.record) return analysis;
  const top = parseSpf(analysis.record);
  analysis.problems.push(...top.problems);
  analysis.allQualifier = top.allQualifier;
  analysis.lookupCount = top.lookups;

  // Each include is evaluated (and counted) every time it is referenced, as a receiver would; answers are cached.
  const cache = new Map<string, Promise<string[] | null>>();
  const fetchOnce = (name: string): Promise<string[] | null> => {
    let answer = cache.get(name);
    if (!answer) {
      answer = fetchTxt(name);
      cache.set(name, answer);
    }
    return answer;
  };
  let frontier = [...top.includes, ...(top.redirect ? [top.redirect] : [])];
  for (
    let depth = 0;
    depth < 10 && frontier.length > 0 && analysis.lookupCount <= SPF_LOOKUP_LIMIT && cache.size < maxQueries;
    depth++
  ) {
    const batch = frontier.filter((name) => !name.includes('%'));
    const answers = await Promise.all(batch.map(async (name) => ({ name, txt: await fetchOnce(name) })));
    frontier = [];
    for (const { name, txt: included } of answers) {
      if (!analysis.includes.includes(name)) analysis.includes.push(name);
      const spf = included ? spfRecordsOf(included)[0] : undefined;
      if (!spf) {
        analysis.problems.push(`included domain ${name} has no SPF record`);
        continue;
      }
      const nested = parseSpf(spf);
      analysis.lookupCount += nested.lookups;
      frontier.push(...nested.includes, ...(nested.redirect ? [nested.redirect] : []));
    }
  }
  analysis.lookupLimitExceeded = analysis.lookupCount > SPF_LOOKUP_LIMIT;
  analysis.valid = analysis.valid && analysis.problems.length === 0 && !analysis.lookupLimitExceeded;
  return analysis;
}
