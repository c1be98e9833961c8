/** A task that left the line before its turn because its signal was aborted. */
export class CancelledWhileWaiting extends Error {
  constructor() {
    super('Cancelled while waiting for its turn');
    this.name = 'CancelledWhileWaiting';
  }
}

export interface FairQueue {
  /**
   * Runs the task on `key`'s turn: at once when a slot is free and nothing waits, else in line. Rejects with
   * CancelledWhileWaiting when `signal` aborts before the turn comes (a task already started is the caller's to stop).
   */
  run<T>(key: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly running: number;
  readonly waiting: number;
  /** Keys with a task in line: a newcomer's first turn comes within this many turns. */
  readonly keysWaiting: number;
}

interface Waiter {
  tag: number;
  seq: number;
  start(): void;
}

/**
 * At most `concurrency` tasks at once, turns shared across keys (start-time fair queuing with a unit cost): a task's
 * tag is the larger of the tag started last and its key's previous tag plus one, and the smallest tag starts next (the
 * earlier arrival on a tie). So a key's tasks keep their order, a key with twenty waiting gets one turn per round like a
 * key with one, and a key that just had its turn goes behind the keys that did not: a burst waits behind its own tasks.
 */
export function createFairQueue(concurrency = 1): FairQueue {
  const lines = new Map<string, Waiter[]>();
  /** Each key's latest tag; forgotten once below `current`, where it no longer changes a new tag. */
  const lastTag = new Map<string, number>();
  let current = 0;
  let seq = 0;
  let running = 0;
  let waiting = 0;

  function startNext(): void {
    while (running < concurrency) {
      let chosen: { key: string; head: Waiter } | undefined;
      for (const [key, line] of lines) {
        const head = line[0]!;
        if (!chosen || head.tag < chosen.head.tag || (head.tag === chosen.head.tag && head.seq < chosen.head.seq))
          chosen = { key, head };
      }
      if (!chosen) return;
      const line = lines.get(chosen.key)!;
      line.shift();
      if (line.length === 0) lines.delete(chosen.key);
      waiting -= 1;
      running += 1;
      current = chosen.head.tag;
      for (const [key, tag] of lastTag) if (tag < current) lastTag.delete(key);
      chosen.head.start();
    }
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting;
    },
    get keysWaiting() {
      return lines.size;
    },
    run<T>(key: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) {
          reject(new CancelledWhileWaiting());
          return;
        }
        const tag = Math.max(current, (lastTag.get(key) ?? -Infinity) + 1);
        lastTag.set(key, tag);
        const waiter: Waiter = {
          tag,
          seq: seq++,
          start() {
            signal?.removeEventListener('abort', leave);
            Promise.resolve()
              .then(task)
              .then(resolve, reject)
              .finally(() => {
                running -= 1;
                startNext();
              });
          },
        };
        const leave = (): void => {
          const line = lines.get(key);
          const at = line?.indexOf(waiter) ?? -1;
          if (!line || at < 0) return;
          line.splice(at, 1);
          if (line.length === 0) lines.delete(key);
          waiting -= 1;
          reject(new CancelledWhileWaiting());
        };
        signal?.addEventListener('abort', leave, { once: true });
        const line = lines.get(key);
        if (line) line.push(waiter);
        else lines.set(key, [waiter]);
        waiting += 1;
        startNext();
      });
    },
  };
}
