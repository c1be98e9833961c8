import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what the last full collection kept, in percent (decision 070). Left to itself,
 * V8 picks a factor of up to 4 for a heap that collects fast, so an engine whose live data is ~200 MB let its heap
 * reach 700 MB of mostly garbage before collecting it, and the process's memory stayed there: 1 GB at 10,000
 * domains. At 25% the heap stays within ~1.25x of its live data; the collector runs more often, on a smaller heap:
 * the domain engine's peak halved at 9% less CPU per check, the monitor mix's fell by 100 MB at 9% more
 * (bench/README.md, "The engine at scale").
 */
export const HEAP_GROWING_PERCENT = 25;

/**
 * Sets the heap's growth for this process, unless the operator started Node with their own
 * `--heap-growing-percent`. V8 reads the flag at each full collection, so setting it at start-up is in time.
 */
export function boundHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  if (process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) return;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
