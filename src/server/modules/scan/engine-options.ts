import type { Config } from '../../config';
import { defaultEngineOptions, type EngineOptions } from '../../engine';

/**
 * Engine options from the environment (DESIGN §4): resolvers, private targets, RDAP bootstrap, WHOIS servers, the
 * registries' pace, the HTTP timeout and DNSBL zones. `overrides` exists for tests only: loopback ports and test roots cannot be expressed in the
 * environment.
 */
export function engineOptionsFromConfig(config: Config, overrides: Partial<EngineOptions> = {}): EngineOptions {
  const base = defaultEngineOptions();
  if (config.httpTimeoutSeconds) {
    const httpMs = config.httpTimeoutSeconds * 1000;
    // the whole probe's backstop leaves the fetch room to finish and be judged
    base.timeouts = { ...base.timeouts, httpMs, probeMs: Math.max(base.timeouts.probeMs, httpMs + 5_000) };
  }
  return {
    ...base,
    allowPrivateTargets: config.allowPrivateTargets,
    ...(config.dnsServers ? { dnsServers: config.dnsServers } : {}),
    ...(config.rdapBootstrapFile ? { rdapBootstrapFile: config.rdapBootstrapFile } : {}),
    ...(Object.keys(config.whoisServers).length > 0 ? { whoisServers: config.whoisServers } : {}),
    dnsblZones: config.dnsblZones ?? base.dnsblZones,
    ...(config.registryQueriesPerSecond ? { registryQueriesPerSecond: config.registryQueriesPerSecond } : {}),
    ...overrides,
    timeouts: { ...base.timeouts, ...overrides.timeouts },
  };
}
