import type { Database } from '../../db/client';
import { bytesOfPieces, gzipPiece, type GzipPiece } from '../../http/gzip-pieces';
import { MONITOR_RESPONSE_BUCKETS } from '../../jobs/monitoring/monitor-metrics-batch';
import { createMonitorMetricsRepository, type MonitorMetricsRow } from './monitor-metrics.repository';

/** The `monitor` label of a domain's home-page checks (no monitor of that name can be told from it: `type` is 'home'). */
export const HOME_PAGE_MONITOR = 'Home page';

/**
 * How long a snapshot's rows may go without a full re-read: 30 s, the shortest plan interval (what no check changes
 * shows within it: a monitor renamed, paused or deleted). Rows a batch of checks changed are re-read at every scrape.
 */
export const MONITOR_METRICS_FULL_READ_MS = 30_000;

/** A label value as the text exposition format wants it: backslash, double quote and line feed escaped. */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

const LE = [...MONITOR_RESPONSE_BUCKETS.map(String), '+Inf'];

const family = (name: string, type: string, help: string) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;

const FAMILIES = [
  [
    'sitewarden_monitor_info',
    'gauge',
    "Always 1: a monitor's (or home page's) workspace, domain and name. The other series carry monitor_id alone; join them with * on (monitor_id) group_left (workspace, domain, monitor) sitewarden_monitor_info.",
  ],
  [
    'sitewarden_monitor_up',
    'gauge',
    "1 if the monitor's latest check found it up, 0 if down; absent until checked and while paused.",
  ],
  [
    'sitewarden_monitor_last_check_timestamp_seconds',
    'gauge',
    "When the monitor's latest check ran, since the Unix epoch.",
  ],
  [
    'sitewarden_monitor_response_time_seconds',
    'histogram',
    "Response time of the monitor's checks, counted by every worker since its first check.",
  ],
  [
    'sitewarden_monitor_certificate_expiry_timestamp_seconds',
    'gauge',
    'When the TLS certificate the latest check saw expires, since the Unix epoch.',
  ],
  [
    'sitewarden_domain_registration_expiry_timestamp_seconds',
    'gauge',
    "When the domain's registration expires, as RDAP or WHOIS last said, since the Unix epoch (home-page series only).",
  ],
] as const;

/** One monitor's samples, per family (FAMILIES' order). */
export function renderMonitorSamples(r: MonitorMetricsRow): string[] {
  // the names ride on one info series; every other line carries the id alone (kube-state-metrics' *_info pattern): a
  // sample line is half as long, so the page of 10,000 monitors is half the bytes to build, send and parse
  const labels = `monitor_id="${r.subject_id}"`;
  const info = `sitewarden_monitor_info{${labels},workspace="${r.workspace}",domain="${escapeLabelValue(r.domain)}",monitor="${escapeLabelValue(r.monitor ?? HOME_PAGE_MONITOR)}"} 1\n`;
  const up = r.up !== null ? `sitewarden_monitor_up{${labels}} ${r.up ? 1 : 0}\n` : '';
  const last =
    r.last_checked !== null ? `sitewarden_monitor_last_check_timestamp_seconds{${labels}} ${r.last_checked}\n` : '';
  let histogram = '';
  // a histogram counted with other bounds (before an upgrade) is left out until its next check starts it again
  if (r.buckets && r.buckets.length === LE.length) {
    let cumulative = 0;
    for (let i = 0; i < LE.length; i++) {
      cumulative += r.buckets[i] ?? 0;
      histogram += `sitewarden_monitor_response_time_seconds_bucket{${labels},le="${LE[i]}"} ${cumulative}\n`;
    }
    histogram += `sitewarden_monitor_response_time_seconds_sum{${labels}} ${r.sum}\nsitewarden_monitor_response_time_seconds_count{${labels}} ${r.count}\n`;
  }
  // expiry as a timestamp, as the blackbox exporter's probe_ssl_earliest_cert_expiry: Prometheus wants base units, and a
  // timestamp needs no re-rendering as time passes (`... - time()` in PromQL gives the seconds left)
  const expiry = (expires: number | null, name: string) => (expires !== null ? `${name}{${labels}} ${expires}\n` : '');
  return [
    info,
    up,
    last,
    histogram,
    expiry(r.certificate_expires, 'sitewarden_monitor_certificate_expiry_timestamp_seconds'),
    expiry(r.registration_expires, 'sitewarden_domain_registration_expiry_timestamp_seconds'),
  ];
}

