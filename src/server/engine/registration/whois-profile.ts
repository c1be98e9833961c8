import type { DayOrder } from './whois-dates';
import { normaliseLabel } from './whois-reader';

export type WhoisField = 'expiry' | 'created' | 'updated' | 'registrar' | 'nameserver' | 'status' | 'dnssec';

/** What a label means: a field, a field read from part of the value (`pick`'s first group), or nothing (null). */
export type LabelRule = WhoisField | { field: WhoisField; pick: RegExp } | null;

/**
 * How one registry (or a family of registries sharing software) writes its WHOIS answers. Everything is added to
 * the generic profile: a profile lists only what differs.
 */
export interface WhoisProfile {
  /** Registry or family name, for reading the table. */
  name: string;
  /** Public suffixes it answers for ('fr', 'co.uk'); a domain takes the profile of its longest matching suffix. */
  suffixes: string[];
  /**
   * Labels (as written; normalised on load), most trusted first, ahead of the generic ones. 'section > label' is a
   * label inside a block ('registrar > name' for .ee). null removes a generic label for this registry.
   */
  labels?: Record<string, LabelRule | LabelRule[]>;
  /** How the registry writes all-numeric dates; unset: an ambiguous date (03/04/2025) is dropped, never guessed. */
  dayOrder?: DayOrder;
  /** Lines (comment marks and leading '*' removed) that mean "no such domain". */
  notFound?: RegExp[];
  /** Lines that mean the registry holds the name back from registration (reserved, blocked): checked before notFound. */
  reserved?: RegExp[];
  /** Phrases of the registry's rate-limit reply; they win over "no such domain" in the same answer. */
  throttled?: RegExp[];
  /** Block headers whose following unindented 'key: value' lines belong to the block (.ee 'Registrar:\nname: x'). */
  sections?: string[];
}

export interface RuleEntry {
  field: WhoisField;
  pick: RegExp | null;
  /** Lower is more trusted: the order labels are listed in, the registry's own before the generic ones. */
  rank: number;
}

/** A profile merged with the generic one, ready to read with. */
export interface ResolvedProfile {
  name: string;
  rules: ReadonlyMap<string, RuleEntry[]>;
  dayOrder: DayOrder | undefined;
  notFound: RegExp[];
  reserved: RegExp[];
  throttled: RegExp[];
  sections: ReadonlySet<string>;
  /** Every label with a meaning, for layouts with no colon. */
  known: ReadonlySet<string>;
}

export function normaliseRuleKey(key: string): string {
  const [section, label] = key.includes('>') ? key.split('>', 2) : [null, key];
  return section === null ? normaliseLabel(label ?? '') : `${normaliseLabel(section)} > ${normaliseLabel(label ?? '')}`;
}

/** The profile's labels first, then the generic ones it did not redefine. */
export function resolveProfile(profile: WhoisProfile, generic: WhoisProfile): ResolvedProfile {
  const rules = new Map<string, RuleEntry[]>();
  let rank = 0;
  for (const table of [profile.labels ?? {}, profile === generic ? {} : (generic.labels ?? {})]) {
    for (const [key, rule] of Object.entries(table)) {
      const name = normaliseRuleKey(key);
      if (rules.has(name)) continue;
      const list = (Array.isArray(rule) ? rule : [rule]).filter((r): r is Exclude<LabelRule, null> => r !== null);
      rules.set(
        name,
        list.map((r) => ({
          field: typeof r === 'string' ? r : r.field,
          pick: typeof r === 'string' ? null : r.pick,
          rank: rank++,
        })),
      );
    }
  }
  const known = new Set<string>();
  for (const [key, list] of rules)
    if (list.length > 0) known.add(key.includes(' > ') ? (key.split(' > ')[1] ?? key) : key);
  const same = profile === generic;
  return {
    name: profile.name,
    rules,
    dayOrder: profile.dayOrder,
    notFound: [...(profile.notFound ?? []), ...(same ? [] : (generic.notFound ?? []))],
    reserved: [...(profile.reserved ?? []), ...(same ? [] : (generic.reserved ?? []))],
    throttled: [...(profile.throttled ?? []), ...(same ? [] : (generic.throttled ?? []))],
    sections: new Set([...(profile.sections ?? []), ...(same ? [] : (generic.sections ?? []))].map(normaliseLabel)),
    known,
  };
}

/** Builds the suffix -> profile lookup; a suffix claimed twice is a mistake in the table. */
export function buildProfileTable(
  profiles: WhoisProfile[],
  generic: WhoisProfile,
): { forDomain: (domain: string) => ResolvedProfile } {
  const bySuffix = new Map<string, ResolvedProfile>();
  for (const profile of profiles) {
    const resolved = resolveProfile(profile, generic);
    for (const suffix of profile.suffixes) {
      const key = suffix.toLowerCase().replace(/^\./, '');
      if (bySuffix.has(key)) throw new Error(`WHOIS profile suffix .${key} is listed twice`);
      bySuffix.set(key, resolved);
    }
  }
  const fallback = resolveProfile(generic, generic);
  return {
    forDomain(domain: string): ResolvedProfile {
      const labels = domain.toLowerCase().trim().replace(/\.$/, '').split('.');
      // Longest suffix first: 'example.co.uk' tries 'co.uk', then 'uk'.
      for (let i = 1; i < labels.length; i += 1) {
        const found = bySuffix.get(labels.slice(i).join('.'));
        if (found) return found;
      }
      return bySuffix.get(labels.join('.')) ?? fallback;
    },
  };
}
