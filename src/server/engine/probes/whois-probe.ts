import {
  NOT_REGISTERED_WORDS,
  RESERVED_WORDS,
  unknownRegistrationWords,
  type RegistrationOutcome,
} from '../../../shared/helpers/registration-outcome';
import type { EngineContext } from '../context';
import { daysUntil, describeExpiry, formatDate } from '../net/format';
import { lookupRdap } from '../registration/rdap-client';
import { referralServer, registrarWhoisHost } from '../registration/registrar-referral';
import type { LookupOutcome, RegistrationData } from '../registration/registration-types';
import { queryWhois } from '../registration/whois-client';
import { parseWhois } from '../registration/whois-parser';
import { whoisServerFor, type WhoisServer } from '../registration/whois-servers';
import type { CheckStatus, Probe, ProbeOutcome, ProbeTarget } from '../types';

export interface WhoisDetails extends RegistrationData {
  /** Decision 039: registered (with the facts above), not registered (the registry said so), or unknown. */
  registration: RegistrationOutcome;
  /** Why the outcome is unknown, in words; null otherwise. */
  unknownReason: string | null;
  source: 'rdap' | 'whois' | null;
  server: string | null;
  /** The registrar's WHOIS server asked for the expiry date a thin registry did not give. */
  referralServer: string | null;
  daysUntilExpiry: number | null;
  /** Why RDAP was not used, when the answer came from WHOIS or from nowhere. */
  rdapError: string | null;
  whoisError: string | null;
}

// EPP statuses that take a site off the internet or mean the name is about to be lost.
const CRITICAL_STATUSES = ['clientHold', 'serverHold', 'redemptionPeriod', 'pendingDelete'];

const OUTCOME_OF_LOOKUP: Record<LookupOutcome['status'], RegistrationOutcome> = {
  found: 'registered',
  'not-found': 'not-registered',
  reserved: 'reserved',
  unavailable: 'unknown',
};

/** A WHOIS lookup's outcome, with the registrar server asked when the registry referred to one. */
type WhoisLookup = LookupOutcome & { referral?: { server: string; error: string | null } };

/**
 * Domain registration: RDAP first (IANA bootstrap), port-43 WHOIS when RDAP has no answer. Only the registry's own
 * answer makes a domain "not registered"; anything that is not an answer is "unknown" and says why.
 */
export const whoisProbe: Probe<'whois', WhoisDetails> = {
  kind: 'whois',
  async check(target: ProbeTarget, ctx: EngineContext): Promise<ProbeOutcome<WhoisDetails>> {
    const rdap = await lookupRdap(target.domain, ctx);
    if (rdap.status === 'found' || rdap.status === 'reserved') return interpret(rdap, 'rdap', null, null);
    if (rdap.status === 'not-found') {
      // "Not registered" raises a critical alert: the registry's WHOIS confirms it, so that a bootstrap entry that is
      // wrong or a lagging RDAP mirror cannot make a registered domain "not registered".
      const confirmation = await lookupWhois(target.domain, ctx);
      if (confirmation.status === 'found' || confirmation.status === 'reserved')
        return interpret(confirmation, 'whois', 'the RDAP server said it has no record of the domain', null);
      return interpret(rdap, 'rdap', null, null);
    }
    const whois = await lookupWhois(target.domain, ctx);
    return interpret(whois, 'whois', rdap.reason, whois.status === 'unavailable' ? whois.reason : null);
  },
};

async function lookupWhois(domain: string, ctx: EngineContext): Promise<WhoisLookup> {
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  const server = await whoisServerFor(tld, ctx.options.whoisServers, ctx.options.timeouts.whoisMs);
  if ('error' in server) return { status: 'unavailable', server: null, reason: server.error };
  const registry = await askWhois(server, domain, ctx);
  if (registry.outcome.status !== 'found' || registry.outcome.data.expiresAt || registry.outcome.data.expiryNever)
    return registry.outcome;

  // A thin registry may leave the expiry to the registrar: ask the server it names, once.
  const host = registrarWhoisHost(registry.text, server.host);
  if (!host) return registry.outcome;
  const registrar = await askWhois(referralServer(host, ctx.options.whoisServers), domain, ctx);
  const found = registry.outcome;
  if (registrar.outcome.status === 'found' && registrar.outcome.data.expiresAt) {
    const data = {
      ...found.data,
      expiresAt: registrar.outcome.data.expiresAt,
      registrar: found.data.registrar ?? registrar.outcome.data.registrar,
    };
    return { ...found, data, referral: { server: host, error: null } };
  }
  const error =
    registrar.outcome.status === 'unavailable'
      ? registrar.outcome.reason
      : registrar.outcome.status === 'not-found'
        ? 'it has no record of the domain'
        : 'its answer has no expiry date';
  return { ...found, referral: { server: host, error } };
}

