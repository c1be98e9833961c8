import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { checkStatusLook } from '../../shared/helpers/check-status';
import { PENDING_FIRST_CHECK } from '../../shared/helpers/domain-state';
import { Badge } from './ui/badge';
import { Card, CardDescription, CardTitle } from './ui/card';
import { LoadError } from './ui/load-error';
import { Skeleton } from './ui/skeleton';
import { cn } from '../lib/cn';

/*
 * The panels of a record's page (a domain's, a monitor's): a card with a heading, what it shows while its own query
 * loads or fails, its "nothing yet" words and a stored check's status badge.
 */

export interface PanelProps {
  /** The heading, and the panel's accessible name. */
  title: string;
  description?: ReactNode;
  /** Controls beside the title (range, filters, an action). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One panel of a record's page: a card with a heading and its content. */
export function Panel({ title, description, actions, children, className }: PanelProps) {
  return (
    <Card className={cn('min-w-0', className)}>
      <section aria-label={title} className="grid gap-4 px-5 py-5 *:min-w-0 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <CardTitle>{title}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A panel's answer: placeholders while it loads, the failure with a retry, then the content. */
export function PanelQuery<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <LoadError
        framed={false}
        title={`Couldn't load ${what}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="py-4"
      />
    );
  return (
    <div className="grid gap-2" aria-busy="true" aria-label={`Loading ${what}`}>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-20" />
    </div>
  );
}

/** What a panel shows before its family's first check ran, or when there is nothing to list: in words, no figures. */
export function NoData({ children = PENDING_FIRST_CHECK }: { children?: ReactNode }) {
  return <p className="rounded-lg border border-line bg-canvas px-4 py-3 text-sm text-fg-muted">{children}</p>;
}

/** A stored check's status as a badge, in the words and colours of every check screen. */
export function CheckStatusBadge({ status }: { status: string }) {
  const look = checkStatusLook(status);
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
