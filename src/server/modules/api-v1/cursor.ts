import { z } from 'zod';
import { badRequest } from '../../http/errors';

/**
 * The partner API's opaque cursors (decision 057): base64url JSON of where the previous page stopped. Keyset cursors
 * hold the last item's time (to the millisecond) and id, so a row added or removed between two pages neither
 * repeats nor skips one.
 */
export interface KeysetPosition {
  at: Date;
  id: string;
}

const keysetCursor = z.object({ at: z.iso.datetime(), id: z.string().min(1).max(64) });
const pageCursor = z.object({ page: z.number().int().min(2).max(100_000) });

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode<T>(cursor: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw badRequest(
      'This cursor is not valid: pass back the nextCursor of the previous page.',
      undefined,
      'INVALID_CURSOR',
    );
  return parsed.data;
}

export const keysetAfter = (cursor: string | undefined): KeysetPosition | undefined => {
  if (!cursor) return undefined;
  const { at, id } = decode(cursor, keysetCursor);
  return { at: new Date(at), id };
};

const keysetCursorOf = (position: { at: string; id: string }): string =>
  encode({ at: new Date(position.at).toISOString(), id: position.id });

/**
 * A page from rows fetched newest first with one more than `limit` (the repository's keyset query): the rows shown
 * and the cursor after the last one.
 */
export function keysetPage<T>(rows: T[], limit: number, positionOf: (row: T) => { at: string; id: string }) {
  const data = rows.slice(0, limit);
  const last = data.at(-1);
  return { data, nextCursor: rows.length > limit && last ? keysetCursorOf(positionOf(last)) : null };
}

/**
 * A keyset page of a whole list a service answers (lists a workspace holds few of: domains within the plan's limit,
 * status pages, maintenance windows): newest first by (time, id), after the cursor's position.
 */
export function pageOfList<T>(
  items: readonly T[],
  query: { cursor?: string; limit: number },
  positionOf: (item: T) => { at: string; id: string },
) {
  const after = keysetAfter(query.cursor);
  const keyed = sortedNewestFirst(items, positionOf);
  const afterMs = after?.at.getTime();
  const rest =
    after && afterMs !== undefined
      ? keyed.filter(({ key, ms }) => ms < afterMs || (ms === afterMs && key.id < after.id))
      : keyed;
  const page = keysetPage(rest.slice(0, query.limit + 1), query.limit, (k) => k.key);
  return { data: page.data.map((k) => k.item), nextCursor: page.nextCursor };
}

/** How many pages of one list keep their JSON: the first pages and the sizes clients ask for, not every cursor. */
const PAGES_KEPT = 64;
const pagesAsJson = new WeakMap<object, Map<string, string>>();

/**
 * `pageOfList`'s page as the route's JSON, kept with the list it was cut from: a cached list (the array a service hands
 * out until the workspace changes) is checked against the contract and serialized once per cursor and size, instead
 * of at every call (most of a partner API list call's cost). `toJson` is what the route's serializer would do.
 */
export function pageOfListJson<T>(
  items: readonly T[],
  query: { cursor?: string; limit: number },
  positionOf: (item: T) => { at: string; id: string },
  toJson: (page: { data: T[]; nextCursor: string | null }) => string,
): string {
  let pages = pagesAsJson.get(items);
  if (!pages) pagesAsJson.set(items, (pages = new Map<string, string>()));
  const key = `${query.limit}|${query.cursor ?? ''}`;
  let json = pages.get(key);
  if (json === undefined) {
    json = toJson(pageOfList(items, query, positionOf));
    if (pages.size >= PAGES_KEPT) pages.clear();
    pages.set(key, json);
  }
  return json;
}

interface Keyed<T> {
  item: T;
  key: { at: string; id: string };
  ms: number;
}

/**
 * Lists a service hands out again unchanged (its cache's own array) are sorted once: sorting a few hundred domains
 * on every call was most of a v1 list call's cost. A list array is always paged by the same position.
 */
const sortedLists = new WeakMap<object, Keyed<unknown>[]>();

function sortedNewestFirst<T>(items: readonly T[], positionOf: (item: T) => { at: string; id: string }): Keyed<T>[] {
  const known = sortedLists.get(items) as Keyed<T>[] | undefined;
  if (known) return known;
  const keyed = items.map((item) => {
    const key = positionOf(item);
    return { item, key, ms: Date.parse(key.at) };
  });
  keyed.sort((a, b) => b.ms - a.ms || (a.key.id < b.key.id ? 1 : a.key.id > b.key.id ? -1 : 0));
  sortedLists.set(items, keyed);
  return keyed;
}

/** Page-number cursors, for the one list whose service pages by number (a status page's incidents). */
export const pageNumberOf = (cursor: string | undefined): number => (cursor ? decode(cursor, pageCursor).page : 1);
export const nextPageCursor = (page: number, more: boolean): string | null =>
  more ? encode({ page: page + 1 }) : null;
