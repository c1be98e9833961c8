import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Plain text instead of JSON. */
  text?: string;
}

export type MockRoute = (request: { url: string; method: string; body: unknown }) => MockReply | Promise<MockReply>;

export interface FetchMock {
  fn: ReturnType<typeof vi.fn>;
  /** Requests seen, in order. */
  calls: Array<{ url: string; method: string; body: unknown; credentials: RequestCredentials | undefined }>;
}

/** Replaces fetch with a router of `METHOD /path` -> reply. Unknown requests answer 404. */
export function mockFetch(routes: Record<string, MockRoute | MockReply>): FetchMock {
  const calls: FetchMock['calls'] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, method, body, credentials: init.credentials });
    const route = routes[`${method} ${url}`];
    const reply =
      typeof route === 'function'
        ? await route({ url, method, body })
        : (route ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } });
    const status = reply.status ?? 200;
    if (reply.text !== undefined) {
      return new Response(reply.text, { status, headers: { 'content-type': 'text/plain' } });
    }
    if (status === 204 || reply.body === undefined) return new Response(null, { status });
    return new Response(JSON.stringify(reply.body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}
