import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { mockFetch } from '../test/fetch-mock';
import { fetchCurrentUser } from './session';

describe('fetchCurrentUser (SPEC §4, §7)', () => {
  it('returns the user when signed in', async () => {
    const user = makeUser();
    mockFetch({ 'GET /api/auth/session': { body: { user } } });
    await expect(fetchCurrentUser()).resolves.toEqual(user);
  });

  it('returns null when nobody is signed in', async () => {
    mockFetch({ 'GET /api/auth/session': { body: { user: null } } });
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it("raises '{status}: ...' on other failures, without retrying", async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/session': { status: 503 } });
    await expect(fetchCurrentUser()).rejects.toMatchObject({
      status: 503,
      message: '503: Service temporarily unavailable. Please try again later.',
    });
    expect(fetchMock.fn).toHaveBeenCalledTimes(1);
  });
});
