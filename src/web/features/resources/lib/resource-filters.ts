import {
  RESOURCE_DIFFICULTIES,
  RESOURCE_TYPES,
  type ResourceDifficulty,
  type ResourceType,
} from '../../../../shared/constants/resources';

/** What /resources shows, read from and written to its address (?category=dns&type=guide&difficulty=beginner&page=2). */
export interface ResourceFilters {
  category: string | null;
  type: ResourceType | null;
  difficulty: ResourceDifficulty | null;
  page: number;
}

export const NO_FILTERS: ResourceFilters = { category: null, type: null, difficulty: null, page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** Unknown values are ignored rather than refused: an old or hand-edited link still shows the library. */
export function parseResourceFilters(params: URLSearchParams): ResourceFilters {
  const category = params.get('category');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    category: category && /^[a-z0-9-]{1,100}$/.test(category) ? category : null,
    type: oneOf(RESOURCE_TYPES, params.get('type')),
    difficulty: oneOf(RESOURCE_DIFFICULTIES, params.get('difficulty')),
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a set of filters, in a fixed order, without defaults ('' when there are none). */
export function resourceFiltersSearch(filters: ResourceFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.type) params.set('type', filters.type);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export type ResourceFilterChange = Partial<Omit<ResourceFilters, 'page'>>;

/** A change of filter starts again from the first page. */
export function withFilter(filters: ResourceFilters, change: ResourceFilterChange): ResourceFilters {
  return { ...filters, ...change, page: 1 };
}

export function hasFilters(filters: ResourceFilters): boolean {
  return filters.category !== null || filters.type !== null || filters.difficulty !== null;
}
