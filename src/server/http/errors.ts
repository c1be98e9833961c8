/** An error the client is meant to see: its message and code reach the response as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown, code = 'BAD_REQUEST') =>
  new AppError(400, code, message, details);
export const unauthorized = (message = 'You need to log in to continue.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = "You don't have permission to perform this action.", code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'The requested resource was not found.', code = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT', details?: unknown) =>
  new AppError(409, code, message, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', 'Too many requests. Please slow down and try again.', {
    retryAfter: retryAfterSeconds,
  });

/** Builds the `details.fieldErrors` of a validation failure from `{ field: message }`. */
export function fieldError(field: string, message: string, code = 'VALIDATION_ERROR'): AppError {
  return new AppError(400, code, message, { fieldErrors: { [field]: [message] } });
}

/** A 400 for rules across fields (`{ field: message }`, see shared/contracts/problems.ts), or undefined when none. */
export function problemsError(problems: Record<string, string>): AppError | undefined {
  const entries = Object.entries(problems);
  if (!entries.length) return undefined;
  const fieldErrors = Object.fromEntries(entries.map(([field, message]) => [field, [message]]));
  return new AppError(400, 'VALIDATION_ERROR', entries[0]![1], { fieldErrors });
}
