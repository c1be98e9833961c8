/** Which incidents of a page a list shows: the open ones, the resolved ones (paged), or all. */
export type IncidentListState = 'active' | 'resolved' | 'all';

/**
 * Query keys of a status page's incidents, under the page's own key (['status-pages', pageId]) so that whatever
 * refreshes the page refreshes its incidents too.
 */
export const incidentKeys = {
  all: (pageId: string) => ['status-pages', pageId, 'incidents'] as const,
  list: (pageId: string, state: IncidentListState, page: number) =>
    ['status-pages', pageId, 'incidents', { state, page }] as const,
};

export const incidentsPath = (pageId: string) => `/api/status-pages/${encodeURIComponent(pageId)}/incidents`;
export const incidentPath = (id: string) => `/api/incidents/${encodeURIComponent(id)}`;
