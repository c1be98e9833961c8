import { describeFailure, type ReadableFailure } from './error-classification';
import { midSentence } from './mid-sentence';

/**
 * The registration outcomes (decision 039): the registry has the name (with facts), the registry says it has no
 * record, the registry holds it back from registration (reserved, blocked: nobody holds it, nobody can take it), or
 * nobody could tell (throttled, unparseable, unreachable, no server). Unknown is never "not registered".
 */
export const REGISTRATION_OUTCOMES = ['registered', 'not-registered', 'reserved', 'unknown'] as const;
export type RegistrationOutcome = (typeof REGISTRATION_OUTCOMES)[number];

export const NOT_REGISTERED_WORDS = 'Not registered (the registry has no record)';
export const RESERVED_WORDS = 'Reserved by the registry: not available for registration';

export interface RegistrationFacts {
  registration?: string | null;
  unknownReason?: string | null;
  registrar?: string | null;
  expiresAt?: string | null;
  daysUntilExpiry?: number | null;
}

export function isRegistrationOutcome(value: unknown): value is RegistrationOutcome {
  return typeof value === 'string' && (REGISTRATION_OUTCOMES as readonly string[]).includes(value);
}

/** 'Registration unknown: could not reach the registry's WHOIS server': the reason in words (decision 044). */
export function unknownRegistrationWords(reason: string | null | undefined): string {
  const why = reason?.trim();
  if (!why) return 'Registration unknown: the registry gave no answer';
  const { sentence } = describeFailure(why);
  return `Registration unknown: ${midSentence(sentence)}`;
}

/**
 * The outcome in words: "Registered with X, expires on 2027-03-01", "Not registered (the registry has no record)",
 * "Registration unknown: <reason>". Null for results recorded before the outcome was kept (callers show their message).
 */
export function registrationWords(facts: RegistrationFacts): string | null {
  switch (facts.registration) {
    case 'not-registered':
      return NOT_REGISTERED_WORDS;
    case 'reserved':
      return RESERVED_WORDS;
    case 'unknown':
      return unknownRegistrationWords(facts.unknownReason);
    case 'registered': {
      const registrar = facts.registrar?.trim() ? ` with ${facts.registrar.trim()}` : '';
      const date = facts.expiresAt && /^\d{4}-\d{2}-\d{2}/.test(facts.expiresAt) ? facts.expiresAt.slice(0, 10) : null;
      if (!date) return `Registered${registrar}; the registry publishes no expiry date`;
      const lapsed = typeof facts.daysUntilExpiry === 'number' && facts.daysUntilExpiry < 0;
      return `Registered${registrar}, ${lapsed ? 'expired on' : 'expires on'} ${date}`;
    }
    default:
      return null;
  }
}

/**
 * The line a screen shows for a registration check: the check's own message when the domain is registered (it
 * carries the urgency: days left, a hold status), otherwise the outcome in words, so an unknown result never reads
 * blank or as "not registered". Results recorded before the outcome was kept show their message.
 */
export function registrationLine(message: string | null | undefined, details: unknown): string {
  const facts = (typeof details === 'object' && details !== null ? details : {}) as RegistrationFacts;
  const words = isRegistrationOutcome(facts.registration) ? registrationWords(facts) : null;
  if (facts.registration === 'registered' && message?.trim()) return message;
  return words ?? (message?.trim() ? message : 'Not checked');
}

/** registrationLine with, for an unknown outcome, the registry's raw failure as the detail behind a disclosure. */
export function registrationReading(message: string | null | undefined, details: unknown): ReadableFailure {
  const facts = (typeof details === 'object' && details !== null ? details : {}) as RegistrationFacts;
  const reason = facts.registration === 'unknown' ? facts.unknownReason?.trim() : undefined;
  return { sentence: registrationLine(message, details), detail: reason ? reason : null };
}
