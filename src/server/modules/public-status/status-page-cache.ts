import type { ChangeFeed, CacheChange } from '../../db/change-feed';
import { workspaceKey } from '../../db/workspace-versions';
import type { StatusPageRow } from './public-status.repository';
import type { StatusPageModel } from './status-page-model';

/** What a page's visitors are served from: its row (who may see it) and everything it shows. */
export interface CachedPage {
  row: StatusPageRow;
  model: StatusPageModel;
}

export interface StatusPageCacheOptions {
  /** Reads a page by its slug; undefined when there is none (not cached: a new page is found at once). */
  load: (slug: string, now: Date) => Promise<CachedPage | undefined>;
  feed: ChangeFeed;
  /** SPEC §9.2's refresh is 30 s; a page is read again at least this often whatever was heard (60 s). */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  at: number;
  value: Promise<CachedPage | undefined>;
  /** Set once loaded. */
  page?: CachedPage;
}

/**
 * One model per page in this process's memory (issue 17, decision 052): visitors, the JSON, feeds and badges are
 * answered without a query. Forgotten when the change feed says its page changed (`status-page`), a component it
 * shows changed state (`component`, sent by the history writer once the check is stored), its workspace's partner
 * branding changed (`partner-brand`) or changes may have been
 * missed (`resync`), and after `maxAgeMs` (a maintenance window starting, checks of other processes unheard of).
 * A load still under way when a change is heard is dropped too: it may have read the state from before.
 */
export function createStatusPageCache({ load, feed, maxAgeMs = 60_000, now = Date.now }: StatusPageCacheOptions) {
  const entries = new Map<string, Entry>();

  function forgetWhere(test: (page: CachedPage) => boolean) {
    for (const [slug, entry] of entries) if (!entry.page || test(entry.page)) entries.delete(slug);
  }

  const forget: Partial<Record<CacheChange['type'], (change: CacheChange) => void>> = {
    // by id, whatever the key: the slug itself may have changed
    'status-page': (change) => change.type === 'status-page' && forgetWhere((page) => page.row.id === change.pageId),
    component: (change) =>
      change.type === 'component' &&
      forgetWhere((page) =>
        page.model.components.some((c) => c.ref.domainId === change.domainId && c.ref.monitorId === change.monitorId),
      ),
    'partner-brand': (change) =>
      change.type === 'partner-brand' && forgetWhere((page) => workspaceKey(page.row) === change.key),
    resync: () => entries.clear(),
  };
  feed.subscribe((change) => forget[change.type]?.(change));

  return {
    get(slug: string): Promise<CachedPage | undefined> {
      const at = now();
      const entry = entries.get(slug);
      if (entry && at - entry.at < maxAgeMs) return entry.value;
      const fresh: Entry = { at, value: load(slug, new Date(at)) };
      entries.set(slug, fresh);
      fresh.value.then(
        (page) => {
          if (page) fresh.page = page;
          else if (entries.get(slug) === fresh) entries.delete(slug);
        },
        () => {
          if (entries.get(slug) === fresh) entries.delete(slug);
        },
      );
      return fresh.value;
    },
    /** Pages in memory (tests, the bench). */
    size: () => entries.size,
  };
}

export type StatusPageCache = ReturnType<typeof createStatusPageCache>;
