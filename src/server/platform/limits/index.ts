import type { LimitStore } from './limit-store';
import { createMemoryLimitStore } from './memory-limit-store';

export type { LimitStore, WindowCount } from './limit-store';
export { createLimiter, type Limiter } from './limiter';
export { createMemoryLimitStore };

/**
 * The store every limit of the process counts in, chosen once from REDIS_URL (decision 080): shared by the web
 * processes through Redis when it is set, this process's memory otherwise.
 */
export async function createLimitStore(
  redisUrl: string | undefined,
  onError: (error: unknown) => void,
): Promise<LimitStore> {
  const memory = createMemoryLimitStore();
  if (!redisUrl) return memory;
  // loaded only when used: the embedded default never loads ioredis
  const { createRedisLimitStore } = await import('./redis-limit-store');
  return createRedisLimitStore(redisUrl, memory, onError);
}
