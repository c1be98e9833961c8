/** Incident figures from recorded outages (uptime_events 'down' periods): downtime, MTTR and MTBF. */

export interface Outage {
  /** Epoch ms. */
  start: number;
  /** Epoch ms; null while the outage is still open. */
  end: number | null;
}

export interface ReliabilityFigures {
  incidents: number;
  openIncidents: number;
  downtimeMs: number;
  mttrMs: number | null;
  mtbfMs: number | null;
}

/** What the workspace total is combined from: the figures plus the time watched and the outages that ended. */
export interface ReliabilityParts extends ReliabilityFigures {
  observedMs: number;
  recovered: number;
}

/** The part of an outage inside [from, to); an open outage lasts until `to`. */
export function overlapMs(outage: Outage, from: number, to: number): number {
  const end = outage.end ?? to;
  return Math.max(0, Math.min(end, to) - Math.max(outage.start, from));
}

/** Mean time to recovery: the mean length of the outages that ended. Open outages have no recovery time yet. */
export function mttrMs(outages: readonly Outage[]): number | null {
  const ended = outages.filter((o): o is Outage & { end: number } => o.end !== null);
  if (ended.length === 0) return null;
  return ended.reduce((sum, o) => sum + (o.end - o.start), 0) / ended.length;
}

/**
 * Fewer incidents than this give no MTBF: with one failure the "mean time between" is only the time watched
 * (issue #15, decision 044). Screens say why instead of showing a figure.
 */
export const MTBF_MIN_INCIDENTS = 2;

/** Why a period has no MTBF, in the words the screens use. */
export function mtbfMissingReason(incidents: number): string {
  return incidents === 0
    ? 'No failures in this period'
    : `Needs at least ${MTBF_MIN_INCIDENTS} incidents in the period`;
}

/** Mean time between failures: the time the site was up divided by the number of failures; null below two failures. */
export function mtbfMs(observedMs: number, downtimeMs: number, failures: number): number | null {
  if (failures < MTBF_MIN_INCIDENTS) return null;
  return Math.max(0, observedMs - downtimeMs) / failures;
}

/**
 * Figures of one domain over [from, to). An incident is an outage that started inside the window; downtime also
 * counts the part of an earlier outage that ran into it. `observedFrom` is when monitoring could first have seen
 * the domain (it did not exist before it was added), so MTBF is not inflated by time it was not watched.
 */
export function reliabilityOf(
  outages: readonly Outage[],
  from: number,
  to: number,
  observedFrom = from,
): ReliabilityParts {
  const started = outages.filter((o) => o.start >= from && o.start < to);
  const ended = started.filter((o) => o.end !== null && o.end <= to);
  const downtimeMs = outages.reduce((sum, o) => sum + overlapMs(o, from, to), 0);
  const observedMs = Math.max(0, to - Math.max(from, observedFrom));
  return {
    incidents: started.length,
    openIncidents: started.length - ended.length,
    downtimeMs,
    mttrMs: mttrMs(ended),
    mtbfMs: mtbfMs(observedMs, downtimeMs, started.length),
    observedMs,
    recovered: ended.length,
  };
}

/** The workspace's figures from its domains': sums, and means weighted by what each domain contributed. */
export function combineReliability(parts: readonly ReliabilityParts[]): ReliabilityFigures {
  const incidents = parts.reduce((s, p) => s + p.incidents, 0);
  const downtimeMs = parts.reduce((s, p) => s + p.downtimeMs, 0);
  const observedMs = parts.reduce((s, p) => s + p.observedMs, 0);
  const recovered = parts.reduce((s, p) => s + p.recovered, 0);
  const repairMs = parts.reduce((s, p) => s + (p.mttrMs ?? 0) * p.recovered, 0);
  return {
    incidents,
    openIncidents: parts.reduce((s, p) => s + p.openIncidents, 0),
    downtimeMs,
    mttrMs: recovered > 0 ? repairMs / recovered : null,
    mtbfMs: mtbfMs(observedMs, downtimeMs, incidents),
  };
}

/** '45 s', '12 min', '3 h 20 min', '2 d 4 h'. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  // A downtime of a few hundred ms happened: "0 s" would say it did not.
  if (ms > 0 && seconds === 0) return '< 1 s';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
