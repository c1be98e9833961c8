import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export type AlertTone = 'info' | 'healthy' | 'warning' | 'critical' | 'neutral';

const tones: Record<AlertTone, { classes: string; icon: LucideIcon }> = {
  info: { classes: 'border-info/25 bg-info-soft text-info', icon: Info },
  healthy: { classes: 'border-healthy/25 bg-healthy-soft text-healthy', icon: CircleCheck },
  warning: { classes: 'border-warning/30 bg-warning-soft text-warning', icon: TriangleAlert },
  critical: { classes: 'border-critical/25 bg-critical-soft text-critical', icon: CircleAlert },
  neutral: { classes: 'border-line bg-muted text-fg-muted', icon: Info },
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link at the end. */
  action?: ReactNode;
  /** 'alert' announces at once (errors); 'status' politely. */
  role?: 'alert' | 'status';
  className?: string;
}

/** An inline message box: what happened, in the status colour that says how much it matters. */
export function Alert({ tone = 'info', title, children, action, role, className }: AlertProps) {
  const { classes, icon: Icon } = tones[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', classes, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className={title ? 'text-fg-muted' : 'text-fg'}>{children}</div> : null}
      </div>
      {action ? <div className="shrink-0 self-center">{action}</div> : null}
    </div>
  );
}
