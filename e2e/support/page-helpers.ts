import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

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
 * Until React has hydrated a prerendered control, clicking it does nothing (the page is HTML only): wait for React's
 * own properties on the element, which hydration adds.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      timeout: 20_000,
    })
    .toBe(true);
  return locator;
}

/** Console output that means the page broke or hydration had to start over (failed requests, such as 404s, aside). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (/hydrat/i.test(text)) problems.push(text);
    else if (message.type() === 'error' && !/Failed to load resource/.test(text)) problems.push(text);
  });
  return problems;
}
