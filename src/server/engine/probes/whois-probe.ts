import type { EngineContext } from '../context';
import { daysUntil, describeExpiry, formatDate } from '../net/format';
import { lookupRdap } from '../registration/rdap-client';
import type { LookupOutcome, RegistrationData } from '../registration/registration-types';
import { queryWhois } from '../registration/whois-client';
import { parseWhois } from '../registration/whois-parser';
import { whoisServerFor } from '../registration/whois-servers';
import type { CheckStatus, Probe, ProbeOutcome, ProbeTarget } from '../types';

export interface WhoisDetails extends RegistrationData {
  source: 'rdap' | 'whois' | null;
  server: string | null;
  daysUntilExpiry: number | null;
  /** Why RDAP was not used, when the answer came from WHOIS or from nowhere. */
  rdapError: string | null;
  whoisError: string | null;
}

// EPP statuses that take a site off the internet or mean the name is about to be lost.
const CRITICAL_STATUSES = ['clientHold', 'serverHold', 'redemptionPeriod', 'pendingDelete'];

/** Domain registration: RDAP first (IANA bootstrap), port-43 WHOIS when RDAP has no answer. */
export const whoisProbe: Probe<'whois', WhoisDetails> = {
  kind: 'whois',
  async check(target: ProbeTarget, ctx: EngineContext): Promise<ProbeOutcome<WhoisDetails>> {
    const rdap = await lookupRdap(target.domain, ctx);
    if (rdap.status !== 'unavailable') return interpret(rdap, 'rdap', null, null);
    const whois = await lookupWhois(target.domain, ctx);
    return interpret(whois, 'whois', rdap.reason, whois.status === 'unavailable' ? whois.reason : null);
  },
};

async function lookupWhois(domain: string, ctx: EngineContext): Promise<LookupOutcome> {
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  const server = await whoisServerFor(tld, ctx.options.whoisServers, ctx.options.timeouts.whoisMs);
  if ('error' in server) return { status: 'unavailable', server: null, reason: server.error };
  const name = `${server.host}:${server.port}`;
  const answer = await queryWhois(server, domain, ctx);
  if (!answer.ok) return { status: 'unavailable', server: name, reason: answer.reason };
  const parsed = parseWhois(answer.text, domain);
  if (parsed.kind === 'not-found') return { status: 'not-found', server: name };
  if (parsed.kind === 'throttled' || parsed.kind === 'unparseable') return { status: 'unavailable', server: name, reason: parsed.reason };
  return { status: 'found', data: parsed.data, server: name };
}

function interpret(outcome: LookupOutcome, source: 'rdap' | 'whois', rdapError: string | null, whoisError: string | null): ProbeOutcome<WhoisDetails> {
  const details: WhoisDetails = {
    registrar: null,
    createdAt: null,
    updatedAt: null,
    expiresAt: null,
    nameservers: [],
    statuses: [],
    dnssec: null,
    source: outcome.status === 'unavailable' ? null : source,
    server: outcome.server,
    daysUntilExpiry: null,
    rdapError,
    whoisError,
  };
  if (outcome.status === 'unavailable') {
    return { status: 'error', message: `Registration data unavailable: ${outcome.reason}`, details };
  }
  if (outcome.status === 'not-found') {
    return { status: 'critical', message: 'The registry has no record of this domain: it is not registered', details };
  }
  Object.assign(details, outcome.data);
  if (!outcome.data.expiresAt) {
    return { status: 'error', message: 'The registry did not publish an expiry date for this domain', details };
  }
  const expiresAt = new Date(outcome.data.expiresAt);
  const days = daysUntil(expiresAt, new Date());
  details.daysUntilExpiry = days;
  const registrar = outcome.data.registrar ? ` with ${outcome.data.registrar}` : '';
  const expiry = `${describeExpiry(days)} (${formatDate(expiresAt)})`;
  const badStatus = outcome.data.statuses.find((s) => CRITICAL_STATUSES.some((c) => c.toLowerCase() === s.toLowerCase()));

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
