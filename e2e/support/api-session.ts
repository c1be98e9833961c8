import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';
import { E2E_PASSWORD } from './global-setup';

/** State-changing API calls carry the site's Origin, as the browser's own calls do (the cross-site request guard). */
export const withOrigin = () => ({ headers: { Origin: baseUrl() } });

/**
 * Signs in through the API (the sign-in screen has its own spec): one of the accounts the global setup made, unless
 * a password is given. The request context, and so its pages, keeps the session cookie.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password = E2E_PASSWORD,
): Promise<void> {
  const res = await request.post('/api/auth/login', { ...withOrigin(), data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}
