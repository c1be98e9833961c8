import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A feature table with a column per product, columns of equal width. With more than two product columns it scrolls
 * sideways inside its own box on phones (the feature column kept in view), so the page never does.
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
      {wide ? (
        <p className="mb-2 text-xs text-fg-muted sm:hidden">Scroll the table sideways to see every column.</p>
      ) : null}
      <div
        className="overflow-x-auto rounded-xl border border-line bg-surface shadow-xs"
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
