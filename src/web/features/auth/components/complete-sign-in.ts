import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth';
import { currentUserQueryKey } from '../../../lib/session';
import { browserNavigation } from '../../../lib/navigation';

/**
 * SPEC §2.5 / §4: after sign-in or sign-up the user query is refreshed and the browser does a full reload, to the
 * page the visitor was sent away from (a local `?next=` path) or to /.
 */
export function completeSignIn(queryClient: QueryClient, user: User, next: string | null): void {
  queryClient.setQueryData(currentUserQueryKey, user);
  browserNavigation.assign(next ?? '/');
}
