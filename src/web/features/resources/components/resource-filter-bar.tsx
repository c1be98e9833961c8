import { X } from 'lucide-react';
import { Link } from 'react-router';
import { RESOURCE_DIFFICULTIES, RESOURCE_TYPES } from '../../../../shared/constants/resources';
import type { ResourceCategory } from '../../../../shared/contracts/resources';
import { RESOURCE_DIFFICULTY_LABELS, RESOURCE_TYPE_LABELS } from '../../../../shared/helpers/resource-display';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import {
  hasFilters,
  NO_FILTERS,
  resourceFiltersSearch,
  withFilter,
  type ResourceFilterChange,
  type ResourceFilters,
} from '../lib/resource-filters';

const chipClasses = (selected: boolean) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
    selected
      ? 'border-accent bg-accent text-accent-fg'
      : 'border-line-strong bg-surface text-fg-muted hover:bg-muted hover:text-fg',
  );

/**
 * Category chips (links, so each filter has its own address) and type and difficulty menus. Every type is offered,
 * including those the library has none of yet: choosing one says so plainly.
 */
export function ResourceFilterBar({
  filters,
  categories,
  onChange,
}: {
  filters: ResourceFilters;
  categories: ResourceCategory[];
  /** A change of one or more filters; the page applies it to the address as it is when the user acts. */
  onChange: (change: ResourceFilterChange) => void;
}) {
  // Empty categories are left out, unless the address asks for one.
  const shown = categories.filter((category) => category.resourceCount > 0 || category.slug === filters.category);
  const categoryLink = (category: string | null) =>
    `/resources${resourceFiltersSearch(withFilter(filters, { category }))}`;
  return (
    <div className="grid gap-5">
      <nav aria-label="Resource categories">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={categoryLink(null)}
              className={chipClasses(filters.category === null)}
              aria-current={filters.category === null ? 'page' : undefined}
            >
              All categories
            </Link>
          </li>
          {shown.map((category) => {
            const selected = category.slug === filters.category;
            return (
              <li key={category.slug}>
                <Link
                  to={categoryLink(category.slug)}
                  className={chipClasses(selected)}
                  aria-current={selected ? 'page' : undefined}
                >
                  {category.name}
                  <span className={cn('text-xs tabular-nums', selected ? 'text-accent-fg/80' : 'text-fg-subtle')}>
                    {category.resourceCount}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          id="resource-type"
          label="Type"
          allLabel="All types"
          value={filters.type}
          options={RESOURCE_TYPES.map((type) => ({ value: type, label: RESOURCE_TYPE_LABELS[type].many }))}
          onChange={(type) => onChange({ type })}
        />
        <FilterSelect
          id="resource-difficulty"
          label="Level"
          allLabel="All levels"
          value={filters.difficulty}
          options={RESOURCE_DIFFICULTIES.map((difficulty) => ({
            value: difficulty,
            label: RESOURCE_DIFFICULTY_LABELS[difficulty],
          }))}
          onChange={(difficulty) => onChange({ difficulty })}
        />
        {hasFilters(filters) ? (
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** A labelled menu of known values, with "all" as the empty choice. */
function FilterSelect<T extends string>({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: T | null;
  options: { value: T; label: string }[];
  onChange: (value: T | null) => void;
}) {
  return (
    <div className="grid w-full gap-1.5 sm:w-56">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? null)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
