import { useId, type ReactNode } from 'react';
import { BellOff, BellRing, Check, CheckCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Alert } from '../../../../shared/contracts/alerts';
import {
  ALERT_SEVERITY_LABELS,
  ALERT_SEVERITY_TONES,
  ALERT_TYPE_LABELS,
} from '../../../../shared/helpers/alert-display';
import { displayDomain } from '../../../../shared/helpers/domain-name';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { DemoGuard } from '../../../components/demo-guard';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-errors';
import type { HttpMethod } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useReadableTime } from '../../../lib/use-readable-time';
import { useAcknowledgeAlert, useMarkAlertRead, useResolveAlert, useUnacknowledgeAlert } from '../api/update-alert';
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
 * 'Resolve' only while unresolved; while open, 'Acknowledge' (someone is on it: decision 043) or, once acknowledged,
 * who did and when, and 'Unacknowledge'.
 */
export function AlertItem({ alert, now }: AlertItemProps) {
  const readable = useReadableTime();
  const markRead = useMarkAlertRead();
  const resolve = useResolveAlert();
  const acknowledge = useAcknowledgeAlert();
  const unacknowledge = useUnacknowledgeAlert();
  const Icon = ALERT_TYPE_ICONS[alert.type];
  const alertPath = `/api/alerts/${encodeURIComponent(alert.id)}`;
  const busy = markRead.isPending || resolve.isPending || acknowledge.isPending || unacknowledge.isPending;
  const acknowledged = alert.acknowledgedAt !== null;
  const titleId = useId();

  const onMarkRead = () =>
    markRead.mutate(alert.id, {
      onError: (error) => toastActionError(error, "Couldn't mark the alert read", 'Failed to mark the alert read'),
    });
  const onAcknowledge = () =>
    acknowledge.mutate(alert.id, {
      onSuccess: () => toast({ title: 'Alert Acknowledged', description: alert.title }),
      onError: (error) => toastActionError(error, "Couldn't acknowledge the alert", 'Failed to acknowledge the alert'),
    });
  const onUnacknowledge = () =>
    unacknowledge.mutate(alert.id, {
      onError: (error) =>
        toastActionError(error, "Couldn't take the acknowledgement back", 'Failed to unacknowledge the alert'),
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
            ) : acknowledged ? (
              <Badge tone="info" dot>
                Acknowledged
              </Badge>
            ) : null}
            {alert.maintenance && !alert.isResolved ? (
              <Badge tone="neutral" dot>
                During maintenance
              </Badge>
            ) : null}
          </div>
          <p className="text-sm break-words whitespace-pre-line text-fg-muted">{alert.message}</p>
          {alert.maintenance ? <MaintenanceLine maintenance={alert.maintenance} resolved={alert.isResolved} /> : null}
          {acknowledged ? <AcknowledgedLine alert={alert} now={now} /> : null}
          <p className="flex flex-wrap gap-x-2 text-xs text-fg-subtle">
            <span>{ALERT_TYPE_LABELS[alert.type]}</span>
            <span aria-hidden="true">·</span>
            <span className="break-all">{displayDomain(alert.domainName)}</span>
            {alert.monitorName ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="break-words">Monitor: {alert.monitorName}</span>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <time dateTime={alert.createdAt} title={readable(alert.createdAt)}>
              {formatRelativeTime(alert.createdAt, now)}
            </time>
          </p>
        </div>
      </div>
      {alert.isRead && alert.isResolved ? null : (
        <div className="flex shrink-0 flex-wrap gap-2 pl-12 sm:flex-nowrap sm:pl-0">
          {alert.isRead ? null : (
            <ActionButton
              icon={Check}
              pending={markRead.isPending}
              disabled={busy}
              onClick={onMarkRead}
              call={['PATCH', `${alertPath}/read`]}
              describedBy={titleId}
            >
              Mark Read
            </ActionButton>
          )}
          {alert.isResolved ? null : (
            <ActionButton
              icon={acknowledged ? BellRing : BellOff}
              pending={acknowledged ? unacknowledge.isPending : acknowledge.isPending}
              disabled={busy}
              onClick={acknowledged ? onUnacknowledge : onAcknowledge}
              call={[acknowledged ? 'DELETE' : 'POST', `${alertPath}/acknowledge`]}
              describedBy={titleId}
            >
              {acknowledged ? 'Unacknowledge' : 'Acknowledge'}
            </ActionButton>
          )}
          {alert.isResolved ? null : (
            <ActionButton
              icon={CheckCheck}
              pending={resolve.isPending}
              disabled={busy}
              onClick={onResolve}
              call={['PATCH', `${alertPath}/resolve`]}
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

/**
 * Why nobody was told, and why it does not count (decision 073): the maintenance window holding it, linked to the
 * windows' list, and until when; resolved within that window, why nobody hears of either (decision 077).
 */
function MaintenanceLine({
  maintenance,
  resolved,
}: {
  maintenance: NonNullable<Alert['maintenance']>;
  resolved: boolean;
}) {
  const readable = useReadableTime();
  return (
    <p className="text-xs text-fg-muted">
      {resolved ? 'Opened and resolved during maintenance:' : 'Opened during maintenance:'}{' '}
      <Link to="/status-pages#maintenance" className="font-medium text-fg underline-offset-2 hover:underline">
        {maintenance.title ?? 'a window since deleted'}
      </Link>
      {resolved ? (
        <>
          {' '}
          <span aria-hidden="true">·</span> nobody was notified of either
        </>
      ) : maintenance.until ? (
        <>
          {' '}
          <span aria-hidden="true">·</span> nobody notified; it counts again if still open at{' '}
          <time dateTime={maintenance.until}>{readable(maintenance.until)}</time>
        </>
      ) : null}
    </p>
  );
}

/** 'Acknowledged by Ada Lovelace · 5m ago': who is on it, and since when (the exact time on hover). */
function AcknowledgedLine({ alert, now }: AlertItemProps) {
  const readable = useReadableTime();
  const at = alert.acknowledgedAt!;
  return (
    <p className="text-xs text-fg-muted">
      Acknowledged by <span className="font-medium text-fg">{alert.acknowledgedBy?.name ?? 'a former member'}</span>{' '}
      <span aria-hidden="true">·</span>{' '}
      <time dateTime={at} title={readable(at)}>
        {formatRelativeTime(at, now)}
      </time>
    </p>
  );
}

/**
 * Mark Read, Acknowledge and Resolve: a spinner in place of the icon while the change is sent; named with the alert's
 * title; disabled, saying why, where the read-only demo may not make its call.
 */
function ActionButton({
  icon: Icon,
  pending,
  disabled,
  onClick,
  call: [method, path],
  describedBy,
  children,
}: {
  icon: LucideIcon;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
  /** The API call the button makes. */
  call: [HttpMethod, string];
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <DemoGuard method={method} path={path}>
      {(demo) => (
        <Button
          variant="outline"
          size="sm"
          loading={pending}
          disabled={disabled || demo}
          onClick={onClick}
          aria-describedby={describedBy}
        >
          {pending ? null : <Icon aria-hidden="true" />}
          {children}
        </Button>
      )}
    </DemoGuard>
  );
}
