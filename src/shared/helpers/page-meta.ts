/** SPEC §9.4 page meta: a title of at most 60 characters, a description of at most 160, paginated pages beyond 3 noindexed. */

export const PAGE_TITLE_LIMIT = 60;
export const PAGE_DESCRIPTION_LIMIT = 160;
/** Pages 1 to 3 of a paginated listing are indexed; later pages are not (they repeat what the posts say). */
export const INDEXED_PAGINATION_DEPTH = 3;

export function isPaginatedPageIndexable(page: number): boolean {
  return page <= INDEXED_PAGINATION_DEPTH;
}

/**
 * Text cut to at most `limit` characters at a word boundary, with an ellipsis when something was cut. A text that fits
 * is returned as it is.
 */
export function fitToLimit(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit - 1);
  const endsAtWord = /[^\p{L}\p{N}]/u.test(clean[limit - 1] ?? ' ');
  const lastSpace = room.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  const cut = endsAtWord || lastSpace <= limit / 2 ? room : room.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}
