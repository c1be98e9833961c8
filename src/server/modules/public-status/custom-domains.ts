import { STATUS_PAGE_PREFIX } from './status-paths';

/** Paths a page's own domain serves as they are: the page's links (absolute, under its prefix) and built assets. */
const PASS_THROUGH = ['/public/', '/assets/'];

const withoutPort = (host: string) => host.replace(/:\d+$/, '');

/**
 * Custom domains (issue 17): a request whose Host is a page's `custom_domain` is that page's, at `/`. Fastify's
 * `rewriteUrl` runs before routing and must answer at once, so the host -> slug map lives in memory; the public
 * status module fills it at start and refreshes it on status-page changes and every minute. The installation's own
 * host (PUBLIC_URL) is never rewritten, whatever a page claims.
 */
export function createCustomDomainRouter(publicUrl: string) {
  const own = new URL(publicUrl);
  const ownHosts = new Set([own.host.toLowerCase(), own.hostname.toLowerCase()]);
  let slugs = new Map<string, string>();

  return {
    /** The URL the router sees for this request. */
    rewrite(hostHeader: string | undefined, url: string): string {
      if (!hostHeader || !slugs.size) return url;
      const host = hostHeader.toLowerCase();
      if (ownHosts.has(host)) return url;
      const slug = slugs.get(host) ?? slugs.get(withoutPort(host));
      if (!slug || PASS_THROUGH.some((prefix) => url.startsWith(prefix))) return url;
      const base = `${STATUS_PAGE_PREFIX}/${encodeURIComponent(slug)}`;
      return url === '/' || url.startsWith('/?') ? `${base}${url.slice(1)}` : `${base}${url}`;
    },
    replace(entries: { host: string | null; slug: string }[]): void {
      slugs = new Map(entries.flatMap((e) => (e.host ? [[e.host.toLowerCase(), e.slug] as [string, string]] : [])));
    },
    /** Whether this request came in on a page's own domain (its cookies then belong to the whole host). */
    isCustomHost(hostHeader: string | undefined): boolean {
      if (!hostHeader) return false;
      const host = hostHeader.toLowerCase();
      return !ownHosts.has(host) && (slugs.has(host) || slugs.has(withoutPort(host)));
    },
  };
}

export type CustomDomainRouter = ReturnType<typeof createCustomDomainRouter>;
