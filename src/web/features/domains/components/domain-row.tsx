import { useId, type ReactNode } from 'react';
import { Eye, RotateCcw, Settings } from 'lucide-react';
import type { Domain } from '../../../../shared/contracts/domains';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastActionError } from '../../../lib/action-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { Link } from 'react-router';
import { useRestoreDomain } from '../api/change-domain';
import { domainPagePath } from '../lib/paths';
import { AlertCount, DomainStatusBadge, PerformanceFigure, SslExpiry, UptimeFigure } from './domain-figures';
import { preloadDomainSettingsForm } from './domain-settings-dialog';
import { displayDomain } from '../../../../shared/helpers/domain-name';
import { DomainName } from '../../../components/domain-name';

/** A cell that, on phones, shows its column's name above its value (the header row is then only for screen readers). */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={cn('min-w-0 @4xl:table-cell @4xl:px-4 @4xl:py-3 @4xl:align-middle', className)}>
      <span aria-hidden="true" className="mb-1 block text-xs font-medium text-fg-muted @4xl:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}

export interface DomainRowProps {
  domain: Domain;
  onDetails: () => void;
  onSettings: () => void;
}

/** One domain: its figures, and View Details and Settings; a deleted domain is dimmed and offers only Restore. */
export function DomainRow({ domain, onDetails, onSettings }: DomainRowProps) {
  const deleted = !domain.isActive;
  const nameId = useId();
  const restore = useRestoreDomain();
  const dim = deleted ? 'opacity-60' : undefined;

  const onRestore = () =>
    restore.mutate(domain.id, {
      onSuccess: () =>
        toast({ title: 'Domain restored', description: `${displayDomain(domain.name)} is monitored again.` }),
      onError: (error) => toastActionError(error, 'Restore failed', 'Failed to restore domain. Please try again.'),
    });

  return (
    <tr
      role="row"
      className={cn(
        'grid grid-cols-2 gap-x-4 gap-y-3 px-5 py-4 @xl:grid-cols-3 @4xl:table-row @4xl:p-0',
        deleted && 'bg-canvas/60',
      )}
    >
      {/* In the table the name's column takes the width the others leave (w-full, max-w-0): a long name is cut short
          with its whole self in the title (the <wbr>s hidden: Chrome breaks at them even in one line), and the Actions
          column stays in view. On a card it wraps between labels. */}
      <td
        role="cell"
        className={cn(
          'col-span-2 min-w-0 @xl:col-span-3 @4xl:table-cell @4xl:w-full @4xl:max-w-0 @4xl:py-3 @4xl:pr-4 @4xl:pl-6',
          dim,
        )}
      >
        <div className="flex min-w-0 items-center gap-2">
          <Link
            id={nameId}
            to={domainPagePath(domain.id)}
            title={displayDomain(domain.name)}
            // its name as one word, whatever the line breaks inside it
            aria-label={displayDomain(domain.name)}
            className="min-w-0 font-medium [overflow-wrap:anywhere] text-fg underline-offset-4 hover:underline @4xl:truncate @4xl:[&_wbr]:hidden"
          >
            <DomainName name={domain.name} />
          </Link>
          {deleted ? (
            <Badge tone="neutral" className="shrink-0">
              Deleted
            </Badge>
          ) : null}
        </div>
        {domain.description ? (
          <p className="mt-0.5 line-clamp-2 text-xs break-words text-fg-muted @4xl:max-w-xs">{domain.description}</p>
        ) : null}
      </td>
      <Cell label="Status" className={dim}>
        <DomainStatusBadge domain={domain} />
      </Cell>
      {/* the column the name's gives way to keeps room for a failure's sentence in its badge */}
      <Cell label="SSL" className={cn('@4xl:min-w-48', dim)}>
        <SslExpiry ssl={domain.ssl} certificate={domain.sslCertificate} />
      </Cell>
      <Cell label="Uptime" className={dim}>
        <UptimeFigure percent={domain.uptimePercentage} pending={domain.pendingChecks.includes('uptime')} />
      </Cell>
      <Cell label="Performance" className={dim}>
        <PerformanceFigure score={domain.performanceScore} pending={domain.pendingChecks.includes('performance')} />
      </Cell>
      <Cell label="Alerts" className={dim}>
        <AlertCount count={domain.activeAlerts} />
      </Cell>
      <td
        role="cell"
        className="col-span-2 flex flex-wrap justify-end gap-2 @xl:col-span-1 @xl:col-start-3 @4xl:table-cell @4xl:py-3 @4xl:pr-6 @4xl:pl-4 @4xl:text-right @4xl:whitespace-nowrap"
      >
        {deleted ? (
          <Button variant="outline" size="sm" loading={restore.isPending} onClick={onRestore} aria-describedby={nameId}>
            {restore.isPending ? null : <RotateCcw aria-hidden="true" />}
            Restore
          </Button>
        ) : (
          <>
            <Button variant="outline" size="sm" onClick={onDetails} aria-describedby={nameId}>
              <Eye aria-hidden="true" />
              View Details
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onSettings}
              onPointerEnter={preloadDomainSettingsForm}
              onFocus={preloadDomainSettingsForm}
              aria-describedby={nameId}
            >
              <Settings aria-hidden="true" />
              Settings
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}

export function DomainRowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading domains" className="divide-y divide-line">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex flex-wrap items-center gap-4 px-5 py-4 sm:px-6">
          <div className="grid min-w-40 flex-1 gap-2">
            <Skeleton className="h-4 w-44 max-w-full" />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="hidden h-5 w-20 rounded-full @xl:block" />
          <Skeleton className="hidden h-4 w-14 @4xl:block" />
          <Skeleton className="hidden h-4 w-24 @4xl:block" />
          <Skeleton className="h-8 w-36" />
        </div>
      ))}
    </div>
  );
}
