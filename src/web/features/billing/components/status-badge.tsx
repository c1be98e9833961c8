import type { SubscriptionStatus } from '../../../../shared/contracts/billing';
import { SUBSCRIPTION_STATUS_DISPLAY } from '../../../../shared/helpers/billing-display';
import { Badge } from '../../../components/ui/badge';

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { label, tone } = SUBSCRIPTION_STATUS_DISPLAY[status];
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  );
}
