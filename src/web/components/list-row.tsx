import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** A list row's name with its badges beside it, wrapping under it on a narrow screen; a link when the row has a page. */
export function RowTitle({
  name,
  small = false,
  to,
  children,
}: {
  name: string;
  small?: boolean;
  to?: string;
  children: ReactNode;
}) {
  const look = cn(small && 'text-sm', 'font-medium break-words text-fg');
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      {to ? (
        <Link to={to} className={cn(look, 'underline-offset-4 hover:text-accent-text hover:underline')}>
          {name}
        </Link>
      ) : (
        <span className={look}>{name}</span>
      )}
      {children}
    </div>
  );
}

/**
 * One row of a divided list (monitors, maintenance windows): what it is on the left, named after `name`, and its
 * figures and actions beside it from the medium breakpoint up (under it on a phone).
 */
export function ListRow({
  name,
  align,
  main,
  children,
}: {
  name: string;
  /** How the side lines up with the main part: centred, or at the top when the main part runs long. */
  align: 'center' | 'start';
  main: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      aria-label={name}
      className={cn(
        'grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[minmax(0,1fr)_auto]',
        align === 'center' ? 'md:items-center' : 'md:items-start',
      )}
    >
      <div className="grid min-w-0 gap-1">{main}</div>
      {children}
    </li>
  );
}
