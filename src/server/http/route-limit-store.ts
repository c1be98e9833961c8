import type { LimitStore } from '../platform/limits';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands `child` at run time (its typings say otherwise): the route's options under `routeInfo`. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store (its `store` option) over the process's LimitStore (decision 080): the per-route limits
 * (sign-in and sign-up per address, resets, scans, ...) count in the same place as every other limit, so with REDIS_URL
 * every web process counts one total. Each route counts apart, as the plugin's own stores do.
 */
export function routeLimitStore(store: LimitStore) {
  return class RouteLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, done: Counted, timeWindow: number): void {
      store.hit(this.prefix + key, timeWindow, Date.now()).then(
        ({ count, resetMs }) => done(null, { current: count, ttl: resetMs }),
        (error: Error) => done(error),
      );
    }

    child(options: object): RouteLimitStore {
      const route = (options as ChildOptions).routeInfo;
      return route?.url ? new RouteLimitStore(undefined, `route:${String(route.method)} ${route.url}:`) : this;
    }
  };
}
