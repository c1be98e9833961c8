import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { fromProjectRoot } from '../../paths';
import type { Database } from '../../db/client';
import type { WorkerStats } from '../../../shared/contracts/admin-system';
import { createHeartbeatRepository } from './heartbeat.repository';
import type { WorkerStatsCollector } from './worker-stats';

/** How often a worker writes its row. */
export const HEARTBEAT_EVERY_MS = 15_000;
/** A row seen within this many heartbeats is a live process; after that, stalled. */
export const ALIVE_WITHIN_BEATS = 3;
/** Rows silent this long are removed by the next heartbeat of any process. */
export const PRUNE_SILENT_MS = 60 * 60_000;

export interface HeartbeatOptions {
  db: Database;
  stats: WorkerStatsCollector;
  /** 'all' or 'worker'. */
  role: string;
  version?: string | null;
  region?: string | null;
  everyMs?: number;
  now?: () => number;
  /** This process's Lighthouse line, if it has one. */
  lighthouse?: { readonly waiting: number; readonly running: number };
  log?: (message: string, error: unknown) => void;
}

/** The installed Sitewarden's version (package.json), as the workers list shows it; null if unreadable. */
export function installedVersion(): string | null {
  try {
    const { version } = JSON.parse(readFileSync(fromProjectRoot('package.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/** Whether a row is a live process: seen within three of its own heartbeats. */
export function workerState(lastSeenAt: Date, everyMs: number, now: number): 'alive' | 'stalled' {
  return now - lastSeenAt.getTime() <= ALIVE_WITHIN_BEATS * everyMs ? 'alive' : 'stalled';
}

/**
 * A job-taking process's heartbeat (issue 20): its `worker_processes` row upserted every beat with the last minute's
 * figures, removed on a clean stop. A process that stops beating (stopped, stuck, killed) keeps its row, which
 * /admin/system shows as stalled after three missed beats; any process's heartbeat prunes rows silent an hour.
 */
export function createHeartbeat(options: HeartbeatOptions) {
  const repo = createHeartbeatRepository(options.db);
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? HEARTBEAT_EVERY_MS;
  const startedAt = new Date(now());
  const host = hostname();
  const id = `${host}:${process.pid}:${startedAt.getTime()}`;
  const log = options.log ?? ((message, error) => console.warn(message, error));
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> | undefined;

  async function beat(): Promise<void> {
    const at = new Date(now());
    const lighthouse = { queued: options.lighthouse?.waiting ?? 0, running: options.lighthouse?.running ?? 0 };
    const stats: WorkerStats = options.stats.snapshot(everyMs, lighthouse);
    await repo.upsert({
      id,
      hostname: host,
      pid: process.pid,
      role: options.role,
      region: options.region ?? null,
      version: options.version ?? null,
      startedAt,
      lastSeenAt: at,
      stats,
    });
    await repo.pruneSilent(new Date(at.getTime() - PRUNE_SILENT_MS));
  }

  const safeBeat = () => {
    if (beating) return beating; // a slow database: one write at a time
    beating = beat()
      .catch((error: unknown) => log('worker heartbeat not written', error))
      .finally(() => (beating = undefined));
    return beating;
  };

  return {
    id,
    everyMs,
    /** Writes the row now (tests call it instead of waiting for the timer). */
    beat,
    /** Beats now and every period from now on. */
    async start(): Promise<void> {
      await safeBeat();
      timer = setInterval(() => void safeBeat(), everyMs);
      timer.unref();
    },
    /** Stops beating; a clean stop removes the row (`remove: false` leaves it, as a killed process would). */
    async stop({ remove = true }: { remove?: boolean } = {}): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await beating;
      if (remove) await repo.remove(id).catch((error: unknown) => log('worker heartbeat row not removed', error));
    },
  };
}

export type Heartbeat = ReturnType<typeof createHeartbeat>;
