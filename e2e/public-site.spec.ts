import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './support/api-session';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { hydrated, watchConsole } from './support/page-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

describe('the public site in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const templates = [
    '/',
    '/pricing',
    '/features',
    '/compare/alternatives',
    '/contact',
    '/search',
    '/api-docs',
    '/demo',
    '/no-such-page',
  ];
  const own = new Set(['/contact', '/search', '/api-docs', '/demo']);
  // one test per template: each has its own time budget, and a failure names its page
  it.each(templates)(
    'hydrates %s without errors on a desktop and a phone and passes the accessibility checks',
    async (path) => {
      const failures: string[] = [];
      for (const viewport of [DESKTOP, PHONE]) {
        const { context, page } = await newPage(browser, viewport);
        const problems = watchConsole(page);
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        failures.push(...problems.map((problem) => `${path} (${viewport.width}px): ${problem}`));
        if (viewport === DESKTOP) {
          for (const v of await axeViolations(page)) {
            failures.push(`${path}: axe ${v.id} (${v.impact}): ${v.help} at ${v.targets.join(' | ')}`);
          }
        }
        if (own.has(path)) await screenshot(page, `public${path.replace(/\//g, '-')}-${viewport.width}`);
        await context.close();
      }
      expect(failures).toEqual([]);
    },
  );

  it('opens the small-screen menu, follows a link and closes it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    const toggle = await hydrated(page.getByRole('button', { name: 'Open menu' }));
    await toggle.click();
    const menu = page
      .getByRole('navigation', { name: 'Main' })
      .filter({ has: page.getByRole('link', { name: 'Pricing' }) })
      .last();
    await menu.getByRole('link', { name: 'Resources' }).waitFor();
    await screenshot(page, 'public-mobile-menu-390');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${baseUrl()}/pricing`);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('takes a visitor from the nav’s Status Pages and Blog to public pages, never to sign-in (issue 33)', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 860 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await (await hydrated(nav.getByRole('link', { name: 'Status Pages' }))).click();
    await page.waitForURL(`${baseUrl()}/features#status-pages`);
    // the block about status pages is the one in view, below the sticky header
    const block = page.locator('#status-pages');
    await block.getByRole('heading', { name: 'Status pages' }).waitFor();
    const top = (await block.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(200);
    await screenshot(page, 'public-nav-status-pages-1366');

    await (
      await hydrated(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Blog' }))
    ).click();
    await page.waitForURL(`${baseUrl()}/blog`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).not.toContain('/auth');
    await context.close();
  });

  it('does not say plans are billed through Stripe on an installation without Stripe (issue 33)', async () => {
    const html = await (await fetch(`${baseUrl()}/pricing`)).text();
    expect(html).not.toContain('billed through Stripe');
    expect(html).not.toContain('Stripe’s secure Checkout');
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/pricing');
    await page
      .getByText('Prices per month in US dollars. This installation takes no payments: its operator assigns plans.')
      .waitFor();
    await page.getByText('How do I pay, and can I cancel?').click();
    await page
      .getByText(/This installation of Sitewarden takes no payments: its operator assigns plans\. Choose a plan/)
      .waitFor();
    // a signed-in person gets the page from the app, with the same words
    await signInThroughApi(page.request, 'owner@e2e.test');
    await page.goto('/pricing');
    await page
      .getByText('Prices per month in US dollars. This installation takes no payments: its operator assigns plans.')
      .waitFor();
    expect(await page.getByText(/billed through Stripe/).count()).toBe(0);
    await context.close();
  });

  it('switches the theme from the footer and keeps the choice on the next page (no app on public pages)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/pricing');
    const dark = await hydrated(page.getByRole('button', { name: 'Dark theme' }));
    expect(await page.getByRole('button', { name: 'System theme' }).getAttribute('aria-pressed')).toBe('true');
    await dark.click();
    expect(await page.evaluate('document.documentElement.className')).toContain('dark');
    expect(await dark.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'System theme' }).getAttribute('aria-pressed')).toBe('false');
    // The next page starts dark, and its switcher says so.
    await page.goto('/blog');
    expect(await page.evaluate('document.documentElement.className')).toContain('dark');
    await hydrated(page.getByRole('button', { name: 'Dark theme' }));
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'public-blog-dark-390');
    // the footer says the year it is, whenever the site was built (decision 069)
    await page.getByText(`© ${new Date().getUTCFullYear()} Sitewarden`).waitFor();
    // Public pages load the islands entry, not the app.
    const scripts = await Promise.all(
      (await page.locator('script[type="module"]').all()).map((script) => script.getAttribute('src')),
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/site-entry-[\w-]+\.js$/);
    await context.close();
  });

  it('reports a page view on the first page and on every route change', async () => {
    const { context, page } = await newPage(browser);
    const views: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/pageview')) views.push(request);
    });
    const first = page.waitForResponse((r) => r.url().endsWith('/api/analytics/pageview'));
    await page.goto('/');
    expect((await first).status()).toBe(204);
    const second = page.waitForResponse((r) => r.url().endsWith('/api/analytics/pageview'));
    await (
      await hydrated(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Pricing' }))
    ).click();
    expect((await second).status()).toBe(204);
    expect(views.map((request) => (request.postDataJSON() as { path: string }).path)).toEqual(['/', '/pricing']);
    expect((views[1]!.postDataJSON() as { referrer: string }).referrer).toBe('/');
    await context.close();
  });

  it('sends a contact message once it is valid and drops what only a robot fills in', async () => {
    const { context, page } = await newPage(browser);
    const tokenAnswer = page.waitForResponse((r) => r.url().endsWith('/api/contact/form-token'));
    await page.goto('/contact');
    const issuedAt = Number(((await (await tokenAnswer).json()) as { token: string }).token.split('.')[0]);
    const form = page.getByRole('form', { name: 'Contact Sitewarden' });
    const send = await hydrated(form.getByRole('button', { name: 'Send message' }));

    await send.click();
    for (const message of [
      'Please enter your name',
      'Email is required',
      'Please choose a subject',
      'Please write your message',
    ]) {
      await form.getByText(message).waitFor();
    }
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@e2e.test');
    await form.getByLabel('Subject').selectOption('Technical support');
    await form
      .getByLabel('Message')
      .fill('See https://a.example, https://b.example and https://c.example for the problem.');
    await send.click();
    await form.getByText('Please include no more than 2 links').waitFor();
    await screenshot(page, 'public-contact-errors-1280');

    const unique = `Checked ${Date.now()}: the SSL alert for shop.example came twice this morning.`;
    await form.getByLabel('Message').fill(unique);
    // The server refuses a form sent within 3 s of being shown (people type slower): wait out what is left of that.
    await page.waitForTimeout(Math.max(0, issuedAt + 3100 - Date.now()));
    const nextToken = page.waitForResponse((r) => r.url().endsWith('/api/contact/form-token'));
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Thanks, your message is with us' }).waitFor();
    await screenshot(page, 'public-contact-sent-1280');
    const nextIssuedAt = Number(((await (await nextToken).json()) as { token: string }).token.split('.')[0]);

    // A robot fills in every field, the hidden one too: it is told the same, and nothing is kept.
    await page.getByRole('button', { name: 'Send another message' }).click();
    await form.getByLabel('Name').fill('Robot');
    await form.getByLabel('Email').fill('robot@e2e.test');
    await form.getByLabel('Subject').selectOption('Sales and plans');
    await form.getByLabel('Message').fill('Buy followers cheap, best prices on the market today.');
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.waitForTimeout(Math.max(0, nextIssuedAt + 3100 - Date.now()));
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Thanks, your message is with us' }).waitFor();
    await context.close();

    const admin = await newPage(browser);
    await signInThroughApi(admin.page.request, 'admin@e2e.test');
    const list = await admin.page.request.get('/api/admin/contact-messages');
    const messages = ((await list.json()) as { data: { email: string; message: string }[] }).data;
    expect(messages.filter((m) => m.email === 'grace@e2e.test').map((m) => m.message)).toContain(unique);
    expect(messages.some((m) => m.email === 'robot@e2e.test')).toBe(false);
    await admin.context.close();
  });

  it('searches the site from the build-time index', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/search?q=ssl%20certificate');
    const results = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') })
      .locator('a[href="/ssl-expiry-monitor"]');
    await results.first().waitFor();
    await page.getByRole('heading', { name: /results? for “ssl certificate”/ }).waitFor();
    await (await hydrated(page.getByLabel('Search the site'))).fill('zzzz-nothing-like-this');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'No pages match “zzzz-nothing-like-this”' }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/search?q=zzzz-nothing-like-this`);
    await context.close();
  });

  it('shows a signed-in person their dashboard at / without a glimpse of the landing page', async () => {
    const { context, page } = await newPage(browser);
    await signInThroughApi(page.request, 'owner@e2e.test');
    const seen = new Set<string>();
    await page.goto('/', { waitUntil: 'commit' });
    await expect
      .poll(
        async () => {
          const state = await page.evaluate<string>(`(() => {
            const root = document.getElementById('root');
            if (!root || getComputedStyle(root).visibility === 'hidden') return 'hidden';
            return document.querySelector('h1')?.textContent ?? '';
          })()`);
          seen.add(state);
          return state;
        },
        { interval: 25, timeout: 60_000 },
      )
      .toBe('Dashboard');
    expect([...seen].filter((heading) => heading !== 'hidden' && heading !== '' && heading !== 'Dashboard')).toEqual(
      [],
    );
    // A public page without the app offers the dashboard instead of Sign In.
    await page.goto('/pricing');
    const account = page.locator('header').getByRole('link', { name: 'Open dashboard' });
    await account.waitFor();
    expect(await account.getAttribute('href')).toBe('/');
    await context.close();
  });

  it('lets a visitor into the read-only demo, where changes are refused', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/demo');
    await (await hydrated(page.getByRole('button', { name: 'Try the demo' }))).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const refused = await page.request.post('/api/domains', { data: { name: 'mine.example.com' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'DEMO_READ_ONLY' });
    await screenshot(page, 'public-demo-dashboard-1280');
    await context.close();
  });
});
