import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ORDER, PLANS } from '../src/shared/constants/plans';
import { BUILT_SIGNED_IN_ROUTES } from '../src/shared/routes';
import { signInThroughApi } from './support/api-session';
import { launchBrowser, newPage, screenshot } from './support/browser';

const PHONE = { width: 390, height: 844 };

/** Issue 15 §7 on a phone: every plan of the comparison readable, and the floating menu button covering nothing. */
describe('phone layouts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every plan of the pricing comparison on a phone, without a sideways scroll', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/pricing');
    const compare = page.locator('section', { has: page.getByRole('heading', { name: 'Compare the plans' }) });
    const cards = compare.getByRole('list', { name: 'Plan limits and features' }).getByRole('listitem');
    expect(await cards.count()).toBe(PLAN_ORDER.length);
    for (const [index, tier] of PLAN_ORDER.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading').textContent()).toContain(PLANS[tier].name);
      expect(await card.isVisible()).toBe(true);
      // Every limit of the plan, with its value, inside the screen's width.
      await card.getByText('Monitored domains').waitFor();
      const box = await card.boundingBox();
      expect(box!.x >= 0 && box!.x + box!.width <= PHONE.width).toBe(true);
    }
    expect(await compare.getByRole('table').isVisible()).toBe(false);
    expect(await page.evaluate('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'pricing-compare-390');
    await context.close();
  });

  it('leaves room below every signed-in screen for the floating menu button', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInThroughApi(page.request, 'owner@e2e.test');
    const screens = BUILT_SIGNED_IN_ROUTES.filter((route) => !route.includes(':'));
    const covered: string[] = [];
    for (const path of ['/', ...screens]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const button = page.getByRole('button', { name: /^Open menu/ });
      await button.waitFor();
      await page.evaluate('window.scrollTo(0, document.scrollingElement.scrollHeight)');
      // The screen's content ends above the button once scrolled to the end: nothing is left under it.
      const content = await page.locator('#main-content > div').boundingBox();
      const floating = await button.boundingBox();
      if (content!.y + content!.height > floating!.y) covered.push(`${path}: content ends ${Math.round(content!.y + content!.height - floating!.y)} px under the button`);
    }
    expect(covered).toEqual([]);
    await context.close();
  });
});
