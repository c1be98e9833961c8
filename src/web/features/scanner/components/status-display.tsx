import { CircleCheck, CircleHelp, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react';
import { checkStatusLook } from '../../../../shared/helpers/check-status';
import type { StatusTone } from '../../../../shared/helpers/health-score';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

interface StatusLook {
  label: string;
  tone: StatusTone;
  icon: LucideIcon;
}

const ICONS: Record<string, LucideIcon> = { healthy: CircleCheck, warning: TriangleAlert, critical: CircleX };

/** SPEC §3.1: healthy, warning, critical, error; anything else neutral/unknown (shared/helpers/check-status.ts). */
export function statusLook(status: string | undefined): StatusLook {
  const look = checkStatusLook(status);
  return { ...look, icon: (status !== undefined && Object.hasOwn(ICONS, status) && ICONS[status]) || CircleHelp };
}

const iconTone: Record<StatusTone, string> = {
  healthy: 'text-healthy',
  warning: 'text-warning',
  critical: 'text-critical',
  unknown: 'text-unknown',
  info: 'text-info',
};

/** The status as an icon; decorative unless `labelled` (when no text next to it says the status). */
export function StatusIcon({
  status,
  labelled = false,
  className,
}: {
  status: string | undefined;
  labelled?: boolean;
  className?: string;
}) {
  const { icon: Icon, tone, label } = statusLook(status);
  const a11y = labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return <Icon {...a11y} className={cn('size-5 shrink-0', iconTone[tone], className)} />;
}

export function StatusBadge({ status, className }: { status: string | undefined; className?: string }) {
  const { label, tone } = statusLook(status);
  return (
    <Badge tone={tone} dot className={className}>
      {label}
    </Badge>
  );
}
