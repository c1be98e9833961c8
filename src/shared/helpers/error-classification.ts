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

/**
 * A check's failure as people read it (decision 044): a sentence, plus the raw text the probe recorded
 * ('getaddrinfo ENOTFOUND whois.iana.org', 'TLS handshake failed (ERR_SSL_WRONG_VERSION_NUMBER)') for those who want
 * it. Screens show the sentence with the detail behind a disclosure; alert texts use the sentence.
 */
export interface ReadableFailure {
  sentence: string;
  /** The raw text, when the sentence says it in other words; null when the raw text already reads well. */
  detail: string | null;
}

const UNREACHABLE =
  /did not answer|timed out|refused|reset|unreachable|failed:|could not be read:|ENOTFOUND|EAI_AGAIN|ECONN|ETIMEDOUT/i;

/** First match wins: the registry's services before the generic network rules, certificates before TLS. */
const FAILURE_SENTENCES: ReadonlyArray<{ test: (raw: string) => boolean; sentence: string }> = [
  {
    test: (raw) => /\bRDAP\b/.test(raw) && /\bWHOIS\b/.test(raw) && UNREACHABLE.test(raw),
    sentence: "Could not reach the registry's RDAP service or its WHOIS server",
  },
  {
    test: (raw) => /rate-limit|\b429\b|refused the query for now/i.test(raw),
    sentence: 'The registry is limiting how often it may be asked; the next check asks again',
  },
  {
    test: (raw) => /\bWHOIS\b|whois\./i.test(raw) && UNREACHABLE.test(raw),
    sentence: "Could not reach the registry's WHOIS server",
  },
  {
    test: (raw) => /\bRDAP\b/.test(raw) && UNREACHABLE.test(raw),
    sentence: "Could not reach the registry's RDAP service",
  },
  { test: (raw) => /WHOIS answer|RDAP answer/i.test(raw), sentence: "The registry's answer could not be read" },
  {
    test: (raw) => /CERT_HAS_EXPIRED|certificate has expired/i.test(raw),
    sentence: "The site's certificate has expired",
  },
  {
    test: (raw) => /SELF_SIGNED|self[- ]signed/i.test(raw),
    sentence: "The site's certificate is self-signed, so browsers do not trust it",
  },
  {
    test: (raw) => /UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT|unable to verify/i.test(raw),
    sentence: "The site's certificate chain is incomplete or from an issuer browsers do not know",
  },
  {
    test: (raw) => /ALTNAME|does not match|Hostname\/IP does not match/i.test(raw),
    sentence: "The site's certificate is for a different name",
  },
  {
    test: (raw) => /ERR_SSL|ERR_TLS|EPROTO|TLS handshake/i.test(raw),
    sentence: 'A secure (HTTPS) connection could not be set up',
  },
  { test: (raw) => /\bHPE_/.test(raw), sentence: 'The server sent an answer that is not valid HTTP' },
  {
    test: (raw) => /ENOTFOUND|EAI_AGAIN|does not exist in DNS|Could not resolve|has no A or AAAA record/i.test(raw),
    sentence: 'The domain name could not be found in DNS',
  },
  { test: (raw) => /ECONNREFUSED|connection refused/i.test(raw), sentence: 'The server refused the connection' },
  {
    test: (raw) => /ETIMEDOUT|timed out|did not answer within|no answer within/i.test(raw),
    sentence: 'The server did not answer in time',
  },
  {
    test: (raw) => /ECONNRESET|connection was (reset|closed)/i.test(raw),
    sentence: 'The server closed the connection unexpectedly',
  },
  {
    test: (raw) => /EHOSTUNREACH|ENETUNREACH|unreachable/i.test(raw),
    sentence: 'The server could not be reached over the network',
  },
];

/** The sentence for a probe's raw failure text; text that no rule knows reads as it is (capitalised, no detail). */
export function describeFailure(raw: string | null | undefined): ReadableFailure {
  const text = raw?.trim() ?? '';
  if (text === '') return { sentence: 'The check failed without saying why', detail: null };
  const rule = FAILURE_SENTENCES.find((r) => r.test(text));
  if (rule) return { sentence: rule.sentence, detail: text };
  return { sentence: text.charAt(0).toUpperCase() + text.slice(1), detail: null };
}

/**
 * A check's recorded message as a screen shows it: a failed check's in words with its raw detail; any other as it
 * is (a healthy or warning message is already written for people).
 */
export function describeCheckMessage(
  status: string | null | undefined,
  message: string | null | undefined,
): ReadableFailure {
  if (status === 'error' || status === 'critical') return describeFailure(message);
  return { sentence: message?.trim() ? message : 'Not checked', detail: null };
}
