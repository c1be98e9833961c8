import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';

export interface IntegrationListCardProps<T> {
  title: string;
  description: ReactNode;
  addLabel: string;
  onAdd: () => void;
  query: UseQueryResult<T[]>;
  empty: { icon: LucideIcon; title: string; text: ReactNode };
  /** Something above the list (a notice). */
  notice?: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/** A list of integrations with its loading, error, empty and populated states and the add button. */
export function IntegrationListCard<T>({
  title,
  description,
  addLabel,
  onAdd,
  query,
  empty,
  notice,
  children,
}: IntegrationListCardProps<T>) {
  const add = (
    <Button onClick={onAdd} disabled={!query.isSuccess}>
      <Plus aria-hidden="true" />
      {addLabel}
    </Button>
  );
  return (
    <Card>
      <div className="flex flex-col gap-3 px-5 pt-5 sm:flex-row sm:items-start sm:justify-between sm:px-6 sm:pt-6">
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {query.isSuccess && query.data.length > 0 ? <div className="shrink-0">{add}</div> : null}
      </div>
      {notice ? <CardContent className="pb-0 sm:pb-0">{notice}</CardContent> : null}
      {query.isPending ? (
        <div role="status" aria-label={`Loading ${title}`} className="grid gap-3 px-5 py-5 sm:px-6">
          {[0, 1].map((row) => (
            <div key={row} className="grid gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3.5 w-64 max-w-full" />
              <Skeleton className="h-8 w-56 max-w-full" />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <CardContent>
          <LoadError
            className="border-0 shadow-none"
            title={`Couldn't load ${title}`}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </CardContent>
      ) : query.data.length === 0 ? (
        <CardContent>
          <EmptyState icon={empty.icon} title={empty.title} action={add}>
            {empty.text}
          </EmptyState>
        </CardContent>
      ) : (
        <ul aria-label={title} className="mt-3 divide-y divide-line border-t border-line">
          {children(query.data)}
        </ul>
      )}
    </Card>
  );
}
