/**
 * A domain just added waits for its first results (decision 041: `pendingChecks`). The engine runs its first checks
 * within seconds, so screens showing such a domain ask again every few seconds instead of every 30 (issue 33), and
 * tell the screens that summarise it (dashboard cards, alert counts) once a first result arrived.
 */

/** How often a screen asks while a first result is on its way. */
export const FIRST_RESULTS_POLL_MS = 3_000;

/**
 * How long after a domain was added its first results are worth waiting for at that pace: a first check still missing
 * by then (a Lighthouse run in its queue, a stopped worker) is left to the ordinary polling.
 */
export const FIRST_RESULTS_WINDOW_MS = 5 * 60_000;

export interface AwaitedDomain {
  id: string;
  isActive: boolean;
  createdAt: string;
  pendingChecks: readonly string[];
}

/** Whether one of these domains, added within the window, still has a check with no result. */
export function awaitingFirstResults(domains: readonly AwaitedDomain[], now: number): boolean {
  return domains.some(
    (domain) =>
      domain.isActive &&
      domain.pendingChecks.length > 0 &&
      now - Date.parse(domain.createdAt) < FIRST_RESULTS_WINDOW_MS,
  );
}

/** Whether a check that had no result before has one now, for any domain in both answers. */
export function firstResultsArrived(before: readonly AwaitedDomain[], after: readonly AwaitedDomain[]): boolean {
  const now = new Map(after.map((domain) => [domain.id, new Set(domain.pendingChecks)]));
  return before.some((domain) => {
    const pending = now.get(domain.id);
    return pending !== undefined && domain.pendingChecks.some((check) => !pending.has(check));
  });
}

/** The polling interval of a screen showing these domains: fast while a first result is awaited, else `usual`. */
export function firstResultsPollInterval(domains: readonly AwaitedDomain[], usual: number, now: number): number {
  return awaitingFirstResults(domains, now) ? FIRST_RESULTS_POLL_MS : usual;
}
