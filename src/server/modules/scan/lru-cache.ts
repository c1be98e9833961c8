/**
 * A bounded in-memory map with a time to live: the least recently used entry goes when it is full, an
 * expired entry is dropped when read. Each process keeps its own; a scan cached in one web process is simply
 * scanned again by another.
 */
export interface LruCache<V> {
  get(key: string, now?: number): V | undefined;
  set(key: string, value: V, now?: number): void;
  delete(key: string): void;
  readonly size: number;
}

export function createLruCache<V>(maxEntries: number, ttlMs: number): LruCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get size() {
      return entries.size;
    },
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now) return undefined;
      // Re-inserting moves the key to the end: Map keeps insertion order, so the first key is the oldest.
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, now = Date.now()) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
