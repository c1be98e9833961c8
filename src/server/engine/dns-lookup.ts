import { getEngineContext } from './context';
import { queryDns, type DnsAnswer, type DnsQueryType, type DnsValue } from './net/dns-query';
import type { EngineOptions } from './options';

export { describeDnsError, type DnsAnswer } from './net/dns-query';

/**
 * One DNS question asked as the probes ask theirs: through the engine's resolver (DNS_SERVERS, else the system's),
 * with its timeouts and in-flight limit. For checks that read records and connect nowhere (a status page's custom
 * domain proof), so no SSRF rule is in play. Never throws.
 */
export function lookUpDns<Q extends DnsQueryType>(
  options: EngineOptions,
  type: Q,
  name: string,
): Promise<DnsAnswer<DnsValue<Q>>> {
  return queryDns(getEngineContext(options), type, name);
}
