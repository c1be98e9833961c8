import type { Database } from '../../db/client';
import { MONITOR_RESPONSE_BUCKETS } from '../../jobs/monitoring/monitor-metrics-batch';
import { createMonitorMetricsRepository, type MonitorMetricsRow } from './monitor-metrics.repository';

/** The `monitor` label of a domain's home-page checks (no monitor of that name can be told from it: `type` is 'home'). */
export const HOME_PAGE_MONITOR = 'Home page';

/** How long a rendered snapshot may be served while no check was added (renames, pauses, deletions): 5 s. */
export const MONITOR_METRICS_TTL_MS = 5000;

const DAY_SECONDS = 86_400;

/** A label value as the text exposition format wants it: backslash, double quote and line feed escaped. */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

const LE = [...MONITOR_RESPONSE_BUCKETS.map(String), '+Inf'];

const family = (name: string, type: string, help: string) => `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;

/**
 * The per-monitor series, one metric family after another (the format wants each family's samples together). Days
 * left are computed at `nowSeconds` from the stored expiry dates.
 */
export function renderMonitorMetrics(rows: MonitorMetricsRow[], total: number, max: number, nowSeconds: number): string {
  let up = '';
  let last = '';
  let histogram = '';
  let certificate = '';
  let registration = '';
  for (const r of rows) {
    const labels =
      `workspace="${r.workspace}",domain="${escapeLabelValue(r.domain)}",monitor="${escapeLabelValue(r.monitor ?? HOME_PAGE_MONITOR)}",` +
      `monitor_id="${r.subject_id}",type="${r.type ?? 'home'}"`;
    if (r.up !== null) up += `sitewarden_monitor_up{${labels}} ${r.up ? 1 : 0}\n`;
    if (r.last_checked !== null) last += `sitewarden_monitor_last_check_timestamp_seconds{${labels}} ${r.last_checked}\n`;
    if (r.buckets) {
      let cumulative = 0;
      for (let i = 0; i < LE.length; i++) {
        cumulative += r.buckets[i] ?? 0;
        histogram += `sitewarden_monitor_response_time_seconds_bucket{${labels},le="${LE[i]}"} ${cumulative}\n`;
      }
      histogram += `sitewarden_monitor_response_time_seconds_sum{${labels}} ${r.sum}\n`;
      histogram += `sitewarden_monitor_response_time_seconds_count{${labels}} ${r.count}\n`;
    }
    if (r.certificate_expires !== null) {
      certificate += `sitewarden_monitor_certificate_days_left{${labels}} ${((r.certificate_expires - nowSeconds) / DAY_SECONDS).toFixed(3)}\n`;
    }
    if (r.registration_expires !== null) {
      registration += `sitewarden_domain_registration_days_left{${labels}} ${((r.registration_expires - nowSeconds) / DAY_SECONDS).toFixed(3)}\n`;
    }
  }
  return (
    family('sitewarden_monitor_up', 'gauge', "1 if the monitor's latest check found it up, 0 if down; absent until checked and while paused.") +
    up +
    family('sitewarden_monitor_last_check_timestamp_seconds', 'gauge', "When the monitor's latest check ran, since the Unix epoch.") +
    last +
    family('sitewarden_monitor_response_time_seconds', 'histogram', "Response time of the monitor's checks, counted by every worker since the monitor's first check.") +
    histogram +
    family('sitewarden_monitor_certificate_days_left', 'gauge', 'Days until the TLS certificate the latest check saw expires (negative: expired).') +
    certificate +
    family('sitewarden_domain_registration_days_left', 'gauge', "Days until the domain's registration expires, as RDAP or WHOIS last said (home-page series only).") +
    registration +
    family('sitewarden_monitors_exported', 'gauge', 'Monitors (and home pages) with series on this page.') +
    `sitewarden_monitors_exported ${rows.length}\n` +
    family('sitewarden_monitors_left_out', 'gauge', 'Monitors (and home pages) beyond METRICS_MONITORS_MAX, left out of this page.') +
    `sitewarden_monitors_left_out ${Math.max(0, total - Math.min(rows.length, max))}\n`
  );
}

export interface MonitorMetricsOptions {
  /** METRICS_MONITORS_MAX. */
  max: number;
  /** MONITOR_METRICS_TTL_MS, shorter when CHECK_INTERVAL_SECONDS is shorter. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The per-monitor part of /metrics (METRICS_MONITORS=on; decision 064), served from a rendered snapshot. Each scrape
 * asks the database one indexed question, the latest `updated_at` of monitor_metrics, and renders anew when a batch
 * of checks was added since, or when the snapshot is older than `ttlMs` (what no check changes: a monitor renamed,
 * paused or deleted; the days left). Concurrent scrapes share one reload.
 */
export function createMonitorMetrics(db: Database, { max, ttlMs = MONITOR_METRICS_TTL_MS, now = Date.now }: MonitorMetricsOptions) {
  const repo = createMonitorMetricsRepository(db);
  let snapshot: { text: string; watermark: string; at: number } | undefined;
  let reloading: Promise<string> | undefined;

  async function reload(watermark: string): Promise<string> {
    const at = now();
    const rows = max > 0 ? await repo.rows(max) : [];
    const total = max > 0 ? (rows[0]?.total ?? 0) : await repo.total();
    const text = renderMonitorMetrics(rows, total, max, at / 1000);
    snapshot = { text, watermark, at };
    return text;
  }

  return {
    async render(): Promise<string> {
      const watermark = await repo.watermark();
      if (snapshot && snapshot.watermark === watermark && now() - snapshot.at < ttlMs) return snapshot.text;
      reloading ??= reload(watermark).finally(() => (reloading = undefined));
      return reloading;
    },
  };
}

export type MonitorMetrics = ReturnType<typeof createMonitorMetrics>;

/**
 * The /metrics source of METRICS_MONITORS=on: at most METRICS_MONITORS_MAX monitors, a snapshot never older than
 * 5 s, nor than half of CHECK_INTERVAL_SECONDS when that is shorter.
 */
export function monitorMetricsSource(db: Database, config: { metricsMonitorsMax: number; checkIntervalSeconds?: number }): () => Promise<string> {
  const ttlMs = Math.min(MONITOR_METRICS_TTL_MS, config.checkIntervalSeconds ? (config.checkIntervalSeconds * 1000) / 2 : Infinity);
  const source = createMonitorMetrics(db, { max: config.metricsMonitorsMax, ttlMs });
  return () => source.render();
}
