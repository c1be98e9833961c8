import type { VitalSummary } from '../../../../shared/contracts/performance';
import { VITAL_RATING_LABELS, vitalBar, vitalRatingTone } from '../../../../shared/helpers/performance-display';
import { formatVital, VITAL_THRESHOLDS } from '../../../../shared/helpers/web-vitals-rating';
import { Badge } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';

export type CoreVital = 'lcp' | 'inp' | 'cls';

const ABBREVIATIONS: Record<CoreVital, string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS' };

/** Why a vital has no value. INP needs real interactions, which lab runs do not make. */
const NOT_MEASURED: Record<CoreVital, string> = {
  lcp: 'No Lighthouse run in this range.',
  cls: 'No Lighthouse run in this range.',
  inp: "INP comes from real visitors' interactions; Lighthouse lab runs cannot measure it.",
};

export interface VitalTileProps {
  name: CoreVital;
  summary: VitalSummary;
  className?: string;
}

/** One Core Web Vital: its value (75th percentile), status badge, target, and a bar of how close it is to target. */
export function VitalTile({ name, summary, className }: VitalTileProps) {
  const { value, status, target } = summary;
  const label = VITAL_THRESHOLDS[name].label;
  const bar = value === null ? null : vitalBar(value, target);
  return (
    <div className={cn('grid min-w-0 content-start gap-2 rounded-lg border border-line p-4', className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-fg">{ABBREVIATIONS[name]}</p>
          <p className="text-xs text-fg-muted">{label}</p>
        </div>
        {status ? (
          <Badge tone={vitalRatingTone(status)} dot>
            {VITAL_RATING_LABELS[status]}
          </Badge>
        ) : (
          <Badge tone="unknown">Not measured</Badge>
        )}
      </div>
      <p className="text-2xl font-semibold tracking-tight text-fg tabular-nums">
        {value === null ? <span className="text-fg-subtle">—</span> : formatVital(name, value)}
      </p>
      {bar ? (
        <ProgressBar
          value={bar.ratio * 100}
          tone={bar.tone}
          label={`${ABBREVIATIONS[name]} against its target`}
          valueText={`${formatVital(name, value!)} against a target of ${formatVital(name, target)}`}
        />
      ) : null}
      <p className="text-xs text-fg-muted">
        Target ≤ {formatVital(name, target)}
        {value === null ? <span className="mt-1 block">{NOT_MEASURED[name]}</span> : null}
      </p>
    </div>
  );
}
