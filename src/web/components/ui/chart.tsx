/**
 * Charts, drawn once in one style (DESIGN §6: one palette, one tooltip). Built on recharts, which is heavy: import
 * this file only from lazily loaded screens, never from the landing page or the dashboard's first chunk.
 */
import type { ReactNode } from 'react';
import { Area, AreaChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '../../lib/cn';

/** The series colours, from the theme's tokens (light and dark follow). */
export const CHART_COLORS = {
  accent: 'var(--color-accent)',
  info: 'var(--color-info-solid)',
  warning: 'var(--color-warning-solid)',
  healthy: 'var(--color-healthy-solid)',
  critical: 'var(--color-critical-solid)',
} as const;
export type ChartColor = keyof typeof CHART_COLORS;

/** One end of the value axis: a number, 'auto', or a function of the data's own extreme. */
export type AxisBound = number | 'auto' | ((dataEdge: number) => number);

export interface TimePoint {
  /** ISO time of the period start. */
  at: string;
  /** Null where nothing was measured: the line breaks there instead of dropping to zero. */
  value: number | null;
}

export interface TimeSeriesChartProps {
  points: readonly TimePoint[];
  /** How a period start reads on the axis and in the tooltip ('14:00', 'Mar 4'). */
  formatTime: (at: string) => string;
  /** How a value reads ('99.95%', '230 ms'). */
  formatValue: (value: number) => string;
  /** What the chart shows, for screen readers (the figure's name). */
  label: string;
  /** A sentence for screen readers about what the chart shows. */
  summary: string;
  color?: ChartColor;
  variant?: 'line' | 'area';
  /** Fixed value range, e.g. [0, 100] for percentages; by default it follows the data. */
  yDomain?: [AxisBound, AxisBound];
  /** Steps instead of slopes, for values that jump (days left change once a day). */
  stepped?: boolean;
  height?: number;
  className?: string;
}

/** Period starts on the x axis, one value per period; gaps stay gaps. */
export function TimeSeriesChart({
  points,
  formatTime,
  formatValue,
  label,
  summary,
  color = 'accent',
  variant = 'line',
  yDomain = ['auto', 'auto'],
  stepped = false,
  height = 200,
  className,
}: TimeSeriesChartProps) {
  const stroke = CHART_COLORS[color];
  const measured = points.filter((p) => p.value !== null).length;
  // Isolated points have no line to either side: draw dots while the series is sparse enough to need them.
  const dot = measured <= 40 ? { r: 3, strokeWidth: 0, fill: stroke, fillOpacity: 1 } : false;
  const common = {
    data: points as TimePoint[],
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    accessibilityLayer: true,
  };
  const axes = (
    <>
      <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="at"
        tickFormatter={formatTime}
        stroke="var(--color-fg-subtle)"
        tick={{ fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        minTickGap={24}
        // room for the first and last points' dots, which would otherwise sit half outside the plot
        padding={{ left: 8, right: 8 }}
      />
      <YAxis
        domain={yDomain}
        tickFormatter={(v: number) => formatValue(v)}
        stroke="var(--color-fg-subtle)"
        tick={{ fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        width={64}
        allowDecimals
        // a point on the top line keeps its whole dot
        padding={{ top: 6 }}
      />
      <Tooltip
        cursor={{ stroke: 'var(--color-line-strong)' }}
        content={({ active, payload, label: at }) =>
          active && payload?.[0] && typeof payload[0].value === 'number' ? (
            <ChartTooltip title={formatTime(String(at))}>{formatValue(payload[0].value)}</ChartTooltip>
          ) : null
        }
      />
    </>
  );
  const type = stepped ? 'stepAfter' : 'monotone';
  return (
    <figure role="img" aria-label={`${label}. ${summary}`} className={cn('w-full', className)} style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {variant === 'area' ? (
          <AreaChart {...common}>
            {axes}
            <Area
              type={type}
              dataKey="value"
              stroke={stroke}
              strokeWidth={2}
              fill={stroke}
              fillOpacity={0.12}
              dot={dot}
              connectNulls={false}
              isAnimationActive={false}
            />
          </AreaChart>
        ) : (
          <LineChart {...common}>
            {axes}
            <Line
              type={type}
              dataKey="value"
              stroke={stroke}
              strokeWidth={2}
              dot={dot}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}

/** The one tooltip style of every chart. */
export function ChartTooltip({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-surface px-3 py-2 text-sm shadow-lg">
      <p className="text-xs text-fg-muted">{title}</p>
      <p className="font-semibold text-fg tabular-nums">{children}</p>
    </div>
  );
}
