import type { ReactNode } from 'react';
import { Plus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { LoadError } from './ui/load-error';

/** A screen about monitored domains when there is none yet: what it would show, and the way to add one. */
export function NoDomainsYet({ icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <EmptyState
      icon={icon}
      title="No domains monitored yet"
      action={
        <Button asChild>
          <Link to="/domains">
            <Plus aria-hidden="true" />
            Add a domain
          </Link>
        </Button>
      }
    >
      {children}
    </EmptyState>
  );
}

/** The workspace's domain list could not be loaded, with the retry. */
export function DomainsLoadError({
  query,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <LoadError
      title="Couldn't load your domains"
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
