import { maintenanceSpans, type MaintenanceSchedule } from './maintenance-occurrences';
import { overlapMs, type Outage } from './reliability';

export interface MaintenanceUptimeInput {
  /** The period, epoch ms: a day, a range, or up to now for one under way. */
  from: number;
  to: number;
  /** The measured uptime of the period (share of successful checks, 0-100); null when nothing was checked. */
  measured: number | null;
  /** The recorded outages (uptime_events); an open one lasts until `to`. */
  outages: readonly Outage[];
  /** The windows covering what was measured. */
  maintenance: MaintenanceSchedule[];
}

export interface MaintenanceUptime {
  /** Null when no maintenance fell in the period, or nothing was measured. */
  uptimeExcludingMaintenance: number | null;
  /** Time of the period inside maintenance, ms. */
  maintenanceMs: number;
}

/** The outages merged where they overlap, clipped to [from, to). */
function outageSpans(outages: readonly Outage[], from: number, to: number): [number, number][] {
  const spans = outages
    .filter((o) => overlapMs(o, from, to) > 0)
    .map((o) => [Math.max(o.start, from), Math.min(o.end ?? to, to)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push(span);
  }
  return merged;
}

/**
 * Uptime as an SLA counts it (issue 17, decision 054): the period's maintenance time leaves the period, and outage
 * time inside maintenance is not downtime. sla = 100 × (1 − downtime outside maintenance ÷ (period − maintenance)),
 * never below the measured figure (checks and outage records may disagree a little; taking maintenance out must
 * not make a period look worse). A period wholly in maintenance had nothing to miss: 100.
 */
export function uptimeExcludingMaintenance({
  from,
  to,
  measured,
  outages,
  maintenance,
}: MaintenanceUptimeInput): MaintenanceUptime {
  const covered = maintenanceSpans(maintenance, new Date(from), new Date(to)).map(
    (s) => [s.start.getTime(), s.end.getTime()] as const,
  );
  const maintenanceMs = covered.reduce((sum, [start, end]) => sum + (end - start), 0);
  if (maintenanceMs === 0 || measured === null) return { uptimeExcludingMaintenance: null, maintenanceMs };
  const available = to - from - maintenanceMs;
  if (available <= 0) return { uptimeExcludingMaintenance: 100, maintenanceMs };
  let downtimeOutside = 0;
  for (const [start, end] of outageSpans(outages, from, to)) {
    const inside = covered.reduce(
      (sum, [mStart, mEnd]) => sum + Math.max(0, Math.min(end, mEnd) - Math.max(start, mStart)),
      0,
    );
    downtimeOutside += end - start - inside;
  }
  const sla = Math.round(10_000 * Math.max(0, 1 - downtimeOutside / available)) / 100;
  return { uptimeExcludingMaintenance: Math.max(sla, measured), maintenanceMs };
}
