import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SIGNED_IN_ROUTES, PUBLIC_ROUTES } from '../src/shared/routes';
import { signInThroughApi, withOrigin } from './support/api-session';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { watchConsole } from './support/page-helpers';

/**
 * Every route of the site, public and signed in, as a browser shows it: no console error, no failed request and no
 * hydration warning anywhere (issue 15 §7). Public pages come from sitemap.xml plus the public routes it leaves out
 * (sign-in screens, noindex pages); signed-in screens from BUILT_SIGNED_IN_ROUTES, so a new route is checked by
 * being listed. A page that answers 404 may show only its own document's 404.
 */

const TEAM_OWNER = 'owner@e2e.test';
const ADMIN = 'admin@e2e.test';
const TEAM_SLUG = `console-${Date.now().toString(36)}`;

interface Visit {
  path: string;
  /** The page answers 404 on purpose: its own document's failure is expected. */
  notFound?: boolean;
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Visits each path in one tab and returns what went wrong, by path. */
async function visitAll(page: Page, visits: readonly Visit[]): Promise<string[]> {
  const failures: string[] = [];
  for (const { path, notFound } of visits) {
    const problems = watchConsole(page, { failedRequests: true });
    const answer = await page.goto(path, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    if (notFound) expect(answer?.status(), path).toBe(404);
    const own = `${baseUrl()}${path}`;
    const unexpected = notFound
      ? problems.filter((problem) => !(problem.includes('404') && problem.endsWith(`(${own})`)))
      : problems;
    failures.push(...unexpected.map((problem) => `${path}: ${problem}`));
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  return failures;
}

/**
 * Visits the paths in `tabs` tabs side by side (each its own context, so its own visitor address), dealt in turn:
 * each visit waits for the network to be idle half a second, and the tabs' waits overlap.
 */
async function visitInTabs(browser: Browser, visits: readonly Visit[], tabs: number): Promise<string[]> {
  const dealt = Array.from({ length: tabs }, (_, tab) => visits.filter((_, i) => i % tabs === tab));
  const results = await Promise.all(
    dealt.map(async (share) => {
      const { context, page } = await newPage(browser);
      try {
        return await visitAll(page, share);
      } finally {
        await context.close();
      }
    }),
  );
  return results.flat();
}

/** The invitation link e-mailed to `email`, read from the outbox (the signed-in user is an admin; no SMTP here). */
async function invitationPath(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get('/api/admin/outbox?limit=50');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ to: string; text: string | null }> };
  const link = /https?:\/\/\S+\/invitation\/[^\s"<]+/.exec(data.find((mail) => mail.to === email)?.text ?? '')?.[0];
  expect(link, `no invitation mailed to ${email}`).toBeDefined();
  return new URL(link!).pathname;
}

describe('every route without console errors', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every public page to a visitor without a console error or hydration warning', async () => {
    const listed = await sitemapPaths();
    expect(listed.length).toBeGreaterThan(20);
    // Public routes without parameters that the sitemap leaves out: the sign-in screens (not prerendered).
    const unlisted = PUBLIC_ROUTES.filter((route) => !route.includes(':') && !listed.includes(route));
    expect(unlisted).toContain('/auth');
    const visits: Visit[] = [
      ...listed.map((path) => ({ path })),
      ...unlisted.map((path) => ({ path })),
      { path: '/auth?mode=signup' },
      // Later pages of listings too short to have them, and addresses that never existed, answer the 404 page.
      { path: '/blog/page/99', notFound: true },
      { path: '/blog/category/dns/page/2', notFound: true },
      { path: '/blog/tag/uptime/page/2', notFound: true },
      { path: '/no/such/page', notFound: true },
    ];
    const failures = await visitInTabs(browser, visits, 3);
    expect(failures).toEqual([]);
  }, 600_000);

  it('shows every signed-in screen, and the public pages a signed-in person visits, without a console error', async () => {
    // A Pro account owns a team and invites someone (the Free plan cannot); the admin screens need an admin.
    const owner = await newPage(browser);
    const admin = await newPage(browser);
    await signInThroughApi(owner.page.request, TEAM_OWNER);
    await signInThroughApi(admin.page.request, ADMIN);
    const team = await owner.page.request.post('/api/teams', {
      ...withOrigin(),
      data: { name: 'Console check', slug: TEAM_SLUG },
    });
    expect(team.status(), await team.text()).toBe(201);
    const invited = `${TEAM_SLUG}@example.com`;
    const invite = await owner.page.request.post(`/api/teams/${TEAM_SLUG}/invitations`, {
      ...withOrigin(),
      data: { email: invited },
    });
    expect(invite.status(), await invite.text()).toBe(201);
    const invitation = await invitationPath(admin.page.request, invited);
    // a domain of the owner's workspace for its page (/domains/:id)
    const added = await owner.page.request.post('/api/domains', {
      ...withOrigin(),
      data: { name: 'console-check.sitewarden.test' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { id: domainId } = (await added.json()) as { id: string };
    // and a status page of it for its editor (/status-pages/:id)
    const statusPage = await owner.page.request.post('/api/status-pages', {
      ...withOrigin(),
      data: { name: 'Console check' },
    });
    expect(statusPage.status(), await statusPage.text()).toBe(201);
    const { id: statusPageId, slug: statusPageSlug } = (await statusPage.json()) as { id: string; slug: string };
    // a monitor of that domain for its page (/domains/:id/monitors/:monitorId)
    const monitor = await owner.page.request.post(`/api/domains/${domainId}/monitors`, {
      ...withOrigin(),
      data: {
        type: 'endpoint',
        name: 'Console API',
        settings: { url: 'https://console-check.sitewarden.test/health' },
      },
    });
    expect(monitor.status(), await monitor.text()).toBe(201);
    const { id: monitorId } = (await monitor.json()) as { id: string };
    const idFor = (route: string) => (route.startsWith('/status-pages/') ? statusPageId : domainId);
    const screens = BUILT_SIGNED_IN_ROUTES.map((route) => ({
      path:
        route === '/invitation/:token'
          ? invitation
          : route.replace(':slug', TEAM_SLUG).replace(':monitorId', monitorId).replace(':id', idFor(route)),
    }));
    expect(
      screens.every(({ path }) => !path.includes(':')),
      'a signed-in route with a parameter this spec cannot fill',
    ).toBe(true);
    const adminOnly = (path: string) => path.startsWith('/admin/');
    // the owner's screens and the admin's side by side, each in its own tab
    const [ownerFailures, adminFailures] = await Promise.all([
      visitAll(owner.page, [
        { path: '/' },
        ...screens.filter(({ path }) => !adminOnly(path)),
        { path: '/pricing' },
        // the page's public side: server HTML under its own strict CSP
        { path: `/public/status/${statusPageSlug}` },
        { path: '/blog' },
        { path: '/contact' },
        { path: '/no/such/page', notFound: true },
      ]),
      visitAll(
        admin.page,
        screens.filter(({ path }) => adminOnly(path)),
      ),
    ]);
    await owner.context.close();
    await admin.context.close();
    expect([...ownerFailures, ...adminFailures]).toEqual([]);
  }, 300_000);
});
