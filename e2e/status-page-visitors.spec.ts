import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './support/browser';

/*
 * A visitor of a public status page on a phone (decision 079): the demo workspace's page (`seed demo`: 90 days of
 * history and an incident history) read at 390 px in Tokyo. The days are touch targets of at least 24 px (WCAG
 * 2.5.8: grouped by three), the times read on the visitor's clock (the UTC words stay without scripts), and each
 * incident has its own page with its timeline and a way back.
 */
const DEMO_PAGE = '/public/status/sitewarden-demo';
const PHONE = { width: 390, height: 844 };
const ZONE = 'Asia/Tokyo';

describe('a status page visitor on a phone', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function phonePage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      timezoneId: ZONE,
      ...options,
    });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('reaches every day of every component through targets at least 24 px square', async () => {
    const page = await phonePage();
    await page.goto(DEMO_PAGE);
    const rows = page.locator('li.sw-component');
    expect(await rows.count()).toBeGreaterThan(1);
    // the per-day bars are the wide screen's; phones get the groups
    expect(await page.locator('ol.sw-days').first().isVisible()).toBe(false);
    const groups = page.locator('ol.sw-groups > li');
    expect(await groups.count()).toBe(10 * (await rows.count()));
    const sizes = await groups.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { width: box.width, height: box.height };
      }),
    );
    for (const size of sizes) {
      expect(size.width).toBeGreaterThanOrEqual(24);
      expect(size.height).toBeGreaterThanOrEqual(24);
    }
    // nothing sideways on the phone
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
      0,
    );
    // a tap shows the group's days and figures
    const last = page.locator('ol.sw-groups').first().locator('li').last();
    await last.tap();
    expect(await last.getAttribute('aria-label')).toMatch(/^\d+ \w+ \d{4} to \d+ \w+ \d{4}, /);
    await screenshot(page, 'status-page-phone-day-groups');
  });

  it("shows the times on the visitor's clock, and in UTC when scripts do not run", async () => {
    const page = await phonePage();
    await page.goto(DEMO_PAGE);
    const note = page.locator('[data-zone-note]');
    await expect.poll(() => note.textContent()).toBe(`Times in your time zone (${ZONE}).`);
    const times = await page.locator('time[datetime]').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    // Tokyo has no summer time: its times read as UTC+9 (or JST, depending on the browser's zone names)
    for (const text of times) expect(text).toMatch(/(UTC\+9|JST)$/);

    const noScript = await phonePage({ javaScriptEnabled: false });
    await noScript.goto(DEMO_PAGE);
    expect(await noScript.locator('[data-zone-note]').textContent()).toBe('Times in UTC.');
    for (const text of await noScript.locator('time[datetime]').allTextContents()) expect(text).toMatch(/UTC$/);
  });

  it("opens an incident's own page from the page, with its timeline on the visitor's clock and a way back", async () => {
    const page = await phonePage();
    await page.goto(DEMO_PAGE);
    const link = page.locator('.sw-incident h3 a, .sw-incident h4 a').first();
    const title = (await link.textContent()) ?? '';
    expect(title).not.toBe('');
    await link.click();
    await page.waitForURL(/\/public\/status\/sitewarden-demo\/incidents\/[0-9a-f-]{36}$/);
    expect(await page.locator('h1').textContent()).toContain(title);
    expect(await page.locator('ol.sw-timeline > li').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-zone-note]').textContent()).toBe(`Times in your time zone (${ZONE}).`);
    for (const text of await page.locator('time[datetime]').allTextContents()) expect(text).toMatch(/(UTC\+9|JST)$/);
    // the page's JSON links the same incident there
    const json = (await (await page.request.get(`${DEMO_PAGE}/api/v2/incidents.json`)).json()) as {
      incidents: { shortlink: string }[];
    };
    expect(json.incidents.map((i) => i.shortlink)).toContain(page.url());
    await screenshot(page, 'status-page-phone-incident');
    await page.getByRole('link', { name: /Back to Example Shop status/ }).click();
    await page.waitForURL(`${baseUrl()}${DEMO_PAGE}`);
  });
});
