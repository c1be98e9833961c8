import { performanceSummaryLabel } from '../../../../shared/helpers/performance-display';
import { getPerformanceBarTone } from '../../../../shared/helpers/status-bands';
import { ProgressBar, toneText } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';

export interface ScoreSummaryProps {
  score: number | null;
  label?: string;
  /** What to say when there is no score. */
  emptyText?: string;
  size?: 'md' | 'lg';
}

/** A performance score out of 100 with its SPEC §9.4 label and bar colour, or plainly 'not measured'. */
export function ScoreSummary({
  score,
  label = 'Overall score',
  emptyText = 'Not measured yet',
  size = 'lg',
}: ScoreSummaryProps) {
  if (score === null) {
    return (
      <div className="grid gap-1">
        <p className="text-sm font-medium text-fg-muted">{label}</p>
        <p className="text-sm text-fg-muted">{emptyText}</p>
      </div>
    );
  }
  const tone = getPerformanceBarTone(score);
  const summary = performanceSummaryLabel(score);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-fg-muted">{label}</p>
      <p className="flex items-baseline gap-1.5">
        <span
          className={cn(
            'font-semibold tracking-tight tabular-nums',
            toneText[tone],
            size === 'lg' ? 'text-4xl' : 'text-2xl',
          )}
        >
          {Math.round(score)}
        </span>
        <span className="text-sm text-fg-muted">/100</span>
        <span className={cn('ml-1 text-sm font-medium', toneText[tone])}>{summary}</span>
      </p>
      <ProgressBar value={score} tone={tone} label={label} valueText={`${Math.round(score)} out of 100, ${summary}`} />
    </div>
  );
}
