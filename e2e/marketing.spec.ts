import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_COMPARE_PATHS } from '../src/shared/marketing-routes';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { hydrated } from './support/page-helpers';

/*
 * The marketing pages as a visitor sees them from the real server: the ROI calculator computes, pricing lists the
 * four plans with Pro marked, and every comparison page renders its table. Screenshots at desktop and phone widths.
 */
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, name);
}

describe('marketing pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('recalculates the ROI when the visitor changes an input or the plan', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await open(page, '/roi-calculator');
    const net = page.locator('dt', { hasText: 'Net value a year' }).locator('xpath=following-sibling::dd');
    const before = await net.textContent();

    // The calculator is an island (decision 046): hydrated() wakes it as a pointer over it would.
    await (await hydrated(page.getByLabel('Revenue per hour'))).fill('2000');
    await expect.poll(() => net.textContent()).not.toBe(before);
    const afterRevenue = await net.textContent();
    // 6 outages x (60 - 10) min / 60 x $2,000 + 2 h x 12 x $75 - 12 x $29
    expect(afterRevenue).toBe('$11,452');

    await page.getByLabel('Plan').selectOption('agency');
    await expect.poll(() => page.getByLabel('Time to alert with Sitewarden').inputValue()).toBe('6');
    expect(await net.textContent()).not.toBe(afterRevenue);
    await shot(page, 'marketing-roi-desktop');
    await context.close();
  });

  it('shows the four plans on the pricing page with Pro marked as the popular one', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await open(page, '/pricing');
    const cards = page.locator('[data-plan]');
    const tiers = await Promise.all((await cards.all()).map((card) => card.getAttribute('data-plan')));
    expect(tiers).toEqual(['free', 'pro', 'agency', 'enterprise']);
    const popular = page.locator('[data-plan]', { hasText: 'Most popular' });
    expect(await popular.count()).toBe(1);
    expect(await popular.getAttribute('data-plan')).toBe('pro');
    expect(await page.getByRole('table', { name: 'Plan limits and features' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Pricing · Sitewarden');
    await shot(page, 'marketing-pricing-desktop');
    await context.close();
  });

  it('renders the feature table of every comparison page', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    for (const path of ['/compare/alternatives', ...VENDOR_COMPARE_PATHS]) {
      await open(page, path);
      const table = page.getByRole('table');
      await table.waitFor();
      expect(await table.locator('tbody tr').count(), path).toBeGreaterThanOrEqual(5);
    }
    await open(page, '/compare/sitewarden-vs-uptimerobot');
    await shot(page, 'marketing-compare-desktop');
    await context.close();
  });

  it('lays the pages out for a phone and the landing and an industry page for desktop', async () => {
    const desktop = await newPage(browser, DESKTOP);
    for (const [path, name] of [
      ['/', 'landing'],
      ['/for/ecommerce', 'industry'],
    ] as const) {
      await open(desktop.page, path);
      await shot(desktop.page, `marketing-${name}-desktop`);
    }
    await desktop.context.close();

    const phone = await newPage(browser, PHONE);
    for (const [path, name] of [
      ['/', 'landing'],
      ['/pricing', 'pricing'],
      ['/for/ecommerce', 'industry'],
      ['/compare/sitewarden-vs-uptimerobot', 'compare'],
      ['/roi-calculator', 'roi'],
    ] as const) {
      await open(phone.page, path);
      const overflow = await phone.page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow, `${path} scrolls sideways`).toBe(0);
      await shot(phone.page, `marketing-${name}-phone`);
    }
    await phone.context.close();
  });
});
