import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** What to do next: a button or link. */
  action?: ReactNode;
  /** Draw its own dashed frame; false inside a card that already frames it. */
  framed?: boolean;
  className?: string;
}

/** Nothing here yet, and what to do about it. */
export function EmptyState({ icon: Icon, title, children, action, framed = true, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center px-6 py-10 text-center',
        framed && 'rounded-xl border border-dashed border-line-strong bg-surface',
        className,
      )}
    >
      <span className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="text-base font-semibold tracking-tight text-fg">{title}</h3>
      {children ? <div className="mt-1.5 max-w-md text-sm text-fg-muted">{children}</div> : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
