import { incidentAddress } from '../../../shared/helpers/incident-address';

/**
 * The addresses of a status page and everything beside it. Absolute paths under /public/status/<slug>: on a page's
 * own domain (custom-domains.ts) those pass through unrewritten, so one rendering serves both hosts.
 */
export const STATUS_PAGE_PREFIX = '/public/status';

export function statusPaths(slug: string) {
  const base = `${STATUS_PAGE_PREFIX}/${encodeURIComponent(slug)}`;
  return {
    base,
    page: (n: number) => (n > 1 ? `${base}?page=${n}` : base),
    fragment: (n: number) => `${base}?fragment=main${n > 1 ? `&page=${n}` : ''}`,
    subscribe: `${base}/subscribe`,
    unlock: `${base}/unlock`,
    rss: `${base}/feed.rss`,
    atom: `${base}/feed.atom`,
    widget: `${base}/widget`,
    /** An incident's own page (decision 079). */
    incident: (incidentId: string) => incidentAddress(base, incidentId),
    api: (file: string) => `${base}/api/v2/${file}`,
    /** The page's logo or favicon under the page's path, where a private page's unlock cookie goes too. */
    asset: (assetId: string) => `${base}/assets/${encodeURIComponent(assetId)}`,
  };
}

export type StatusPaths = ReturnType<typeof statusPaths>;
