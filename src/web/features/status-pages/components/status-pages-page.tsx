import { Radio } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStatusPages } from '../api/get-status-pages';
import { STATUS_PAGES_PATH } from '../api/keys';
import { useMayEditStatusPages } from '../lib/permissions';
import { CreateStatusPageDialog, preloadCreateStatusPageForm } from './create-status-page-dialog';
import { MaintenanceSection } from './maintenance/maintenance-section';
import { StatusPageCard } from './status-page-card';
import { StatusPageLimitNotice } from './status-page-limit-notice';

function CreateButton({ onClick }: { onClick: () => void }) {
  return (
    <AddButton
      path={STATUS_PAGES_PATH}
      label="Create status page"
      size="md"
      preload={preloadCreateStatusPageForm}
      onClick={onClick}
    />
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the status pages" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1].map((card) => (
        <Card key={card} className="grid gap-3 p-5">
          <Skeleton className="h-5 w-40 max-w-full" />
          <Skeleton className="h-4 w-56 max-w-full" />
          <Skeleton className="h-4 w-48 max-w-full" />
          <Skeleton className="h-8 w-16" />
        </Card>
      ))}
    </div>
  );
}

/** The pages, or why there are none yet; the usage line and Create (or the plan's limit) above them. */
function StatusPageList() {
  const query = useStatusPages();
  const canEdit = useMayEditStatusPages();
  const [creating, setCreating] = useState(false);

  if (!query.data) {
    if (query.isError)
      return (
        <LoadError
          title="Couldn't load the status pages"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    return <ListSkeleton />;
  }

  const { data: pages, limit, used } = query.data;
  const full = used >= limit;
  const create = canEdit && !full ? <CreateButton onClick={() => setCreating(true)} /> : null;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">
          <span className="font-medium text-fg tabular-nums">
            {used} of {limit}
          </span>{' '}
          status {limit === 1 ? 'page' : 'pages'} on your plan
        </p>
        {pages.length > 0 ? create : null}
      </div>
      {canEdit && full ? <StatusPageLimitNotice limit={limit} /> : null}
      {pages.length === 0 ? (
        <EmptyState icon={Radio} title="No status pages yet" action={create}>
          {canEdit
            ? 'Create a page, then choose which domains and monitors it shows. Visitors see their state, uptime and your incident updates, refreshed every 30 seconds.'
            : 'A member of this workspace with edit rights can create one; it will be listed here.'}
        </EmptyState>
      ) : (
        <ul aria-label="Status pages" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {pages.map((page) => (
            <StatusPageCard key={page.id} page={page} canEdit={canEdit} />
          ))}
        </ul>
      )}
      {creating ? <CreateStatusPageDialog limit={limit} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

/** /status-pages (issue 17): the workspace's public status pages, then its maintenance windows. */
export function StatusPagesPage() {
  useDocumentTitle('Status Pages');
  return (
    <div className="grid min-w-0 gap-8">
      <section aria-labelledby="status-pages-heading" className="grid gap-4">
        <h2 id="status-pages-heading" className="text-xl font-semibold tracking-tight text-fg">
          Your status pages
        </h2>
        <StatusPageList />
      </section>
      <MaintenanceSection />
    </div>
  );
}