const FAMILY_HEADS = FAMILIES.map(([name, type, help]) => Buffer.from(family(name, type, help)));

/** The gauges after the families: how many monitors are on the page and how many were left out. */
function renderFooter(exported: number, leftOut: number): string {
  return (
    family('sitewarden_monitors_exported', 'gauge', 'Monitors (and home pages) with series on this page.') +
    `sitewarden_monitors_exported ${exported}\n` +
    family(
      'sitewarden_monitors_left_out',
      'gauge',
      'Monitors (and home pages) beyond METRICS_MONITORS_MAX, left out of this page.',
    ) +
    `sitewarden_monitors_left_out ${leftOut}\n`
  );
}

/** Bytes of a family per piece: pieces are compressed side by side in zlib's thread pool (a 16 MB family in 8). */
const PIECE_BYTES = 2 * 1024 * 1024;

/** One family's samples together, as the format wants: its HELP and TYPE, then every monitor's lines, in pieces. */
function familyPieces(index: number, samples: Iterable<Buffer[]>): GzipPiece[] {
  const pieces: GzipPiece[] = [];
  let parts: Buffer[] = [FAMILY_HEADS[index]!];
  let size = 0;
  for (const s of samples) {
    const lines = s[index]!;
    if (lines.length === 0) continue;
    parts.push(lines);
    size += lines.length;
    if (size >= PIECE_BYTES) {
      pieces.push(gzipPiece(Buffer.concat(parts)));
      parts = [];
      size = 0;
    }
  }
  if (parts.length > 0) pieces.push(gzipPiece(Buffer.concat(parts)));
  return pieces;
}

export interface MonitorMetricsOptions {
  /** METRICS_MONITORS_MAX. */
  max: number;
  /** MONITOR_METRICS_FULL_READ_MS, shorter when CHECK_INTERVAL_SECONDS is shorter. */
  fullReadMs?: number;
  now?: () => number;
}

/**
 * The per-monitor part of /metrics (METRICS_MONITORS=on; decision 064), kept as a snapshot of every monitor's
 * samples. Each scrape asks the database one indexed question, the latest `updated_at` of monitor_metrics; when a
 * batch of checks was added since, it re-reads and re-renders only the rows changed since the snapshot's watermark,
 * and every `fullReadMs` it reads them all (renames, pauses, deletions, monitors past the cap, the days left).
 * Concurrent scrapes share one refresh.
 */
