import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { enterDemo, settledScreenshot } from './support/page-helpers';

/*
 * The signed-in screens on the workspace `sitewarden seed demo` made (global-setup runs it): four `.example` sites
 * with 90 days of history written through the engine's own history writer and rules, their monitors with a month of
 * history, a status page with its incident history, and maintenance windows. A visitor enters through /demo,
 * as the public site offers, and reads every screen; the account is read-only.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOP = 'shop.sitewarden-demo.example';

describe('the seeded demo workspace in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows the dashboard, trends, performance, analytics and alerts from the seeded history (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await enterDemo(page);

      // Stat cards from the history: four active domains, an uptime below 100 % (the seeded outages), open alerts.
      const domainsCard = page
        .getByRole('list', { name: 'Summary' })
        .getByRole('listitem')
        .filter({ hasText: 'Active Domains' });
      await domainsCard.getByText('4', { exact: true }).waitFor();
      const stats = (await (await page.request.get('/api/dashboard/stats')).json()) as {
        systemUptime: number;
        activeDomains: number;
        activeAlerts: number;
      };
      expect(stats.activeDomains).toBe(4);
      expect(stats.systemUptime).toBeGreaterThan(90);
      expect(stats.systemUptime).toBeLessThan(100);
      await page
        .getByText(`${stats.systemUptime.toFixed(2)}%`)
        .first()
        .waitFor();
      await page.getByText(SHOP).first().waitFor();
      await settledScreenshot(page, `demo-dashboard-${label}`);

      // Trends over 90 days: every figure measured, charts drawn.
      await page.goto('/trends?range=90d');
      await page.getByRole('heading', { name: /Last 90 days/ }).waitFor();
      await page.locator('.recharts-surface').first().waitFor();
      expect(await page.getByText('No data', { exact: true }).count()).toBe(0);
      await settledScreenshot(page, `demo-trends-${label}`);

      // Performance: the seeded daily Lighthouse runs give scores in every range.
      await page.goto('/performance?range=30d');
      await page.getByRole('progressbar', { name: 'Overall score' }).waitFor();
      await page.getByRole('article', { name: SHOP }).waitFor();
      await settledScreenshot(page, `demo-performance-${label}`);

      await page.goto('/analytics');
      await page.locator('.recharts-surface').first().waitFor();
      await settledScreenshot(page, `demo-analytics-${label}`);

      // The seeded alerts (outages, a DNS change, certificate expiry) are listed; the account cannot change them.
      await page.goto('/alerts');
      const firstAlert = page
        .getByRole('listitem')
        .filter({ hasText: /sitewarden-demo\.example/ })
        .first();
      await firstAlert.waitFor();
      await settledScreenshot(page, `demo-alerts-${label}`);
      await context.close();
    });

    it(`shows the monitors, a monitor's page, the status page and maintenance (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await enterDemo(page);
      const domains = (await (await page.request.get('/api/domains')).json()) as {
        data: { id: string; name: string }[];
      };
      const shop = domains.data.find((d) => d.name === SHOP)!;

      // the shop's monitors beside its home page, each linking to its own page
      await page.goto(`/domains/${shop.id}`);
      const monitors = page.getByRole('region', { name: 'Monitors', exact: true });
      for (const name of ['Checkout API', 'Add to cart button', 'Nightly backup'])
        await monitors.getByRole('listitem', { name, exact: true }).waitFor();
      await monitors.getByRole('link', { name: 'Checkout API' }).click();
      await page.getByRole('heading', { name: 'Checkout API', level: 2 }).waitFor();
      await page.getByRole('region', { name: 'Uptime and response time' }).locator('.recharts-surface').waitFor();
      await page.getByRole('region', { name: 'Incidents' }).getByText('Answered 503, expected 200-299').waitFor();
      await page.getByRole('region', { name: 'Check log' }).getByRole('row').nth(1).waitFor();
      // read-only: the actions are there, disabled with the demo's reason
      expect(
        await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Pause' }).isDisabled(),
      ).toBe(true);
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
      ).toBeLessThanOrEqual(0);
      await settledScreenshot(page, `demo-monitor-page-${label}`);

      await page.goto(`/domains/${shop.id}`);
      await monitors.getByRole('link', { name: 'Nightly backup' }).click();
      const pings = page.getByRole('region', { name: 'Ping log' });
      await pings.getByText(/Next ping due by/).waitFor();
      await pings.getByText('Start', { exact: true }).first().waitFor();
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
      ).toBeLessThanOrEqual(0);
      await settledScreenshot(page, `demo-heartbeat-page-${label}`);

      // the status page with its components, and the maintenance windows
      await page.goto('/status-pages');
      await page.getByText('Example Shop status').first().waitFor();
      const windows = page.getByRole('list', { name: 'Maintenance windows' });
      await windows.getByText('Monthly database maintenance').waitFor();
      await windows.getByText('Mail server upgrade').waitFor();
      await settledScreenshot(page, `demo-status-pages-${label}`);

      // the public page: components in their groups, and the incident history
      await page.goto('/public/status/sitewarden-demo');
      await page.getByText('Online shop').first().waitFor();
      await page.getByText('Public API answering with errors').first().waitFor();
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
      ).toBeLessThanOrEqual(0);
      await settledScreenshot(page, `demo-public-status-${label}`);
      await context.close();
    });
  }
});
