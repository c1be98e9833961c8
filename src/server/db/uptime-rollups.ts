import { sql, type SQL } from 'drizzle-orm';

/**
 * A domain's uptime checks that its daily rollups (uptime_stats) do not count yet, as `total` and `ok`: the
 * history writer merges rollups in memory for a few minutes (decision 023), and each written rollup row says
 * through when its domain's checks are counted (`counted_through`, exclusive). So the raw uptime rows from the
 * latest `counted_through` on are added to what the rollups say; with no rollup in the window at all (a new
 * domain), every raw uptime row since the window's first day. Rollups without `counted_through` (seeded history)
 * count everything already. `rollups` names a row with `days` (rollup rows in the window) and `counted_through`
 * (their latest); `sinceDay` is the window's first UTC day. A few index-range rows per domain.
 */
/**
 * How many of the grouped domain_checks rows count as up: healthy, or warning (slow or degraded, but answering).
 * The one definition every uptime figure computed from raw checks uses; `status` is their status column.
 */
export const countUp = (status: SQL): SQL => sql`(count(*) filter (where ${status} in ('healthy', 'warning')))::int`;

export function uncountedUptime(domainId: SQL, rollups: SQL, sinceDay: SQL): SQL {
  return sql`
    select count(*)::int as total, ${countUp(sql`c.status`)} as ok
    from domain_checks c
    where c.domain_id = ${domainId} and c.check_type = 'uptime' and c.checked_at >= ${uncountedFrom(rollups, sinceDay)}`;
}

/** When a domain's uncounted raw uptime checks start (see uncountedUptime): for readers that group them further. */
export function uncountedFrom(rollups: SQL, sinceDay: SQL): SQL {
  return sql`case when coalesce(${rollups}.days, 0) = 0 then (${sinceDay})::timestamp at time zone 'UTC' else ${rollups}.counted_through end`;
}
