import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Newer and older pages of a list fetched page by page. */
export function Pager({
  page,
  hasMore,
  onPage,
  label,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  label: string;
}) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2">
      <span className="text-sm text-fg-muted">Page {page}</span>
      <Button variant="outline" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Newer
      </Button>
      <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Older
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
