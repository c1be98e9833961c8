import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CheckRow } from './history-writer';

/**
 * Upper bounds (seconds) of the response time histogram /metrics exposes per monitor (decision 064): Prometheus's
 * default buckets from 5 ms (a site on the same network, a cached answer: below 100 ms a quantile would only be
 * interpolated inside one bucket) to the probes' 30 s timeout; +Inf is implied. Each is a line per monitor on every
 * scrape. A stored histogram of another length is started again at its next batch (writeMonitorMetrics).
 */
export const MONITOR_RESPONSE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;

/** One monitor's (or one domain's home page's) share of a batch of checks. */
interface Pending {
  subjectId: string;
  domainId: string;
  monitorId: string | null;
  up: boolean | null;
  /** ms; the latest up/down check of the batch. */
  checkedAt: number;
  /** Not cumulative; one more than MONITOR_RESPONSE_BUCKETS (+Inf). */
  buckets: number[] | null;
  count: number;
  sum: number;
  certificate: string | null;
  registration: string | null;
}

const isUpStatus = (status: string) => status === 'healthy' || status === 'warning';

function bucketOf(seconds: number): number {
  for (let i = 0; i < MONITOR_RESPONSE_BUCKETS.length; i++) if (seconds <= MONITOR_RESPONSE_BUCKETS[i]!) return i;
  return MONITOR_RESPONSE_BUCKETS.length;
}

function isoOrNull(value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const t = new Date(value).getTime();
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
}

/**
 * The per-monitor figures of the checks a history batch holds, merged in memory as checks finish and added to
 * monitor_metrics in one upsert after the batch's rows: up/down and last check time from each monitor's checks (the
 * home page's uptime checks for the domain's home page), the response time histogram counted in the database so
 * that every worker adds to the same counters, and the expiry dates the TLS, TCP-over-TLS and registration checks
 * found.
 */
export function createMonitorMetricsBatch() {
  let pending = new Map<string, Pending>();

  function entry(subjectId: string, row: CheckRow): Pending {
    let p = pending.get(subjectId);
    if (!p) {
      p = {
        subjectId,
        domainId: row.domainId,
        monitorId: row.monitorId ?? null,
        up: null,
        checkedAt: 0,
        buckets: null,
        count: 0,
        sum: 0,
        certificate: null,
        registration: null,
      };
      pending.set(subjectId, p);
    }
    return p;
  }

  return {
    add(row: CheckRow) {
      const monitorId = row.monitorId ?? null;
      const details = row.details;
      if (monitorId || row.checkType === 'uptime') {
        const p = entry(monitorId ?? row.domainId, row);
        const at = row.checkedAt.getTime();
        if (at >= p.checkedAt) {
          p.checkedAt = at;
          p.up = row.up ?? isUpStatus(row.status);
        }
        if (row.responseTime !== null && Number.isFinite(row.responseTime)) {
          const seconds = row.responseTime / 1000;
          p.buckets ??= new Array<number>(MONITOR_RESPONSE_BUCKETS.length + 1).fill(0);
          p.buckets[bucketOf(seconds)]!++;
          p.count++;
          p.sum += seconds;
        }
        // a TCP monitor over TLS: its certificate
        const certificate = (details.certificate as { validTo?: unknown } | undefined)?.validTo;
        if (monitorId && certificate) p.certificate = isoOrNull(certificate) ?? p.certificate;
      } else if (row.checkType === 'ssl' && details.validTo) {
        const p = entry(row.domainId, row);
        p.certificate = isoOrNull(details.validTo) ?? p.certificate;
      } else if (row.checkType === 'whois' && details.expiresAt) {
        const p = entry(row.domainId, row);
        p.registration = isoOrNull(details.expiresAt) ?? p.registration;
      }
    },

    /** Takes what was merged so far, as the JSON the upsert reads; undefined when nothing was. */
    take(): string | undefined {
      if (!pending.size) return undefined;
      // in the primary key's order, so two workers upserting overlapping batches lock rows in the same order
      const rows = [...pending.values()].sort((a, b) =>
        a.subjectId < b.subjectId ? -1 : a.subjectId > b.subjectId ? 1 : 0,
      );
      pending = new Map();
      return JSON.stringify(
        rows.map((p) => ({
          subject_id: p.subjectId,
          domain_id: p.domainId,
          monitor_id: p.monitorId,
          up: p.up,
          checked_at: p.checkedAt ? new Date(p.checkedAt).toISOString() : null,
          buckets: p.buckets,
          count: p.count,
          sum: p.sum,
          cert: p.certificate,
          reg: p.registration,
        })),
      );
    },
  };
}

/**
 * Adds a batch (`take`'s JSON) to monitor_metrics: counters added, the latest verdict kept (a batch older than the
 * stored check changes neither), expiry dates replaced when the batch found one. Figures of a monitor or domain
 * deleted meanwhile are dropped by the joins.
 */
/** The stored histogram has other bounds than the batch's (MONITOR_RESPONSE_BUCKETS changed since it was counted). */
const RESTARTED = sql.raw(
  'excluded.response_buckets is not null and m.response_buckets is not null and cardinality(m.response_buckets) <> cardinality(excluded.response_buckets)',
);

export async function writeMonitorMetrics(db: Database, batch: string): Promise<void> {
  await db.execute(sql`
    insert into monitor_metrics as m (subject_id, domain_id, monitor_id, up, last_checked_at, response_buckets, response_count,
      response_sum, certificate_expires_at, registration_expires_at, updated_at)
    select v.subject_id, v.domain_id, v.monitor_id, v.up, v.checked_at, v.buckets, v.count, v.sum, v.cert, v.reg, now()
    from json_to_recordset(${batch}::json)
      as v(subject_id uuid, domain_id uuid, monitor_id uuid, up boolean, checked_at timestamptz, buckets bigint[], count bigint,
        sum float8, cert timestamptz, reg timestamptz)
    join domains d on d.id = v.domain_id
    where v.monitor_id is null or exists (select 1 from monitors mo where mo.id = v.monitor_id)
    on conflict (subject_id) do update set
      up = case when excluded.last_checked_at is not null and (m.last_checked_at is null or excluded.last_checked_at >= m.last_checked_at)
        then excluded.up else m.up end,
      last_checked_at = greatest(m.last_checked_at, excluded.last_checked_at),
      response_buckets = case
        when excluded.response_buckets is null then m.response_buckets
        when m.response_buckets is null or cardinality(m.response_buckets) <> cardinality(excluded.response_buckets) then excluded.response_buckets
        else array(select coalesce(a, 0) + coalesce(b, 0) from unnest(m.response_buckets, excluded.response_buckets) with ordinality as t(a, b, i) order by i) end,
      -- a histogram stored with other bounds starts again, its count and sum with it (Prometheus reads a counter reset)
      response_count = case when ${RESTARTED} then excluded.response_count else m.response_count + excluded.response_count end,
      response_sum = case when ${RESTARTED} then excluded.response_sum else m.response_sum + excluded.response_sum end,
      certificate_expires_at = coalesce(excluded.certificate_expires_at, m.certificate_expires_at),
      registration_expires_at = coalesce(excluded.registration_expires_at, m.registration_expires_at),
      updated_at = now()`);
}
