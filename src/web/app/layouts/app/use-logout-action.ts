import { getErrorMessage } from '../../../../shared/helpers/error-classification';
import { useLogout } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** Log out, with a toast if the server could not be reached (the session would otherwise silently stay). */
export function useLogoutAction(): { logout: () => void; pending: boolean } {
  const mutation = useLogout();
  return {
    pending: mutation.isPending || mutation.isSuccess,
    logout: () =>
      mutation.mutate(undefined, {
        onError: (error) =>
          toast({ title: "Couldn't log out", description: getErrorMessage(error), variant: 'destructive' }),
      }),
  };
}
