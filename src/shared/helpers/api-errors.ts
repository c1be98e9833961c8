/**
 * Turning an HTTP failure into the API error of SPEC §3.1 (status, message, details, code), per SPEC §8.1.
 * Pure: the caller reads the response and passes its status, status text, content type and body text.
 */

export interface ApiErrorShape {
  status: number;
  message: string;
  details?: unknown;
  code: string;
}

/** SPEC §8.1: the message used when the response carries none. */
export const DEFAULT_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request. Please check your input.',
  401: 'You need to log in to continue.',
  403: "You don't have permission to access this resource.",
  404: 'The requested resource was not found.',
  408: 'Request timeout. Please try again.',
  429: 'Too many requests. Please slow down and try again.',
  500: 'Internal server error. Please try again later.',
  502: 'Service temporarily unavailable. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
};

/** SPEC §8.1: an aborted (timed-out) request. */
export const TIMEOUT_ERROR: ApiErrorShape = {
  status: 408,
  code: 'TIMEOUT',
  message: 'Request timeout. Please try again.',
};

/** SPEC §8.1: the request never reached the server. */
export const NETWORK_ERROR: ApiErrorShape = {
  status: 0,
  code: 'NETWORK',
  message: 'Network error. Please check your connection.',
};

export interface RawErrorResponse {
  status: number;
  statusText?: string;
  contentType?: string | null;
  bodyText?: string;
}

export function defaultMessageForStatus(status: number): string | undefined {
  return DEFAULT_STATUS_MESSAGES[status];
}

export function isJsonContentType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Markup (a proxy's error page, say) is never shown to people as a message. */
function looksLikeMarkup(text: string): boolean {
  return /^\s*</.test(text);
}

/**
 * SPEC §8.1. JSON bodies: message from `message` or `error`; details from `details`, `errors` or the whole body;
 * code from `code` or `error_code`. Other bodies: the plain text. When that leaves no message, the default message
 * for the status applies, and only statuses without a default fall back to the status text (so a bare 404 reads
 * 'The requested resource was not found.' rather than 'Not Found'). Without a code, `HTTP_<status>` is used.
 */
export function parseErrorResponse(response: RawErrorResponse): ApiErrorShape {
  const { status } = response;
  const text = response.bodyText ?? '';
  let message: string | undefined;
  let details: unknown;
  let code: string | undefined;

  let body: unknown;
  let parsedJson = false;
  if (isJsonContentType(response.contentType) && text.trim() !== '') {
    try {
      body = JSON.parse(text);
      parsedJson = true;
    } catch {
      parsedJson = false;
    }
  }

  if (parsedJson && body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    message = nonEmptyString(record.message) ?? nonEmptyString(record.error);
    details = record.details ?? record.errors ?? record;
    code = nonEmptyString(record.code) ?? nonEmptyString(record.error_code);
  } else if (parsedJson) {
    details = body;
    message = nonEmptyString(body);
  } else if (!looksLikeMarkup(text)) {
    message = nonEmptyString(text);
  }

  const result: ApiErrorShape = {
    status,
    message:
      message ??
      defaultMessageForStatus(status) ??
      nonEmptyString(response.statusText) ??
      `Request failed with status ${status}.`,
    code: code ?? `HTTP_${status}`,
  };
  if (details !== undefined) result.details = details;
  return result;
}

/** `details.fieldErrors` of a VALIDATION_ERROR, when present and well formed. */
export function getFieldErrors(details: unknown): Record<string, string[]> {
  if (details === null || typeof details !== 'object') return {};
  const fieldErrors = (details as Record<string, unknown>).fieldErrors;
  if (fieldErrors === null || typeof fieldErrors !== 'object') return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors as Record<string, unknown>)) {
    if (Array.isArray(messages)) {
      const strings = messages.filter((m): m is string => typeof m === 'string' && m !== '');
      if (strings.length > 0) result[field] = strings;
    }
  }
  return result;
}

/** `details.retryAfter` (seconds) of a RATE_LIMITED answer, when present. */
export function getRetryAfterSeconds(details: unknown): number | undefined {
  if (details === null || typeof details !== 'object') return undefined;
  const value = (details as Record<string, unknown>).retryAfter;
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
