import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { apiRequest, ApiError } from './api-client';

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the request to fail.');
}

describe('apiRequest (SPEC §7, §8)', () => {
  it('sends credentials and a JSON body, and returns the JSON answer', async () => {
    const fetchMock = mockFetch({ 'POST /api/things': { status: 201, body: { id: 1 } } });
    await expect(apiRequest('POST', '/api/things', { name: 'a' })).resolves.toEqual({ id: 1 });
    const [, init] = fetchMock.fn.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"a"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body and no content type without a payload', async () => {
    const fetchMock = mockFetch({ 'GET /api/x': { body: [] } });
    await apiRequest('GET', '/api/x');
    const [, init] = fetchMock.fn.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(init.credentials).toBe('include');
  });

  it('sends a file as it is, under its own type (an uploaded logo)', async () => {
    const fetchMock = mockFetch({ 'PUT /api/logo': { body: { ok: true } } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await apiRequest('PUT', '/api/logo', file);
    const [, init] = fetchMock.fn.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
  });

  it('returns undefined for 204', async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });

  it('turns an error answer into an ApiError with status, message, code and details', async () => {
    mockFetch({
      'POST /api/auth/login': {
        status: 429,
        body: { message: 'Too many attempts.', code: 'RATE_LIMITED', details: { retryAfter: 900 } },
      },
    });
    const error = await rejection(apiRequest('POST', '/api/auth/login', {}, { retries: 0 }));
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many attempts.',
      code: 'RATE_LIMITED',
      details: { retryAfter: 900 },
    });
  });

  it('does not retry 4xx answers', async () => {
    const fetchMock = mockFetch({ 'GET /api/x': { status: 404 } });
    const error = await rejection(apiRequest('GET', '/api/x'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('The requested resource was not found.');
    expect(fetchMock.fn).toHaveBeenCalledTimes(1);
  });

  it('retries a GET 3 times on 503 with exponential backoff', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const fetchMock = mockFetch({ 'GET /api/x': { status: 503 } });
    const promise = rejection(apiRequest('GET', '/api/x'));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock.fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock.fn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock.fn).toHaveBeenCalledTimes(4);
    expect((await promise).message).toBe('Service temporarily unavailable. Please try again later.');
  });

  it('retries other methods once, and succeeds when the retry does', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchMock = mockFetch({
      'PATCH /api/x': () => (++calls === 1 ? { status: 502 } : { body: { ok: true } }),
    });
    const promise = apiRequest('PATCH', '/api/x', { a: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(promise).resolves.toEqual({ ok: true });
    expect(fetchMock.fn).toHaveBeenCalledTimes(2);
  });

  it('reports a network failure as status 0, code NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await rejection(apiRequest('GET', '/api/x', undefined, { retries: 0 }));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Network error. Please check your connection.',
    });
  });

  it('times out after 30 s as status 408, code TIMEOUT', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const promise = rejection(apiRequest('GET', '/api/slow', undefined, { retries: 0 }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await promise).toMatchObject({
      status: 408,
      code: 'TIMEOUT',
      message: 'Request timeout. Please try again.',
    });
  });

  it("lets the caller's own abort through unchanged, without retrying", async () => {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const promise = apiRequest('GET', '/api/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
