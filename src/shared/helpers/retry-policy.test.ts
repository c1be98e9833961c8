import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  isRetryableRequestStatus,
  queryRetryDelay,
  requestRetryLimit,
  shouldRetryMutation,
  shouldRetryQuery,
} from './retry-policy';

describe('request helper (SPEC §7, §8.3)', () => {
  it('retries GET 3 times and other methods once', () => {
    expect(requestRetryLimit('GET')).toBe(3);
    expect(requestRetryLimit('get')).toBe(3);
    expect(requestRetryLimit('POST')).toBe(1);
    expect(requestRetryLimit('DELETE')).toBe(1);
  });

  it('retries network failures, 408, 429, 502, 503 and 504 only', () => {
    for (const status of [0, 408, 429, 502, 503, 504]) expect(isRetryableRequestStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 500, 501]) expect(isRetryableRequestStatus(status)).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s and adds up to 1 s of jitter, capped at 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(1000);
    expect(backoffDelay(1, () => 0)).toBe(2000);
    expect(backoffDelay(2, () => 0.5)).toBe(4500);
    expect(backoffDelay(3, () => 0.999)).toBeCloseTo(8999);
    expect(backoffDelay(10, () => 0)).toBe(30_000);
  });
});

describe('shouldRetryQuery (SPEC §8.3)', () => {
  it('never retries 401 and 403', () => {
    expect(shouldRetryQuery(0, { status: 401 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 403 })).toBe(false);
  });
  it('retries 5xx up to 3 times', () => {
    expect(shouldRetryQuery(0, { status: 500 })).toBe(true);
    expect(shouldRetryQuery(2, { status: 503 })).toBe(true);
    expect(shouldRetryQuery(3, { status: 503 })).toBe(false);
  });
  it('retries 429 up to 5 times', () => {
    expect(shouldRetryQuery(4, { status: 429 })).toBe(true);
    expect(shouldRetryQuery(5, { status: 429 })).toBe(false);
  });
  it('does not retry other failures', () => {
    expect(shouldRetryQuery(0, { status: 404 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 0 })).toBe(false);
    expect(shouldRetryQuery(0, new Error('x'))).toBe(false);
  });
});

describe('queryRetryDelay', () => {
  it('waits retryAfter seconds on a 429 that gives it', () => {
    expect(queryRetryDelay(0, { status: 429, details: { retryAfter: 7 } })).toBe(7000);
  });
  it('backs off otherwise', () => {
    expect(queryRetryDelay(1, { status: 429 }, () => 0)).toBe(2000);
    expect(queryRetryDelay(2, { status: 500 }, () => 0)).toBe(4000);
  });
});

describe('shouldRetryMutation', () => {
  it('retries network failures up to 2 times', () => {
    expect(shouldRetryMutation(0, { status: 0 })).toBe(true);
    expect(shouldRetryMutation(1, { status: 0 })).toBe(true);
    expect(shouldRetryMutation(2, { status: 0 })).toBe(false);
    expect(shouldRetryMutation(0, { status: 503 })).toBe(false);
  });
});
