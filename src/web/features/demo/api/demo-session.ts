import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { browserNavigation } from '../../../lib/navigation';

/** POST /api/demo/session signs this browser in to the read-only demo account; the dashboard then loads afresh. */
export function useStartDemo() {
  return useMutation({
    mutationKey: ['demo', 'session'],
    mutationFn: () => apiRequest<User>('POST', '/api/demo/session', undefined, { retries: 0 }),
    onSuccess: () => browserNavigation.assign('/'),
  });
}
