import { randomBytes } from 'node:crypto';
import { pointerRecord } from '../../../shared/helpers/dns-pointer';
import { describeDnsError, lookUpDns, type DnsAnswer, type EngineOptions } from '../../engine';
import type { CustomDomainProof } from '../../db/schema/status-pages';

/**
 * How a status page proves a custom domain its owner's (decision 065), and what a check concludes. Pure rules here;
 * the verifier (custom-domain-verifier.ts) reads the claims and stores the outcome.
 */

/** The label of the TXT record under the claimed name. */
export const CHALLENGE_LABEL = '_sitewarden-challenge';

export const challengeRecordName = (host: string) => `${CHALLENGE_LABEL}.${host}`;

/** A page's TXT value: random, one per page, kept across claims (the record is public anyway). */
export const newChallengeToken = () => randomBytes(16).toString('hex');

/** The name as served: only a proven claim is (pending claims are promises, not addresses). */
export const servedHost = (row: { customDomain: string | null; customDomainVerifiedAt: Date | null }) =>
  row.customDomainVerifiedAt ? row.customDomain : null;

/** What DNS says about one claim: the page's TXT value under the challenge name, a CNAME from the name to us. */
export interface ProofLookup {
  txt: 'found' | 'absent' | 'error';
  cname: 'found' | 'absent' | 'error';
  /** The resolver's failure, worded, when one of the questions got no answer. */
  failure: string | null;
}

const bareName = (name: string) => name.toLowerCase().replace(/\.$/, '');

function outcome<T>(answer: DnsAnswer<T>, matches: (value: T) => boolean): 'found' | 'absent' | 'error' {
  if (answer.status === 'error') return 'error';
  return answer.status === 'ok' && answer.values.some(matches) ? 'found' : 'absent';
}

/** Asks both questions through the probes' resolver (engine options: DNS_SERVERS, timeouts). */
export async function lookUpProof(
  engine: EngineOptions,
  host: string,
  token: string,
  ownHost: string,
): Promise<ProofLookup> {
  const [txt, cname] = await Promise.all([
    lookUpDns(engine, 'TXT', challengeRecordName(host)),
    lookUpDns(engine, 'CNAME', host),
  ]);
  const failed = [txt, cname].find((a) => a.status === 'error');
  return {
    // a TXT record may come in several strings: they are one value
    txt: outcome(txt, (chunks) => chunks.join('').trim() === token),
    cname: outcome(cname, (target) => bareName(target) === ownHost),
    failure: failed?.status === 'error' ? describeDnsError(failed.code) : null,
  };
}

/** Another page claiming the same name: whether it holds it (verified) and by what. */
export interface RivalClaim {
  id: string;
  verified: boolean;
  proof: CustomDomainProof | null;
}

export interface ClaimState {
  host: string;
  verified: boolean;
  proof: CustomDomainProof | null;
  /** It was served once and let go since: the words say its proof went away. */
  released: boolean;
}

/** A rival that held the name by CNAME and lets it go, with the words its editor shows. */
export interface Release {
  id: string;
  problem: string;
}

/** What a check decides for the page (and, when its TXT record outranks a rival's CNAME, for that rival). */
export type ClaimVerdict =
  | { kind: 'verified'; proof: CustomDomainProof; release: Release[] }
  /** Not served (or no longer): `problem` says why and what to do; `released`: it was served until now. */
  | { kind: 'pending'; problem: string; released: boolean; release: Release[] }
  /** The resolver did not answer: nothing changes but the problem shown. */
  | { kind: 'unchanged'; problem: string };

export const claimMessages = {
  absent: (host: string, ownHost: string) =>
    pointerRecord(ownHost).proves
      ? `No TXT record ${challengeRecordName(host)} with this page's value was found, and ${host} is not a CNAME to ${ownHost}.`
      : `No TXT record ${challengeRecordName(host)} with this page's value was found.`,
  gone: (host: string) =>
    `The record that proved ${host} is gone. Put it back: the page answers on the name again once a check sees it.`,
  taken: (host: string) =>
    `Another status page has proven ${host} with its own TXT record and answers on it. If the name is yours, keep this page's TXT record: the name comes to this page once the other page's record is gone.`,
  contested: (host: string) =>
    `Another status page claims ${host} too. A CNAME shows the name points here, not which page is yours: create this page's TXT record to prove it.`,
  outranked: (host: string) =>
    `Another status page proved ${host} with its TXT record; a CNAME cannot tell which page is the owner's. Create this page's TXT record if the name is yours.`,
  unanswered: (failure: string) => `The name could not be checked: ${failure}. It is checked again in a few minutes.`,
} as const;

/**
 * The rules (decision 065). The page's own TXT record proves the name is its owner's, and outranks a rival that
 * holds the name by CNAME. A CNAME to the installation only says the name points here, not at which page: it proves
 * a claim nobody else makes, and a page holding the name by CNAME lets it go once another page claims it. A proof
 * that is gone releases the name; a resolver that does not answer changes nothing.
 */
export function judgeClaim(claim: ClaimState, found: ProofLookup, rivals: RivalClaim[], ownHost: string): ClaimVerdict {
  const holder = rivals.find((r) => r.verified);
  const released = claim.verified;
  if (found.txt === 'found') {
    if (holder?.proof === 'txt')
      return { kind: 'pending', problem: claimMessages.taken(claim.host), released, release: [] };
    return {
      kind: 'verified',
      proof: 'txt',
      release: holder ? [{ id: holder.id, problem: claimMessages.outranked(claim.host) }] : [],
    };
  }
  if (found.cname === 'found') {
    if (holder?.proof === 'txt')
      return { kind: 'pending', problem: claimMessages.taken(claim.host), released, release: [] };
    // contested: nobody holds the name by CNAME, and a rival holding it so lets it go
    if (rivals.length) {
      const release = holder ? [{ id: holder.id, problem: claimMessages.contested(claim.host) }] : [];
      return { kind: 'pending', problem: claimMessages.contested(claim.host), released, release };
    }
    return { kind: 'verified', proof: 'cname', release: [] };
  }
  if (found.failure) return { kind: 'unchanged', problem: claimMessages.unanswered(found.failure) };
  const problem =
    released || claim.released ? claimMessages.gone(claim.host) : claimMessages.absent(claim.host, ownHost);
  return { kind: 'pending', problem, released, release: [] };
}
