import { CircleCheck, CircleHelp, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { StatusTone } from '../../../../shared/helpers/health-score';
import { cn } from '../../../lib/cn';

const LOOKS: Record<string, { label: string; tone: StatusTone; icon: LucideIcon }> = {
  healthy: { label: 'Healthy', tone: 'healthy', icon: CircleCheck },
  warning: { label: 'Warning', tone: 'warning', icon: TriangleAlert },
  critical: { label: 'Critical', tone: 'critical', icon: CircleX },
  error: { label: 'Could not check', tone: 'unknown', icon: CircleHelp },
};
const UNKNOWN = { label: 'Unknown', tone: 'unknown' as StatusTone, icon: CircleHelp };

const TEXT: Record<StatusTone, string> = {
  healthy: 'text-healthy',
  warning: 'text-warning',
  critical: 'text-critical',
  unknown: 'text-unknown',
  info: 'text-info',
};

export function auditStatusLook(status: string | undefined) {
  return (status !== undefined && LOOKS[status]) || UNKNOWN;
}

/** A section's status as an icon with its name for assistive technology. */
export function AuditStatusIcon({ status, className }: { status: string | undefined; className?: string }) {
  const { icon: Icon, tone, label } = auditStatusLook(status);
  return <Icon role="img" aria-label={label} className={cn('size-5 shrink-0', TEXT[tone], className)} />;
}

/** The bar used for the audit's progress and score. */
export function ProgressBar({
  value,
  label,
  valueText,
  tone = 'accent',
}: {
  value: number;
  label: string;
  valueText?: string;
  tone?: 'accent' | StatusTone;
}) {
  const fill: Record<string, string> = {
    accent: 'bg-accent',
    healthy: 'bg-healthy-solid',
    warning: 'bg-warning-solid',
    critical: 'bg-critical-solid',
    unknown: 'bg-unknown-solid',
    info: 'bg-info-solid',
  };
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-700 ease-out', fill[tone])}
        style={{ width: `${Math.max(0, Math.min(100, value))}%` }}
      />
    </div>
  );
}
