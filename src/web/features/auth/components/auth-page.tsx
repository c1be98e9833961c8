import { Link, useSearchParams } from 'react-router';
import { getAuthProviderErrorMessage } from '../../../../shared/helpers/auth-provider-errors';
import { PLANS } from '../../../../shared/constants/plans';
import type { PaidTier } from '../../../../shared/contracts/billing';
import { chosenPaidPlan } from '../../../../shared/helpers/billing-display';
import { signInDestination } from '../../../../shared/helpers/sign-in-destination';
import { Alert } from '../../../components/ui/alert';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthCard } from './auth-card';
import { FirstAdminNote } from './first-admin-note';
import { ProviderButtons } from './provider-buttons';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthMode = 'signin' | 'signup';

function toggledSearch(mode: AuthMode, next: string | null, plan: PaidTier | null): string {
  const params = new URLSearchParams();
  if (mode === 'signin') params.set('mode', 'signup');
  if (plan) params.set('plan', plan);
  else if (next) params.set('next', next);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * SPEC §2.5: sign in or sign up (`?mode=signup`). The toggle link changes the mode, which mounts a fresh form:
 * every field and every error (the provider's included) is cleared. A paid plan chosen on the pricing page
 * (`?plan=pro`, issue 19) is kept across the toggle and leads to the billing screen, which opens Stripe Checkout,
 * whether the account is made here or through a provider (the buttons carry it; decision 083).
 */
export function AuthPage() {
  const [searchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get('mode') === 'signup' ? 'signup' : 'signin';
  const plan = chosenPaidPlan(searchParams.get('plan'));
  const next = signInDestination({ plan, next: searchParams.get('next') });
  const providerError = getAuthProviderErrorMessage(searchParams.get('error'), searchParams.get('provider'));
  const signingUp = mode === 'signup';
  useDocumentTitle(signingUp ? 'Create your account' : 'Sign in');

  return (
    <AuthCard
      title={signingUp ? 'Create your account' : 'Sign in to Sitewarden'}
      intro={
        plan
          ? `${signingUp ? 'Create your account' : 'Sign in'}, then continue to the ${PLANS[plan].name} plan.`
          : signingUp
            ? 'Start with one domain on the Free plan. No card needed.'
            : 'Welcome back. Sign in to see how your sites are doing.'
      }
      footer={
        <p>
          {signingUp ? 'Already have an account?' : "Don't have an account?"}{' '}
          <Link
            to={{ search: toggledSearch(mode, next, plan) }}
            replace
            className="rounded-sm font-medium text-accent-text underline-offset-4 hover:underline"
          >
            {signingUp ? 'Sign in' : 'Sign up'}
          </Link>
        </p>
      }
    >
      {providerError ? (
        <Alert tone="warning" role="alert" className="mb-6">
          {providerError}
        </Alert>
      ) : null}
      {signingUp ? <FirstAdminNote /> : null}
      <ProviderButtons back={{ plan, next: searchParams.get('next') }} />
      <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-fg-muted uppercase">
        <span className="h-px flex-1 bg-line" />
        or with email
        <span className="h-px flex-1 bg-line" />
      </div>
      {signingUp ? <SignUpForm key="signup" next={next} /> : <SignInForm key="signin" next={next} />}
    </AuthCard>
  );
}
