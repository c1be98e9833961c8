/**
 * Work a request starts and does not wait for, such as the e-mail sent after "forgot password" has been answered.
 * A failure is logged (nobody is left to answer it to); close() waits for what is still running, so no task writes
 * to a database that is being closed.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(log: (error: unknown, message: string) => void): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const promise: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log(error, `${label} failed`))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      await Promise.allSettled([...running]);
    },
  };
}
