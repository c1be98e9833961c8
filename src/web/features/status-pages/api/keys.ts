/**
 * Query keys of the status pages feature, named by their paths (SPEC §7): a page's components sit under the page's
 * own key, so whatever refreshes a page refreshes them too, and ['/api/status-pages'] refreshes everything.
 */
export const statusPageKeys = {
  all: ['/api/status-pages'] as const,
  list: ['/api/status-pages', 'list'] as const,
  detail: (id: string) => ['/api/status-pages', id] as const,
  components: (id: string) => ['/api/status-pages', id, 'components'] as const,
};

export const STATUS_PAGES_PATH = '/api/status-pages';
export const statusPagePath = (id: string) => `${STATUS_PAGES_PATH}/${encodeURIComponent(id)}`;
