import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

export interface HistoryShape {
  domains: number;
  days: number;
  /** Uptime checks per domain kept raw for the latest day (288 = every 5 minutes). */
  checksPerDay: number;
}

/**
 * A workspace's worth of monitoring history, written with set-based SQL in seconds: `days` of daily uptime
 * rollups and performance metrics per domain, the latest day of raw checks at `checksPerDay`, one certificate
 * per domain (some expiring within 30 days), alerts (a tenth still open) and the hourly TLS checks.
 */
export async function seedHistory(db: Database, userId: string, shape: HistoryShape): Promise<void> {
  const { domains, days, checksPerDay } = shape;
  await db.execute(sql`
    insert into domains (name, user_id, created_at)
    select 'site' || g || '.example.com', ${userId}::uuid, now() - make_interval(days => ${days}) + g * interval '1 second'
    from generate_series(1, ${domains}::int) g`);
  await db.execute(sql`
    insert into uptime_stats (domain_id, date, uptime_percentage, total_checks, successful_checks, avg_response_time)
    select d.id, current_date - day, 100.0 * (${checksPerDay} - fails) / ${checksPerDay}, ${checksPerDay}, ${checksPerDay} - fails, 150 + random() * 300
    from domains d, generate_series(0, ${days - 1}::int) day,
      lateral (select (case when random() < 0.05 then floor(random() * 10) else 0 end)::int as fails) f
    where d.user_id = ${userId}::uuid`);
  await db.execute(sql`
    insert into performance_metrics (domain_id, load_time, first_contentful_paint, largest_contentful_paint, cumulative_layout_shift, first_input_delay, performance_score, created_at)
    select d.id, 1200 + random() * 2000, 800 + random() * 900, 1500 + random() * 2500, random() * 0.2, 20 + random() * 80, 40 + random() * 60,
      now() - make_interval(days => day)
    from domains d, generate_series(0, ${days - 1}::int) day
    where d.user_id = ${userId}::uuid`);
  await db.execute(sql`
    insert into domain_checks (domain_id, check_type, status, response_time, details, checked_at)
    select d.id, 'uptime', case when random() < 0.01 then 'critical' else 'healthy' end, (100 + random() * 400)::int,
      jsonb_build_object('message', 'Responded 200', 'statusCode', 200), now() - make_interval(secs => n * 86400.0 / ${checksPerDay})
    from domains d, generate_series(0, ${checksPerDay - 1}::int) n
    where d.user_id = ${userId}::uuid`);
  await db.execute(sql`
    insert into domain_checks (domain_id, check_type, status, response_time, details, checked_at)
    select d.id, 'ssl', 'healthy', (20 + random() * 40)::int, jsonb_build_object('message', 'Valid certificate'), now() - make_interval(hours => h)
    from domains d, generate_series(0, 23) h
    where d.user_id = ${userId}::uuid`);
  await db.execute(sql`
    insert into ssl_certificates (domain_id, issuer, subject, valid_from, valid_to, days_until_expiry, is_valid, last_checked)
    select d.id, 'R3', d.name, now() - interval '60 days', now() + make_interval(days => e), e, true, now()
    from domains d, lateral (select (5 + floor(random() * 85))::int as e) x
    where d.user_id = ${userId}::uuid`);
  await db.execute(sql`
    insert into alerts (domain_id, user_id, type, severity, title, message, is_resolved, is_read, created_at, resolved_at)
    select d.id, d.user_id, 'downtime', 'critical', d.name || ' is down', 'Not reachable for 6 min', k > 0, k > 0,
      now() - make_interval(days => k * 9), case when k > 0 then now() - make_interval(days => k * 9) + interval '10 minutes' end
    from domains d, generate_series(0, 4) k
    where d.user_id = ${userId}::uuid and (k > 0 or random() < 0.1)`);
  await db.execute(sql`analyze`);
}
