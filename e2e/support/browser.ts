import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve('screenshots');

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Playwright gives every launch a fresh, empty profile directory of its own. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A visitor address of its own for each context (the server trusts loopback proxies, so it reads X-Forwarded-For):
 * the specs share one server, and as one address from 127.0.0.1 their sign-ups would meet the per-address
 * registration limit (20 an hour) long before the last spec. Random in 198.18.0.0/15 (benchmarking), so specs in
 * other workers do not share one either.
 */
function visitorAddress(): string {
  const pick = (n: number) => Math.floor(Math.random() * n);
  return `198.${18 + pick(2)}.${pick(256)}.${1 + pick(254)}`;
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1366, height: 860 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under screenshots/ for people to look at; not an assertion. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}
