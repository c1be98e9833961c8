import type { DatabaseHandle } from '../db/client';
import { createAuthRepository } from '../modules/auth/auth.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Hourly housekeeping that needs no queue: expired sessions. Returns a stop function. */
export function startMaintenance({ database }: { database: DatabaseHandle }): () => Promise<void> {
  const repo = createAuthRepository(database.db);
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = repo.deleteExpiredSessions(new Date()).catch((err: unknown) => {
      console.error('session cleanup failed', err);
    });
  };
  tick();
  const timer = setInterval(tick, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
