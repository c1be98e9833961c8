import { cn } from '../../lib/cn';

const sizes = { sm: 'size-7 text-xs', md: 'size-9 text-sm', lg: 'size-11 text-base' } as const;

/** The user's initials in a circle. Decorative: the name is always shown or labelled next to it. */
export function InitialsAvatar({
  initials,
  size = 'md',
  className,
}: {
  initials: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-text ring-1 ring-accent/20',
        sizes[size],
        className,
      )}
    >
      {initials}
    </span>
  );
}
