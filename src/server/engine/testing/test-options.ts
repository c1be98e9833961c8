import { defaultEngineOptions, type EngineOptions } from '../options';

/** Engine options for loopback tests: short timeouts, the test DNS server, private targets allowed. */
export function testEngineOptions(overrides: Partial<EngineOptions> = {}): EngineOptions {
  const base = defaultEngineOptions();
  return {
    ...base,
    allowPrivateTargets: true,
    dnsblZones: [],
    keepAliveMs: 0,
    // the loopback registries are the tests' own; the pace per registry is tested on its own (registry-turn.test.ts)
    registryQueriesPerSecond: 1_000,
    ...overrides,
    timeouts: {
      ...base.timeouts,
      dnsMs: 1_000,
      connectMs: 2_000,
      httpMs: 2_000,
      rdapMs: 2_000,
      whoisMs: 2_000,
      probeMs: 10_000,
      ...overrides.timeouts,
    },
  };
}
