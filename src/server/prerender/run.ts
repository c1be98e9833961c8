/**
 * The prerender, run after every browser build by the Vite config (`npm run build`, `npx vite build`, and the build
 * `sitewarden start` makes when dist/web is missing): renders every public page to HTML in dist/web/pages with the
 * same React components the browser runs, writes the manifest the server serves them by, and the site search index.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { searchSectionOf, type SearchIndex } from '../../shared/contracts/site-search';
import {
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  SEARCH_INDEX_FILE,
  type PageRenderer,
  type PrerenderManifest,
  type PrerenderManifestPage,
  type RenderedPage,
} from '../../shared/prerender/types';
import { ISLANDS_ENTRY_PREFIX } from '../../shared/prerender/page-scripts';
import { pageFacts } from './page-facts';
import { latinFontOf, pageHtml, withBoot, withFontPreload } from './page-html';
import { startPrerenderApi } from './prerender-api';
import { PROJECT_ROOT } from '../paths';

const root = PROJECT_ROOT;
/** The browser build's output (`vite build --outDir` passes its own). */
const webDir = path.resolve(process.env.PRERENDER_WEB_DIR ?? path.join(root, 'dist/web'));
/** Private to this run (several builds may run side by side), inside the project so the bundle finds its packages. */
const cacheDir = path.join(root, 'node_modules/.cache');
mkdirSync(cacheDir, { recursive: true });
const ssrDir = mkdtempSync(path.join(cacheDir, 'sitewarden-ssr-'));

/** '/' -> pages/index.html, '/blog/page/2' -> pages/blog/page/2.html */
export function pageFile(pagePath: string): string {
  return path.posix.join(PRERENDER_DIR, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);
}

async function loadRenderer(): Promise<PageRenderer> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: path.join(root, 'src/web/prerender/entry-server.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      // .mjs: under node_modules no package.json says "type": "module".
      rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  const entry = pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href;
  return ((await import(entry)) as { renderer: PageRenderer }).renderer;
}

/** Gzipped bytes of built scripts and every script they import statically (what loads with them). */
function scriptWeight(addresses: readonly string[]): { bytes: number; files: number } {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
      visit(path.join(path.dirname(file), name!));
  };
  for (const address of addresses) visit(path.join(webDir, address));
  const bytes = [...seen].reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  return { bytes, files: seen.size };
}

/** The built islands entry of public pages (vite.config.ts names it), as an address. */
function findIslandsEntry(): string {
  const dir = path.posix.dirname(ISLANDS_ENTRY_PREFIX);
  const prefix = path.posix.basename(ISLANDS_ENTRY_PREFIX);
  const file = readdirSync(path.join(webDir, dir)).find((name) => name.startsWith(prefix) && name.endsWith('.js'));
  if (!file) throw new Error(`The build has no ${ISLANDS_ENTRY_PREFIX}*.js (see vite.config.ts).`);
  return `/${dir}/${file}`;
}

function write(relative: string, content: string): void {
  const file = path.join(webDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function prerender(): Promise<void> {
  const started = Date.now();
  const shellFile = path.join(webDir, 'index.html');
  const shell = readFileSync(shellFile, 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(shell)?.[1];
  const font = stylesheet ? latinFontOf(readFileSync(path.join(webDir, stylesheet), 'utf8')) : undefined;
  const template = withFontPreload(withBoot(shell), font);
  writeFileSync(shellFile, template);
  const islandsEntry = findIslandsEntry();
  // Bundling and booting the API are independent: side by side.
  const [renderer, api] = await Promise.all([loadRenderer(), startPrerenderApi()]);
  const ready = Date.now();
  try {
    rmSync(path.join(webDir, PRERENDER_DIR), { recursive: true, force: true });
    const plan = await renderer.planPaths(api.fetch);
    const pages: PrerenderManifestPage[] = [];
    const pageScripts: RenderedPage['script'][] = [];
    const search: SearchIndex = { entries: [] };
    for (const { path: pagePath, lastModified } of plan.paths) {
      const page = await renderer.renderPage(pagePath, api.fetch);
      if (page.status !== 200) throw new Error(`${pagePath} rendered with status ${page.status}.`);
      const facts = pageFacts(page.head, page.body);
      // Not fatal (the page keeps the site's default title); the crawler test fails on it.
      if (!facts.title || !facts.description) console.warn(`[prerender] ${pagePath} renders no <PageMeta>.`);
      const file = pageFile(pagePath);
      const html = pageHtml(template, page, islandsEntry);
      write(file, html);
      pageScripts.push(page.script);
      pages.push({
        path: pagePath,
        file,
        indexable: facts.indexable,
        sessionDependent: page.sessionDependent,
        title: facts.title,
        description: facts.description,
        lastModified,
      });
      if (facts.indexable) {
        search.entries.push({
          path: pagePath,
          title: facts.title,
          description: facts.description,
          headings: facts.headings,
          section: searchSectionOf(pagePath),
        });
      }
    }
    const notFound = await renderer.renderPage(renderer.notFoundPath, api.fetch);
    const notFoundFile = path.posix.join(PRERENDER_DIR, '404.html');
    write(notFoundFile, pageHtml(template, notFound, islandsEntry));
    const manifest: PrerenderManifest = {
      builtAt: new Date().toISOString(),
      pages,
      notFoundFile,
      fullyPrerenderedPatterns: plan.fullyPrerenderedPatterns,
    };
    write(PRERENDER_MANIFEST, JSON.stringify(manifest, null, 2));
    write(SEARCH_INDEX_FILE, JSON.stringify(search));
    const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
    const done = Date.now();
    console.log(
      `Prerendered ${pages.length + 1} pages in ${seconds(started, done)} (bundle and API ${seconds(started, ready)}, pages ${seconds(ready, done)}).`,
    );
    // What a visitor's browser loads with each kind of page, before any island wakes (decision 046).
    const islands = scriptWeight([islandsEntry]);
    const app = scriptWeight(
      [...template.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]!),
    );
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const appLike = pageScripts.filter((script) => script === 'app').length;
    console.log(
      `Page scripts (gzip, with their static imports): islands entry ${kb(islands.bytes)} in ${islands.files} files on ${pageScripts.length - appLike} pages` +
        `; the app ${kb(app.bytes)} in ${app.files} files on ${appLike} app-like pages and the signed-in screens (lazy routes aside).`,
    );
  } finally {
    await api.close();
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

// Exits explicitly: the app's modules may leave timers behind that would keep a finished build waiting.
prerender().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    rmSync(ssrDir, { recursive: true, force: true });
    process.exit(1);
  },
);
