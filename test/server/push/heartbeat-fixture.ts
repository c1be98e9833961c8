import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../src/server/db/client';
import { hashPushToken } from '../../../src/server/modules/push/push-token';

export interface SeededHeartbeat {
  userId: string;
  domainId: string;
  monitorId: string;
  /** The secret of its push URL, as the monitors API hands it out (32 random bytes, base64url). */
  token: string;
}

let seq = 0;

/**
 * A workspace with a domain and a heartbeat monitor, written straight into the tables as the monitors API would
 * (its token stored as its SHA-256 only).
 */
export async function seedHeartbeat(
  db: Database,
  options: {
    periodSeconds?: number;
    graceSeconds?: number;
    isActive?: boolean;
    createdAt?: Date;
    timezone?: string;
    downtimeMinutes?: number | null;
  } = {},
): Promise<SeededHeartbeat> {
  const n = ++seq;
  const token = randomBytes(32).toString('base64url');
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, timezone) values (${`hb${n}-${randomBytes(4).toString('hex')}@example.com`}, ${options.timezone ?? 'UTC'}) returning id`,
  );
  const [domain] = await queryRows<{ id: string }>(
    db,
    sql`insert into domains (name, user_id) values (${`hb${n}.example.com`}, ${user!.id}) returning id`,
  );
  const settings = { periodSeconds: options.periodSeconds ?? 3600, graceSeconds: options.graceSeconds ?? 300 };
  const createdAt = (options.createdAt ?? new Date()).toISOString();
  const [monitor] = await queryRows<{ id: string }>(
    db,
    sql`insert into monitors (domain_id, type, name, settings, interval_seconds, downtime_minutes, push_token_hash, is_active, created_at, updated_at)
      values (${domain!.id}, 'heartbeat', ${`Nightly backup ${n}`}, ${JSON.stringify(settings)}::jsonb, ${settings.periodSeconds},
        ${options.downtimeMinutes ?? null}, ${hashPushToken(token)}, ${options.isActive ?? true}, ${createdAt}, ${createdAt})
      returning id`,
  );
  return { userId: user!.id, domainId: domain!.id, monitorId: monitor!.id, token };
}

export interface StoredPing {
  kind: string;
  exit_code: number | null;
  message: string | null;
  received_at: Date;
}

export async function storedPings(db: Database, monitorId: string): Promise<StoredPing[]> {
  return queryRows<StoredPing>(
    db,
    sql`select kind, exit_code, message, received_at from monitor_pings where monitor_id = ${monitorId} order by id`,
  );
}
