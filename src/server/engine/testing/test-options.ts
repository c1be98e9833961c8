import { defaultEngineOptions, type EngineOptions } from '../options';

/** Engine options for loopback tests: short timeouts, the test DNS server, private targets allowed. */
export function testEngineOptions(overrides: Partial<EngineOptions> = {}): EngineOptions {
  const base = defaultEngineOptions();
  return {
    ...base,
    allowPrivateTargets: true,
    dnsblZones: [],
    keepAliveMs: 0,
    ...overrides,
    timeouts: { ...base.timeouts, dnsMs: 1_000, connectMs: 2_000, httpMs: 2_000, rdapMs: 2_000, whoisMs: 2_000, probeMs: 10_000, ...overrides.timeouts },
  };
}
