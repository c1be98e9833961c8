import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, screenshot } from './browser';

/**
 * The toast with this title, found by its region's label rather than by role: while a modal dialog is open the rest
 * of the page, the toast region included, is hidden from the accessibility tree.
 */
export function toastLocator(page: Page, title: string): Locator {
  return page.locator('[role="region"][aria-label^="Notifications"] li').filter({ hasText: title }).first();
}

/** A screenshot for people to look at: toasts dismissed, from the top, after animations settle. */
export async function settledScreenshot(page: Page, name: string): Promise<void> {
  // By selector, not role: behind an open dialog the toasts are hidden from the accessibility tree.
  for (const button of await page.locator('button[aria-label="Dismiss notification"]').all()) {
    await button.dispatchEvent('click').catch(() => undefined);
  }
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForTimeout(350);
  await screenshot(page, name);
}

/**
 * Until a prerendered control works, clicking it does nothing (the page is HTML only). On app-like pages and
 * signed-in screens React owns it once hydrated (its own properties on the element). On the other public pages
 * (decision 046) the islands entry marks <html data-site-ready> once the header and footer work; a control inside an
 * island is woken as a visitor would (a pointer over it) and works once the island is marked ready.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          if (Object.keys(element).some((key) => key.startsWith('__reactProps'))) return true;
          // Runs in the page; this project's Node types have no DOM lib.
          const page = element.ownerDocument as unknown as {
            documentElement: { hasAttribute(name: string): boolean };
            defaultView: { PointerEvent: new (type: string, init: { bubbles: boolean }) => unknown };
          };
          const island = element.closest('[data-island]');
          if (island) {
            const pointerOver = new page.defaultView.PointerEvent('pointerover', { bubbles: true });
            if (!island.hasAttribute('data-island-ready'))
              element.dispatchEvent(pointerOver as Parameters<typeof element.dispatchEvent>[0]);
            return false;
          }
          return page.documentElement.hasAttribute('data-site-ready');
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
  return locator;
}

/**
 * Console output that means the page broke or hydration had to start over. Failed requests (such as 404s) are left
 * out unless `failedRequests` is set; then they are kept with the address that failed, so a caller can allow the one
 * it expects (the document of a page that answers 404).
 */
export function watchConsole(page: Page, { failedRequests = false } = {}): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (/hydrat/i.test(text)) problems.push(text);
    else if (message.type() !== 'error') return;
    else if (!/Failed to load resource/.test(text)) problems.push(text);
    else if (failedRequests) problems.push(`${text} (${message.location().url})`);
  });
  return problems;
}

/** Signs in to the seeded demo the way a visitor does ('Try the demo' on /demo) and waits for its dashboard. */
export async function enterDemo(page: Page): Promise<void> {
  await page.goto('/demo');
  await (await hydrated(page.getByRole('button', { name: 'Try the demo' }))).click();
  await page.waitForURL(`${baseUrl()}/`);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}
