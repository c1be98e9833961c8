import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A list row's name with its badges beside it, wrapping under it on a narrow screen. */
export function RowTitle({ name, small = false, children }: { name: string; small?: boolean; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <span className={cn(small && 'text-sm', 'font-medium break-words text-fg')}>{name}</span>
      {children}
    </div>
  );
}
