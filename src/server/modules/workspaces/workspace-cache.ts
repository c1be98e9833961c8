/**
 * Answers of a workspace kept for a few seconds: the serialized domain list (~450 KB of JSON and ~4,000 index
 * lookups at 1,000 domains) and the dashboard figures, which every open screen asks for every 30 s.
 *
 * An entry is served only while its workspace's version (workspace-versions.ts) is unchanged, so an added,
 * renamed, deleted or restored domain, a resolved alert, a check that changed a status and an alert the engine
 * opened or closed show at once; the figures every check moves (uptime percentage, latest check time) may be up to
 * `ttlMs` old. Concurrent misses of one key share one
 * load. Entries past `maxBytes` (as told by `sizeOf`) go, the least recently stored first.
 */
export interface WorkspaceCache<T> {
  get(key: string, version: string, load: () => Promise<T>): Promise<T>;
}

interface Entry<T> {
  version: string;
  at: number;
  value: T;
  bytes: number;
}

export interface WorkspaceCacheOptions<T> {
  ttlMs?: number;
  maxBytes?: number;
  sizeOf: (value: T) => number;
  now?: () => number;
}

export function createWorkspaceCache<T>({
  ttlMs = 5_000,
  maxBytes = 32 * 1024 * 1024,
  sizeOf,
  now = Date.now,
}: WorkspaceCacheOptions<T>): WorkspaceCache<T> {
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, { version: string; value: Promise<T> }>();
  let bytes = 0;

  function store(key: string, entry: Entry<T>) {
    const previous = entries.get(key);
    if (previous) bytes -= previous.bytes;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // oldest first: Map keeps insertion order and a refreshed key moves to the end
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
  }

  return {
    async get(key, version, load) {
      const hit = entries.get(key);
      if (hit && hit.version === version && now() - hit.at < ttlMs) return hit.value;
      const pending = loading.get(key);
      if (pending && pending.version === version) return pending.value;
      const at = now();
      const value = load();
      loading.set(key, { version, value });
      try {
        const loaded = await value;
        store(key, { version, at, value: loaded, bytes: sizeOf(loaded) });
        return loaded;
      } finally {
        if (loading.get(key)?.value === value) loading.delete(key);
      }
    },
  };
}
