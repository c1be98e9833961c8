import { describe, expect, it } from 'vitest';
import { getFieldErrors, getRetryAfterSeconds, parseErrorResponse } from './api-errors';

const json = 'application/json; charset=utf-8';

describe('parseErrorResponse (SPEC §8.1)', () => {
  it('reads message, code and details from a JSON body', () => {
    const body = { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS', details: { a: 1 } };
    expect(parseErrorResponse({ status: 401, contentType: json, bodyText: JSON.stringify(body) })).toEqual({
      status: 401,
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
      details: { a: 1 },
    });
  });

  it('falls back to the error field, the errors field and error_code', () => {
    const body = { error: 'Nope', errors: ['x'], error_code: 'E1' };
    const parsed = parseErrorResponse({ status: 422, contentType: json, bodyText: JSON.stringify(body) });
    expect(parsed).toEqual({ status: 422, message: 'Nope', code: 'E1', details: ['x'] });
  });

  it('uses the whole body as details when there is neither details nor errors', () => {
    const body = { message: 'Bad', extra: true };
    expect(parseErrorResponse({ status: 400, contentType: json, bodyText: JSON.stringify(body) }).details).toEqual(
      body,
    );
  });

  it('uses the default message for the status when the JSON body has none', () => {
    const parsed = parseErrorResponse({ status: 403, contentType: json, bodyText: '{"code":"FORBIDDEN"}' });
    expect(parsed.message).toBe("You don't have permission to access this resource.");
    expect(parsed.code).toBe('FORBIDDEN');
  });

  it.each([
    [400, 'Bad request. Please check your input.'],
    [401, 'You need to log in to continue.'],
    [404, 'The requested resource was not found.'],
    [408, 'Request timeout. Please try again.'],
    [429, 'Too many requests. Please slow down and try again.'],
    [500, 'Internal server error. Please try again later.'],
    [502, 'Service temporarily unavailable. Please try again later.'],
    [503, 'Service temporarily unavailable. Please try again later.'],
  ])('defaults %i to %s', (status, message) => {
    expect(parseErrorResponse({ status, statusText: 'Whatever', bodyText: '' }).message).toBe(message);
  });

  it('reads plain text bodies as the message', () => {
    expect(parseErrorResponse({ status: 500, contentType: 'text/plain', bodyText: 'Database is down' }).message).toBe(
      'Database is down',
    );
  });

  it('never shows an HTML error page; uses the status text when no default exists', () => {
    const parsed = parseErrorResponse({
      status: 504,
      statusText: 'Gateway Timeout',
      contentType: 'text/html',
      bodyText: '<html><body>504</body></html>',
    });
    expect(parsed.message).toBe('Gateway Timeout');
    expect(parsed.code).toBe('HTTP_504');
  });

  it('survives a body that claims JSON but is not', () => {
    expect(parseErrorResponse({ status: 502, contentType: json, bodyText: '{oops' }).message).toBe('{oops');
  });

  it('has a last-resort message', () => {
    expect(parseErrorResponse({ status: 418 }).message).toBe('Request failed with status 418.');
  });
});

describe('getFieldErrors', () => {
  it('returns the non-empty string lists of details.fieldErrors', () => {
    expect(getFieldErrors({ fieldErrors: { email: ['Taken'], password: [], other: 'x' } })).toEqual({
      email: ['Taken'],
    });
    expect(getFieldErrors(undefined)).toEqual({});
    expect(getFieldErrors({ fieldErrors: null })).toEqual({});
  });
});

describe('getRetryAfterSeconds', () => {
  it('reads a number or numeric string', () => {
    expect(getRetryAfterSeconds({ retryAfter: 30 })).toBe(30);
    expect(getRetryAfterSeconds({ retryAfter: '12' })).toBe(12);
    expect(getRetryAfterSeconds({ retryAfter: 'soon' })).toBeUndefined();
    expect(getRetryAfterSeconds(null)).toBeUndefined();
  });
});
