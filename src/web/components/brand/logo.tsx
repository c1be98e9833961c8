import { cn } from '../../lib/cn';

/** The shield mark. Decorative: always next to the name or inside a labelled link. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <path className="fill-accent" d="M16 2 4 6.5v8.2c0 7.4 5.1 13.6 12 15.3 6.9-1.7 12-7.9 12-15.3V6.5z" />
      <path
        className="stroke-accent-fg"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="2.6"
        d="m10.5 16.2 3.8 3.8 7.2-7.6"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-[17px] font-semibold tracking-tight text-fg', className)}>
      <LogoMark />
      <span>Sitewarden</span>
    </span>
  );
}