/** One port-43 question and its reading; the answer's text is kept for the registrar referral. */
async function askWhois(
  server: WhoisServer,
  domain: string,
  ctx: EngineContext,
): Promise<{ outcome: LookupOutcome; text: string }> {
  const name = `${server.host}:${server.port}`;
  const answer = await queryWhois(server, domain, ctx);
  if (!answer.ok) return { outcome: { status: 'unavailable', server: name, reason: answer.reason }, text: '' };
  const parsed = parseWhois(answer.text, domain);
  if (parsed.kind === 'not-found' || parsed.kind === 'reserved')
    return { outcome: { status: parsed.kind, server: name }, text: answer.text };
  if (parsed.kind === 'throttled' || parsed.kind === 'unparseable')
    return { outcome: { status: 'unavailable', server: name, reason: parsed.reason }, text: answer.text };
  return { outcome: { status: 'found', data: parsed.data, server: name }, text: answer.text };
}

function interpret(
  outcome: WhoisLookup,
  source: 'rdap' | 'whois',
  rdapError: string | null,
  whoisError: string | null,
): ProbeOutcome<WhoisDetails> {
  const details: WhoisDetails = {
    registrar: null,
    createdAt: null,
    updatedAt: null,
    expiresAt: null,
    nameservers: [],
    statuses: [],
    dnssec: null,
    registration: OUTCOME_OF_LOOKUP[outcome.status],
    unknownReason: null,
    source: outcome.status === 'unavailable' ? null : source,
    server: outcome.server,
    referralServer: outcome.referral?.server ?? null,
    daysUntilExpiry: null,
    rdapError,
    whoisError,
  };
  if (outcome.status === 'unavailable') {
    // Neither source answered: say what each said, so "unknown" is never mistaken for "not registered".
    details.unknownReason = rdapError && whoisError ? `RDAP: ${rdapError}; WHOIS: ${whoisError}` : outcome.reason;
    return { status: 'error', message: unknownRegistrationWords(details.unknownReason), details };
  }
  if (outcome.status === 'not-found') {
    return { status: 'critical', message: NOT_REGISTERED_WORDS, details };
  }
  // nobody can register it: worth a look (is this the name you meant to watch?), never an alert
  if (outcome.status === 'reserved') return { status: 'warning', message: RESERVED_WORDS, details };
  Object.assign(details, outcome.data);
  const registrar = outcome.data.registrar ? ` with ${outcome.data.registrar}` : '';
  const badStatus = outcome.data.statuses.find((s) =>
    CRITICAL_STATUSES.some((c) => c.toLowerCase() === s.toLowerCase()),
  );
  if (!outcome.data.expiresAt) {
    // Many registries (.de, .no, .ch, .eu...) never publish an expiry date: the domain is registered, and nothing is
    // wrong with the check. Only a hold or pending-delete status makes it critical.
    const referral = outcome.referral
      ? `; the registrar's WHOIS server ${outcome.referral.server} gave none either (${outcome.referral.error ?? 'no date'})`
      : '';
    const noExpiry = outcome.data.expiryNever
      ? 'the registry says it never expires'
      : `the registry does not publish an expiry date${referral}`;
    if (badStatus) return { status: 'critical', message: `Domain is in status ${badStatus}; ${noExpiry}`, details };
    return { status: 'healthy', message: `Registered${registrar}; ${noExpiry}`, details };
  }
  const expiresAt = new Date(outcome.data.expiresAt);
  const days = daysUntil(expiresAt, new Date());
  details.daysUntilExpiry = days;
  const expiry = `${describeExpiry(days)} (${formatDate(expiresAt)})`;

  let status: CheckStatus;
  let message: string;
  if (days < 0) {
    status = 'critical';
    message = `Domain registration ${expiry}`;
  } else if (badStatus) {
    status = 'critical';
    message = `Domain is in status ${badStatus}; registration ${expiry}`;
  } else if (days <= 7) {
    status = 'critical';
    message = `Domain registration ${expiry}`;
  } else if (days <= 30) {
    status = 'warning';
    message = `Domain registration ${expiry}`;
  } else {
    status = 'healthy';
    message = `Registered${registrar}, ${expiry}`;
  }
  return { status, message, details };
}
