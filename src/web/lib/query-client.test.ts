import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { createQueryClient } from './query-client';

describe('query client (SPEC §9.3)', () => {
  it('has the documented defaults', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(5 * 60_000);
    expect(defaults?.gcTime).toBe(30 * 60_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchOnReconnect).toBe(true);
    expect(defaults?.refetchInterval).toBe(false);
  });

  it("fetches the path made by joining the query key with '/'", async () => {
    const fetchMock = mockFetch({ 'GET /api/audits/a1': { body: { status: 'running' } } });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/audits', 'a1'] })).resolves.toEqual({ status: 'running' });
    expect(fetchMock.calls[0]).toMatchObject({ url: '/api/audits/a1', credentials: 'include' });
  });

  it('throws on 401 and does not retry it', async () => {
    const fetchMock = mockFetch({ 'GET /api/alerts': { status: 401 } });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/alerts'] })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.fn).toHaveBeenCalledTimes(1);
  });
});
