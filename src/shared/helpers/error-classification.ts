/**
 * The parsed client error of SPEC §3.1 and the classification rules of SPEC §8.2: what kind of failure an error is,
 * which message people read, and the title of the toast that reports it.
 */

export type ClientErrorType = 'network' | 'auth' | 'permission' | 'notfound' | 'validation' | 'server' | 'unknown';

export interface ParsedClientError {
  type: ClientErrorType;
  /** 0 for a network failure; undefined when nothing tells the status. */
  statusCode?: number;
  message: string;
  details?: unknown;
}

/** SPEC §8.2 default messages, used when the error carries no message of its own. */
export const ERROR_TYPE_MESSAGES: Readonly<Record<ClientErrorType, string>> = {
  network: 'Unable to connect. Please check your internet connection.',
  auth: 'You need to log in to continue.',
  permission: "You don't have permission to perform this action.",
  notfound: 'The requested resource was not found.',
  validation: 'Please check your input and try again.',
  server: 'Server error. Please try again later.',
  unknown: 'Something went wrong. Please try again.',
};

/** SPEC §8.2 toast titles. */
export const ERROR_TOAST_TITLES: Readonly<Record<ClientErrorType, string>> = {
  network: 'Connection Error',
  auth: 'Authentication Required',
  permission: 'Access Denied',
  validation: 'Validation Error',
  server: 'Server Error',
  notfound: 'Not Found',
  unknown: 'Error',
};

export const UNKNOWN_ERROR_FALLBACK = 'An unknown error occurred';
export const UNEXPECTED_ERROR_FALLBACK = 'An unexpected error occurred';

/** What browsers say when fetch itself fails; never worth showing to people. */
const RAW_NETWORK_MESSAGES = [/^failed to fetch$/i, /^networkerror/i, /^load failed$/i, /^network request failed$/i];

export function classifyStatus(status: number | undefined): ClientErrorType {
  if (status === undefined) return 'unknown';
  if (status === 0) return 'network';
  if (status === 401) return 'auth';
  if (status === 403) return 'permission';
  if (status === 404) return 'notfound';
  if (status >= 400 && status < 500) return 'validation';
  if (status >= 500 && status < 600) return 'server';
  return 'unknown';
}

/**
 * SPEC §8.2: a message of the form 'NNN: text' carries a status. When the text is a JSON body, its message (or error)
 * field is the text.
 */
export function parseStatusMessage(message: string): { status: number; text: string } | undefined {
  const match = /^(\d{3}):\s?([\s\S]*)$/.exec(message.trim());
  if (!match?.[1]) return undefined;
  const status = Number(match[1]);
  let text = (match[2] ?? '').trim();
  if (text.startsWith('{')) {
    try {
      const body = JSON.parse(text) as Record<string, unknown>;
      const inner = body.message ?? body.error;
      if (typeof inner === 'string' && inner.trim() !== '') text = inner.trim();
    } catch {
      // Not JSON after all: keep the text as it is.
    }
  }
  return { status, text };
}

function readProperty(error: unknown, key: string): unknown {
  return error !== null && typeof error === 'object' ? (error as Record<string, unknown>)[key] : undefined;
}

/** A message worth showing, from an Error, an error-like object or a string; with the SPEC §8.2 fallbacks. */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error.trim() !== '' ? error : UNKNOWN_ERROR_FALLBACK;
  const message = readProperty(error, 'message');
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (error instanceof Error || (error !== null && typeof error === 'object')) return UNEXPECTED_ERROR_FALLBACK;
  return UNKNOWN_ERROR_FALLBACK;
}

/** SPEC §8.2: classify anything thrown (an API error, an Error whose message is 'NNN: text', a string...). */
export function classifyError(error: unknown): ParsedClientError {
  let status: number | undefined;
  const rawStatus = readProperty(error, 'status') ?? readProperty(error, 'statusCode');
  if (typeof rawStatus === 'number' && Number.isInteger(rawStatus)) status = rawStatus;

  const rawMessage = typeof error === 'string' ? error : readProperty(error, 'message');
  let message = typeof rawMessage === 'string' ? rawMessage.trim() : '';

  const parsed = message !== '' ? parseStatusMessage(message) : undefined;
  if (parsed) {
    status ??= parsed.status;
    message = parsed.text;
  }

  const isRawNetworkFailure = message !== '' && RAW_NETWORK_MESSAGES.some((pattern) => pattern.test(message));
  if (status === undefined && isRawNetworkFailure) status = 0;
  if (isRawNetworkFailure) message = '';

  const type = classifyStatus(status);
  const result: ParsedClientError = { type, message: message !== '' ? message : ERROR_TYPE_MESSAGES[type] };
  if (status !== undefined) result.statusCode = status;
  const details = readProperty(error, 'details');
  if (details !== undefined) result.details = details;
  return result;
}

/** SPEC §8.2 toast title, optionally with a context suffix ('Server Error: Domains'). */
export function getErrorToastTitle(type: ClientErrorType, context?: string): string {
  const title = ERROR_TOAST_TITLES[type];
  return context ? `${title}: ${context}` : title;
}

/** SPEC §8.3 error-handler retry helper: never on auth, permission or other 4xx failures. */
export function isRetryableErrorType(type: ClientErrorType): boolean {
  return type === 'network' || type === 'server' || type === 'unknown';
}
