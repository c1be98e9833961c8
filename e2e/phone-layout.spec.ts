import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Domain } from '../src/shared/contracts/domains';
import type { StatusPage } from '../src/shared/contracts/status-pages';
import { PLAN_ORDER, PLANS } from '../src/shared/constants/plans';
import { BUILT_SIGNED_IN_ROUTES } from '../src/shared/routes';
import { signInThroughApi, withOrigin } from './support/api-session';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { settledScreenshot } from './support/page-helpers';
import { BROKEN_DOMAIN, HEALTHY_DOMAIN } from './support/probe-lab';
import { until } from './support/waiting';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** The agency account global-setup made for this spec alone: its screens hold the data below and nothing else. */
const LAYOUT_ACCOUNT = 'layout@e2e.test';
/** Long names, as real customers have them (a DNS label is at most 63 characters), beside a short one. */
const DOMAIN_NAMES = [
  `customer-facing-application-programming-interface.${HEALTHY_DOMAIN}`,
  `internationalisation-and-localisation-staging.${HEALTHY_DOMAIN}`,
  BROKEN_DOMAIN, // blacklisted in the probe lab: its first checks open alerts
  `shop.${HEALTHY_DOMAIN}`,
];
/** Public pages a visitor reaches from the header and footer, one per template. */
const PUBLIC_SCREENS = [
  '/',
  '/pricing',
  '/features',
  '/website-health-check',
  '/for/agencies',
  '/compare/sitewarden-vs-uptimerobot',
  '/compare/alternatives',
  '/roi-calculator',
  '/blog',
  '/resources',
  '/contact',
  '/api-docs',
  '/demo',
  '/auth',
];

async function created<T>(
  answer: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>,
): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** Domains with long names, monitors, a status page showing them and open alerts: what a working account has. */
async function fillAccount(request: APIRequestContext): Promise<{ domains: Domain[]; statusPage: StatusPage }> {
  await signInThroughApi(request, LAYOUT_ACCOUNT);
  const domains: Domain[] = [];
  for (const [index, name] of DOMAIN_NAMES.entries()) {
    const description = index === 0 ? 'The public REST API our mobile apps and integration partners call' : undefined;
    domains.push(await created<Domain>(request.post('/api/domains', { ...withOrigin(), data: { name, description } })));
  }
  const [api, staging] = domains as [Domain, Domain];
  await created(
    request.post(`/api/domains/${api.id}/monitors`, {
      ...withOrigin(),
      data: {
        type: 'endpoint',
        name: 'Public API health endpoint with authentication',
        settings: { url: `https://${api.name}/v2/health/readiness-and-liveness` },
      },
    }),
  );
  await created(
    request.post(`/api/domains/${staging.id}/monitors`, {
      ...withOrigin(),
      data: {
        type: 'heartbeat',
        name: 'Nightly database backup to off-site storage',
        settings: { periodSeconds: 86_400 },
      },
    }),
  );
  const statusPage = await created<StatusPage>(
    request.post('/api/status-pages', { ...withOrigin(), data: { name: 'Customer-facing services and integrations' } }),
  );
  const components = domains.map((domain) => ({
    domainId: domain.id,
    groupName: 'Production services and integrations',
  }));
  const put = await request.put(`/api/status-pages/${statusPage.id}/components`, {
    ...withOrigin(),
    data: { components },
  });
  expect(put.status(), await put.text()).toBe(200);
  // The blacklisted domain's first checks open alerts: the screens show them.
  await until('the first alerts', async () => {
    const alerts = (await (await request.get('/api/alerts')).json()) as unknown[];
    return alerts.length > 0;
  });
  return { domains, statusPage };
}

/** The page is no wider than the window (no sideways scroll); else the elements that stick out, to say which. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.scrollingElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const out = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > width + 1))
      .slice(0, 4)
      .map((el) => el.tagName.toLowerCase() + '.' + String(el.className).split(' ').slice(0, 4).join('.') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"');
    return scrollWidth + ' px wide: ' + out.join('; ');
  })()`);
}

describe('phone layouts', () => {
  let browser: Browser;
  let account: { domains: Domain[]; statusPage: StatusPage };
  beforeAll(async () => {
    browser = await launchBrowser();
    const { context } = await newPage(browser);
    account = await fillAccount(context.request);
    await context.close();
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

  it('fits every signed-in screen, filled with long names, alerts, monitors and a status page, on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInThroughApi(page.request, LAYOUT_ACCOUNT);
    const screens = BUILT_SIGNED_IN_ROUTES.filter((route) => !route.includes(':'));
    const [api] = account.domains as [Domain];
    const wide: string[] = [];
    for (const path of ['/', ...screens, `/domains/${api.id}`, `/status-pages/${account.statusPage.id}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      const problem = await overflow(page);
      if (problem) wide.push(`${path}: ${problem}`);
    }
    // The screens the newcomer found too wide, with their data on them.
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: DOMAIN_NAMES[0] }).waitFor();
    await settledScreenshot(page, 'layout-dashboard-390');
    await page.goto('/domains', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: DOMAIN_NAMES[0] }).waitFor();
    await settledScreenshot(page, 'layout-domains-390');
    expect(wide).toEqual([]);
    await context.close();
  }, 240_000);

  it('fits the public pages and the status page on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const wide: string[] = [];
    for (const path of [...PUBLIC_SCREENS, `/public/status/${account.statusPage.slug}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const problem = await overflow(page);
      if (problem) wide.push(`${path}: ${problem}`);
    }
    await screenshot(page, 'layout-status-page-390');
    expect(wide).toEqual([]);
    await context.close();
  });

  it('shows every domain whole on a 1366 px laptop: its name unbroken and its actions in view', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await signInThroughApi(page.request, LAYOUT_ACCOUNT);
    for (const path of ['/', '/domains']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const table = page.getByRole('table', { name: /domains/i });
      await table.getByRole('row').nth(DOMAIN_NAMES.length).waitFor();
      await settledScreenshot(page, `layout${path === '/' ? '-dashboard' : path.replace('/', '-')}-1366`);
      await table.getByRole('link', { name: DOMAIN_NAMES[0] }).waitFor({ timeout: 5_000 });
      const card = (await table.boundingBox())!;
      for (const name of DOMAIN_NAMES) {
        const row = table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
        for (const action of ['View Details', 'Settings']) {
          const box = (await row.getByRole('button', { name: action }).boundingBox())!;
          expect(box.x + box.width, `${path} ${name}: ${action}`).toBeLessThanOrEqual(
            Math.min(card.x + card.width, LAPTOP.width),
          );
        }
        // One line, never broken inside a word: the whole name, or cut short with the whole name as its title.
        const link = row.getByRole('link', { name, exact: true });
        const shape = await link.evaluate((el) => {
          // runs in the page; this project's Node types have no DOM lib
          const view = el.ownerDocument.defaultView as unknown as {
            getComputedStyle(e: unknown): { lineHeight: string };
          };
          const lineHeight = parseFloat(view.getComputedStyle(el).lineHeight);
          const lines = Math.round(el.getBoundingClientRect().height / lineHeight);
          return { lines, cut: el.scrollWidth > el.clientWidth, title: el.getAttribute('title') };
        });
        expect(shape.lines, `${path} ${name}`).toBe(1);
        if (shape.cut) expect(shape.title).toBe(name);
      }
    }
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
      if (content!.y + content!.height > floating!.y)
        covered.push(
          `${path}: content ends ${Math.round(content!.y + content!.height - floating!.y)} px under the button`,
        );
    }
    expect(covered).toEqual([]);
    await context.close();
  }, 240_000);
});
