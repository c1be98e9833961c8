/** Raised when a task is refused because too many are already waiting. */
export class QueueFullError extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} tasks are already waiting`);
    this.name = 'QueueFullError';
  }
}

export interface TaskQueue {
  /** Runs the task when a slot is free; rejects with QueueFullError when maxWaiting tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/**
 * A tiny in-process queue: at most `concurrency` tasks at once, the rest wait in order. Used for work that
 * costs whole seconds of CPU (a Lighthouse run), where running several at once only makes each one slower
 * and its measurements worse.
 */
export function createTaskQueue(concurrency: number, maxWaiting = 50): TaskQueue {
  let active = 0;
  const waiting: Array<() => void> = [];

  const release = (): void => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      active += 1;
      next();
    }
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= maxWaiting) throw new QueueFullError(waiting.length);
        // release() hands the slot over directly, so `active` already counts this task when it resumes.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
