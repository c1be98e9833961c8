import { ArrowRight, BellRing, Globe, ScanSearch, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { PLANS } from '../../../../shared/constants/plans';
import { formatCheckInterval, formatLimit } from '../../../../shared/helpers/plan-display';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
  action: string;
  to: string;
}

export function getNextSteps(tier: SubscriptionTier): Step[] {
  const plan = PLANS[tier];
  const steps: Step[] = [
    {
      icon: Globe,
      title: 'Add a domain to monitor',
      text: `Sitewarden then checks its uptime, certificate, DNS, registration, performance and security ${formatCheckInterval(plan.checkIntervalSeconds)} on the ${plan.name} plan.`,
      action: 'Add a domain',
      to: '/domains',
    },
    {
      icon: ScanSearch,
      title: 'Run a quick scan',
      text: "Check any domain's DNS, certificate, registration and security right now, without adding it.",
      action: 'Open the scanner',
      to: '/scanner',
    },
    {
      icon: BellRing,
      title: 'Choose how you hear about problems',
      text: 'Pick email, SMS or Slack, and set the thresholds that matter for each site.',
      action: 'Alert settings',
      to: '/settings',
    },
  ];
  if (plan.maxTeamMembers > 1) {
    steps.push({
      icon: Users,
      title: 'Bring in your team',
      text: `Your plan includes ${formatLimit(plan.maxTeamMembers).toLowerCase()} team members. Create a team workspace and invite them.`,
      action: 'Create a team',
      to: '/teams/new',
    });
  }
  return steps;
}

export function NextStepsCard({ tier }: { tier: SubscriptionTier }) {
  const steps = getNextSteps(tier);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Get set up</CardTitle>
        <CardDescription>A few minutes now, and Sitewarden keeps watch from then on.</CardDescription>
      </CardHeader>
      <ol className="mt-4 divide-y divide-line border-t border-line">
        {steps.map(({ icon: Icon, title, text, action, to }, index) => (
          <li key={to} className="flex flex-col gap-4 px-5 py-5 sm:flex-row sm:items-center sm:px-6">
            <div className="flex min-w-0 flex-1 gap-4">
              <span className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <Icon aria-hidden="true" className="size-5" />
                <span className="absolute -top-1.5 -left-1.5 inline-flex size-5 items-center justify-center rounded-full border border-line bg-surface text-[11px] font-semibold text-fg-muted tabular-nums">
                  {index + 1}
                </span>
              </span>
              <div className="min-w-0">
                <h3 className="font-medium text-fg">{title}</h3>
                <p className="mt-0.5 text-sm text-fg-muted">{text}</p>
              </div>
            </div>
            <Button
              asChild
              variant={index === 0 ? 'primary' : 'outline'}
              size="sm"
              className="self-start sm:self-center"
            >
              <Link to={to}>
                {action}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </li>
        ))}
      </ol>
    </Card>
  );
}
