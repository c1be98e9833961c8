import { describe, expect, it } from 'vitest';
import { hasFilters, NO_FILTERS, parseResourceFilters, resourceFiltersSearch, withFilter } from './resource-filters';

const parse = (search: string) => parseResourceFilters(new URLSearchParams(search));

describe('resource filters in the address', () => {
  it('reads category, type, difficulty and page', () => {
    expect(parse('?category=dns&type=guide&difficulty=beginner&page=2')).toEqual({
      category: 'dns',
      type: 'guide',
      difficulty: 'beginner',
      page: 2,
    });
  });

  it('ignores values it does not know instead of failing', () => {
    expect(parse('?category=Bad Slug!&type=podcast&difficulty=expert&page=-3')).toEqual(NO_FILTERS);
    expect(parse('?page=abc')).toEqual(NO_FILTERS);
  });

  it('writes them back in a fixed order, leaving out defaults', () => {
    expect(resourceFiltersSearch(NO_FILTERS)).toBe('');
    expect(resourceFiltersSearch({ category: 'dns', type: 'tool', difficulty: null, page: 1 })).toBe(
      '?category=dns&type=tool',
    );
    expect(resourceFiltersSearch({ ...NO_FILTERS, difficulty: 'advanced', page: 3 })).toBe(
      '?difficulty=advanced&page=3',
    );
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ ...NO_FILTERS, page: 4 }, { type: 'glossary' })).toEqual({ ...NO_FILTERS, type: 'glossary' });
  });

  it('tells whether any filter is on (the page number is not a filter)', () => {
    expect(hasFilters({ ...NO_FILTERS, page: 2 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, category: 'dns' })).toBe(true);
  });
});
