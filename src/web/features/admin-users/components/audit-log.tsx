import { ScrollText } from 'lucide-react';
import type { AdminAuditEntry } from '../../../../shared/contracts/admin-users';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { PLANS } from '../../../../shared/constants/plans';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReadableTime } from '../../../lib/use-readable-time';
import { useAudit } from '../api/get-audit';

const planName = (tier: unknown) =>
  typeof tier === 'string' && tier in PLANS ? PLANS[tier as SubscriptionTier].name : String(tier);

/** How each action reads in the log; an action of another module shows as its name. */
const ACTIONS: Record<string, (entry: AdminAuditEntry) => string> = {
  'plan.change': (e) =>
    `changed the plan of ${e.targetEmail} from ${planName(e.detail.from)} to ${planName(e.detail.to)}`,
  'admin.grant': (e) => `made ${e.targetEmail} an administrator`,
  'admin.revoke': (e) => `removed admin rights from ${e.targetEmail}`,
  'account.disable': (e) => `disabled ${e.targetEmail}`,
  'account.enable': (e) => `enabled ${e.targetEmail}`,
  'delivery.resend': (e) => `resent a notification to ${e.targetEmail}`,
};

export function describeAuditEntry(entry: AdminAuditEntry): string {
  const words = Object.hasOwn(ACTIONS, entry.action)
    ? ACTIONS[entry.action]!(entry)
    : `${entry.action} on ${entry.targetEmail}`;
  return `${entry.adminEmail} ${words}`;
}

/** The admin audit log: who did what to which account, newest first. */
export function AuditLog() {
  const audit = useAudit(true);
  const readable = useReadableTime();
  return (
    <section aria-labelledby="admin-audit-heading" className="grid gap-3">
      <h2 id="admin-audit-heading" className="text-lg font-semibold text-fg">
        Admin audit log
      </h2>
      {audit.isError ? (
        <LoadError
          title="Couldn't load the audit log"
          error={audit.error}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : !audit.data ? (
        <Skeleton className="h-24" aria-label="Loading the audit log" />
      ) : audit.data.length === 0 ? (
        <EmptyState icon={ScrollText} title="Nothing recorded yet">
          Plan changes, admin rights and disabled accounts are recorded here as administrators make them.
        </EmptyState>
      ) : (
        <Card>
          <ol aria-label="Admin audit log entries" className="divide-y divide-line">
            {audit.data.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 px-5 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
                <span className="min-w-0 break-words text-fg">{describeAuditEntry(entry)}</span>
                <time dateTime={entry.createdAt} className="text-fg-muted tabular-nums">
                  {readable(entry.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </section>
  );
}
