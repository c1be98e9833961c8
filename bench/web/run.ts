/**
 * Web benchmark (DESIGN §5, issues 5, 6 and 15): the JavaScript a visitor's browser downloads for the landing page and
 * a signed-in person's for the dashboard (gzipped; budgets 50 KB and 250 KB), Lighthouse mobile scores of `/`,
 * `/pricing` and a blog post (targets: performance 95+, accessibility 95+, SEO 100, Total Blocking Time < 200 ms), and
 * Lighthouse on the dashboard of the workspace `sitewarden seed demo` makes (target: performance 90+), and on a public
 * status page of that workspace (issue 17: 95+ in all four categories, the same TBT target, its JavaScript under
 * 30 KB gzip; status-page-fixture.ts). The machine's load average is printed with every Lighthouse run: the scores
 * move with it.
 *
 * Run with `npx tsx bench/web/run.ts` (`--js-only` skips Lighthouse, `--status-only` runs it on the status page only). It builds the site into a temporary folder (or serves WEB_DIR, an existing
 * build), starts the real server on a loopback port with an in-memory database, and drives Debian's Chromium
 * (CHROMIUM_PATH) through playwright-core and Lighthouse 12. Scores vary with the machine's load: the figures of a
 * busy machine are lower bounds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { SESSION_HINT_COOKIE } from '../../src/shared/prerender/boot-script';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../src/server/modules/seed/seed-demo';
import { syncContent } from '../../src/server/startup/content-sync';
import { createDemoStatusPage } from './status-page-fixture';
import type { PrerenderManifest } from '../../src/shared/prerender/types';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Issue 15 §8: public pages ship only their islands' JavaScript (decision 046). */
const LANDING_BUDGET_KB = 50;
/** Issue 15 §8: Total Blocking Time of public pages, in ms. */
const TBT_TARGET_MS = 200;
const DASHBOARD_BUDGET_KB = 250;
const TARGETS = { performance: 95, accessibility: 95, seo: 100 } as const;
const DASHBOARD_TARGETS = { performance: 90, accessibility: 95 } as const;
/** Issue 17: the public status page. */
const STATUS_TARGETS = { performance: 95, accessibility: 95, 'best practices': 95, seo: 95 } as const;
const STATUS_BUDGET_KB = 30;
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const root = path.resolve(import.meta.dirname, '../..');

function buildSite(): { webDir: string; cleanup: () => void } {
  if (process.env.WEB_DIR) return { webDir: path.resolve(process.env.WEB_DIR), cleanup: () => undefined };
  const webDir = mkdtempSync(path.join(tmpdir(), 'sitewarden-bench-web-'));
  console.log('Building the site...');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('The build failed.');
  return { webDir, cleanup: () => rmSync(webDir, { recursive: true, force: true }) };
}

/** Gzipped size of every script the page downloaded from the site, by file. */
async function scriptsLoaded(page: Page, webDir: string, visit: () => Promise<void>): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    const file = path.join(webDir, pathname);
    if (existsSync(file)) files.set(pathname, gzipSync(readFileSync(file), { level: 9 }).length);
  });
  await visit();
  await page.waitForLoadState('networkidle');
  page.removeAllListeners('response');
  return files;
}

const kb = (bytes: number) => bytes / 1024;
const sum = (files: Map<string, number>) => [...files.values()].reduce((a, b) => a + b, 0);

async function lighthouseScores(url: string, cookie?: string): Promise<Record<string, number | string>> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const { default: lighthouse } = await import('lighthouse');
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'silent',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    const failed = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => audit!.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      'best practices': score('best-practices'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      CLS: metric('cumulative-layout-shift'),
      'audits below 90': failed.join(', ') || '-',
    };
  } finally {
    chrome.kill();
  }
}

function report(
  target: string,
  scores: Record<string, number | string>,
  targets: Record<string, number>,
  maxTbtMs?: number,
): void {
  const missed = Object.entries(targets)
    .filter(([key, minimum]) => (scores[key] as number) < minimum)
    .map(([key]) => `${key} below target`);
  if (maxTbtMs !== undefined && (scores['TBT ms'] as number) >= maxTbtMs) missed.push(`TBT not below ${maxTbtMs} ms`);
  console.log(
    `  ${target} (load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')})`,
  );
  for (const [key, value] of Object.entries(scores)) console.log(`    ${key.padEnd(16)} ${value}`);
  console.log(`    ${missed.length ? `MISSED: ${missed.join(', ')}` : 'all targets met'}`);
}

