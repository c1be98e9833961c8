export class DeadlineError extends Error {
  constructor(
    readonly ms: number,
    label: string,
  ) {
    super(`${label} timed out after ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * Settles with the promise or rejects with DeadlineError after ms. The timer is cleared either way;
 * the underlying work must have its own timeout or abort signal so it does not linger.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineError(ms, label)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The code of a Node system error (ECONNREFUSED, ENOTFOUND...) or undefined. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
