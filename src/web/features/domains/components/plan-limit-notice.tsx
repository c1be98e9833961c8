import { planLimitMessage } from '../../../../shared/helpers/domain-limit';
import { Alert } from '../../../components/ui/alert';
import type { PlanLimit } from '../lib/plan-limit';

/** SPEC §2.9 / §8.4: shown instead of the Add Domain form once the plan's domain limit is reached. */
export function PlanLimitNotice({ limit, planName }: PlanLimit) {
  return (
    <Alert tone="warning" role="status" title="Domain limit reached">
      {planLimitMessage(limit, planName)}
    </Alert>
  );
}
