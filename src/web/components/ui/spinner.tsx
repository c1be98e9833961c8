import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Announced to screen readers; null when a surrounding element already says what is loading. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className={cn('animate-spin text-current', sizes[size])} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
