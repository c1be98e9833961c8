import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, LibraryBig, SearchX } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ResourcePage, ResourceSummary } from '../../../../shared/contracts/resources';
import { RESOURCE_TYPE_LABELS } from '../../../../shared/helpers/resource-display';
import { PageIntro } from '../../../components/marketing/page-intro';
import { PageMeta } from '../../../components/seo/page-meta';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  featuredResourcesQueryOptions,
  resourceCategoriesQueryOptions,
  resourceListQueryOptions,
} from '../api/resources';
import {
  hasFilters,
  NO_FILTERS,
  parseResourceFilters,
  resourceFiltersSearch,
  withFilter,
  type ResourceFilterChange,
  type ResourceFilters,
} from '../lib/resource-filters';
import { ResourceCard } from './resource-card';
import { ResourceFilterBar } from './resource-filter-bar';

const FEATURED_SHOWN = 3;

/** /resources (SPEC §2.1): the library, filtered by category, type and level through the address. */
export function ResourcesPage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The prerendered page is the unfiltered library; the address's filters apply once the page has hydrated.
  const filters = hydrated ? parseResourceFilters(params) : NO_FILTERS;
  const list = useQuery(resourceListQueryOptions(filters));
  const categories = useQuery(resourceCategoriesQueryOptions);
  const featured = useQuery({ ...featuredResourcesQueryOptions, enabled: !hasFilters(filters) && filters.page === 1 });
  // applied to the filters in the address when the user acts, not to the last render's (lib/search-param.ts)
  const setFilters = (change: (current: ResourceFilters) => ResourceFilters) => {
    const next = change(parseResourceFilters(new URLSearchParams(window.location.search)));
    void navigate(`/resources${resourceFiltersSearch(next)}`, { replace: true, preventScrollReset: true });
  };
  const changeFilters = (change: ResourceFilterChange) => setFilters((current) => withFilter(current, change));

  const showFeatured = !hasFilters(filters) && filters.page === 1 && (featured.data?.data.length ?? 0) > 0;

  return (
    <>
      <PageMeta
        title="Resources"
        description="Guides, checklists, a glossary and tools for keeping websites up, certificates valid and DNS right, written by the Sitewarden team."
        path="/resources"
      />
      <PageIntro eyebrow="Resources" title="Guides, checklists and tools for healthy sites">
        Practical material for running websites: monitoring set-up, incident response, certificates, DNS changes, and
        the words that come with them.
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {showFeatured ? (
          <section aria-labelledby="featured-resources" className="mb-14">
            <h2 id="featured-resources" className="text-xl font-semibold tracking-tight text-fg">
              Start here
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {featured.data!.data.slice(0, FEATURED_SHOWN).map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="all-resources">
          <h2 id="all-resources" className="text-xl font-semibold tracking-tight text-fg">
            {hasFilters(filters) ? 'Matching resources' : 'All resources'}
          </h2>
          <div className="mt-5">
            <ResourceFilterBar filters={filters} categories={categories.data ?? []} onChange={changeFilters} />
          </div>
          <div className="mt-8">
            <ResourceResults
              filters={filters}
              list={list}
              onClear={() => setFilters(() => NO_FILTERS)}
              onPage={(page) => {
                setFilters((current) => ({ ...current, page }));
                document.getElementById('all-resources')?.scrollIntoView({ block: 'start' });
              }}
            />
          </div>
        </section>
      </div>
    </>
  );
}

function ResourceResults({
  filters,
  list,
  onClear,
  onPage,
}: {
  filters: ResourceFilters;
  list: UseQueryResult<ResourcePage>;
  onClear: () => void;
  onPage: (page: number) => void;
}) {
  if (list.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading resources">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} className="h-52 rounded-xl" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <LoadError
        title="Couldn't load the resources"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const { data, total, page, totalPages } = list.data;
  const updating = list.isPlaceholderData;
  return (
    <div aria-busy={updating} className={cn('transition-opacity', updating && 'opacity-60')}>
      <p className="sr-only" aria-live="polite">
        {updating ? 'Loading resources' : `${total} ${total === 1 ? 'resource' : 'resources'}`}
      </p>
      {data.length === 0 ? <NoMatch filters={filters} onClear={onClear} /> : <ResourceGrid resources={data} />}
      {totalPages > 1 ? (
        <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <p className="text-sm text-fg-muted" data-figure>
            Page {page} of {totalPages}
          </p>
          <Button variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function ResourceGrid({ resources }: { resources: ResourceSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {resources.map((resource) => (
        <li key={resource.id}>
          <ResourceCard resource={resource} />
        </li>
      ))}
    </ul>
  );
}

/** An honest empty result: a type the library has none of says so; other combinations suggest loosening them. */
function NoMatch({ filters, onClear }: { filters: ResourceFilters; onClear: () => void }) {
  const typeOnly = filters.type !== null && filters.category === null && filters.difficulty === null;
  const clear = (
    <Button variant="outline" onClick={onClear}>
      Show all resources
    </Button>
  );
  if (typeOnly) {
    const label = RESOURCE_TYPE_LABELS[filters.type!].many.toLowerCase();
    return (
      <EmptyState icon={LibraryBig} title={`No ${label} yet`} action={clear}>
        The library has no {label} at the moment. We publish only what we have written and checked ourselves; the
        guides, checklists and tools are all there.
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={SearchX} title="Nothing matches these filters" action={clear}>
      No resource fits all of them. Try fewer filters, or{' '}
      <Link to="/search" className="font-medium text-accent-text underline underline-offset-2">
        search the whole site
      </Link>
      .
    </EmptyState>
  );
}
