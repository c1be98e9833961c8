import { getDisplayName } from '../../../../shared/helpers/user-display';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { NextStepsCard } from './next-steps-card';
import { PlanSummaryCard } from './plan-summary-card';

/**
 * The signed-in home until the dashboard panels exist: a welcome built only from real data (who the user is and what
 * their plan includes) and what to do next. No placeholder numbers or charts.
 */
export function WelcomeOverview() {
  const user = useCurrentUser();
  useDocumentTitle('Dashboard');
  return (
    <div className="grid gap-6">
      <section aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="text-2xl font-semibold tracking-tight text-fg">
          Welcome, {getDisplayName(user)}
        </h2>
        <p className="mt-1 text-fg-muted">
          Sitewarden watches your sites' uptime, certificates, DNS, registration, performance and security, and tells
          you when something needs attention.
        </p>
      </section>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <NextStepsCard tier={user.subscriptionTier} />
        <PlanSummaryCard tier={user.subscriptionTier} />
      </div>
    </div>
  );
}
