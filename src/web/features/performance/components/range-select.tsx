import {
  isPerformanceRange,
  PERFORMANCE_RANGE_LABELS,
  PERFORMANCE_RANGES,
  type PerformanceRange,
} from '../../../../shared/constants/performance';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

/** SPEC §2.15 time-range select: Last 24h, Last 7 days, Last 30 days. */
export function RangeSelect({
  value,
  onChange,
}: {
  value: PerformanceRange;
  onChange: (range: PerformanceRange) => void;
}) {
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        if (isPerformanceRange(next)) onChange(next);
      }}
    >
      {/* The trigger fills its box (a primitive's w-full): the box sets the width. */}
      <div className="w-40 shrink-0">
        <SelectTrigger aria-label="Time range" className="h-9">
          <SelectValue />
        </SelectTrigger>
      </div>
      <SelectContent>
        {PERFORMANCE_RANGES.map((range) => (
          <SelectItem key={range} value={range}>
            {PERFORMANCE_RANGE_LABELS[range]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
