import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ScrollTableProps {
  /** Names the table (and its scroll region) for assistive technology. */
  label: string;
  columns: readonly string[];
  /** Below this width the table scrolls sideways inside its region instead of widening the page. */
  minWidth: number;
  /** The rows: <tr> elements, the first cell a <th scope="row">. */
  children: ReactNode;
  className?: string;
}

/**
 * A wide table inside a card: full-bleed header row, and sideways scrolling on phones (keyboard-scrollable). The region
 * is positioned so that visually hidden (absolute) text in its cells scrolls with it instead of widening the page.
 */
export function ScrollTable({ label, columns, minWidth, children, className }: ScrollTableProps) {
  return (
    <div
      className={cn('relative overflow-x-auto', className)}
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
    >
      <table aria-label={label} className="w-full text-left text-sm tabular-nums" style={{ minWidth }}>
        <thead className="border-y border-line bg-muted/50 text-xs text-fg-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-4 py-2.5 font-medium whitespace-nowrap first:pl-5 sm:first:pl-6"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
