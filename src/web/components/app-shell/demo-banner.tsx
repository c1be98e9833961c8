import { Info } from 'lucide-react';
import { DEMO_BANNER_TEXT } from '../../../shared/helpers/demo-access';
import { getErrorMessage } from '../../../shared/helpers/error-classification';
import { Button } from '../ui/button';
import { useLogout } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useCurrentWorkspace } from '../../lib/workspace';

/**
 * Above every signed-in screen of the read-only demo: what it is, and the way to one's own account (leaving the demo
 * session first: the sign-up form is for signed-out visitors).
 */
export function DemoBanner() {
  const { data } = useCurrentWorkspace();
  const leave = useLogout('/auth?mode=signup');
  if (!data?.demo) return null;
  return (
    <div
      role="status"
      className="border-b border-line bg-accent-soft px-4 py-2.5 text-sm text-accent-text sm:px-6 lg:px-8"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-2">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        <p className="min-w-0 flex-1 font-medium">{DEMO_BANNER_TEXT}</p>
        <Button
          size="sm"
          disabled={leave.isPending || leave.isSuccess}
          onClick={() =>
            leave.mutate(undefined, {
              onError: (error) =>
                toast({
                  title: "Couldn't leave the demo",
                  description: getErrorMessage(error),
                  variant: 'destructive',
                }),
            })
          }
        >
          Sign up free
        </Button>
      </div>
    </div>
  );
}
