import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth';
import { currentUserQueryKey } from '../../../lib/session';

/**
 * SPEC §4: a change of workspace refreshes the user, domains and dashboard data. Nearly everything the app caches
 * (domains, alerts, stats, performance, teams...) belongs to a workspace, so every cached answer is marked stale and
 * the ones on screen are fetched again; queries that opt out with `meta: { workspaceIndependent: true }` are kept.
 * When the server answered the updated user it is stored at once, so the switcher and plan badge update before the
 * refetches land.
 */
export async function refreshWorkspaceData(queryClient: QueryClient, user?: User): Promise<void> {
  if (user) queryClient.setQueryData(currentUserQueryKey, user);
  await queryClient.invalidateQueries({
    predicate: (query) => query.meta?.workspaceIndependent !== true,
  });
}

/**
 * After the caller left a team or deleted it (and the screen has moved away from its pages): forget its cached
 * answers and refresh the rest, since the current workspace may have fallen back to personal.
 */
export async function forgetTeam(queryClient: QueryClient, slug: string, user?: User): Promise<void> {
  queryClient.removeQueries({ queryKey: ['/api/teams', slug] });
  await refreshWorkspaceData(queryClient, user);
}
