import { describe, expect, it } from 'vitest';
import {
  classifyError,
  describeFailure,
  classifyStatus,
  getErrorMessage,
  getErrorToastTitle,
  isRetryableErrorType,
  parseStatusMessage,
} from './error-classification';

describe('classifyStatus (SPEC §8.2)', () => {
  it.each([
    [0, 'network'],
    [401, 'auth'],
    [403, 'permission'],
    [404, 'notfound'],
    [400, 'validation'],
    [409, 'validation'],
    [429, 'validation'],
    [500, 'server'],
    [503, 'server'],
    [302, 'unknown'],
  ] as const)('%i is %s', (status, type) => {
    expect(classifyStatus(status)).toBe(type);
  });
});

describe('parseStatusMessage', () => {
  it("parses 'NNN: text'", () => {
    expect(parseStatusMessage('404: Not Found')).toEqual({ status: 404, text: 'Not Found' });
  });
  it('reads the message of a JSON text', () => {
    expect(parseStatusMessage('409: {"message":"An account with this email already exists."}')).toEqual({
      status: 409,
      text: 'An account with this email already exists.',
    });
  });
  it('ignores other messages', () => {
    expect(parseStatusMessage('Something broke')).toBeUndefined();
  });
});

describe('classifyError', () => {
  it('uses the status and message of an API error', () => {
    expect(classifyError({ status: 403, message: 'Team admins only', details: { x: 1 } })).toEqual({
      type: 'permission',
      statusCode: 403,
      message: 'Team admins only',
      details: { x: 1 },
    });
  });

  it("parses an Error whose message is 'NNN: text'", () => {
    expect(classifyError(new Error('500: Internal Server Error'))).toEqual({
      type: 'server',
      statusCode: 500,
      message: 'Internal Server Error',
    });
  });

  it('uses the default message of the type when the error has none', () => {
    expect(classifyError({ status: 401, message: '' }).message).toBe('You need to log in to continue.');
    expect(classifyError(new Error('422: ')).message).toBe('Please check your input and try again.');
    expect(classifyError({}).message).toBe('Something went wrong. Please try again.');
  });

  it("treats the browser's fetch failure as a network error with a readable message", () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toEqual({
      type: 'network',
      statusCode: 0,
      message: 'Unable to connect. Please check your internet connection.',
    });
  });

  it('keeps the request layer message for status 0', () => {
    expect(classifyError({ status: 0, message: 'Network error. Please check your connection.' }).message).toBe(
      'Network error. Please check your connection.',
    );
  });

  it('classifies plain errors as unknown', () => {
    expect(classifyError(new Error('Boom'))).toEqual({ type: 'unknown', message: 'Boom' });
    expect(classifyError('text')).toEqual({ type: 'unknown', message: 'text' });
  });
});

describe('getErrorMessage', () => {
  it('applies the fallbacks', () => {
    expect(getErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(getErrorMessage(new Error(''))).toBe('An unexpected error occurred');
    expect(getErrorMessage(42)).toBe('An unknown error occurred');
    expect(getErrorMessage(undefined)).toBe('An unknown error occurred');
    expect(getErrorMessage('Plain')).toBe('Plain');
  });
});

describe('toast titles', () => {
  it('match the catalogue, with an optional context', () => {
    expect(getErrorToastTitle('network')).toBe('Connection Error');
    expect(getErrorToastTitle('auth')).toBe('Authentication Required');
    expect(getErrorToastTitle('permission')).toBe('Access Denied');
    expect(getErrorToastTitle('validation')).toBe('Validation Error');
    expect(getErrorToastTitle('server')).toBe('Server Error');
    expect(getErrorToastTitle('notfound')).toBe('Not Found');
    expect(getErrorToastTitle('server', 'Domains')).toBe('Server Error: Domains');
  });
});

describe('isRetryableErrorType', () => {
  it('never retries auth, permission or other 4xx', () => {
    expect(isRetryableErrorType('auth')).toBe(false);
    expect(isRetryableErrorType('permission')).toBe(false);
    expect(isRetryableErrorType('validation')).toBe(false);
    expect(isRetryableErrorType('notfound')).toBe(false);
    expect(isRetryableErrorType('server')).toBe(true);
    expect(isRetryableErrorType('network')).toBe(true);
  });
});

describe('describeFailure (decision 044)', () => {
  it('says a WHOIS failure as a sentence and keeps the raw text as the detail', () => {
    const raw = 'no WHOIS server found for .dev (getaddrinfo ENOTFOUND whois.iana.org)';
    expect(describeFailure(raw)).toEqual({ sentence: "Could not reach the registry's WHOIS server", detail: raw });
    expect(describeFailure('WHOIS server whois.example failed: ECONNREFUSED').sentence).toBe(
      "Could not reach the registry's WHOIS server",
    );
  });

  it('names the registry services, rate limits and unreadable answers', () => {
    expect(
      describeFailure('RDAP: RDAP server answered 503; WHOIS: WHOIS server w.example did not answer within 10 s')
        .sentence,
    ).toBe("Could not reach the registry's RDAP service or its WHOIS server");
    expect(describeFailure('RDAP server is rate-limiting queries (429)').sentence).toMatch(/limiting how often/);
    expect(describeFailure('the WHOIS answer has no registration fields').sentence).toBe(
      "The registry's answer could not be read",
    );
  });

  it('says network and certificate failures in words', () => {
    expect(describeFailure('Could not connect: connection refused').sentence).toBe('The server refused the connection');
    expect(describeFailure('Could not resolve shop.example: ENOTFOUND').sentence).toBe(
      'The domain name could not be found in DNS',
    );
    expect(describeFailure('Timed out').sentence).toBe('The server did not answer in time');
    expect(describeFailure('Could not connect: TLS handshake failed (CERT_HAS_EXPIRED)').sentence).toBe(
      "The site's certificate has expired",
    );
    expect(describeFailure('TLS handshake failed (ERR_SSL_WRONG_VERSION_NUMBER)').sentence).toBe(
      'A secure (HTTPS) connection could not be set up',
    );
  });

  it('keeps text no rule knows as it is, without a detail', () => {
    expect(describeFailure('Server error 503 (Service Unavailable)')).toEqual({
      sentence: 'Server error 503 (Service Unavailable)',
      detail: null,
    });
    expect(describeFailure('').sentence).toBe('The check failed without saying why');
  });
});
