import type { AdminSystem, WorkerState } from '../../../../shared/contracts/admin-system';
import type { StatusTone } from '../../../../shared/helpers/health-score';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';

/** A worker's state in words and tone: alive is healthy, stalled critical (it stopped beating). */
export const WORKER_STATE_LOOKS: Record<WorkerState, { label: string; tone: StatusTone }> = {
  alive: { label: 'Alive', tone: 'healthy' },
  stalled: { label: 'Stalled', tone: 'critical' },
};

export const READINESS_LOOKS: Record<AdminSystem['readiness']['status'], { label: string; tone: StatusTone }> = {
  ready: { label: 'Ready', tone: 'healthy' },
  degraded: { label: 'Degraded', tone: 'warning' },
  unavailable: { label: 'Unavailable', tone: 'critical' },
};

/** '12 s ago' within the minute (a heartbeat is seconds old), then the app's relative times. */
export function secondsAgo(iso: string, now: number): string {
  const elapsed = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  return elapsed < 60 ? `${elapsed} s ago` : formatRelativeTime(iso, now);
}

/** 850 -> '850 ms', 2400 -> '2.4 s'; null -> '—' (no job in the minute). */
export function formatLag(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** 812 -> '812 B', 4300 -> '4.2 KB', 2.5e6 -> '2.4 MB', 3.2e9 -> '3.0 GB'. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

export const formatCount = (n: number) => Math.round(n).toLocaleString('en-US');

/** A count map as rows, largest first. */
export const countRows = (counts: Record<string, number>) =>
  Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
