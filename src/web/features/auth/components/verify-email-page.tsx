import { CircleCheck, MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { verifyEmailSchema } from '../../../../shared/contracts/auth';
import { getErrorMessage } from '../../../../shared/helpers/error-classification';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { INVALID_VERIFY_LINK_MESSAGE, useVerifyEmail } from '../api/email-verification';
import { AuthCard } from './auth-card';

/** Where to go next: the app for whoever is signed in here, else the sign-in screen. */
function NextStep({ signedIn }: { signedIn: boolean }) {
  return (
    <Button asChild size="lg" className="mt-6 w-full">
      <Link to={signedIn ? '/' : '/auth'}>{signedIn ? 'Go to the dashboard' : 'Sign in'}</Link>
    </Button>
  );
}

/**
 * `/verify-email?token=...`, the e-mailed link (decision 076). Opening it confirms nothing: link scanners and mail
 * previews follow links, so only the button's POST does. Works signed in or not (another device, say).
 */
export function VerifyEmailPage() {
  useDocumentTitle('Confirm your e-mail address');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const signedIn = useSession().status === 'signed-in';
  const verify = useVerifyEmail();

  if (
    !verifyEmailSchema.shape.token.safeParse(token).success ||
    (isApiError(verify.error) && verify.error.code === 'INVALID_TOKEN')
  ) {
    return (
      <AuthCard title="Confirmation link not valid">
        <Alert tone="critical" role="alert">
          {INVALID_VERIFY_LINK_MESSAGE}{' '}
          {signedIn ? 'Send a new one from the banner at the top of the app.' : 'Sign in to send a new one.'}
        </Alert>
        <NextStep signedIn={signedIn} />
      </AuthCard>
    );
  }

  if (verify.isSuccess) {
    return (
      <AuthCard title="E-mail address confirmed">
        <div className="flex flex-col items-center text-center">
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-healthy-soft text-healthy">
            <CircleCheck aria-hidden="true" className="size-5" />
          </span>
          <p role="status" className="break-words text-fg">
            {verify.data.message}
          </p>
        </div>
        <NextStep signedIn={signedIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Confirm your e-mail address"
      intro="One more step: press the button to confirm the address this link was sent to."
    >
      <div className="grid gap-5">
        <div className="flex justify-center">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent-text">
            <MailCheck aria-hidden="true" className="size-5" />
          </span>
        </div>
        {verify.isError ? (
          <Alert tone="critical" role="alert">
            {getErrorMessage(verify.error)}
          </Alert>
        ) : null}
        <Button size="lg" className="w-full" loading={verify.isPending} onClick={() => verify.mutate(token)}>
          Verify my e-mail
        </Button>
      </div>
    </AuthCard>
  );
}
