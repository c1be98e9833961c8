import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { blogListingPath, type BlogListing } from '../../../../shared/blog-paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { blogTaxonomyQueryOptions } from '../api/blog-queries';

const chip = (current: boolean) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
    current
      ? 'border-accent bg-accent text-accent-fg'
      : 'border-line bg-surface text-fg-muted hover:border-line-strong hover:text-fg',
  );

/** The categories with their post counts, "All articles" first; the listing on screen is marked current. */
export function BlogCategoryNav({ listing }: { listing: BlogListing }) {
  const taxonomy = useQuery(blogTaxonomyQueryOptions);
  if (taxonomy.isPending) return <Skeleton className="h-8 w-full max-w-xl rounded-full" />;
  // The posts below still work without the counts: nothing to retry here.
  if (taxonomy.isError) return null;
  const isCurrent = (candidate: BlogListing) => blogListingPath(candidate) === blogListingPath(listing);
  const all: BlogListing = { kind: 'all' };
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={blogListingPath(all)}
            aria-current={isCurrent(all) ? 'page' : undefined}
            className={chip(isCurrent(all))}
          >
            All articles <span className="tabular-nums">{taxonomy.data.totalPosts}</span>
          </Link>
        </li>
        {taxonomy.data.categories.map((category) => {
          const target: BlogListing = { kind: 'category', category: category.slug };
          return (
            <li key={category.slug}>
              <Link
                to={blogListingPath(target)}
                aria-current={isCurrent(target) ? 'page' : undefined}
                className={chip(isCurrent(target))}
              >
                {category.label} <span className="tabular-nums">{category.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Every tag with its count, for browsing by topic. */
export function BlogTagList() {
  const taxonomy = useQuery(blogTaxonomyQueryOptions);
  if (!taxonomy.isSuccess || taxonomy.data.tags.length === 0) return null;
  return (
    <section aria-labelledby="blog-tags" className="mt-14 border-t border-line pt-8">
      <h2 id="blog-tags" className="text-sm font-semibold text-fg">
        Browse by tag
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {taxonomy.data.tags.map((tag) => (
          <li key={tag.slug}>
            <TagLink tag={tag.slug} count={tag.count} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TagLink({ tag, count }: { tag: string; count?: number }) {
  return (
    <Link
      to={blogListingPath({ kind: 'tag', tag })}
      className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-xs font-medium text-fg-muted transition-colors hover:bg-line hover:text-fg"
    >
      <span aria-hidden="true">#</span>
      {tag}
      {count !== undefined ? <span className="tabular-nums">({count})</span> : null}
    </Link>
  );
}
