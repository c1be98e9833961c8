import { Navigate, Outlet, useSearchParams } from 'react-router';
import { billingCheckoutPath, chosenPaidPlan } from '../../../shared/helpers/billing-display';
import { SessionGate } from './session-gate';

/**
 * SPEC §2.1: /auth sends signed-in users to /; with a paid plan chosen on the pricing page (`?plan=`, issue 19), to
 * the billing screen that opens Stripe Checkout for it.
 */
export function RedirectIfSignedIn() {
  const [searchParams] = useSearchParams();
  const plan = chosenPaidPlan(searchParams.get('plan'));
  return (
    <SessionGate>
      {(user) => (user ? <Navigate replace to={plan ? billingCheckoutPath(plan) : '/'} /> : <Outlet />)}
    </SessionGate>
  );
}
