import type { EngineContext } from '../context';
import { formatDuration } from '../net/format';
import { DEFAULT_REGISTRY_QUERIES_PER_SECOND, DEFAULT_REGISTRY_WAIT_MS } from '../options';

/** Queries one server may get at once before the per-second pace applies. */
const REGISTRY_BURST = 4;

/**
 * Waits for this process's next turn to query a registry's (or registrar's) server (`host`), at
 * `registryQueriesPerSecond` (decision 070). Answers undefined once the turn has come, or, when it would come later
 * than `registryWaitMs`, the reason the query is not sent (no turn is taken then).
 */
export async function registryTurn(host: string, ctx: EngineContext): Promise<string | undefined> {
  const perSecond = ctx.options.registryQueriesPerSecond ?? DEFAULT_REGISTRY_QUERIES_PER_SECOND;
  const limitMs = ctx.options.registryWaitMs ?? DEFAULT_REGISTRY_WAIT_MS;
  const wait = ctx.registryPacer.delay(host.toLowerCase(), perSecond, REGISTRY_BURST, limitMs);
  if (wait === undefined) {
    return `${host} is asked at most ${perSecond} times a second from here and is busy with other lookups (no turn within ${formatDuration(limitMs)})`;
  }
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return undefined;
}
