import { useSearchParams } from 'react-router';

/**
 * Changes the address's query from what it holds when called, not from the last render: a second choice made before
 * React re-rendered after the first (a quick hand, a test driving the page) must not bring the earlier query back.
 * Replaces the history entry: Back leaves the screen instead of stepping through every choice made on it.
 */
export function useQueryUpdate(): (change: (current: URLSearchParams) => URLSearchParams) => void {
  const [, setParams] = useSearchParams();
  return (change) => setParams(() => change(new URLSearchParams(window.location.search)), { replace: true });
}

/**
 * One value kept in the address (?range=7d), so a view can be bookmarked, shared and survives a reload. Changing it
 * replaces the history entry: Back leaves the screen instead of stepping through every choice made on it.
 */
export function useSearchParam(key: string): [string | null, (value: string) => void] {
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const set = (value: string) =>
    update((next) => {
      next.set(key, value);
      return next;
    });
  return [params.get(key), set];
}

/** A search parameter limited to known values; anything else reads as the fallback. */
export function useSearchParamChoice<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [raw, set] = useSearchParam(key);
  return [allowed.find((v) => v === raw) ?? fallback, set];
}

/**
 * The open tab of a page (?tab=…), limited to its tabs; the default tab leaves the address without one, so the
 * page's plain address stays its canonical one.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (value: string) => void] {
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const set = (value: string) =>
    update((next) => {
      if (value === fallback) next.delete('tab');
      else next.set('tab', value);
      return next;
    });
  return [tabs.find((t) => t === params.get('tab')) ?? fallback, set];
}
