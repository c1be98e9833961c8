import { Link } from 'react-router';
import { TREND_RANGES, type TrendRange } from '../../../../shared/contracts/trends';
import { isRangeAllowed } from '../../../../shared/helpers/trend-window';
import { SegmentedControl } from '../../../components/ui/segmented-control';

const SHORT_LABELS: Readonly<Record<TrendRange, string>> = { '24h': '24h', '7d': '7d', '30d': '30d', '90d': '90d' };

/**
 * 24h, 7d, 30d, 90d; ranges beyond the plan's history (SPEC §9.1 retention) are shown but cannot be chosen, with the
 * way to more underneath. Until the first answer tells the retention, every range is open.
 */
export function RangePicker({
  value,
  onChange,
  retentionDays,
}: {
  value: TrendRange;
  onChange: (range: TrendRange) => void;
  retentionDays?: number;
}) {
  const locked = retentionDays === undefined ? [] : TREND_RANGES.filter((r) => !isRangeAllowed(r, retentionDays));
  return (
    <div className="grid gap-1.5">
      <SegmentedControl
        label="Time range"
        value={value}
        onValueChange={onChange}
        className="w-full sm:w-auto"
        options={TREND_RANGES.map((range) => ({
          value: range,
          label: SHORT_LABELS[range],
          disabled: locked.includes(range),
          description: locked.includes(range) ? `needs a plan with longer history` : undefined,
        }))}
      />
      {locked.length > 0 && retentionDays !== undefined ? (
        <p className="text-xs text-fg-muted">
          This workspace&apos;s plan keeps {retentionDays} days of history.{' '}
          <Link to="/pricing" className="font-medium text-accent-text underline-offset-4 hover:underline">
            See plans
          </Link>
        </p>
      ) : null}
    </div>
  );
}
