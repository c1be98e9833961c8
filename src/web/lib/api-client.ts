/**
 * The one way the web app talks to the API (SPEC §7, §8.1, §8.3): credentials on every call, a JSON body when a
 * payload is given (a Blob, an uploaded file, goes raw under its own type), a 30 s timeout, retries with exponential
 * backoff on the statuses that may succeed later, and every failure turned into an ApiError with status, message,
 * code and details.
 *
 * Retries: GET 3 times, other methods once (SPEC §7). Callers that already have a retry policy, the query client's
 * queries and mutations, pass `retries: 0` so that attempts do not multiply.
 */
import {
  getRetryAfterSeconds,
  NETWORK_ERROR,
  parseErrorResponse,
  TIMEOUT_ERROR,
  type ApiErrorShape,
} from '../../shared/helpers/api-errors';
import {
  backoffDelay,
  isRetryableRequestStatus,
  REQUEST_TIMEOUT_MS,
  requestRetryLimit,
} from '../../shared/helpers/retry-policy';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** SPEC §3.1 API error: status, message, details, code. */
export class ApiError extends Error implements ApiErrorShape {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;

  constructor(shape: ApiErrorShape) {
    super(shape.message);
    this.name = 'ApiError';
    this.status = shape.status;
    this.code = shape.code;
    if (shape.details !== undefined) this.details = shape.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequestOptions {
  /** Cancels the request (no retry follows). React Query passes its own. */
  signal?: AbortSignal;
  /** Retries after the first attempt; defaults to 3 for GET and 1 otherwise. */
  retries?: number;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Sent even when the page unloads (metrics). */
  keepalive?: boolean;
}

/** Calls slower than this are logged (SPEC §8.4). */
const SLOW_CALL_MS = 500;
/** A 429 asking for a longer wait than this is reported instead of waited out. */
const MAX_RETRY_AFTER_WAIT_MS = 30_000;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function attempt<T>(method: HttpMethod, url: string, body: unknown, options: ApiRequestOptions): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers, signal: controller.signal };
  if (body instanceof Blob) {
    // an uploaded file goes as it is, under its own type (a status page's logo)
    headers['Content-Type'] = body.type || 'application/octet-stream';
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (options.keepalive) init.keepalive = true;

  const started = performance.now();
  try {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (timedOut) throw new ApiError(TIMEOUT_ERROR);
      if (options.signal?.aborted) throw error;
      throw new ApiError(NETWORK_ERROR);
    }
    if (!response.ok) {
      const bodyText = await response.text().catch(() => '');
      throw new ApiError(
        parseErrorResponse({
          status: response.status,
          statusText: response.statusText,
          contentType: response.headers.get('content-type'),
          bodyText,
        }),
      );
    }
    try {
      return (await readBody(response)) as T;
    } catch (error) {
      if (timedOut) throw new ApiError(TIMEOUT_ERROR);
      if (options.signal?.aborted) throw error;
      throw new ApiError(NETWORK_ERROR);
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    const elapsed = performance.now() - started;
    if (elapsed > SLOW_CALL_MS) console.debug(`[api] slow call: ${method} ${url} took ${Math.round(elapsed)} ms`);
  }
}

function retryWait(error: ApiError, retryIndex: number): number | null {
  if (error.status === 429) {
    const retryAfter = getRetryAfterSeconds(error.details);
    if (retryAfter !== undefined) {
      const wait = retryAfter * 1000;
      return wait <= MAX_RETRY_AFTER_WAIT_MS ? wait : null;
    }
  }
  return backoffDelay(retryIndex);
}

/**
 * Sends a request and returns the parsed body (JSON, text, or undefined when empty). Throws ApiError on failure;
 * rethrows the caller's own abort unchanged.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const retries = options.retries ?? requestRetryLimit(method);
  for (let retryIndex = 0; ; retryIndex += 1) {
    try {
      return await attempt<T>(method, url, body, options);
    } catch (error) {
      if (!(error instanceof ApiError) || retryIndex >= retries || !isRetryableRequestStatus(error.status)) throw error;
      const wait = retryWait(error, retryIndex);
      if (wait === null) throw error;
      await sleep(wait, options.signal);
    }
  }
}
