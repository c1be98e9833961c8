import { Bell, Clock, Globe, History, Plug, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { PLANS } from '../../../../shared/constants/plans';
import {
  formatCheckInterval,
  formatLimit,
  formatMonthlyPrice,
  formatRetention,
} from '../../../../shared/helpers/plan-display';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';

/** The plan's limits (SPEC §9.1), straight from PLANS: the only figures this page shows. */
export function PlanSummaryCard({ tier }: { tier: SubscriptionTier }) {
  const plan = PLANS[tier];
  const limits: ReadonlyArray<{ icon: LucideIcon; label: string; value: string }> = [
    { icon: Globe, label: 'Domains', value: formatLimit(plan.maxDomains) },
    { icon: Clock, label: 'Checks', value: formatCheckInterval(plan.checkIntervalSeconds) },
    { icon: Users, label: 'Team members', value: formatLimit(plan.maxTeamMembers) },
    { icon: History, label: 'History kept', value: formatRetention(plan.retentionDays) },
    { icon: Bell, label: 'Alert channels', value: formatLimit(plan.maxAlertChannels) },
    { icon: Plug, label: 'API requests / month', value: formatLimit(plan.apiRequestsMonthly) },
  ];
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Your plan</CardTitle>
          <Badge tone={tier === 'free' ? 'neutral' : 'accent'}>{plan.badge}</Badge>
        </div>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-3xl font-semibold tracking-tight text-fg tabular-nums">
            {formatMonthlyPrice(plan.priceUsdMonthly)}
          </span>
          <span className="text-sm text-fg-muted">/month</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <dl className="grid gap-3 text-sm">
          {limits.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex items-center gap-3">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
              <dt className="flex-1 text-fg-muted">{label}</dt>
              <dd className="font-medium text-fg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap">
        {tier === 'free' ? (
          <Button asChild size="sm">
            <Link to="/pricing">Upgrade plan</Link>
          </Button>
        ) : (
          <>
            <Button asChild size="sm" variant="outline">
              <Link to="/pricing">Compare plans</Link>
            </Button>
            <Button asChild size="sm" variant="ghost">
              <Link to="/billing">Billing</Link>
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
