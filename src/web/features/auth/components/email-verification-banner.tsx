import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-errors';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useEmailVerification, useResendVerification } from '../api/email-verification';

/**
 * Above every signed-in screen while the account's address waits for its link (decision 076). The app works
 * meanwhile; only alert e-mails wait, so the banner says so, with Resend (limited per account) and Change e-mail.
 */
export function EmailVerificationBanner() {
  const user = useCurrentUser();
  const status = useEmailVerification(!user.emailVerified);
  const resend = useResendVerification();
  if (user.emailVerified) return null;
  const target = status.data?.pendingEmail ?? status.data?.email ?? user.email;

  return (
    <div
      role="status"
      className="border-b border-warning/30 bg-warning-soft px-4 py-2.5 text-sm text-warning sm:px-6 lg:px-8"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-2">
        <MailWarning aria-hidden="true" className="size-4 shrink-0" />
        <p className="min-w-0 flex-1 basis-64 text-fg">
          <span className="font-medium text-warning">Confirm your e-mail address.</span>{' '}
          <span className="break-words">
            We sent a link to <strong className="font-medium">{target}</strong>; until you use it, alert e-mails are not
            sent there.
          </span>
          {status.data?.mailKeptInOutbox
            ? ' This installation keeps its mail in an outbox: ask an administrator for the link.'
            : null}
        </p>
        <div className="flex shrink-0 gap-2">
          <Button
            size="sm"
            variant="outline"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: () => toast({ title: 'Link sent', description: `A new link is on its way to ${target}.` }),
                onError: (error) => toastActionError(error, "Couldn't send the link", 'The link could not be sent.'),
              })
            }
          >
            Resend
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to="/profile#email">Change e-mail</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
