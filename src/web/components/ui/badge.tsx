import type { HTMLAttributes } from 'react';
import type { StatusTone } from '../../../shared/helpers/health-score';
import { cn } from '../../lib/cn';

/** `partial`: a status page's partial outage, orange as Statuspage draws it (shared/helpers/component-state.ts). */
export type BadgeTone = StatusTone | 'partial' | 'neutral' | 'accent';

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-muted text-fg-muted ring-line-strong/60',
  accent: 'bg-accent-soft text-accent-text ring-accent/25',
  healthy: 'bg-healthy-soft text-healthy ring-healthy/25',
  warning: 'bg-warning-soft text-warning ring-warning/25',
  partial: 'bg-partial-soft text-partial ring-partial/25',
  critical: 'bg-critical-soft text-critical ring-critical/25',
  unknown: 'bg-unknown-soft text-unknown ring-unknown/25',
  info: 'bg-info-soft text-info ring-info/25',
};

const dotClasses: Record<BadgeTone, string> = {
  neutral: 'bg-fg-subtle',
  accent: 'bg-accent',
  healthy: 'bg-healthy-solid',
  warning: 'bg-warning-solid',
  partial: 'bg-partial-solid',
  critical: 'bg-critical-solid',
  unknown: 'bg-unknown-solid',
  info: 'bg-info-solid',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** A status dot before the text. */
  dot?: boolean;
  /**
   * A sentence rather than a word (a failure in words): it wraps instead of widening its row past a phone's screen. A
   * `whitespace-normal` class cannot do it: the stylesheet puts it before `whitespace-nowrap`, which then wins.
   */
  wrap?: boolean;
}

export function badgeClasses(tone: BadgeTone = 'neutral', className?: string, wrap = false): string {
  return cn(
    'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums ring-1 ring-inset',
    wrap ? 'whitespace-normal break-words' : 'whitespace-nowrap',
    toneClasses[tone],
    className,
  );
}

export function Badge({ tone = 'neutral', dot = false, wrap = false, className, children, ...props }: BadgeProps) {
  return (
    <span className={badgeClasses(tone, className, wrap)} {...props}>
      {dot ? <span aria-hidden="true" className={cn('size-1.5 rounded-full', dotClasses[tone])} /> : null}
      {children}
    </span>
  );
}

/** A small count bubble (unread alerts). */
export function CountBadge({ children, className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-critical-solid px-1.5 text-[11px] leading-none font-semibold text-white tabular-nums',
        className,
      )}
      {...props}
    >
      {children}
    </span>
  );
}
