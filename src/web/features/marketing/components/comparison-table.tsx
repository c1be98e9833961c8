import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A feature table with a column per product, columns of equal width. With more than two product columns a phone
 * cannot show them side by side: there each column becomes a card of its own (product, then every feature with its
 * value), stacked, and the table shows from the small-tablet width up (scrolling inside its own box, the feature
 * column kept in view, where it is still too narrow). Nothing is hidden behind a sideways scroll on a phone.
 */
export function ComparisonTable({
  caption,
  firstColumn = 'Feature',
  columns,
  rows,
}: {
  caption: string;
  firstColumn?: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ feature: string; cells: readonly ReactNode[] }>;
}) {
  // Up to two product columns fit a phone; more scroll inside the table's box.
  const wide = columns.length > 2;
  return (
    <>
      {wide ? <StackedColumns caption={caption} columns={columns} rows={rows} /> : null}
      <div
        className={cn('overflow-x-auto rounded-xl border border-line bg-surface shadow-xs', wide && 'hidden sm:block')}
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className={cn('w-full table-fixed border-collapse text-left text-sm', wide && 'min-w-[44rem]')}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line bg-muted/60">
              <th scope="col" className="sticky left-0 z-10 w-[34%] bg-muted px-4 py-3 font-semibold text-fg">
                {firstColumn}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold text-fg">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.feature} className="align-top">
                <th scope="row" className="sticky left-0 z-10 bg-surface px-4 py-3 font-medium text-fg">
                  {row.feature}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index]} className="px-4 py-3">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A phone's view of a wide table: a card per column, listing each feature and its value in that column. */
function StackedColumns({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ feature: string; cells: readonly ReactNode[] }>;
}) {
  return (
    <ul aria-label={caption} className="grid gap-4 sm:hidden">
      {columns.map((column, index) => (
        <li key={column} className="rounded-xl border border-line bg-surface shadow-xs">
          <h3 className="border-b border-line bg-muted/60 px-4 py-3 text-base font-semibold text-fg">{column}</h3>
          <dl className="divide-y divide-line text-sm">
            {rows.map((row) => (
              <div key={row.feature} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 px-4 py-2.5">
                <dt className="font-medium text-fg">{row.feature}</dt>
                <dd className="text-fg-muted">{row.cells[index]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
