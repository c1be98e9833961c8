/**
 * The domain list of a workspace, kept serialized for a few seconds. A 1,000-domain list is ~4,000 index lookups
 * and ~450 KB of JSON; the table and the dashboard cards of every open browser ask for it every 30 s.
 *
 * An entry is served only while its workspace's domain version (count and latest change of its domains, one
 * cheap query) is unchanged, so an added, renamed, deleted or restored domain shows at once, whichever process
 * made the change; the history figures (uptime, latest check, alerts, certificate) may be up to `ttlMs` old.
 * Concurrent misses of one key share one load.
 */
export interface DomainListCache {
  get(key: string, version: string, load: () => Promise<string>): Promise<string>;
}

interface Entry {
  version: string;
  at: number;
  body: string;
}

export function createDomainListCache({ ttlMs = 5_000, maxBytes = 32 * 1024 * 1024, now = Date.now } = {}): DomainListCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { version: string; body: Promise<string> }>();
  let bytes = 0;

  function store(key: string, entry: Entry) {
    const previous = entries.get(key);
    if (previous) bytes -= previous.body.length;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    // oldest first: Map keeps insertion order and a refreshed key moves to the end
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.body.length;
    }
  }

  return {
    async get(key, version, load) {
      const hit = entries.get(key);
      if (hit && hit.version === version && now() - hit.at < ttlMs) return hit.body;
      const pending = loading.get(key);
      if (pending && pending.version === version) return pending.body;
      const at = now();
      const body = load();
      loading.set(key, { version, body });
      try {
        const text = await body;
        store(key, { version, at, body: text });
        return text;
      } finally {
        if (loading.get(key)?.body === body) loading.delete(key);
      }
    },
  };
}
