import type { CaaRecord, MxRecord, SoaRecord } from 'node:dns';
import type { EngineContext } from '../context';
import { DeadlineError, errorCode, withDeadline } from './deadline';

/** A DNS answer with the three outcomes that mean different things to a site owner kept apart. */
export type DnsAnswer<T> =
  | { status: 'ok'; values: T[] }
  /** The name exists but has no record of this type (NOERROR, no data). */
  | { status: 'nodata' }
  /** The name does not exist (NXDOMAIN). */
  | { status: 'nxdomain' }
  /** The resolver failed: timeout, refused, server failure. */
  | { status: 'error'; code: string };

export interface AddressWithTtl {
  address: string;
  ttl: number;
}

type Query<T> = (name: string) => Promise<T[]>;

const queriesOf = new WeakMap<EngineContext, ReturnType<typeof buildQueries>>();
/** The resolver's question per record type, made once per engine. */
function queries(ctx: EngineContext) {
  let q = queriesOf.get(ctx);
  if (!q) queriesOf.set(ctx, (q = buildQueries(ctx)));
  return q;
}

function buildQueries(ctx: EngineContext) {
  const r = ctx.resolver;
  return {
    A: ((name) => r.resolve4(name, { ttl: true })) as Query<AddressWithTtl>,
    AAAA: ((name) => r.resolve6(name, { ttl: true })) as Query<AddressWithTtl>,
    CNAME: ((name) => r.resolveCname(name)) as Query<string>,
    MX: ((name) => r.resolveMx(name)) as Query<MxRecord>,
    NS: ((name) => r.resolveNs(name)) as Query<string>,
    TXT: ((name) => r.resolveTxt(name)) as Query<string[]>,
    CAA: ((name) => r.resolveCaa(name)) as Query<CaaRecord>,
    SOA: (async (name) => [await r.resolveSoa(name)]) as Query<SoaRecord>,
  };
}

export type DnsQueryType = keyof ReturnType<typeof queries>;
export type DnsValue<Q extends DnsQueryType> = Awaited<ReturnType<ReturnType<typeof queries>[Q]>>[number];

/**
 * Outstanding queries per engine. Bursts of thousands of UDP questions overflow socket buffers (ours or the
 * server's) and come back as timeouts; queueing them here costs a little latency instead.
 */
const MAX_IN_FLIGHT = 256;
const slots = new WeakMap<EngineContext, { active: number; waiting: Array<() => void> }>();

async function withSlot<T>(ctx: EngineContext, work: () => Promise<T>): Promise<T> {
  let state = slots.get(ctx);
  if (!state) {
    state = { active: 0, waiting: [] };
    slots.set(ctx, state);
  }
  const s = state;
  if (s.active >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => s.waiting.push(resolve));
  s.active += 1;
  try {
    return await work();
  } finally {
    s.active -= 1;
    s.waiting.shift()?.();
  }
}

/** Asks one question through the configured resolver; never throws. */
export async function queryDns<Q extends DnsQueryType>(
  ctx: EngineContext,
  type: Q,
  name: string,
): Promise<DnsAnswer<DnsValue<Q>>> {
  return withSlot(ctx, () => ask(ctx, type, name));
}

async function ask<Q extends DnsQueryType>(ctx: EngineContext, type: Q, name: string): Promise<DnsAnswer<DnsValue<Q>>> {
  const run = queries(ctx)[type] as Query<DnsValue<Q>>;
  try {
    // Backstop over c-ares' own per-try timeout, which it can exceed when it retries.
    const values = await withDeadline(run(name), ctx.options.timeouts.dnsMs + 250, `DNS ${type} ${name}`);
    return values.length > 0 ? { status: 'ok', values } : { status: 'nodata' };
  } catch (error) {
    if (error instanceof DeadlineError) return { status: 'error', code: 'ETIMEOUT' };
    const code = errorCode(error) ?? 'EUNKNOWN';
    if (code === 'ENOTFOUND') return { status: 'nxdomain' };
    if (code === 'ENODATA') return { status: 'nodata' };
    return { status: 'error', code };
  }
}

/** How long an answer about a name many domains share is reused (decision 070). */
export const SHARED_ANSWER_MS = 60_000;
/** At most this many shared answers are kept; the oldest go first. */
const SHARED_ANSWERS_MAX = 20_000;

/**
 * Like queryDns, for names that are not the checked domain's own but that many domains share: their nameservers'
 * addresses, their parent zone's NS and CAA, the SPF includes of their mail provider. The answer is reused for a
 * minute (a resolver failure never is): at 10,000 domains sharing a few providers, most of a DNS check's questions
 * are these. The domain's own records are always asked afresh.
 */
export async function queryDnsShared<Q extends DnsQueryType>(
  ctx: EngineContext,
  type: Q,
  name: string,
): Promise<DnsAnswer<DnsValue<Q>>> {
  const key = `${type} ${name.toLowerCase()}`;
  const cached = ctx.sharedAnswers.get(key);
  const now = Date.now();
  if (cached && cached.expiresAt > now) return cached.answer as DnsAnswer<DnsValue<Q>>;
  const answer = await queryDns(ctx, type, name);
  if (answer.status !== 'error') {
    ctx.sharedAnswers.delete(key);
    if (ctx.sharedAnswers.size >= SHARED_ANSWERS_MAX) ctx.sharedAnswers.delete(ctx.sharedAnswers.keys().next().value!);
    ctx.sharedAnswers.set(key, { answer, expiresAt: now + SHARED_ANSWER_MS });
  }
  return answer;
}

export function valuesOf<T>(answer: DnsAnswer<T>): T[] {
  return answer.status === 'ok' ? answer.values : [];
}

/** 'DNS server timed out' style wording for resolver failures. */
export function describeDnsError(code: string): string {
  switch (code) {
    case 'ETIMEOUT':
      return 'the DNS servers did not answer in time';
    case 'ESERVFAIL':
      return 'the DNS servers reported a failure (SERVFAIL)';
    case 'EREFUSED':
      return 'the DNS servers refused the query';
    case 'ECONNREFUSED':
      return 'the DNS servers could not be reached';
    default:
      return `the DNS lookup failed (${code})`;
  }
}
