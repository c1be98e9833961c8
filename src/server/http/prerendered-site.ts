import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchRoute } from '../../shared/routes';
import { ORIGIN_PLACEHOLDER } from '../../shared/prerender/site-origin';
import { YEAR_PLACEHOLDER } from '../../shared/prerender/site-year';
import { keepPaymentsWording, PAYMENTS_PLACEHOLDER, type PaymentsMode } from '../../shared/prerender/site-payments';
import { PRERENDER_MANIFEST, type PrerenderManifest, type PrerenderManifestPage } from '../../shared/prerender/types';

/** An HTML answer ready to send, compressed once on first use. */
export interface HtmlDocument {
  encoded(acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' };
}

export interface PrerenderedSite {
  /** The app shell (dist/web/index.html): signed-in screens and pages the browser renders. */
  shell: HtmlDocument;
  /** The 404 page, or the shell when the build has none. */
  notFound: HtmlDocument;
  /** The prerendered page of exactly this path. */
  page(pathname: string): HtmlDocument | undefined;
  /** Paths matching a pattern whose every page was prerendered: any other such path does not exist. */
  isFullyPrerendered(pathname: string): boolean;
  /** Pages for sitemap.xml. */
  indexablePages(): PrerenderManifestPage[];
}

/**
 * The built site of dist/web (src/server/prerender/run.ts wrote it). Pages carry a placeholder origin that is replaced
 * with PUBLIC_URL here, so one build serves any address, and a placeholder year replaced with the year of the request
 * (`now`, UTC), so a build does not date its footer; each page is read and compressed on its first request and kept
 * (a few dozen kilobytes each) until the year changes. Wording that depends on whether the installation takes payments
 * is kept for `payments` only (shared/prerender/site-payments.ts).
 */
export function loadPrerenderedSite(
  webDir: string,
  publicUrl: string,
  now: () => Date = () => new Date(),
  payments: PaymentsMode = 'operator',
): PrerenderedSite | undefined {
  const shellFile = path.join(webDir, 'index.html');
  if (!existsSync(shellFile)) return undefined;
  const manifestFile = path.join(webDir, PRERENDER_MANIFEST);
  const manifest: PrerenderManifest | undefined = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest)
    : undefined;
  const documentOf = (relative: string) =>
    htmlDocument(() => readFileSync(path.join(webDir, relative), 'utf8'), publicUrl, now, payments);
  const shell = documentOf('index.html');
  const byPath = new Map((manifest?.pages ?? []).map((page) => [page.path, documentOf(page.file)]));
  const patterns = manifest?.fullyPrerenderedPatterns ?? [];
  return {
    shell,
    notFound: manifest ? documentOf(manifest.notFoundFile) : shell,
    page: (pathname) => byPath.get(pathname),
    isFullyPrerendered: (pathname) => patterns.some((pattern) => matchRoute(pattern, pathname)),
    indexablePages: () => (manifest?.pages ?? []).filter((page) => page.indexable),
  };
}

function htmlDocument(read: () => string, publicUrl: string, now: () => Date, payments: PaymentsMode): HtmlDocument {
  let plain: Buffer | undefined;
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  let year: number | undefined;
  const body = () =>
    (plain ??= Buffer.from(
      keepPaymentsWording(read(), payments)
        .replaceAll(ORIGIN_PLACEHOLDER, publicUrl)
        .replaceAll(YEAR_PLACEHOLDER, String(year))
        .replaceAll(PAYMENTS_PLACEHOLDER, payments),
    ));
  return {
    encoded(acceptEncoding) {
      // a new year: the forms made in the old one go
      const current = now().getUTCFullYear();
      if (current !== year) {
        year = current;
        plain = br = gzip = undefined;
      }
      const accepts = (name: string) => acceptEncoding?.split(',').some((part) => part.trim().split(';')[0] === name);
      if (accepts('br')) {
        br ??= brotliCompressSync(body(), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
        return { body: br, encoding: 'br' };
      }
      if (accepts('gzip')) {
        gzip ??= gzipSync(body(), { level: 9 });
        return { body: gzip, encoding: 'gzip' };
      }
      return { body: body() };
    },
  };
}
