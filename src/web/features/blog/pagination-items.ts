export type PaginationItem = number | 'gap';

/**
 * The page links a pagination bar shows: all pages when there are few; otherwise the first, the last and the pages
 * next to the current one, with gaps between. Never more than 7 items, so it fits a phone.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 1, total - 4));
  const end = Math.min(total - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, ...(start > 2 ? ['gap' as const] : []), ...middle, ...(end < total - 1 ? ['gap' as const] : []), total];
}
