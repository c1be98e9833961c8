import { formatMilliseconds } from '../../../../shared/helpers/web-vitals-rating';
import { toneText } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 2;

/** What the sparkline shows, in words: for its accessible name and its hover title. */
export function describeResponseTimes(times: readonly (number | null)[]): string {
  const measured = times.filter((t): t is number => t !== null);
  const failed = times.length - measured.length;
  const failures = failed ? `; ${failed} of them failed` : '';
  if (!measured.length) return `Response time of the last ${times.length} checks: no answer${failures}`;
  const latest = measured[measured.length - 1]!;
  return `Response time of the last ${times.length} checks: latest ${formatMilliseconds(latest)}, fastest ${formatMilliseconds(Math.min(...measured))}, slowest ${formatMilliseconds(Math.max(...measured))}${failures}`;
}

/**
 * The response times of a monitor's last checks as a small line, oldest first; a failed check breaks the line and
 * leaves a red tick at the bottom. Drawn once, never animated (nothing to respect for reduced motion).
 */
export function ResponseSparkline({ times, className }: { times: readonly (number | null)[]; className?: string }) {
  if (!times.length) return <span className={cn('text-xs text-fg-subtle', className)}>No checks yet</span>;
  const measured = times.filter((t): t is number => t !== null);
  const max = Math.max(1, ...measured);
  const x = (i: number) => (times.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (times.length - 1));
  const y = (ms: number) => HEIGHT - PAD - (ms / max) * (HEIGHT - 2 * PAD - 4);
  const runs: { i: number; ms: number }[][] = [[]];
  times.forEach((ms, i) => {
    if (ms === null) runs.push([]);
    else runs[runs.length - 1]!.push({ i, ms });
  });
  const label = describeResponseTimes(times);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className={cn('shrink-0 overflow-visible', className)}
    >
      <title>{label}</title>
      <g className={toneText.accent}>
        {runs.map((run, n) =>
          run.length === 1 ? (
            <circle key={n} cx={x(run[0]!.i)} cy={y(run[0]!.ms)} r={1.5} fill="currentColor" />
          ) : run.length > 1 ? (
            <polyline
              key={n}
              points={run.map((p) => `${x(p.i).toFixed(1)},${y(p.ms).toFixed(1)}`).join(' ')}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.5}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ) : null,
        )}
      </g>
      <g className={toneText.critical}>
        {times.map((ms, i) =>
          ms === null ? (
            <line key={i} x1={x(i)} x2={x(i)} y1={HEIGHT - 5} y2={HEIGHT} stroke="currentColor" strokeWidth={1.5} />
          ) : null,
        )}
      </g>
    </svg>
  );
}
