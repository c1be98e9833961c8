import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classifyError } from '../../shared/helpers/error-classification';
import { EmptyState } from './ui/empty-state';
import { LoadError } from './ui/load-error';
import { Skeleton } from './ui/skeleton';

/**
 * The screens of one record (a domain, a status page): the way back to the list above, and what they show before the
 * record is there: not found, a load error with Retry, or the screen's outline.
 */
export function DetailFrame({ back, backLabel, children }: { back: string; backLabel: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-4">
      <Link
        to={back}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-fg-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      {children}
    </div>
  );
}

/** The record could not be read: gone or another workspace's (no detail given), or a failure the person may retry. */
export function DetailLoadFailure({
  error,
  notFoundTitle,
  errorTitle,
  onRetry,
  retrying,
}: {
  error: unknown;
  notFoundTitle: string;
  errorTitle: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (classifyError(error).type === 'notfound')
    return (
      <EmptyState icon={SearchX} title={notFoundTitle}>
        It may have been deleted, or it belongs to another workspace.
      </EmptyState>
    );
  return <LoadError title={errorTitle} error={error} onRetry={onRetry} retrying={retrying} />;
}

/** The screen's outline while the record loads: its title's place, then the screen's own shapes. */
export function DetailSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-4 *:min-w-0" aria-busy="true" aria-label={label}>
      <Skeleton className="h-8 w-64 max-w-full" />
      {children}
    </div>
  );
}
