import { matchRoute, PUBLIC_ROUTES } from '../../shared/routes';
import { CLIENT_ONLY_PUBLIC_ROUTES, type PrerenderFetch, type PrerenderPlan } from '../../shared/prerender/types';
import { dynamicPathSources } from './dynamic-paths';
import { apiGetter } from './install-fetch';

/** Every public page rendered at build time: the fixed public routes (not the sign-in screens) and the content pages. */
export async function planPaths(fetchApi: PrerenderFetch): Promise<PrerenderPlan> {
  const fixed = PUBLIC_ROUTES.filter((route) => !route.includes(':') && !CLIENT_ONLY_PUBLIC_ROUTES.includes(route));
  const paths = fixed.map((path) => ({ path }));
  const api = apiGetter(fetchApi);
  const patterns: string[] = [];
  for (const source of dynamicPathSources) {
    const listed = await source.list(api).catch((error: unknown) => {
      throw new Error(`The prerender source "${source.name}" failed: ${String(error)}`);
    });
    for (const entry of listed) {
      const claimed = source.patterns.some((pattern) => matchRoute(pattern, entry.path));
      const known = PUBLIC_ROUTES.some((route) => matchRoute(route, entry.path));
      if (!known)
        throw new Error(`The prerender source "${source.name}" listed ${entry.path}, which no public route matches.`);
      if (source.patterns.length > 0 && !claimed) {
        throw new Error(`The prerender source "${source.name}" listed ${entry.path} outside its patterns.`);
      }
    }
    paths.push(...listed);
    patterns.push(...source.patterns);
  }
  const unique = new Map(paths.map((entry) => [entry.path, entry]));
  return { paths: [...unique.values()], fullyPrerenderedPatterns: patterns };
}
