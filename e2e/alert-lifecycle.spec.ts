import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../src/shared/contracts/alerts';
import type { DeliveryList } from '../src/shared/contracts/notification-settings';
import type { Domain } from '../src/shared/contracts/domains';
import { launchBrowser } from './support/browser';
import { startMonitoredServer, type MonitoredServer } from './support/monitored-server';
import { settledScreenshot, toastLocator } from './support/page-helpers';
import { switchableSite, until } from './support/waiting';

/*
 * Decision 043 in the browser, on a server of the spec's own that checks a loopback site every 2 seconds: the site goes
 * down, its alert appears, Acknowledge says who and since when and nobody is told again, Resolve while it is still down
 * brings a new alert at the next failing check, and the site's recovery closes that alert by itself.
 */
const SITE = 'lifecycle.sitewarden.test';
const EMAIL = 'lifecycle@e2e.test';
const PASSWORD = 'e2e-password';
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const TITLE = `${SITE} is down`;

/** The site, taken down and brought back. */
const site = switchableSite();

describe('the alert lifecycle in the browser', () => {
  let server: MonitoredServer;
  let browser: Browser;
  let context: BrowserContext;
  let api: APIRequestContext;
  let page: Page;
  let domainId: string;

  const alerts = async () => (await (await api.get('/api/alerts?type=downtime')).json()) as Alert[];
  const deliveries = async () =>
    ((await (await api.get('/api/notifications/deliveries')).json()) as DeliveryList).total;
  const latestCheck = async () =>
    ((await (await api.get(`/api/domains/${domainId}`)).json()) as Domain).latestCheck?.checkedAt;
  /** Waits for `n` more checks of the site than when it was called: time on the engine's clock, not the spec's. */
  const checksPass = async (n: number) => {
    let seen = await latestCheck();
    for (let i = 0; i < n; i++) {
      const before = seen;
      seen = await until('the next check', async () => {
        const now = await latestCheck();
        return now !== before && now;
      });
    }
  };
  /** The open (unresolved) alert's row on /alerts, after reloads until it shows (the screen polls every 30 s). */
  const item = (): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });
  const openItem = (): Locator => item().filter({ has: page.getByRole('button', { name: 'Resolve' }) });
  async function reloadUntil(locator: Locator, what: string) {
    await until(what, async () => {
      await page.reload();
      await page
        .getByRole('list', { name: 'Alerts' })
        .or(page.getByRole('heading', { name: 'All Clear!' }))
        .first()
        .waitFor();
      return (await locator.count()) > 0;
    });
  }

  beforeAll(async () => {
    server = await startMonitoredServer({
      sites: { [SITE]: site.handler },
      users: [['--email', EMAIL, '--first', 'Ada', '--last', 'Lovelace', '--plan', 'pro']],
      password: PASSWORD,
      checkIntervalSeconds: 2,
    });
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    api = context.request;
    const headers = { Origin: server.baseUrl };
    expect((await api.post('/api/auth/login', { headers, data: { email: EMAIL, password: PASSWORD } })).status()).toBe(
      200,
    );
    // alert at the first confirmed failure, not after the default 5 minutes; and only downtime: a loaded machine
    // must not make the site "slow" (response time, Lighthouse score) and add alerts and notices of its own
    const alertThresholds = { downtimeMinutes: 0, responseTimeMs: 60_000, performanceScoreThreshold: 0 };
    expect(
      (
        await api.put('/api/settings/alert-preferences', { headers, data: { channelEmail: true, alertThresholds } })
      ).status(),
    ).toBe(200);
    const added = await api.post('/api/domains', { headers, data: { name: SITE } });
    expect(added.status()).toBe(201);
    domainId = ((await added.json()) as Domain).id;
    await until(
      'the first uptime check',
      async () => (await (await api.get(`/api/domains/${domainId}`)).json()).uptimePercentage === 100,
    );
    page = await context.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens, is acknowledged without a repeat notice, re-opens after a resolve while down, and closes itself on recovery', async () => {
    await page.goto('/alerts');
    await page.getByRole('heading', { name: 'All Clear!' }).waitFor();

    // the site goes down: its alert shows, and one notice goes out
    site.setUp(false);
    await reloadUntil(openItem(), 'the downtime alert');
    expect(await deliveries()).toBe(1);

    // acknowledged: who and since when, still open
    await openItem().getByRole('button', { name: 'Acknowledge' }).click();
    await toastLocator(page, 'Alert Acknowledged').waitFor();
    await item().getByText('Acknowledged by Ada Lovelace').waitFor();
    expect(await item().getByText('Acknowledged', { exact: true }).count()).toBe(1);
    expect(await openItem().count()).toBe(1);
    await settledScreenshot(page, 'alert-acknowledged-desktop');
    await page.setViewportSize(PHONE);
    await settledScreenshot(page, 'alert-acknowledged-phone');
    await page.setViewportSize(DESKTOP);

    // the dashboard's Active Alerts card counts it, and says it is acknowledged
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Summary' }).getByRole('listitem').filter({ hasText: 'Active Alerts' });
    await card.getByText('Acknowledged').waitFor();
    expect(await card.textContent()).toContain('1');
    await settledScreenshot(page, 'alert-acknowledged-dashboard');

    // more failing checks: still the one alert, nobody told again
    await checksPass(3);
    expect((await alerts()).filter((a) => !a.isResolved)).toHaveLength(1);
    expect(await deliveries()).toBe(1);

    // resolved by hand while still down: the next failing check opens a new alert, and tells again
    await page.goto('/alerts');
    await openItem().getByRole('button', { name: 'Resolve' }).click();
    await toastLocator(page, 'Alert Resolved').waitFor();
    await reloadUntil(openItem(), 'the alert opened again');
    expect(await openItem().getByRole('button', { name: 'Acknowledge' }).count()).toBe(1);
    const afterResolve = await alerts();
    expect(afterResolve.map((a) => a.isResolved)).toEqual([false, true]);
    expect(await deliveries()).toBe(2);
    await settledScreenshot(page, 'alert-reopened-desktop');
    await page.setViewportSize(PHONE);
    await settledScreenshot(page, 'alert-reopened-phone');
    await page.goto('/?tab=alerts');
    await page.getByRole('tab', { name: 'Alerts' }).click();
    await openItem().waitFor();
    await settledScreenshot(page, 'alert-reopened-dashboard-phone');
    await page.setViewportSize(DESKTOP);
    await page.goto('/alerts');

    // the site recovers: the open alert closes itself
    site.setUp(true);
    await until('the alert to close itself', async () => (await alerts()).every((a) => a.isResolved));
    await page.reload();
    await item().first().waitFor();
    expect(await openItem().count()).toBe(0);
    expect(await item().getByText('Resolved', { exact: true }).count()).toBe(2);
    await settledScreenshot(page, 'alert-closed-desktop');
  }, 180_000);
});
