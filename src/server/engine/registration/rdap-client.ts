import type { EngineContext } from '../context';
import { fetchPinned } from '../net/fetch-pinned';
import { parseRdapDomain } from './rdap-parser';
import { loadBootstrap, rdapBaseFor } from './rdap-bootstrap';
import type { LookupOutcome } from './registration-types';
import { errorMessage } from '../net/deadline';
import { registryTurn } from './registry-turn';

/** RDAP answers are small; a registry sending more than this is not answering a domain query. */
const RDAP_MAX_BYTES = 512 * 1024;

/** Asks the registry's RDAP server (IANA bootstrap) about the domain. Never throws. */
export async function lookupRdap(domain: string, ctx: EngineContext): Promise<LookupOutcome> {
  let bootstrap;
  try {
    bootstrap = await loadBootstrap(ctx.options.rdapBootstrapFile);
  } catch (error) {
    return {
      status: 'unavailable',
      server: null,
      reason: `RDAP bootstrap file could not be read: ${errorMessage(error)}`,
    };
  }
  const base = rdapBaseFor(bootstrap, domain);
  if (!base) return { status: 'unavailable', server: null, reason: 'no RDAP server is known for this TLD' };
  const url = `${base}domain/${domain}`;
  const busy = await registryTurn(hostOf(base), ctx);
  if (busy) return { status: 'unavailable', server: base, reason: `RDAP server ${busy}` };
  const outcome = await fetchPinned(
    url,
    { ...ctx, maxBodyBytes: RDAP_MAX_BYTES },
    {
      body: 'collect',
      timeoutMs: ctx.options.timeouts.rdapMs,
      maxRedirects: 3,
      // Servers from configuration may be private (tests); built-in ones follow the target rule.
      allowPrivate: bootstrap.fromConfiguration ? true : undefined,
      targetPorts: false,
      verifyTls: true,
      freshConnection: true,
    },
  );
  if (!outcome.ok) return { status: 'unavailable', server: base, reason: outcome.message };
  if (outcome.statusCode === 404) {
    // Only the registry can say a name is not registered; a 404 from elsewhere (a redirect to a registrar's or a
    // mirror's server) says nothing about the registry's records.
    if (sameOrigin(outcome.finalUrl, base)) return { status: 'not-found', server: base };
    return {
      status: 'unavailable',
      server: base,
      reason: `RDAP answer 404 came from ${hostOf(outcome.finalUrl)}, not the registry's server`,
    };
  }
  if (outcome.statusCode === 429)
    return { status: 'unavailable', server: base, reason: 'RDAP server is rate-limiting queries (429)' };
  if (outcome.statusCode !== 200)
    return { status: 'unavailable', server: base, reason: `RDAP server answered ${outcome.statusCode}` };
  if (outcome.truncated) return { status: 'unavailable', server: base, reason: 'RDAP answer too large' };
  let json: unknown;
  try {
    json = JSON.parse(outcome.body?.toString('utf8') ?? '');
  } catch {
    return { status: 'unavailable', server: base, reason: 'RDAP answer is not valid JSON' };
  }
  const data = parseRdapDomain(json);
  if (!data) return { status: 'unavailable', server: base, reason: 'RDAP answer is not a domain object' };
  return { status: 'found', data, server: base };
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
