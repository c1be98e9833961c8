import { DEFAULT_TIMEOUTS, defaultEngineOptions, type EngineOptions, type EngineTimeouts } from '../options';

/**
 * Timeouts for tests about answers, not about timing out: the checks run beside the embedded database, whose queries
 * hold the event loop, and on a busy CI machine the 1-2 s test timeouts below can expire before a loopback answer is
 * read. `startLoopbackLab({ timeouts: ANSWER_TIMEOUTS })`.
 */
export const ANSWER_TIMEOUTS: EngineTimeouts = {
  ...DEFAULT_TIMEOUTS,
  dnsMs: 5_000,
  connectMs: 5_000,
  httpMs: 5_000,
  rdapMs: 5_000,
  whoisMs: 5_000,
  probeMs: 20_000,
};

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
