import type { PeriodFigures, TrendRange } from '../../../../shared/contracts/trends';
import { TREND_RANGE_DAYS } from '../../../../shared/helpers/trend-window';
import { TREND_METRICS } from '../lib/trend-metrics';
import { ChangeIndicator } from './change-indicator';
import { StatCard } from './stat-card';

/** 'the previous 24 hours', 'the previous 7 days'. */
export function previousPeriodLabel(range: TrendRange): string {
  return range === '24h' ? 'the previous 24 hours' : `the previous ${TREND_RANGE_DAYS[range]} days`;
}

/** The range's four figures, each against the period before it; uptime also as an SLA counts it when maintenance changes it. */
export function PeriodStats({
  current,
  previous,
  range,
  uptimeExcludingMaintenance = null,
}: {
  current: PeriodFigures;
  previous: PeriodFigures | null;
  range: TrendRange;
  /** The range's uptime with maintenance time left out (null: no maintenance in the range). */
  uptimeExcludingMaintenance?: number | null;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {TREND_METRICS.map((metric) => {
        const value = current[metric.key];
        return (
          <StatCard
            key={metric.key}
            title={metric.title}
            value={value === null ? null : metric.format(value)}
            tone={metric.tone(value)}
          >
            <ChangeIndicator
              current={value}
              previous={previous ? previous[metric.key] : undefined}
              rule={metric.rule}
              unit={metric.changeUnit}
              against={previousPeriodLabel(range)}
            />
            {metric.key === 'uptime' && uptimeExcludingMaintenance !== null && uptimeExcludingMaintenance !== value ? (
              <p className="text-xs text-fg-muted">{metric.format(uptimeExcludingMaintenance)} excluding maintenance</p>
            ) : null}
          </StatCard>
        );
      })}
    </div>
  );
}
