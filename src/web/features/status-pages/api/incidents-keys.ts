import { statusPageKeys, statusPagePath } from './keys';

/** Which incidents of a page a list shows: the open ones, the resolved ones (paged), or all. */
export type IncidentListState = 'active' | 'resolved' | 'all';

/**
 * Query keys of a status page's incidents, under the page's own key (statusPageKeys.detail) so that whatever
 * refreshes the page refreshes its incidents too.
 */
export const incidentKeys = {
  all: (pageId: string) => [...statusPageKeys.detail(pageId), 'incidents'] as const,
  list: (pageId: string, state: IncidentListState, page: number) =>
    [...incidentKeys.all(pageId), { state, page }] as const,
};

export const incidentsPath = (pageId: string) => `${statusPagePath(pageId)}/incidents`;
export const incidentPath = (id: string) => `/api/incidents/${encodeURIComponent(id)}`;