async function main(): Promise<void> {
  const { webDir, cleanup } = buildSite();
  const database = await openDatabase({});
  await runMigrations(database);
  await syncContent(database.db);
  console.log(await seedDemo(database));
  const statusPath = await createDemoStatusPage(database.db);
  const port = 4800 + Math.floor(Math.random() * 800);
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    SESSION_SECRET: 'bench-secret-'.repeat(4),
    LOG_LEVEL: 'warn',
    DNS_SERVERS: '127.0.0.1:9',
  });
  const app = await buildApp({ config, database, webDir, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const landing = await scriptsLoaded(visitor, webDir, async () => {
      await visitor.goto(`${origin}/`);
    });
    const member = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    const login = await member.request.post(`${origin}/api/auth/login`, {
      data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    if (login.status() !== 200) throw new Error(`sign-in failed: ${login.status()}`);
    const session = (await member.context().cookies(origin)).find((cookie) => cookie.name === SESSION_COOKIE);
    if (!session) throw new Error('sign-in set no session cookie');
    const dashboard = await scriptsLoaded(member, webDir, async () => {
      await member.goto(`${origin}/`);
      await member.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    });
    const statusVisitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const statusPage = await scriptsLoaded(statusVisitor, webDir, async () => {
      await statusVisitor.goto(`${origin}${statusPath}`);
    });
    const dashboardOnly = new Map([...dashboard].filter(([file]) => !landing.has(file)));
    console.log('\nJavaScript (gzip -9 of the files the browser downloaded)');
    console.log(
      `  landing page, visitor:     ${kb(sum(landing)).toFixed(1)} KB in ${landing.size} files (budget ${LANDING_BUDGET_KB} KB) ${kb(sum(landing)) <= LANDING_BUDGET_KB ? 'OK' : 'OVER'}`,
    );
    console.log(
      `  dashboard, signed in:      ${kb(sum(dashboard)).toFixed(1)} KB in ${dashboard.size} files (budget ${DASHBOARD_BUDGET_KB} KB) ${kb(sum(dashboard)) <= DASHBOARD_BUDGET_KB ? 'OK' : 'OVER'}`,
    );
    console.log(`    of which not on landing: ${kb(sum(dashboardOnly)).toFixed(1)} KB in ${dashboardOnly.size} files`);
    console.log(
      `  status page, visitor:      ${kb(sum(statusPage)).toFixed(1)} KB in ${statusPage.size} files (budget ${STATUS_BUDGET_KB} KB) ${kb(sum(statusPage)) <= STATUS_BUDGET_KB ? 'OK' : 'OVER'}`,
    );
    const largest = (files: Map<string, number>, n: number) =>
      [...files]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([file, size]) => `${path.basename(file)} ${kb(size).toFixed(1)} KB`)
        .join(', ');
    console.log(`  largest landing files: ${largest(landing, 5)}`);
    console.log(`  largest dashboard files: ${largest(dashboard, 12)}`);

    if (process.argv.includes('--js-only')) return;
    const statusRun = async () => {
      console.log(`\nLighthouse ${JSON.stringify(STATUS_TARGETS)} (mobile), the demo workspace's public status page`);
      report(statusPath, await lighthouseScores(`${origin}${statusPath}`), STATUS_TARGETS, TBT_TARGET_MS);
    };
    if (process.argv.includes('--status-only')) return await statusRun();
    const manifest = JSON.parse(readFileSync(path.join(webDir, 'pages/manifest.json'), 'utf8')) as PrerenderManifest;
    const post = manifest.pages.find((page) => /^\/blog\/(?!page\/|category\/|tag\/)[^/]+$/.test(page.path));
    const targets = ['/', '/pricing', ...(post ? [post.path] : [])];
    console.log(
      `\nLighthouse ${JSON.stringify(TARGETS)} (mobile, simulated throttling)${post ? '' : ': no blog post is built yet'}`,
    );
    for (const target of targets) report(target, await lighthouseScores(`${origin}${target}`), TARGETS, TBT_TARGET_MS);
    console.log(`\nLighthouse ${JSON.stringify(DASHBOARD_TARGETS)} (mobile), signed in to the seeded demo workspace`);
    report(
      '/ (dashboard)',
      await lighthouseScores(`${origin}/`, `${SESSION_COOKIE}=${session.value}; ${SESSION_HINT_COOKIE}=1`),
      DASHBOARD_TARGETS,
    );
    await statusRun();
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
