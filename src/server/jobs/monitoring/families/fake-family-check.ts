import type { EngineOptions } from '../../../engine';
import type { RuleAction } from '../../evaluate/types';
import type { FamilyCheck, MonitorInstance, RecordedResult } from '../family';
import type { DomainContext } from '../monitoring.repository';
import type { CheckDeps } from '../run-check';

/**
 * A FamilyCheck without the runner, for the families' unit tests: records and rule states kept in memory, the
 * clock set by the test. Rule states persist across checks made from the same `states` map, as the runner's do.
 */
export interface FakeCheck<S> extends FamilyCheck<S> {
  recorded: RecordedResult[];
  /** Rule key -> state, as the runner would save it. */
  states: Map<string, unknown>;
}

export const fakeDomain = (overrides: Partial<DomainContext> = {}): DomainContext => ({
  id: 'domain-1',
  name: 'shop.sitewarden.test',
  isActive: true,
  httpOnly: false,
  userId: 'user-1',
  teamId: null,
  plan: 'pro',
  thresholds: {
    sslExpiryDays: 30,
    downtimeMinutes: 5,
    responseTimeMs: 3000,
    performanceScoreThreshold: 50,
    dnsChangeAlerts: true,
  },
  overrides: {},
  monitorOverrides: {},
  isDemo: false,
  payerDisabled: false,
  timezone: 'UTC',
  ...overrides,
});

export function fakeMonitor<S>(
  type: MonitorInstance['type'],
  settings: S,
  overrides: Partial<MonitorInstance<S>> = {},
): MonitorInstance<S> {
  return {
    id: 'monitor-1',
    domainId: 'domain-1',
    type,
    name: 'API health',
    settings,
    intervalSeconds: 60,
    downtimeMinutes: null,
    alertChannels: null,
    isActive: true,
    ...overrides,
  };
}

export function fakeCheck<S>(options: {
  monitor: MonitorInstance<S>;
  engine: EngineOptions;
  domain?: DomainContext;
  now?: Date;
  isRecheck?: boolean;
  states?: Map<string, unknown>;
  /** The repositories and process state a rule reads (a monitor's uptime), when the test needs them. */
  deps?: Partial<CheckDeps>;
}): FakeCheck<S> {
  const recorded: RecordedResult[] = [];
  const states = options.states ?? new Map<string, unknown>();
  const domain = options.domain ?? fakeDomain();
  return {
    domain,
    monitor: options.monitor,
    subject: `${options.monitor.name} on ${domain.name}`,
    job: { domainId: domain.id, family: options.monitor.type, isRecheck: options.isRecheck },
    now: options.now ?? new Date(),
    engine: options.engine,
    deps: (options.deps ?? {}) as CheckDeps,
    recorded,
    states,
    record(result) {
      if (recorded.length > 0) throw new Error('a check records its result once');
      recorded.push(result);
    },
    async rule<T extends object>(key: string, initial: T, step: (state: T) => { state: T; actions: RuleAction[] }) {
      const { state, actions } = step((states.get(key) as T | undefined) ?? initial);
      states.set(key, state);
      return actions;
    },
  };
}
