import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { blogListingPagePath, type BlogListing } from '../../../../shared/blog-paths';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { paginationItems } from '../pagination-items';

/** Previous, the page numbers and next; the current page is marked for assistive technology. Hidden for one page. */
export function BlogPagination({
  listing,
  page,
  totalPages,
}: {
  listing: BlogListing;
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const pageLink = (n: number) => blogListingPagePath(listing, n);
  const step = buttonClasses('outline', 'md');
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2 sm:justify-between">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} rel="prev" aria-label="Previous page" className={step}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" className="hidden w-28 sm:block" />
      )}
      <ol className="flex items-center gap-1">
        {paginationItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-fg-subtle">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={pageLink(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  buttonClasses(item === page ? 'primary' : 'ghost', 'icon'),
                  'tabular-nums',
                  item === page && 'pointer-events-none',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link to={pageLink(page + 1)} rel="next" aria-label="Next page" className={step}>
          Next
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span aria-hidden="true" className="hidden w-28 sm:block" />
      )}
    </nav>
  );
}
