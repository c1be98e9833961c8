import { useId, type ReactNode } from 'react';
import { Check, CheckCheck, type LucideIcon } from 'lucide-react';
import type { Alert } from '../../../../shared/contracts/alerts';
import {
  ALERT_SEVERITY_LABELS,
  ALERT_SEVERITY_TONES,
  ALERT_TYPE_LABELS,
} from '../../../../shared/helpers/alert-display';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useReadableTime } from '../../../lib/use-readable-time';
import { useMarkAlertRead, useResolveAlert } from '../api/update-alert';
import { ALERT_TYPE_ICONS } from './alert-type-icon';

const iconTones = {
  critical: 'bg-critical-soft text-critical',
  warning: 'bg-warning-soft text-warning',
  info: 'bg-info-soft text-info',
} as const;

export interface AlertItemProps {
  alert: Alert;
  /** The current time, for the relative time (kept moving by the list). */
  now: number;
}

/**
 * One alert (SPEC §2.13): type icon, title, message, severity badge, relative time; 'Mark Read' only while unread and
 * 'Resolve' only while unresolved.
 */
export function AlertItem({ alert, now }: AlertItemProps) {
  const readable = useReadableTime();
  const markRead = useMarkAlertRead();
  const resolve = useResolveAlert();
  const Icon = ALERT_TYPE_ICONS[alert.type];
  const busy = markRead.isPending || resolve.isPending;
  const titleId = useId();

  const onMarkRead = () =>
    markRead.mutate(alert.id, {
      onError: (error) => toastActionError(error, "Couldn't mark the alert read", 'Failed to mark the alert read'),
    });
  const onResolve = () =>
    resolve.mutate(alert.id, {
      onSuccess: () => toast({ title: 'Alert Resolved', description: alert.title }),
      onError: (error) => toastActionError(error, "Couldn't resolve the alert", 'Failed to resolve the alert'),
    });

  return (
    <li
      className={cn(
        'flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:gap-4 sm:px-5',
        alert.isResolved && 'opacity-75',
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-lg',
            iconTones[alert.severity],
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {alert.isRead ? null : <span className="sr-only">Unread:</span>}
            <h3
              id={titleId}
              className={cn('min-w-0 text-sm break-words text-fg', alert.isRead ? 'font-medium' : 'font-semibold')}
            >
              {alert.isRead ? null : (
                // Inside the heading so that it stays beside the title when the line wraps.
                <span
                  aria-hidden="true"
                  className="mr-1.5 inline-block size-2 rounded-full bg-info-solid align-middle"
                />
              )}
              {alert.title}
            </h3>
            <Badge tone={ALERT_SEVERITY_TONES[alert.severity]}>{ALERT_SEVERITY_LABELS[alert.severity]}</Badge>
            {alert.isResolved ? (
              <Badge tone="healthy" dot>
                Resolved
              </Badge>
            ) : null}
          </div>
          <p className="text-sm break-words text-fg-muted">{alert.message}</p>
          <p className="flex flex-wrap gap-x-2 text-xs text-fg-subtle">
            <span>{ALERT_TYPE_LABELS[alert.type]}</span>
            <span aria-hidden="true">·</span>
            <span className="break-all">{alert.domainName}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={alert.createdAt} title={readable(alert.createdAt)}>
              {formatRelativeTime(alert.createdAt, now)}
            </time>
          </p>
        </div>
      </div>
      {alert.isRead && alert.isResolved ? null : (
        <div className="flex shrink-0 gap-2 pl-12 sm:pl-0">
          {alert.isRead ? null : (
            <ActionButton
              icon={Check}
              pending={markRead.isPending}
              disabled={busy}
              onClick={onMarkRead}
              describedBy={titleId}
            >
              Mark Read
            </ActionButton>
          )}
          {alert.isResolved ? null : (
            <ActionButton
              icon={CheckCheck}
              pending={resolve.isPending}
              disabled={busy}
              onClick={onResolve}
              describedBy={titleId}
            >
              Resolve
            </ActionButton>
          )}
        </div>
      )}
    </li>
  );
}

/** Mark Read and Resolve: a spinner in place of the icon while the change is sent; named with the alert's title. */
function ActionButton({
  icon: Icon,
  pending,
  disabled,
  onClick,
  describedBy,
  children,
}: {
  icon: LucideIcon;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      loading={pending}
      disabled={disabled}
      onClick={onClick}
      aria-describedby={describedBy}
    >
      {pending ? null : <Icon aria-hidden="true" />}
      {children}
    </Button>
  );
}