export function createMonitorMetrics(
  db: Database,
  { max, fullReadMs = MONITOR_METRICS_FULL_READ_MS, now = Date.now }: MonitorMetricsOptions,
) {
  const repo = createMonitorMetricsRepository(db);
  let snapshot:
    | {
        /** Per monitor, its lines of each family, as bytes. */
        samples: Map<string, Buffer[]>;
        total: number;
        watermark: string;
        fullAt: number;
        /** Per family, its piece of the page; undefined once a monitor's lines of that family changed. */
        families: Array<GzipPiece[] | undefined>;
        /** The page, rebuilt from the families at the first scrape after a change. */
        pieces?: GzipPiece[];
      }
    | undefined;
  let refreshing: Promise<GzipPiece[]> | undefined;
  /** Per monitor, the row its samples were rendered from: a full read re-renders only rows whose version or labels moved. */
  let rendered = new Map<string, MonitorMetricsRow>();
  const sameSource = (
    a: Pick<MonitorMetricsRow, 'version' | 'workspace' | 'domain' | 'monitor'>,
    b: MonitorMetricsRow,
  ) => a.version === b.version && a.workspace === b.workspace && a.domain === b.domain && a.monitor === b.monitor;
  const encode = (row: MonitorMetricsRow) => renderMonitorSamples(row).map((lines) => Buffer.from(lines));

  /** Forgets the pieces of the families whose lines differ between two renders of a monitor. */
  function invalidate(families: Array<GzipPiece[] | undefined>, before: Buffer[] | undefined, after: Buffer[]) {
    for (let i = 0; i < families.length; i++) if (!before || !before[i]!.equals(after[i]!)) families[i] = undefined;
  }

  async function fullRead() {
    const index = max > 0 ? await repo.index(max) : [];
    const total = max > 0 ? (index[0]?.total ?? 0) : await repo.total();
    const stale = index.filter((i) => {
      const kept = rendered.get(i.subject_id);
      return !kept || !sameSource(i, kept);
    });
    const fresh = new Map((await repo.rowsOf(stale.map((i) => i.subject_id))).map((r) => [r.subject_id, r]));
    const before = snapshot?.samples;
    const samples = new Map<string, Buffer[]>();
    const rows = new Map<string, MonitorMetricsRow>();
    for (const i of index) {
      const row = fresh.get(i.subject_id) ?? rendered.get(i.subject_id);
      if (!row) continue; // deleted between the two reads
      const kept = before?.get(i.subject_id);
      samples.set(i.subject_id, kept && !fresh.has(i.subject_id) ? kept : encode(row));
      rows.set(i.subject_id, row);
    }
    rendered = rows;
    // the same monitors in the same order keep the pieces of the families none of them changed
    const families: Array<GzipPiece[] | undefined> = FAMILIES.map(() => undefined);
    if (snapshot && before && sameOrder(before, samples)) {
      families.splice(0, families.length, ...snapshot.families);
      for (const [id, lines] of samples) if (lines !== before.get(id)) invalidate(families, before.get(id), lines);
    }
    return { samples, total, families };
  }

  async function refresh(watermark: string): Promise<GzipPiece[]> {
    const at = now();
    if (!snapshot || at - snapshot.fullAt >= fullReadMs) {
      const { samples, total, families } = await fullRead();
      snapshot = { samples, total, watermark, fullAt: at, families };
    } else {
      const { samples, families } = snapshot;
      // the rows changed since (>=: a batch committed in the watermark's microsecond is read again, not missed)
      for (const r of await repo.rows(max, snapshot.watermark)) {
        if (!samples.has(r.subject_id) && samples.size >= max) continue; // past the cap until the next full read
        if (!samples.has(r.subject_id)) snapshot.total++;
        const lines = encode(r);
        invalidate(families, samples.get(r.subject_id), lines);
        samples.set(r.subject_id, lines);
        rendered.set(r.subject_id, r);
      }
      snapshot.watermark = watermark;
    }
    const { samples, total, families } = snapshot;
    for (let i = 0; i < families.length; i++) families[i] ??= familyPieces(i, samples.values());
    snapshot.pieces = [
      ...(families as GzipPiece[][]).flat(),
      gzipPiece(Buffer.from(renderFooter(samples.size, Math.max(0, total - samples.size)))),
    ];
    return snapshot.pieces;
  }

  /** The page as pieces, each compressed once when a scrape asks for gzip (Prometheus does). */
  async function pieces(): Promise<GzipPiece[]> {
    const watermark = await repo.watermark();
    if (snapshot?.pieces && snapshot.watermark === watermark && now() - snapshot.fullAt < fullReadMs) {
      return snapshot.pieces;
    }
    refreshing ??= refresh(watermark).finally(() => (refreshing = undefined));
    return refreshing;
  }

  return {
    pieces,
    /** The page as text. */
    async render(): Promise<string> {
      return bytesOfPieces(await pieces()).toString();
    },
  };
}

/** Whether two snapshots list the same monitors in the same order. */
function sameOrder(a: Map<string, unknown>, b: Map<string, unknown>): boolean {
  if (a.size !== b.size) return false;
  const other = b.keys();
  for (const id of a.keys()) if (other.next().value !== id) return false;
  return true;
}

export type MonitorMetrics = ReturnType<typeof createMonitorMetrics>;

/**
 * The /metrics source of METRICS_MONITORS=on: at most METRICS_MONITORS_MAX monitors, every row re-read at least every
 * 30 s, or every CHECK_INTERVAL_SECONDS when that is shorter.
 */
export function monitorMetricsSource(
  db: Database,
  config: { metricsMonitorsMax: number; checkIntervalSeconds?: number },
): () => Promise<GzipPiece[]> {
  const fullReadMs = Math.min(
    MONITOR_METRICS_FULL_READ_MS,
    config.checkIntervalSeconds ? config.checkIntervalSeconds * 1000 : Infinity,
  );
  const source = createMonitorMetrics(db, { max: config.metricsMonitorsMax, fullReadMs });
  return () => source.pieces();
}
