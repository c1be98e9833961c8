/**
 * The signed-in user (SPEC §4 authentication states). The browser asks `GET /api/auth/session`, which answers
 * `{ user }` with null when nobody is signed in (SPEC §7's `GET /api/auth/user` answers 401 then, which the browser
 * would log as an error on every visit). Other failures raise '{status}: {statusText}' (SPEC §7). The query is fresh
 * for 5 minutes, kept for 10, and never retried.
 */
import { createContext, useContext } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionAnswer, User } from '../../shared/contracts/auth';
import { CURRENT_USER_CACHE } from '../../shared/helpers/cache-tiers';
import { apiRequest, ApiError } from './api-client';
import { browserNavigation } from './navigation';

export const currentUserQueryKey = ['/api/auth/user'] as const;

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return (await apiRequest<SessionAnswer>('GET', '/api/auth/session', undefined, { signal, retries: 0 })).user;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.code !== 'TIMEOUT') {
      throw new ApiError({ ...error, message: `${error.status}: ${error.message}`, details: error.details });
    }
    throw error;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: CURRENT_USER_CACHE.staleTime,
  gcTime: CURRENT_USER_CACHE.gcTime,
  retry: false,
});

export type SessionState =
  | { status: 'loading'; user: undefined }
  | { status: 'error'; user: undefined; error: Error; retry: () => void }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

/** Where the visitor stands: loading, signed in (with the user), signed out, or unknown because the call failed. */
export function useSession(): SessionState {
  const query = useQuery(currentUserQueryOptions);
  if (query.data) return { status: 'signed-in', user: query.data };
  if (query.data === null) return { status: 'signed-out', user: null };
  if (query.isError) {
    return {
      status: 'error',
      user: undefined,
      error: query.error,
      retry: () => {
        void query.refetch();
      },
    };
  }
  return { status: 'loading', user: undefined };
}

/**
 * The signed-in user, as the session gate above a signed-in screen last saw it. Screens read it from here rather than
 * from the query so that they never render half signed out (while logging out, the cache is cleared before the page
 * unloads).
 */
export const SignedInUserContext = createContext<User | null>(null);

/** The user of a screen that only renders when signed in. */
export function useCurrentUser(): User {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useCurrentUser is used outside a signed-in screen.');
  return user;
}

/**
 * SPEC §4: logout calls the API, clears the cached user and does a full redirect to / (or `destination`: the demo's
 * "Sign up" leaves the demo for the sign-up form).
 */
export function useLogout(destination = '/') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['logout'],
    mutationFn: () => apiRequest<void>('POST', '/api/auth/logout', undefined, { retries: 0 }),
    onSuccess: () => {
      browserNavigation.assign(destination);
      // Forget every cached answer, the user's included. The screens on display keep what they show (they are not
      // told), so nothing flashes to a signed-out state in the moment before the new page replaces them.
      queryClient.getQueryCache().clear();
    },
  });
}
