import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiIdempotency } from '../../db/schema';

export type IdempotencyRow = typeof apiIdempotency.$inferSelect;

/** The stored first answers of POST calls with an Idempotency-Key (decision 057). */
export function createIdempotencyRepository(db: Database) {
  const keyed = (apiKeyId: string, key: string) =>
    and(eq(apiIdempotency.apiKeyId, apiKeyId), eq(apiIdempotency.idempotencyKey, key));
  return {
    /** Takes the key for a new call; undefined when it is taken already (that row's answer, or its call running). */
    async claim(
      apiKeyId: string,
      key: string,
      requestHash: string,
      expiredBefore: Date,
    ): Promise<IdempotencyRow | 'claimed'> {
      // an expired first answer no longer counts: the key is free again
      await db.delete(apiIdempotency).where(and(keyed(apiKeyId, key), lt(apiIdempotency.createdAt, expiredBefore)));
      const [made] = await db
        .insert(apiIdempotency)
        .values({ apiKeyId, idempotencyKey: key, requestHash })
        .onConflictDoNothing()
        .returning({ apiKeyId: apiIdempotency.apiKeyId });
      if (made) return 'claimed';
      const [found] = await db.select().from(apiIdempotency).where(keyed(apiKeyId, key)).limit(1);
      return found ?? 'claimed';
    },

    async complete(apiKeyId: string, key: string, status: number, body: string): Promise<void> {
      await db.update(apiIdempotency).set({ status, body }).where(keyed(apiKeyId, key));
    },

    /** The call failed on our side: a retry with the same key may do the work. */
    async release(apiKeyId: string, key: string): Promise<void> {
      await db.delete(apiIdempotency).where(keyed(apiKeyId, key));
    },

    async prune(before: Date): Promise<void> {
      await db.delete(apiIdempotency).where(lt(apiIdempotency.createdAt, before));
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
