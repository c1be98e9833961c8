import type { StatusTone } from '../../../shared/helpers/health-score';
import { cn } from '../../lib/cn';

export type ProgressTone = 'accent' | StatusTone;

const fills: Record<ProgressTone, string> = {
  accent: 'bg-accent',
  healthy: 'bg-healthy-solid',
  warning: 'bg-warning-solid',
  critical: 'bg-critical-solid',
  unknown: 'bg-unknown-solid',
  info: 'bg-info-solid',
};

export interface ProgressBarProps {
  /** 0-100 */
  value: number;
  label: string;
  /** What a screen reader says instead of the bare number ('72 out of 100, Needs Improvement'). */
  valueText?: string;
  tone?: ProgressTone;
  className?: string;
}

/** A horizontal bar for a score or a share, in the status colour that says how good it is. */
export function ProgressBar({ value, label, valueText, tone = 'accent', className }: ProgressBarProps) {
  const width = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', fills[tone])}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}

/** Text in a status colour. */
export const toneText: Record<ProgressTone, string> = {
  accent: 'text-accent-text',
  healthy: 'text-healthy',
  warning: 'text-warning',
  critical: 'text-critical',
  unknown: 'text-unknown',
  info: 'text-info',
};
